import type { OrderDetail } from '@facet/contracts/orders';
import type { ProductForUpdate } from '@facet/contracts/products';
import type { Role } from '@facet/contracts/permissions';
import { sql } from 'drizzle-orm';
import { pdfText } from '../../testing/pdf-text.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductAs, ringDraft } from '../../testing/catalogue.ts';
import { addToBag, checkoutCustomer, freshHuid, placeAndPay } from '../../testing/orders.ts';
import { oneRow } from '../../testing/rows.ts';
import { insertStoneRow } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseRefusalOf } from '../../lib/database-errors.ts';
import { huidsOfOrder } from './order-huids.service.ts';

/*
 * HUIDs at dispatch: the move to Shipped takes the HUID of every hallmarked piece (gold or
 * silver, at least the weight threshold, product not exempt) — one per piece — and refuses,
 * changing nothing, a missing, malformed, repeated or already used one, or one for a line that
 * needs none. The order's reads, the shipping e-mail and `huidsOfOrder` show them; the threshold
 * and a product's exemption are Admin's, audited.
 */

let t: TestApp;
let product: ProductForUpdate;
/** SKUs of the test ring in each metal (4 g in gold and silver, 5.2 g in platinum). */
let gold: string;
let platinum: string;
let silver: string;
/** The same ring in gold, one weighing 1.999 g and one exactly 2 g (both 1.5 ct). */
let light: string;
let twoGrams: string;
let customerNo = 0;

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);
const huidRows = async (orderId: number) =>
  (
    await one<{ n: number }>(
      sql`select count(*)::int as n from order_line_huids h join order_lines ol on ol.id = h.order_line_id
           where ol.order_id = ${orderId}`,
    )
  ).n;

function skuOf(metal: string, carat: number): string {
  const variant = product.productVarients.find((v) => v.metal === metal && v.centerStoneCarat === carat);
  if (!variant) throw new Error(`no ${metal} ${carat} ct variant`);
  return variant.sku;
}

/** A new customer's paid order of these lines, moved to being made; answers the staff's view of it. */
async function orderBeingMade(
  lines: ({ sku: string; quantity?: number } | { stone: string })[],
): Promise<{ order: OrderDetail; cookie: string }> {
  customerNo += 1;
  const buyer = await checkoutCustomer(t, `huid.buyer.${customerNo}@example.com`);
  for (const line of lines) {
    await addToBag(
      t,
      buyer.cookie,
      'stone' in line
        ? { kind: 'stone', sku: line.stone }
        : { kind: 'product', sku: line.sku, ringSize: '6', quantity: line.quantity ?? 1 },
    );
  }
  const paid = await placeAndPay(t, buyer.cookie, buyer.addressId);
  const moved = await ship(paid.id, { status: 'Processing' });
  expect(moved.statusCode, moved.body).toBe(200);
  return { order: moved.json().data as OrderDetail, cookie: buyer.cookie };
}

function ship(id: number, body: Record<string, unknown>, role: Role = 'Manager') {
  return t.injectAs(role, {
    method: 'PUT',
    url: '/api/order-detail/updateStatus',
    payload: { id, status: 'Shipped', trackingNumber: 'BD 4455 IN', ...body },
  });
}

const lineOf = (order: OrderDetail, sku: string) => {
  const line = order.lines.find((candidate) => candidate.sku === sku);
  if (!line) throw new Error(`no line ${sku}`);
  return line;
};

async function stateOf(id: number): Promise<string> {
  return (await one<{ state: string }>(sql`select state from orders where id = ${id}`)).state;
}

beforeAll(async () => {
  t = await createTestApp();
  product = await createProductAs(
    t,
    ringDraft({
      productName: 'Test Hallmark Halo',
      metalAttribute: ['Yellow Gold', 'Platinum', '925 Sterling Silver'],
    }),
  );
  gold = skuOf('Yellow Gold', 1);
  platinum = skuOf('Platinum', 1);
  silver = skuOf('925 Sterling Silver', 1);
  light = skuOf('Yellow Gold', 1.5);
  await t.database.db.execute(sql`update product_variants set weight = 1999 where sku = ${light}`);
  const second = await createProductAs(
    t,
    ringDraft({ productName: 'Test Hallmark Band', metalAttribute: ['Rose Gold'] }),
  );
  twoGrams = second.productVarients.find((v) => v.centerStoneCarat === 1)!.sku;
  await t.database.db.execute(sql`update product_variants set weight = 2000 where sku = ${twoGrams}`);
  await insertStoneRow(t, { sku: 'HUID-STONE-1', shape: 'Oval', carat: 1.1, costRupees: 250_000 });
  await insertStoneRow(t, { sku: 'HUID-STONE-2', shape: 'Oval', carat: 1.2, costRupees: 260_000 });
  await insertStoneRow(t, { sku: 'HUID-STONE-3', shape: 'Oval', carat: 1.3, costRupees: 270_000 });
});

afterAll(async () => {
  await t?.close();
});

describe('which lines need a HUID', () => {
  it('gold and silver of 2 g or more do; platinum, a loose stone and a piece under 2 g do not', async () => {
    const { order } = await orderBeingMade([
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
    const { order } = await orderBeingMade([{ sku: gold, quantity: 2 }, { sku: platinum }]);
    const ring = lineOf(order, gold);
    const none = await ship(order.id, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().errorMessages).toEqual([
      'Enter the HUID of Test Hallmark Halo, Yellow Gold · natural diamonds (piece 1 of 2).',
      'Enter the HUID of Test Hallmark Halo, Yellow Gold · natural diamonds (piece 2 of 2).',
    ]);
    const half = await ship(order.id, { huids: [{ lineId: ring.id, huids: ['AB12C3'] }] });
    expect(half.statusCode).toBe(422);
    expect(half.json().errorMessages).toEqual([
      'Enter the HUID of Test Hallmark Halo, Yellow Gold · natural diamonds (piece 2 of 2).',
    ]);
    const three = await ship(order.id, { huids: [{ lineId: ring.id, huids: ['AB12C3', 'AB12C4', 'AB12C5'] }] });
    expect(three.statusCode).toBe(422);
    expect(three.json().errorMessages).toEqual([
      'Test Hallmark Halo, Yellow Gold · natural diamonds is 2 pieces; give one HUID for each.',
    ]);
    expect(await stateOf(order.id)).toBe('Processing');
    expect(await huidRows(order.id)).toBe(0);

    const shipped = await ship(order.id, { huids: [{ lineId: ring.id, huids: ['HQ2A01', 'HQ2A02'] }] });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(lineOf(shipped.json().data as OrderDetail, gold).huids).toEqual(['HQ2A01', 'HQ2A02']);
  });

  it('refuses a malformed HUID with its sentence', async () => {
    const { order } = await orderBeingMade([{ sku: gold }]);
    const ring = lineOf(order, gold);
    for (const bad of ['AB12C', 'AB12C34', 'AB-2C3', 'ÅB12C3', '', 123456]) {
      const answer = await ship(order.id, { huids: [{ lineId: ring.id, huids: [bad] }] });
      expect(answer.statusCode, String(bad)).toBe(400);
      expect(answer.json().errorMessages.join(' '), String(bad)).toMatch(
        typeof bad === 'number' ? /must be text/ : /A HUID is 6 letters or digits\./,
      );
    }
    // Wrong shapes of the list are 400 too, never 500.
    for (const huids of ['AB12C3', { lineId: ring.id }, [{ lineId: 'x', huids: ['AB12C3'] }], [null]]) {
      expect((await ship(order.id, { huids })).statusCode, JSON.stringify(huids)).toBe(400);
    }
    expect(await stateOf(order.id)).toBe('Processing');
  });

  it('takes lower case and spaces around as the capitals they stand for', async () => {
    const { order, cookie } = await orderBeingMade([{ sku: gold }, { sku: silver }]);
    const answer = await ship(order.id, {
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
      sql`select subject, text, html from messages where "to" = ${`huid.buyer.${customerNo}@example.com`}
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
    const first = await orderBeingMade([{ sku: gold }]);
    const code = freshHuid();
    expect(
      (await ship(first.order.id, { huids: [{ lineId: lineOf(first.order, gold).id, huids: [code] }] })).statusCode,
    ).toBe(200);
    const second = await orderBeingMade([{ sku: gold }]);
    const again = await ship(second.order.id, {
      huids: [{ lineId: lineOf(second.order, gold).id, huids: [code.toLowerCase()] }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessages).toEqual([`HUID ${code} is already recorded on order ${first.order.number}.`]);
    expect(await stateOf(second.order.id)).toBe('Processing');
    // The same code twice in one move.
    const both = await orderBeingMade([{ sku: gold, quantity: 2 }]);
    const twice = await ship(both.order.id, {
      huids: [{ lineId: lineOf(both.order, gold).id, huids: ['TW1N00', 'tw1n00'] }],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errorMessages).toEqual(['HUID TW1N00 is given for two pieces; each piece has its own.']);
    expect(await huidRows(both.order.id)).toBe(0);
  });

  it('refuses HUIDs for a line that needs none, and for a line of another order', async () => {
    const { order } = await orderBeingMade([{ sku: gold }, { sku: platinum }, { stone: 'HUID-STONE-2' }]);
    const goldHuid = { lineId: lineOf(order, gold).id, huids: [freshHuid()] };
    const onPlatinum = await ship(order.id, {
      huids: [goldHuid, { lineId: lineOf(order, platinum).id, huids: ['PT9500'] }],
    });
    expect(onPlatinum.statusCode).toBe(422);
    expect(onPlatinum.json().errorMessages).toEqual([
      'Test Hallmark Halo, Platinum · natural diamonds needs no HUID; leave it out.',
    ]);
    const onStone = await ship(order.id, {
      huids: [goldHuid, { lineId: lineOf(order, 'HUID-STONE-2').id, huids: ['ST0NE1'] }],
    });
    expect(onStone.statusCode).toBe(422);
    const other = await orderBeingMade([{ sku: gold }]);
    const foreign = await ship(order.id, {
      huids: [goldHuid, { lineId: lineOf(other.order, gold).id, huids: ['F0RE16'] }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errorMessages).toEqual([`The order has no line ${lineOf(other.order, gold).id}.`]);
    expect(await stateOf(order.id)).toBe('Processing');
    expect(await huidRows(order.id)).toBe(0);
    // A platinum-only order ships as before, with no HUID at all.
    const plain = await orderBeingMade([{ sku: platinum }]);
    expect((await ship(plain.order.id, {})).statusCode).toBe(200);
  });

  it('takes HUIDs only on the move to Shipped, and only from the Orders area', async () => {
    const { order } = await orderBeingMade([{ sku: gold }]);
    const huids = [{ lineId: lineOf(order, gold).id, huids: [freshHuid()] }];
    for (const role of ['StoneManager', 'JewelleryManager', 'Customer'] as const) {
      expect((await ship(order.id, { huids }, role)).statusCode, role).toBe(403);
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
    const cancel = await ship(order.id, { status: 'Cancelled', huids });
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().errorMessages).toEqual([
      'HUIDs are recorded when the order ships; leave them out of this move.',
    ]);
    expect((await ship(order.id, { huids }, 'Admin')).statusCode).toBe(200);
    // Replayed: the order has shipped, nothing is recorded twice.
    const replay = await ship(order.id, { huids });
    expect(replay.statusCode).toBe(422);
    expect(await huidRows(order.id)).toBe(1);
  });

  it('shows a customer the HUIDs of their own order only', async () => {
    const mine = await orderBeingMade([{ sku: gold }]);
    const code = freshHuid();
    await ship(mine.order.id, { huids: [{ lineId: lineOf(mine.order, gold).id, huids: [code] }] });
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
    const { order } = await orderBeingMade([{ sku: gold }, { stone: 'HUID-STONE-3' }]);
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
    const other = await orderBeingMade([{ sku: gold }]);
    expect(await refusal(insert(lineOf(other.order, gold).id, 1, 'DB0001'))).toBe('order_line_huids_huid_unique');
  });
});

describe('the exemption and the threshold are Admin’s', () => {
  function draftOf(stored: ProductForUpdate, huidExemptReason?: string | null) {
    const {
      productVarients: _v,
      droppedVariants: _d,
      productMedias: _m,
      createDate: _c,
      updateDate: _u,
      isListed: _l,
      huidExemptReason: _h,
      ...fields
    } = stored;
    return {
      ...fields,
      ...(huidExemptReason === undefined ? {} : { huidExemptReason }),
      variants: [],
      removedVariantIds: [],
      mediaFile: [],
      filesToDelete: [],
    };
  }
  const save = (role: Role, payload: object) => t.injectAs(role, { method: 'PUT', url: '/api/product', payload });

  it('lets only an Admin mark a piece exempt, with a reason, audited; an exempt piece ships without a HUID', async () => {
    const band = await createProductAs(
      t,
      ringDraft({ productName: 'Test Antique Band', metalAttribute: ['Yellow Gold'] }),
    );
    const bandSku = band.productVarients[0]!.sku;
    for (const role of ['Manager', 'JewelleryManager'] as const) {
      const refused = await save(role, draftOf(band, 'Antique piece'));
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().errorMessages).toEqual(['Only an Admin can let a piece off its HUID.']);
    }
    const empty = await save('Admin', draftOf(band, '   '));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMessages.join(' ')).toContain(
      'Give the reason this piece needs no HUID, or leave it hallmarked.',
    );
    const wrongType = await save('Admin', draftOf(band, 42 as unknown as string));
    expect(wrongType.statusCode).toBe(400);
    const marked = await save('Admin', draftOf(band, 'Antique piece, hallmarked before HUIDs'));
    expect(marked.statusCode, marked.body).toBe(200);
    expect((marked.json().data as ProductForUpdate).huidExemptReason).toBe('Antique piece, hallmarked before HUIDs');
    const audit = await one<{ before: { huidExemptReason: string | null }; after: { huidExemptReason: string } }>(
      sql`select before, after from audit_log where action = 'product.changed' and entity_id = ${String(band.productId)}
           order by id desc limit 1`,
    );
    expect(audit.before.huidExemptReason).toBeNull();
    expect(audit.after.huidExemptReason).toBe('Antique piece, hallmarked before HUIDs');
    // Jewellery staff still save the piece: the editor sends the reason as it is, or leaves it out.
    const stored = marked.json().data as ProductForUpdate;
    expect((await save('JewelleryManager', draftOf(stored, stored.huidExemptReason))).statusCode).toBe(200);
    expect((await save('JewelleryManager', draftOf(stored))).statusCode).toBe(200);
    expect((await save('JewelleryManager', draftOf(stored, null))).statusCode).toBe(403);

    const { order } = await orderBeingMade([{ sku: bandSku }]);
    expect(lineOf(order, bandSku).needsHuid).toBe(false);
    expect((await ship(order.id, {})).statusCode).toBe(200);
    // Taken away again by an Admin: the piece needs its HUID once more.
    expect((await save('Admin', draftOf(stored, null))).statusCode).toBe(200);
    const next = await orderBeingMade([{ sku: bandSku }]);
    expect(lineOf(next.order, bandSku).needsHuid).toBe(true);
  });

  it('lets only an Admin change the weight threshold, audited, and ships by it', async () => {
    const put = (role: Role | null, payload: object) =>
      t.injectAs(role, { method: 'PUT', url: '/api/conversion/huid-min-weight', payload });
    expect((await put('Manager', { huidMinWeight: 5 })).statusCode).toBe(403);
    expect((await put(null, { huidMinWeight: 5 })).statusCode).toBe(401);
    const negative = await put('Admin', { huidMinWeight: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errorMessages[0]).toContain('must be between 0 g and 50 g');
    expect((await put('Admin', { huidMinWeight: '5' })).statusCode).toBe(400);
    const read = await t.injectAs(null, { method: 'GET', url: '/api/conversion/huid-min-weight' });
    expect(read.json().data).toEqual({ huidMinWeight: 2 });

    const changed = await put('Admin', { huidMinWeight: 5 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ huidMinWeight: 5, repricedVariants: 0 });
    const audit = await one<{ before: object; after: object }>(
      sql`select before, after from audit_log where action = 'pricing.parameter-changed' and entity_id = 'huidMinWeight'
           order by id desc limit 1`,
    );
    expect(audit).toEqual({ before: { huidMinWeight: 2 }, after: { huidMinWeight: 5, repricedVariants: 0 } });
    try {
      // The 4 g gold ring is now under the threshold.
      const { order } = await orderBeingMade([{ sku: gold }]);
      expect(lineOf(order, gold).needsHuid).toBe(false);
      expect((await ship(order.id, {})).statusCode).toBe(200);
    } finally {
      expect((await put('Admin', { huidMinWeight: 2 })).statusCode).toBe(200);
    }
  });
});
