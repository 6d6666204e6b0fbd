import type { OrderDetail } from '@facet/contracts/orders';
import { sql } from 'drizzle-orm';
import { pdfText } from '../../testing/pdf-text.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutCustomer, freshHuid } from '../../testing/orders.ts';
import { oneRow } from '../../testing/rows.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { databaseRefusalOf } from '../../lib/database-errors.ts';
import { huidsOfOrder } from './order-huids.service.ts';
import {
  createHuidsTestApp,
  huidRows,
  lastCustomerNo,
  lineOf,
  orderBeingMade,
  ship,
  stateOf,
} from './order-huids.test-support.ts';

/*
 * HUIDs at dispatch: the move to Shipped takes the HUID of every hallmarked piece (gold or
 * silver, at least the weight threshold, product not exempt) — one per piece — and refuses,
 * changing nothing, a missing, malformed, repeated or already used one, or one for a line that
 * needs none. The order's reads, the shipping e-mail and `huidsOfOrder` show them; the threshold
 * and a product's exemption: order-huids-exemption.test.ts.
 */

let t: TestApp;
let gold: string;
let platinum: string;
let silver: string;
let light: string;
let twoGrams: string;

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);

beforeAll(async () => ({ t, gold, platinum, silver, light, twoGrams } = await createHuidsTestApp()));
afterAll(() => t?.close());

describe('which lines need a HUID', () => {
  it('gold and silver of 2 g or more do; platinum, a loose stone and a piece under 2 g do not', async () => {
    const { order } = await orderBeingMade(t, [
      { sku: gold },
      { sku: silver },
      { sku: platinum },
      { sku: light },
      { sku: twoGrams },
      { stone: 'HUID-STONE-1' },
    ]);
    expect(order.lines.map((line) => [line.sku, line.needsHuid, line.huids])).toEqual([
      [gold, true, []],
      [silver, true, []],
      [platinum, false, []],
      [light, false, []],
      [twoGrams, true, []],
      ['HUID-STONE-1', false, []],
    ]);
  });
});

describe('shipping with HUIDs (PUT /api/order-detail/updateStatus)', () => {
  it('refuses, changing nothing, a missing HUID for each piece of a quantity of two', async () => {
    const { order } = await orderBeingMade(t, [{ sku: gold, quantity: 2 }, { sku: platinum }]);
    const ring = lineOf(order, gold);
    const none = await ship(t, order.id, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().errorMessages).toEqual([
      'Enter the HUID of Test Hallmark Halo, Yellow Gold · natural diamonds (piece 1 of 2).',
      'Enter the HUID of Test Hallmark Halo, Yellow Gold · natural diamonds (piece 2 of 2).',
    ]);
    const half = await ship(t, order.id, { huids: [{ lineId: ring.id, huids: ['AB12C3'] }] });
    expect(half.statusCode).toBe(422);
    expect(half.json().errorMessages).toEqual([
      'Enter the HUID of Test Hallmark Halo, Yellow Gold · natural diamonds (piece 2 of 2).',
    ]);
    const three = await ship(t, order.id, { huids: [{ lineId: ring.id, huids: ['AB12C3', 'AB12C4', 'AB12C5'] }] });
    expect(three.statusCode).toBe(422);
    expect(three.json().errorMessages).toEqual([
      'Test Hallmark Halo, Yellow Gold · natural diamonds is 2 pieces; give one HUID for each.',
    ]);
    expect(await stateOf(t, order.id)).toBe('Processing');
    expect(await huidRows(t, order.id)).toBe(0);

    const shipped = await ship(t, order.id, { huids: [{ lineId: ring.id, huids: ['HQ2A01', 'HQ2A02'] }] });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(lineOf(shipped.json().data as OrderDetail, gold).huids).toEqual(['HQ2A01', 'HQ2A02']);
  });

  it('refuses a malformed HUID with its sentence', async () => {
    const { order } = await orderBeingMade(t, [{ sku: gold }]);
    const ring = lineOf(order, gold);
    for (const bad of ['AB12C', 'AB12C34', 'AB-2C3', 'ÅB12C3', '', 123456]) {
      const answer = await ship(t, order.id, { huids: [{ lineId: ring.id, huids: [bad] }] });
      expect(answer.statusCode, String(bad)).toBe(400);
      expect(answer.json().errorMessages.join(' '), String(bad)).toMatch(
        typeof bad === 'number' ? /must be text/ : /A HUID is 6 letters or digits\./,
      );
    }
    // Wrong shapes of the list are 400 too, never 500.
    for (const huids of ['AB12C3', { lineId: ring.id }, [{ lineId: 'x', huids: ['AB12C3'] }], [null]]) {
      expect((await ship(t, order.id, { huids })).statusCode, JSON.stringify(huids)).toBe(400);
    }
    expect(await stateOf(t, order.id)).toBe('Processing');
  });

  it('takes lower case and spaces around as the capitals they stand for', async () => {
    const { order, cookie } = await orderBeingMade(t, [{ sku: gold }, { sku: silver }]);
    const answer = await ship(t, order.id, {
      huids: [
        { lineId: lineOf(order, gold).id, huids: [' lc7x2q '] },
        { lineId: lineOf(order, silver).id, huids: ['ag9250'] },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const own = await t.app.inject({ url: `/api/order-detail/for-customer/${order.id}`, headers: { cookie } });
    const seen = own.json().data as OrderDetail;
    expect(lineOf(seen, gold).huids).toEqual(['LC7X2Q']);
    expect(lineOf(seen, silver).huids).toEqual(['AG9250']);
    expect(await huidsOfOrder(t.database.db, order.id)).toEqual([
      { lineId: lineOf(order, gold).id, huids: ['LC7X2Q'] },
      { lineId: lineOf(order, silver).id, huids: ['AG9250'] },
    ]);
    const mail = await one<{ subject: string; text: string; html: string }>(
      sql`select subject, text, html from messages where "to" = ${`huid.buyer.${lastCustomerNo()}@example.com`}
           order by id desc limit 1`,
    );
    expect(mail.subject).toContain('shipped');
    expect(mail.text).toContain('- Test Hallmark Halo, Yellow Gold · natural diamonds: LC7X2Q');
    expect(mail.text).toContain('- Test Hallmark Halo, 925 Sterling Silver · natural diamonds: AG9250');
    expect(mail.text).toContain('Verify it in the BIS Care app (Verify HUID).');
    expect(mail.html).toContain('LC7X2Q');
    expect(mail.html).toContain('Verify it in the BIS Care app (Verify HUID).');
    // The tax invoice, issued when the order was paid, prints the HUIDs recorded since.
    const invoice = seen.documents.find((document) => document.kind === 'invoice')!;
    const pdf = await t.app.inject({ url: `/api/tax-documents/${invoice.id}/pdf`, headers: { cookie } });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Hallmark (HUID), recorded at dispatch');
    expect(text).toContain('LC7X2Q');
    expect(text).toContain('AG9250');
  });

  it('refuses a HUID already recorded on another piece, whatever its case, naming that order', async () => {
    const first = await orderBeingMade(t, [{ sku: gold }]);
    const code = freshHuid();
    expect(
      (await ship(t, first.order.id, { huids: [{ lineId: lineOf(first.order, gold).id, huids: [code] }] })).statusCode,
    ).toBe(200);
    const second = await orderBeingMade(t, [{ sku: gold }]);
    const again = await ship(t, second.order.id, {
      huids: [{ lineId: lineOf(second.order, gold).id, huids: [code.toLowerCase()] }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessages).toEqual([`HUID ${code} is already recorded on order ${first.order.number}.`]);
    expect(await stateOf(t, second.order.id)).toBe('Processing');
    // The same code twice in one move.
    const both = await orderBeingMade(t, [{ sku: gold, quantity: 2 }]);
    const twice = await ship(t, both.order.id, {
      huids: [{ lineId: lineOf(both.order, gold).id, huids: ['TW1N00', 'tw1n00'] }],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errorMessages).toEqual(['HUID TW1N00 is given for two pieces; each piece has its own.']);
    expect(await huidRows(t, both.order.id)).toBe(0);
  });

  it('refuses HUIDs for a line that needs none, and for a line of another order', async () => {
    const { order } = await orderBeingMade(t, [{ sku: gold }, { sku: platinum }, { stone: 'HUID-STONE-2' }]);
    const goldHuid = { lineId: lineOf(order, gold).id, huids: [freshHuid()] };
    const onPlatinum = await ship(t, order.id, {
      huids: [goldHuid, { lineId: lineOf(order, platinum).id, huids: ['PT9500'] }],
    });
    expect(onPlatinum.statusCode).toBe(422);
    expect(onPlatinum.json().errorMessages).toEqual([
      'Test Hallmark Halo, Platinum · natural diamonds needs no HUID; leave it out.',
    ]);
    const onStone = await ship(t, order.id, {
      huids: [goldHuid, { lineId: lineOf(order, 'HUID-STONE-2').id, huids: ['ST0NE1'] }],
    });
    expect(onStone.statusCode).toBe(422);
    const other = await orderBeingMade(t, [{ sku: gold }]);
    const foreign = await ship(t, order.id, {
      huids: [goldHuid, { lineId: lineOf(other.order, gold).id, huids: ['F0RE16'] }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errorMessages).toEqual([`The order has no line ${lineOf(other.order, gold).id}.`]);
    expect(await stateOf(t, order.id)).toBe('Processing');
    expect(await huidRows(t, order.id)).toBe(0);
    // A platinum-only order ships as before, with no HUID at all.
    const plain = await orderBeingMade(t, [{ sku: platinum }]);
    expect((await ship(t, plain.order.id, {})).statusCode).toBe(200);
  });

  it('takes HUIDs only on the move to Shipped, and only from the Orders area', async () => {
    const { order } = await orderBeingMade(t, [{ sku: gold }]);
    const huids = [{ lineId: lineOf(order, gold).id, huids: [freshHuid()] }];
    for (const role of ['StoneManager', 'JewelleryManager', 'Customer'] as const) {
      expect((await ship(t, order.id, { huids }, role)).statusCode, role).toBe(403);
    }
    expect(
      (
        await t.injectAs(null, {
          method: 'PUT',
          url: '/api/order-detail/updateStatus',
          payload: { id: order.id, status: 'Shipped', huids },
        })
      ).statusCode,
    ).toBe(401);
    const cancel = await ship(t, order.id, { status: 'Cancelled', huids });
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().errorMessages).toEqual([
      'HUIDs are recorded when the order ships; leave them out of this move.',
    ]);
    expect((await ship(t, order.id, { huids }, 'Admin')).statusCode).toBe(200);
    // Replayed: the order has shipped, nothing is recorded twice.
    const replay = await ship(t, order.id, { huids });
    expect(replay.statusCode).toBe(422);
    expect(await huidRows(t, order.id)).toBe(1);
  });

  it('shows a customer the HUIDs of their own order only', async () => {
    const mine = await orderBeingMade(t, [{ sku: gold }]);
    const code = freshHuid();
    await ship(t, mine.order.id, { huids: [{ lineId: lineOf(mine.order, gold).id, huids: [code] }] });
    const stranger = await checkoutCustomer(t, 'huid.stranger@example.com');
    const peek = await t.app.inject({
      url: `/api/order-detail/for-customer/${mine.order.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(peek.statusCode).toBe(404);
    expect(peek.body).not.toContain(code);
    const own = await t.app.inject({
      url: `/api/order-detail/for-customer/${mine.order.id}`,
      headers: { cookie: mine.cookie },
    });
    expect(lineOf(own.json().data as OrderDetail, gold).huids).toEqual([code]);
  });
});

describe('the database', () => {
  it('holds a HUID to its shape, its line and one piece in the shop, whatever writes', async () => {
    const { order } = await orderBeingMade(t, [{ sku: gold }, { stone: 'HUID-STONE-3' }]);
    const ring = lineOf(order, gold);
    const stone = lineOf(order, 'HUID-STONE-3');
    const insert = (lineId: number, piece: number, huid: string) =>
      t.database.db.execute(
        sql`insert into order_line_huids (order_line_id, piece, huid) values (${lineId}, ${piece}, ${huid})`,
      );
    const refusal = (work: Promise<unknown>) =>
      work.then(
        () => null,
        (error: unknown) => databaseRefusalOf(error)?.constraint ?? String(error),
      );
    expect(await refusal(insert(ring.id, 1, 'ab12c3'))).toBe('order_line_huids_huid_shape');
    expect(await refusal(insert(ring.id, 2, 'DB0002'))).toBe('order_line_huids_fit_line');
    expect(await refusal(insert(stone.id, 1, 'DB0003'))).toBe('order_line_huids_fit_line');
    expect(await refusal(insert(ring.id, 1, 'DB0001'))).toBeNull();
    const other = await orderBeingMade(t, [{ sku: gold }]);
    expect(await refusal(insert(lineOf(other.order, gold).id, 1, 'DB0001'))).toBe('order_line_huids_huid_unique');
  });
});
