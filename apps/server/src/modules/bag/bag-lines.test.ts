import { BAG_LINES_MAX } from '@facet/contracts/bag';
import { notASettingMessage } from '@facet/contracts/ring-builder';
import { bagLines } from '@facet/db/schema/bag';
import { jewellerySubTypes, jewelleryTypes } from '@facet/db/schema/lookups';
import { products, productVariants } from '@facet/db/schema/products';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../testing/customers.ts';
import type { TestApp } from '../../testing/test-app.ts';
import {
  type BagTestApp,
  add,
  added,
  bagOf,
  call,
  createBagTestApp,
  insertStone,
  message,
  summary,
} from './bag.test-support.ts';

/*
 * The bag's lines (/api/shopping-cart and its /quantity, /ringSize) on the demo shop: rings by
 * variant SKU with a size and an engraving, stones by stock number, ring-builder pairs as two
 * linked lines, changes within bounds, lines staff take away, and only ever the signed-in
 * customer's own bag. Totals, lines that can no longer be bought and coupons: bag-totals.test.ts.
 */

let t: TestApp;
let ring: BagTestApp['ring'];
let earring: string;
let setting: string;
let otherSetting: string;
let bigSetting: string;
let completePiece: string;

beforeAll(
  async () => ({ t, ring, earring, setting, otherSetting, bigSetting, completePiece } = await createBagTestApp()),
);
afterAll(() => t.close());

describe('the bag', () => {
  it('is for signed-in people only', async () => {
    expect((await call(t, null, 'GET', '/api/shopping-cart')).statusCode).toBe(401);
    expect((await call(t, null, 'GET', '/api/shopping-cart/count')).statusCode).toBe(401);
    expect((await add(t, '', { kind: 'stone', sku: 'BAG-ROUND-101' })).statusCode).toBe(401);
    expect((await call(t, null, 'DELETE', '/api/shopping-cart/1')).statusCode).toBe(401);
    expect((await call(t, null, 'PUT', '/api/shopping-cart/quantity', { id: 1, quantity: 2 })).statusCode).toBe(401);
    expect((await call(t, null, 'PUT', '/api/shopping-cart/ringSize', { id: 1, ringSize: '6' })).statusCode).toBe(401);
    expect((await call(t, null, 'POST', '/api/shopping-cart/apply-coupon', { couponCode: 'X' })).statusCode).toBe(401);
  });

  it('starts empty, with nothing to check out', async () => {
    const anna = await newCustomer(t, 'anna.bag@example.com');
    const bag = await bagOf(t, anna.cookie);
    expect(bag.lines).toEqual([]);
    expect(bag.count).toBe(0);
    expect(bag.totals).toMatchObject({ subtotal: 0, shipping: 0, total: 0 });
    expect(bag.canCheckOut).toBe(false);
    expect(bag.checkoutBlockers).toEqual(['Your bag is empty.']);
  });

  it('takes a ring with its size and engraving; the same again adds to its quantity, another size is its own line', async () => {
    const ben = await newCustomer(t, 'ben.bag@example.com');
    const noSize = await add(t, ben.cookie, { kind: 'product', sku: ring.sku });
    expect(noSize.statusCode).toBe(422);
    expect(message(noSize)).toBe('Choose a ring size for this ring.');

    await added(t, ben.cookie, {
      kind: 'product',
      sku: ring.sku.toUpperCase(),
      ringSize: '6.5',
      engraving: ' A & J ♥ 2026 ',
    });
    await added(t, ben.cookie, {
      kind: 'product',
      sku: ring.sku,
      ringSize: '6.5',
      engraving: 'A & J ♥ 2026',
      quantity: 2,
    });
    const bag = await added(t, ben.cookie, { kind: 'product', sku: ring.sku, ringSize: '7' });
    expect(summary(bag)).toEqual([`${ring.sku}×3@6.5`, `${ring.sku}×1@7`]);
    expect(bag.lines[0]).toMatchObject({
      engraving: 'A & J ♥ 2026',
      needsRingSize: true,
      canEngrave: true,
      maxQuantity: 10,
    });
    expect(bag.lines[1]!.engraving).toBeNull();
    expect(bag.count).toBe(4);
    expect((await call(t, ben.cookie, 'GET', '/api/shopping-cart/count')).json().data).toEqual({ count: 4 });
    expect(bag.canCheckOut).toBe(true);
  });

  it('refuses sizes and engravings that do not fit the piece, and leaves the bag as it was', async () => {
    const cara = await newCustomer(t, 'cara.bag@example.com');
    await added(t, cara.cookie, { kind: 'product', sku: earring });
    const refusals = [
      [{ kind: 'product', sku: earring, ringSize: '6' }, 422, 'Only rings take a ring size.'],
      [{ kind: 'product', sku: earring, engraving: 'Love' }, 422, 'Engraving is offered on rings and bands only.'],
      [{ kind: 'product', sku: ring.sku, ringSize: '6.25' }, 400, /ringSize: must be a US ring size from 3 to 13/],
      [{ kind: 'product', sku: ring.sku, ringSize: '14' }, 400, /ringSize: must be a US ring size/],
      [{ kind: 'product', sku: ring.sku, ringSize: '6', engraving: 'x'.repeat(21) }, 400, /at most 20 characters/],
      [{ kind: 'product', sku: ring.sku, ringSize: '6', engraving: '<script>' }, 400, /letters, digits, spaces and/],
      [{ kind: 'product', sku: 'no-such-ring' }, 404, 'There is no such piece in the shop.'],
      [{ kind: 'product', sku: earring, quantity: 0 }, 400, /quantity: must be at least 1/],
      [{ kind: 'product', sku: earring, quantity: 11 }, 400, /quantity: must be at most 10/],
      [{ kind: 'product', sku: earring, quantity: -1 }, 400, /quantity: must be at least 1/],
      [{ kind: 'product', sku: earring, quantity: 1.5 }, 400, /quantity: must be a whole number/],
      [{ kind: 'product', sku: earring, quantity: '2' }, 400, /quantity: must be a number/],
      [{ kind: 'product', sku: earring, quantity: 10 }, 422, /can hold 10 of one piece; it has 1 of this one already/],
      [{ kind: 'bracelet', sku: earring }, 400, /kind/],
      [{ kind: 'stone', sku: 'x'.repeat(10_000) }, 400, /sku: must be at most 200 characters/],
    ] as const;
    for (const [body, status, sentence] of refusals) {
      const answer = await add(t, cara.cookie, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(message(answer)).toMatch(sentence);
    }
    expect(summary(await bagOf(t, cara.cookie))).toEqual([`${earring}×1`]);
  });

  it('takes a stone once, whoever else has it in their bag, but not one sold, held or unlisted', async () => {
    const dan = await newCustomer(t, 'dan.bag@example.com');
    const eve = await newCustomer(t, 'eve.bag@example.com');
    await added(t, dan.cookie, { kind: 'stone', sku: 'bag-round-101' });
    const again = await added(t, dan.cookie, { kind: 'stone', sku: 'BAG-ROUND-101' });
    expect(summary(again)).toEqual(['BAG-ROUND-101×1']);
    expect(again.lines[0]).toMatchObject({
      kind: 'stone',
      maxQuantity: 1,
      needsRingSize: false,
      path: '/stone/BAG-ROUND-101',
    });
    expect(summary(await added(t, eve.cookie, { kind: 'stone', sku: 'BAG-ROUND-101' }))).toEqual(['BAG-ROUND-101×1']);

    const sold = await add(t, dan.cookie, { kind: 'stone', sku: 'BAG-SOLD' });
    expect(sold.statusCode).toBe(422);
    expect(message(sold)).toBe('This stone has been sold: choose another stone.');
    const held = await add(t, dan.cookie, { kind: 'stone', sku: 'BAG-HELD' });
    expect(held.statusCode).toBe(422);
    expect(message(held)).toMatch(/Another shopper is buying this stone right now/);
    expect((await add(t, dan.cookie, { kind: 'stone', sku: 'BAG-UNLISTED' })).statusCode).toBe(404);
    expect((await add(t, dan.cookie, { kind: 'stone', sku: 'NO-SUCH-STONE' })).statusCode).toBe(404);

    const quantity = await call(t, dan.cookie, 'PUT', '/api/shopping-cart/quantity', {
      id: again.lines[0]!.id,
      quantity: 2,
    });
    expect(quantity.statusCode).toBe(422);
    expect(message(quantity)).toBe('A stone is one of a kind: there is only ever one of it.');
    expect(summary(await bagOf(t, dan.cookie))).toEqual(['BAG-ROUND-101×1']);
  });

  it('keeps a ring-builder pair as two linked lines, taken in and removed together', async () => {
    const fay = await newCustomer(t, 'fay.bag@example.com');
    // A stone added on its own joins the ring built with it.
    await added(t, fay.cookie, { kind: 'stone', sku: 'BAG-ROUND-102' });
    const bag = await added(t, fay.cookie, {
      kind: 'pair',
      settingSku: setting,
      stoneSku: 'BAG-ROUND-102',
      ringSize: '5.5',
      engraving: 'Forever',
    });
    expect(summary(bag)).toEqual([`${setting}×1@5.5`, 'BAG-ROUND-102×1']);
    const [settingLine, stoneLine] = bag.lines;
    expect(settingLine!.pairId).not.toBeNull();
    expect(stoneLine!.pairId).toBe(settingLine!.pairId);
    expect(settingLine).toMatchObject({ engraving: 'Forever', maxQuantity: 1 });
    expect(bag.count).toBe(1);
    // The same pair again changes nothing; the stone in a ring with another setting is refused.
    expect(
      summary(
        await added(t, fay.cookie, { kind: 'pair', settingSku: setting, stoneSku: 'BAG-ROUND-102', ringSize: '5.5' }),
      ),
    ).toHaveLength(2);
    const conflict = await add(t, fay.cookie, {
      kind: 'pair',
      settingSku: otherSetting,
      stoneSku: 'BAG-ROUND-102',
      ringSize: '5',
    });
    expect(conflict.statusCode).toBe(409);
    expect(message(conflict)).toMatch(/already in your bag in a ring with another setting/);
    const asPiece = await call(t, fay.cookie, 'PUT', '/api/shopping-cart/quantity', {
      id: settingLine!.id,
      quantity: 2,
    });
    expect(asPiece.statusCode).toBe(422);

    const refusals = [
      [
        { kind: 'pair', settingSku: setting, stoneSku: 'BAG-OVAL-100', ringSize: '6' },
        422,
        'This setting is made for a round stone; this stone is oval.',
      ],
      [
        { kind: 'pair', settingSku: bigSetting, stoneSku: 'BAG-ROUND-101', ringSize: '6' },
        422,
        /made for a 1.50 ct stone and takes 1.35 to 1.72 ct; this stone is 1.01 ct/,
      ],
      [
        { kind: 'pair', settingSku: completePiece, stoneSku: 'BAG-ROUND-101', ringSize: '6' },
        422,
        notASettingMessage(completePiece),
      ],
      [
        { kind: 'pair', settingSku: setting, stoneSku: 'BAG-SOLD', ringSize: '6' },
        422,
        'This stone has been sold: choose another stone.',
      ],
      [{ kind: 'pair', settingSku: setting, stoneSku: 'BAG-ROUND-101' }, 400, /ringSize/],
    ] as const;
    for (const [body, status, sentence] of refusals) {
      const answer = await add(t, fay.cookie, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(message(answer)).toMatch(sentence);
    }

    const removed = await call(t, fay.cookie, 'DELETE', `/api/shopping-cart/${stoneLine!.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.lines).toEqual([]);
  });

  it('changes a ring’s size and a piece’s quantity, within bounds, joining a line it becomes the same as', async () => {
    const gus = await newCustomer(t, 'gus.bag@example.com');
    const first = await added(t, gus.cookie, { kind: 'product', sku: ring.sku, ringSize: '6', quantity: 4 });
    const second = await added(t, gus.cookie, { kind: 'product', sku: ring.sku, ringSize: '7', quantity: 5 });
    const sixId = first.lines[0]!.id;
    const sevenId = second.lines[1]!.id;
    for (const quantity of [0, 11, -1, 1.5]) {
      const answer = await call(t, gus.cookie, 'PUT', '/api/shopping-cart/quantity', { id: sixId, quantity });
      expect(answer.statusCode, String(quantity)).toBe(400);
    }
    const quantity = await call(t, gus.cookie, 'PUT', '/api/shopping-cart/quantity', { id: sixId, quantity: 6 });
    expect(summary(quantity.json().data)).toEqual([`${ring.sku}×6@6`, `${ring.sku}×5@7`]);
    // 6 + 5 would be 11: refused, both lines as they were.
    const tooMany = await call(t, gus.cookie, 'PUT', '/api/shopping-cart/ringSize', { id: sevenId, ringSize: '6' });
    expect(tooMany.statusCode).toBe(422);
    expect(message(tooMany)).toMatch(/together they would be more than 10/);
    await call(t, gus.cookie, 'PUT', '/api/shopping-cart/quantity', { id: sevenId, quantity: 4 });
    const joined = await call(t, gus.cookie, 'PUT', '/api/shopping-cart/ringSize', { id: sevenId, ringSize: '6' });
    expect(summary(joined.json().data)).toEqual([`${ring.sku}×10@6`]);
    const resized = await call(t, gus.cookie, 'PUT', '/api/shopping-cart/ringSize', { id: sixId, ringSize: '8.5' });
    expect(summary(resized.json().data)).toEqual([`${ring.sku}×10@8.5`]);
    expect(
      (await call(t, gus.cookie, 'PUT', '/api/shopping-cart/ringSize', { id: sixId, ringSize: '8.25' })).statusCode,
    ).toBe(400);
    const earrings = await added(t, gus.cookie, { kind: 'product', sku: earring });
    const notARing = await call(t, gus.cookie, 'PUT', '/api/shopping-cart/ringSize', {
      id: earrings.lines[1]!.id,
      ringSize: '6',
    });
    expect(notARing.statusCode).toBe(422);
    expect(message(notARing)).toBe('Only rings take a ring size.');
  });

  it('never shows or changes another customer’s lines', async () => {
    const hal = await newCustomer(t, 'hal.bag@example.com');
    const ivy = await newCustomer(t, 'ivy.bag@example.com');
    const hers = (await added(t, hal.cookie, { kind: 'product', sku: earring, quantity: 2 })).lines[0]!.id;
    expect((await bagOf(t, ivy.cookie)).lines).toEqual([]);
    for (const [method, url, body] of [
      ['DELETE', `/api/shopping-cart/${hers}`, undefined],
      ['PUT', '/api/shopping-cart/quantity', { id: hers, quantity: 5 }],
      ['PUT', '/api/shopping-cart/ringSize', { id: hers, ringSize: '6' }],
    ] as const) {
      const answer = await call(t, ivy.cookie, method, url, body);
      expect(answer.statusCode, url).toBe(404);
      expect(message(answer)).toBe('There is no such line in your bag.');
    }
    for (const id of ['0', '-1', '1.5', 'abc', '99999999999']) {
      expect((await call(t, ivy.cookie, 'DELETE', `/api/shopping-cart/${id}`)).statusCode, id).toBe(400);
    }
    expect(summary(await bagOf(t, hal.cookie))).toEqual([`${earring}×2`]);
  });

  it(`holds at most ${BAG_LINES_MAX} lines, with a sentence when full`, async () => {
    const max = await newCustomer(t, 'max.bag@example.com');
    await t.database.db.execute(
      sql`insert into bag_lines (user_id, stone_id, added_price_inr, added_price_usd)
          select ${max.id}, id, 0, 0 from stones where state = 'available' and sku not like 'BAG-%'
           order by id limit ${BAG_LINES_MAX}`,
    );
    const full = await add(t, max.cookie, { kind: 'stone', sku: 'BAG-ROUND-101' });
    expect(full.statusCode).toBe(422);
    expect(message(full)).toMatch(/Your bag holds 30 lines at most/);
  });

  it('keeps a ring whose stone staff deleted as unavailable, counted and removed as one', async () => {
    const quin = await newCustomer(t, 'quin.bag@example.com');
    await insertStone(t, 'BAG-VANISHING', 'Round', 1.01, 290_000);
    await added(t, quin.cookie, { kind: 'pair', settingSku: setting, stoneSku: 'BAG-VANISHING', ringSize: '6' });
    await t.database.db.execute(sql`delete from stones where sku = 'BAG-VANISHING'`);
    const bag = await bagOf(t, quin.cookie);
    expect(bag.lines.map((line) => [line.sku, line.available, line.unavailableReason])).toEqual([
      [setting, false, 'The other half of this ring can no longer be bought.'],
    ]);
    expect(bag.canCheckOut).toBe(false);
    expect(bag.totals.total).toBe(0);
    expect(bag.count).toBe(1);
    expect((await call(t, quin.cookie, 'GET', '/api/shopping-cart/count')).json().data).toEqual({ count: 1 });
  });

  it('leaves with a stone staff delete', async () => {
    const ned = await newCustomer(t, 'ned.bag@example.com');
    await insertStone(t, 'BAG-DELETED', 'Round', 1, 100_000);
    await added(t, ned.cookie, { kind: 'stone', sku: 'BAG-DELETED' });
    await t.database.db.execute(sql`delete from stones where sku = 'BAG-DELETED'`);
    expect((await bagOf(t, ned.cookie)).lines).toEqual([]);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    `keeps a bag at ${BAG_LINES_MAX} lines when twenty different pieces are added to a bag of ${BAG_LINES_MAX - 1} at once (PostgreSQL)`,
    async () => {
      const pia = await newCustomer(t, 'pia.bag@example.com');
      await t.database.db.execute(
        sql`insert into bag_lines (user_id, stone_id, added_price_inr, added_price_usd)
            select ${pia.id}, id, 0, 0 from stones where state = 'available' and sku not like 'BAG-%'
             order by id limit ${BAG_LINES_MAX - 1}`,
      );
      const pieces = await t.database.db
        .select({ sku: productVariants.sku })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .innerJoin(jewellerySubTypes, eq(jewellerySubTypes.id, products.subTypeId))
        .innerJoin(jewelleryTypes, eq(jewelleryTypes.id, jewellerySubTypes.jewelleryTypeId))
        .where(and(ne(jewelleryTypes.name, 'Ring'), eq(products.isListed, true), eq(productVariants.isActive, true)))
        .orderBy(productVariants.id)
        .limit(20);
      const answers = await Promise.all(pieces.map(({ sku }) => add(t, pia.cookie, { kind: 'product', sku })));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(422)]);
      const total = await t.database.db.$count(bagLines, eq(bagLines.userId, pia.id));
      expect(Number(total)).toBe(BAG_LINES_MAX);
    },
  );

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'merges five adds of 3 of one piece at once into one line of 9, never past 10 (PostgreSQL)',
    async () => {
      const ola = await newCustomer(t, 'ola.bag@example.com');
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => add(t, ola.cookie, { kind: 'product', sku: earring, quantity: 3 })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 422, 422]);
      const rows = await t.database.db
        .select({ quantity: bagLines.quantity })
        .from(bagLines)
        .where(eq(bagLines.userId, ola.id));
      expect(rows).toEqual([{ quantity: 9 }]);
    },
  );
});
