import { type Bag, BAG_LINES_MAX, couponMessages } from '@facet/contracts/bag';
import { notASettingMessage } from '@facet/contracts/ring-builder';
import { shopDateOf } from '@facet/contracts/shop-dates';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../testing/customers.ts';
import { insertStoneRow } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { oneRow } from '../../testing/rows.ts';

/*
 * The bag (/api/shopping-cart and its /quantity, /ringSize, /apply-coupon) on the demo shop:
 * rings by variant SKU with a size and an engraving, stones by stock number, ring-builder pairs
 * as two linked lines, totals worked out by hand, lines that can no longer be bought, coupons
 * with a sentence for each refusal, and only ever the signed-in customer's own bag.
 */

let t: TestApp;
let ring: { sku: string; id: number; productId: number };
let earring: string;
let setting: string;
let otherSetting: string;
let bigSetting: string;
let completePiece: string;

const day = 24 * 60 * 60 * 1000;
const today = () => shopDateOf(new Date());
const dayFrom = (days: number) => shopDateOf(new Date(Date.now() + days * day));

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);

async function insertStone(sku: string, shape: string, carat: number, costRupees: number, state = 'available') {
  await insertStoneRow(t, { sku, shape, carat, costRupees, state });
}

async function insertCoupon(code: string, fields: Partial<Record<string, string | number | boolean>> = {}) {
  const c = { discount: 1_000, usage_limit: 100, uses: 0, start: today(), end: dayFrom(30), once: false, ...fields };
  const row = await one<{ id: number }>(
    sql`insert into discount_coupons (code, discount, usage_limit, uses, start_date, end_date, one_use_per_customer)
        values (${code}, ${c.discount}, ${c.usage_limit}, ${c.uses}, ${c.start}, ${c.end}, ${c.once}) returning id`,
  );
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const settingSku = async (carat: number, offset = 0) =>
    (
      await one<{ sku: string }>(
        sql`select v.sku from product_variants v join products p on p.id = v.product_id
             where p.name = 'Elara Solitaire Ring' and v.is_active and v.center_stone_carat = ${carat}
             order by v.id limit 1 offset ${offset}`,
      )
    ).sku;
  setting = await settingSku(100);
  otherSetting = await settingSku(100, 1);
  bigSetting = await settingSku(150);
  const r = await one<{ sku: string; id: number; product_id: number }>(
    sql`select v.sku, v.id, v.product_id from product_variants v join products p on p.id = v.product_id
         where p.name = 'Seraphine Three Stone Ring' and v.is_active order by v.id limit 1`,
  );
  ring = { sku: r.sku, id: r.id, productId: r.product_id };
  completePiece = r.sku;
  earring = (
    await one<{ sku: string }>(
      sql`select v.sku from product_variants v join products p on p.id = v.product_id
            join jewellery_sub_types st on st.id = p.sub_type_id
            join jewellery_types jt on jt.id = st.jewellery_type_id
           where jt.name = 'Earring' and p.is_listed and v.is_active order by v.id limit 1`,
    )
  ).sku;
  await insertStone('BAG-ROUND-101', 'Round', 1.01, 300_000);
  await insertStone('BAG-ROUND-102', 'Round', 1.02, 310_000);
  await insertStone('BAG-OVAL-100', 'Oval', 1, 250_000);
  await insertStone('BAG-SOLD', 'Round', 1, 280_000, 'sold');
  await insertStone('BAG-HELD', 'Round', 1, 280_000, 'on_hold');
  await insertStone('BAG-UNLISTED', 'Round', 1, 280_000, 'unlisted');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(cookie: string | null, method: Method, url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}
async function bagOf(cookie: string, currency = 'USD'): Promise<Bag> {
  const answer = await call(cookie, 'GET', `/api/shopping-cart?currency=${currency}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as Bag;
}
async function add(cookie: string, body: unknown) {
  return call(cookie, 'POST', '/api/shopping-cart?currency=USD', body);
}
async function added(cookie: string, body: unknown): Promise<Bag> {
  const answer = await add(cookie, body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as Bag;
}
const summary = (bag: Bag) =>
  bag.lines.map((line) => `${line.sku}×${line.quantity}${line.ringSize ? `@${line.ringSize}` : ''}`);
const message = (answer: { json(): { errorMessages: string[] } }) => answer.json().errorMessages.join(' ');

describe('the bag', () => {
  it('is for signed-in people only', async () => {
    expect((await call(null, 'GET', '/api/shopping-cart')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/shopping-cart/count')).statusCode).toBe(401);
    expect((await add('', { kind: 'stone', sku: 'BAG-ROUND-101' })).statusCode).toBe(401);
    expect((await call(null, 'DELETE', '/api/shopping-cart/1')).statusCode).toBe(401);
    expect((await call(null, 'PUT', '/api/shopping-cart/quantity', { id: 1, quantity: 2 })).statusCode).toBe(401);
    expect((await call(null, 'PUT', '/api/shopping-cart/ringSize', { id: 1, ringSize: '6' })).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/shopping-cart/apply-coupon', { couponCode: 'X' })).statusCode).toBe(401);
  });

  it('starts empty, with nothing to check out', async () => {
    const anna = await newCustomer(t, 'anna.bag@example.com');
    const bag = await bagOf(anna.cookie);
    expect(bag.lines).toEqual([]);
    expect(bag.count).toBe(0);
    expect(bag.totals).toMatchObject({ subtotal: 0, shipping: 0, total: 0 });
    expect(bag.canCheckOut).toBe(false);
    expect(bag.checkoutBlockers).toEqual(['Your bag is empty.']);
  });

  it('takes a ring with its size and engraving; the same again adds to its quantity, another size is its own line', async () => {
    const ben = await newCustomer(t, 'ben.bag@example.com');
    const noSize = await add(ben.cookie, { kind: 'product', sku: ring.sku });
    expect(noSize.statusCode).toBe(422);
    expect(message(noSize)).toBe('Choose a ring size for this ring.');

    await added(ben.cookie, {
      kind: 'product',
      sku: ring.sku.toUpperCase(),
      ringSize: '6.5',
      engraving: ' A & J ♥ 2026 ',
    });
    await added(ben.cookie, {
      kind: 'product',
      sku: ring.sku,
      ringSize: '6.5',
      engraving: 'A & J ♥ 2026',
      quantity: 2,
    });
    const bag = await added(ben.cookie, { kind: 'product', sku: ring.sku, ringSize: '7' });
    expect(summary(bag)).toEqual([`${ring.sku}×3@6.5`, `${ring.sku}×1@7`]);
    expect(bag.lines[0]).toMatchObject({
      engraving: 'A & J ♥ 2026',
      needsRingSize: true,
      canEngrave: true,
      maxQuantity: 10,
    });
    expect(bag.lines[1]!.engraving).toBeNull();
    expect(bag.count).toBe(4);
    expect((await call(ben.cookie, 'GET', '/api/shopping-cart/count')).json().data).toEqual({ count: 4 });
    expect(bag.canCheckOut).toBe(true);
  });

  it('refuses sizes and engravings that do not fit the piece, and leaves the bag as it was', async () => {
    const cara = await newCustomer(t, 'cara.bag@example.com');
    await added(cara.cookie, { kind: 'product', sku: earring });
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
      const answer = await add(cara.cookie, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(message(answer)).toMatch(sentence);
    }
    expect(summary(await bagOf(cara.cookie))).toEqual([`${earring}×1`]);
  });

  it('takes a stone once, whoever else has it in their bag, but not one sold, held or unlisted', async () => {
    const dan = await newCustomer(t, 'dan.bag@example.com');
    const eve = await newCustomer(t, 'eve.bag@example.com');
    await added(dan.cookie, { kind: 'stone', sku: 'bag-round-101' });
    const again = await added(dan.cookie, { kind: 'stone', sku: 'BAG-ROUND-101' });
    expect(summary(again)).toEqual(['BAG-ROUND-101×1']);
    expect(again.lines[0]).toMatchObject({
      kind: 'stone',
      maxQuantity: 1,
      needsRingSize: false,
      path: '/stone/BAG-ROUND-101',
    });
    expect(summary(await added(eve.cookie, { kind: 'stone', sku: 'BAG-ROUND-101' }))).toEqual(['BAG-ROUND-101×1']);

    const sold = await add(dan.cookie, { kind: 'stone', sku: 'BAG-SOLD' });
    expect(sold.statusCode).toBe(422);
    expect(message(sold)).toBe('This stone has been sold: choose another stone.');
    const held = await add(dan.cookie, { kind: 'stone', sku: 'BAG-HELD' });
    expect(held.statusCode).toBe(422);
    expect(message(held)).toMatch(/Another shopper is buying this stone right now/);
    expect((await add(dan.cookie, { kind: 'stone', sku: 'BAG-UNLISTED' })).statusCode).toBe(404);
    expect((await add(dan.cookie, { kind: 'stone', sku: 'NO-SUCH-STONE' })).statusCode).toBe(404);

    const quantity = await call(dan.cookie, 'PUT', '/api/shopping-cart/quantity', {
      id: again.lines[0]!.id,
      quantity: 2,
    });
    expect(quantity.statusCode).toBe(422);
    expect(message(quantity)).toBe('A stone is one of a kind: there is only ever one of it.');
    expect(summary(await bagOf(dan.cookie))).toEqual(['BAG-ROUND-101×1']);
  });

  it('keeps a ring-builder pair as two linked lines, taken in and removed together', async () => {
    const fay = await newCustomer(t, 'fay.bag@example.com');
    // A stone added on its own joins the ring built with it.
    await added(fay.cookie, { kind: 'stone', sku: 'BAG-ROUND-102' });
    const bag = await added(fay.cookie, {
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
        await added(fay.cookie, { kind: 'pair', settingSku: setting, stoneSku: 'BAG-ROUND-102', ringSize: '5.5' }),
      ),
    ).toHaveLength(2);
    const conflict = await add(fay.cookie, {
      kind: 'pair',
      settingSku: otherSetting,
      stoneSku: 'BAG-ROUND-102',
      ringSize: '5',
    });
    expect(conflict.statusCode).toBe(409);
    expect(message(conflict)).toMatch(/already in your bag in a ring with another setting/);
    const asPiece = await call(fay.cookie, 'PUT', '/api/shopping-cart/quantity', { id: settingLine!.id, quantity: 2 });
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
      const answer = await add(fay.cookie, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(message(answer)).toMatch(sentence);
    }

    const removed = await call(fay.cookie, 'DELETE', `/api/shopping-cart/${stoneLine!.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.lines).toEqual([]);
  });

  it('changes a ring’s size and a piece’s quantity, within bounds, joining a line it becomes the same as', async () => {
    const gus = await newCustomer(t, 'gus.bag@example.com');
    const first = await added(gus.cookie, { kind: 'product', sku: ring.sku, ringSize: '6', quantity: 4 });
    const second = await added(gus.cookie, { kind: 'product', sku: ring.sku, ringSize: '7', quantity: 5 });
    const sixId = first.lines[0]!.id;
    const sevenId = second.lines[1]!.id;
    for (const quantity of [0, 11, -1, 1.5]) {
      const answer = await call(gus.cookie, 'PUT', '/api/shopping-cart/quantity', { id: sixId, quantity });
      expect(answer.statusCode, String(quantity)).toBe(400);
    }
    const quantity = await call(gus.cookie, 'PUT', '/api/shopping-cart/quantity', { id: sixId, quantity: 6 });
    expect(summary(quantity.json().data)).toEqual([`${ring.sku}×6@6`, `${ring.sku}×5@7`]);
    // 6 + 5 would be 11: refused, both lines as they were.
    const tooMany = await call(gus.cookie, 'PUT', '/api/shopping-cart/ringSize', { id: sevenId, ringSize: '6' });
    expect(tooMany.statusCode).toBe(422);
    expect(message(tooMany)).toMatch(/together they would be more than 10/);
    await call(gus.cookie, 'PUT', '/api/shopping-cart/quantity', { id: sevenId, quantity: 4 });
    const joined = await call(gus.cookie, 'PUT', '/api/shopping-cart/ringSize', { id: sevenId, ringSize: '6' });
    expect(summary(joined.json().data)).toEqual([`${ring.sku}×10@6`]);
    const resized = await call(gus.cookie, 'PUT', '/api/shopping-cart/ringSize', { id: sixId, ringSize: '8.5' });
    expect(summary(resized.json().data)).toEqual([`${ring.sku}×10@8.5`]);
    expect(
      (await call(gus.cookie, 'PUT', '/api/shopping-cart/ringSize', { id: sixId, ringSize: '8.25' })).statusCode,
    ).toBe(400);
    const earrings = await added(gus.cookie, { kind: 'product', sku: earring });
    const notARing = await call(gus.cookie, 'PUT', '/api/shopping-cart/ringSize', {
      id: earrings.lines[1]!.id,
      ringSize: '6',
    });
    expect(notARing.statusCode).toBe(422);
    expect(message(notARing)).toBe('Only rings take a ring size.');
  });

  it('never shows or changes another customer’s lines', async () => {
    const hal = await newCustomer(t, 'hal.bag@example.com');
    const ivy = await newCustomer(t, 'ivy.bag@example.com');
    const hers = (await added(hal.cookie, { kind: 'product', sku: earring, quantity: 2 })).lines[0]!.id;
    expect((await bagOf(ivy.cookie)).lines).toEqual([]);
    for (const [method, url, body] of [
      ['DELETE', `/api/shopping-cart/${hers}`, undefined],
      ['PUT', '/api/shopping-cart/quantity', { id: hers, quantity: 5 }],
      ['PUT', '/api/shopping-cart/ringSize', { id: hers, ringSize: '6' }],
    ] as const) {
      const answer = await call(ivy.cookie, method, url, body);
      expect(answer.statusCode, url).toBe(404);
      expect(message(answer)).toBe('There is no such line in your bag.');
    }
    for (const id of ['0', '-1', '1.5', 'abc', '99999999999']) {
      expect((await call(ivy.cookie, 'DELETE', `/api/shopping-cart/${id}`)).statusCode, id).toBe(400);
    }
    expect(summary(await bagOf(hal.cookie))).toEqual([`${earring}×2`]);
  });

  it('works out the totals by hand in both currencies: item discounts, the coupon after them, shipping, the GST inside', async () => {
    const jo = await newCustomer(t, 'jo.bag@example.com');
    const before = await one<Record<string, number>>(sql`select * from pricing_parameters where id = 1`);
    // ₹80 to the dollar, GST 3 %, no markup or shop discount; insured shipping ₹500 below ₹3,00,000
    // and $7 below $4,000, each in its own currency (never converted).
    await t.database.db.execute(
      sql`update pricing_parameters set conversion = 800000, charge = 300, profit_rate = 0, shop_discount = 0,
                                        shipping_cost = 50000, free_shipping_from_inr = 30000000,
                                        shipping_cost_usd = 700, free_shipping_from_usd = 400000 where id = 1`,
    );
    // The ring's stored price: ₹90,000 (was ₹100,000), $1,125 (was $1,250).
    const saved = await one<Record<string, number>>(sql`select * from product_variants where id = ${ring.id}`);
    await t.database.db.execute(
      sql`update product_variants set price_inr = 9000000, list_price_inr = 10000000, price_usd = 112500,
                                      list_price_usd = 125000 where id = ${ring.id}`,
    );
    try {
      await insertStone('BAG-HAND-050', 'Round', 0.5, 50_000); // ₹50,000 × 1.03 = ₹51,500 = $643.75 → $644
      await added(jo.cookie, { kind: 'product', sku: ring.sku, ringSize: '6', quantity: 2 });
      await added(jo.cookie, { kind: 'stone', sku: 'BAG-HAND-050' });
      await insertCoupon('HAND-TEN', { discount: 1_000 });
      const applied = await call(jo.cookie, 'POST', '/api/shopping-cart/apply-coupon?currency=INR', {
        couponCode: ' hand-ten ',
      });
      expect(applied.statusCode, applied.body).toBe(200);
      const inr = applied.json().data as Bag;
      expect(inr.coupon).toEqual({ couponCode: 'HAND-TEN', discount: 10, problem: null });
      expect(inr.lines.map((line) => [line.unitPrice, line.unitListPrice, line.lineTotal])).toEqual([
        [90_000, 100_000, 180_000],
        [51_500, 51_500, 51_500],
      ]);
      expect(inr.totals).toEqual({
        subtotal: 251_500, // 2 × 100,000 + 51,500
        itemDiscounts: 20_000,
        couponDiscount: 23_150, // 10 % of 231,500
        shipping: 500, // ₹2,08,350 of goods is below ₹3,00,000
        total: 208_850, // 208,350 + 500
        // The coupon spread ₹18,000 + ₹5,150 over the ring and the stone; the GST inside each, and
        // inside shipping at the ring's rate (the principal line): ₹4,718.44 + ₹1,350 + ₹14.56 → ₹6,083
        taxIncluded: 6_083,
        taxPercent: 3,
      });
      const usd = await bagOf(jo.cookie, 'USD');
      expect(usd.totals).toEqual({
        subtotal: 3_144, // 2 × 1,250 + 644
        itemDiscounts: 250,
        couponDiscount: 289, // 10 % of 2,894 = 289.4 → $289
        shipping: 7, // the dollar fee as set, not ₹500 converted
        total: 2_612, // 2,605 + 7
        taxIncluded: 76, // $58.98 + $16.90 + $0.20 (shipping) = $76.08 → $76
        taxPercent: 3,
      });
      expect(usd.currency).toBe('USD');
      // Goods at the threshold ship free.
      await t.database.db.execute(sql`update pricing_parameters set free_shipping_from_usd = 260500 where id = 1`);
      expect((await bagOf(jo.cookie, 'USD')).totals).toMatchObject({ shipping: 0, total: 2_605 });

      // A price that moved since the line was added shows what it was.
      await t.database.db.execute(sql`update product_variants set price_usd = 120000 where id = ${ring.id}`);
      const moved = await bagOf(jo.cookie, 'USD');
      expect(moved.lines[0]).toMatchObject({ unitPrice: 1_200, previousUnitPrice: 1_125 });
      expect(moved.lines[1]!.previousUnitPrice).toBeNull();
    } finally {
      await t.database.db.execute(
        sql`update pricing_parameters set conversion = ${before.conversion}, charge = ${before.charge},
              profit_rate = ${before.profit_rate}, shop_discount = ${before.shop_discount},
              shipping_cost = ${before.shipping_cost}, free_shipping_from_inr = ${before.free_shipping_from_inr},
              shipping_cost_usd = ${before.shipping_cost_usd}, free_shipping_from_usd = ${before.free_shipping_from_usd}
            where id = 1`,
      );
      await t.database.db.execute(
        sql`update product_variants set price_inr = ${saved.price_inr}, list_price_inr = ${saved.list_price_inr},
              price_usd = ${saved.price_usd}, list_price_usd = ${saved.list_price_usd} where id = ${ring.id}`,
      );
    }
  });

  it('marks what can no longer be bought, leaves it out of the totals and out of checkout until removed', async () => {
    const kit = await newCustomer(t, 'kit.bag@example.com');
    await insertStone('BAG-GOING-101', 'Round', 1.01, 290_000);
    await insertStone('BAG-GONE-101', 'Round', 1.01, 290_000);
    await added(kit.cookie, { kind: 'product', sku: earring });
    await added(kit.cookie, { kind: 'stone', sku: 'BAG-GOING-101' });
    const full = await added(kit.cookie, {
      kind: 'pair',
      settingSku: setting,
      stoneSku: 'BAG-GONE-101',
      ringSize: '6',
    });
    const earringLine = full.lines[0]!;
    await t.database.db.execute(sql`update stones set state = 'sold' where sku = 'BAG-GONE-101'`);
    await t.database.db.execute(sql`update stones set state = 'on_hold' where sku = 'BAG-GOING-101'`);
    const bag = await bagOf(kit.cookie);
    expect(bag.lines.map((line) => [line.sku, line.available, line.unavailableReason])).toEqual([
      [earring, true, null],
      [
        'BAG-GOING-101',
        false,
        'Another shopper is buying this stone right now; it may be free again within 15 minutes.',
      ],
      [setting, false, 'The other half of this ring can no longer be bought.'],
      ['BAG-GONE-101', false, 'This stone has been sold.'],
    ]);
    expect(bag.totals.subtotal).toBe(earringLine.unitListPrice);
    expect(bag.canCheckOut).toBe(false);
    expect(bag.checkoutBlockers).toHaveLength(2);
    // One click takes a broken ring out whole.
    const settingLine = bag.lines[2]!;
    const after = (await call(kit.cookie, 'DELETE', `/api/shopping-cart/${settingLine.id}`)).json().data as Bag;
    expect(after.lines.map((line) => line.sku)).toEqual([earring, 'BAG-GOING-101']);

    await t.database.db.execute(sql`update products set is_listed = false where id = ${ring.productId}`);
    try {
      await added(kit.cookie, { kind: 'stone', sku: 'BAG-ROUND-101' }).catch(() => undefined);
      const unlisted = await add(kit.cookie, { kind: 'product', sku: ring.sku, ringSize: '6' });
      expect(unlisted.statusCode).toBe(404);
    } finally {
      await t.database.db.execute(sql`update products set is_listed = true where id = ${ring.productId}`);
    }
    await added(kit.cookie, { kind: 'product', sku: ring.sku, ringSize: '6' });
    await t.database.db.execute(sql`update products set is_listed = false where id = ${ring.productId}`);
    try {
      const hidden = await bagOf(kit.cookie);
      expect(hidden.lines.find((line) => line.sku === ring.sku)).toMatchObject({
        available: false,
        unavailableReason: 'This piece is no longer sold.',
      });
    } finally {
      await t.database.db.execute(sql`update products set is_listed = true where id = ${ring.productId}`);
    }
  });

  it('applies one coupon, with a sentence for each that cannot be used, and checks it again each time', async () => {
    const lou = await newCustomer(t, 'lou.bag@example.com');
    const apply = (couponCode: unknown) => call(lou.cookie, 'POST', '/api/shopping-cart/apply-coupon', { couponCode });
    const empty = await apply('HAND-TEN');
    expect(empty.statusCode).toBe(422);
    expect(message(empty)).toBe(couponMessages.emptyBag);
    await added(lou.cookie, { kind: 'product', sku: earring });

    await insertCoupon('LATER', { start: dayFrom(3), end: dayFrom(10) });
    await insertCoupon('PAST', { start: dayFrom(-10), end: dayFrom(-1) });
    const endedId = await insertCoupon('ENDED');
    await t.database.db.execute(sql`update discount_coupons set ended_at = now() where id = ${endedId}`);
    await insertCoupon('ALL-GONE', { usage_limit: 5, uses: 5 });
    const onceId = await insertCoupon('ONCE-ONLY', { once: true });
    await t.database.db.execute(
      sql`insert into coupon_uses (discount_coupon_id, user_id) values (${onceId}, ${lou.id})`,
    );
    await insertCoupon('TWENTY', { discount: 2_000 });

    const cases = [
      ['NOPE', 404, couponMessages.unknown('NOPE')],
      ['later', 422, /^The coupon LATER can be used from \d{1,2} \w+ \d{4}\.$/],
      ['PAST', 422, couponMessages.expired('PAST')],
      ['ENDED', 422, couponMessages.expired('ENDED')],
      ['ALL-GONE', 422, couponMessages.usedUp('ALL-GONE')],
      ['ONCE-ONLY', 422, couponMessages.alreadyUsed('ONCE-ONLY')],
      ['x'.repeat(10_240), 400, /couponCode: must be at most 30 characters/],
      ['', 400, /couponCode: must not be empty/],
      [42, 400, /couponCode/],
    ] as const;
    for (const [code, status, sentence] of cases) {
      const answer = await apply(code);
      expect(answer.statusCode, String(code).slice(0, 20)).toBe(status);
      expect(message(answer)).toMatch(sentence);
    }
    expect((await bagOf(lou.cookie)).coupon).toBeNull();

    const ten = (await apply('HAND-TEN')).json().data as Bag;
    expect(ten.coupon?.couponCode).toBe('HAND-TEN');
    const twenty = (await apply('twenty')).json().data as Bag;
    expect(twenty.coupon).toEqual({ couponCode: 'TWENTY', discount: 20, problem: null });
    const sale = twenty.totals.subtotal - twenty.totals.itemDiscounts;
    // 20 % of what the shopper would pay, to the whole unit (half up).
    expect(twenty.totals.couponDiscount).toBe(Math.round(sale * 0.2));

    // Used up after it was applied: it stays on the bag, says why, and takes nothing off.
    await t.database.db.execute(sql`update discount_coupons set uses = usage_limit where code = 'TWENTY'`);
    const usedUp = await bagOf(lou.cookie);
    expect(usedUp.coupon).toEqual({ couponCode: 'TWENTY', discount: 20, problem: couponMessages.usedUp('TWENTY') });
    expect(usedUp.totals.couponDiscount).toBe(0);

    const removed = await call(lou.cookie, 'DELETE', '/api/shopping-cart/apply-coupon');
    expect(removed.statusCode).toBe(200);
    expect((removed.json().data as Bag).coupon).toBeNull();
  });

  it(`holds at most ${BAG_LINES_MAX} lines, with a sentence when full`, async () => {
    const max = await newCustomer(t, 'max.bag@example.com');
    await t.database.db.execute(
      sql`insert into bag_lines (user_id, stone_id, added_price_inr, added_price_usd)
          select ${max.id}, id, 0, 0 from stones where state = 'available' and sku not like 'BAG-%'
           order by id limit ${BAG_LINES_MAX}`,
    );
    const full = await add(max.cookie, { kind: 'stone', sku: 'BAG-ROUND-101' });
    expect(full.statusCode).toBe(422);
    expect(message(full)).toMatch(/Your bag holds 30 lines at most/);
  });

  it('keeps a ring whose stone staff deleted as unavailable, counted and removed as one', async () => {
    const quin = await newCustomer(t, 'quin.bag@example.com');
    await insertStone('BAG-VANISHING', 'Round', 1.01, 290_000);
    await added(quin.cookie, { kind: 'pair', settingSku: setting, stoneSku: 'BAG-VANISHING', ringSize: '6' });
    await t.database.db.execute(sql`delete from stones where sku = 'BAG-VANISHING'`);
    const bag = await bagOf(quin.cookie);
    expect(bag.lines.map((line) => [line.sku, line.available, line.unavailableReason])).toEqual([
      [setting, false, 'The other half of this ring can no longer be bought.'],
    ]);
    expect(bag.canCheckOut).toBe(false);
    expect(bag.totals.total).toBe(0);
    expect(bag.count).toBe(1);
    expect((await call(quin.cookie, 'GET', '/api/shopping-cart/count')).json().data).toEqual({ count: 1 });
  });

  it('leaves with a stone staff delete', async () => {
    const ned = await newCustomer(t, 'ned.bag@example.com');
    await insertStone('BAG-DELETED', 'Round', 1, 100_000);
    await added(ned.cookie, { kind: 'stone', sku: 'BAG-DELETED' });
    await t.database.db.execute(sql`delete from stones where sku = 'BAG-DELETED'`);
    expect((await bagOf(ned.cookie)).lines).toEqual([]);
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
      const pieces = await queryRows<{ sku: string }>(
        t.database.db,
        sql`select v.sku from product_variants v join products p on p.id = v.product_id
              join jewellery_sub_types st on st.id = p.sub_type_id
              join jewellery_types jt on jt.id = st.jewellery_type_id
             where jt.name <> 'Ring' and p.is_listed and v.is_active order by v.id limit 20`,
      );
      const answers = await Promise.all(pieces.map(({ sku }) => add(pia.cookie, { kind: 'product', sku })));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(422)]);
      const [count] = await queryRows<{ total: string | number }>(
        t.database.db,
        sql`select count(*) as total from bag_lines where user_id = ${pia.id}`,
      );
      expect(Number(count!.total)).toBe(BAG_LINES_MAX);
    },
  );

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'merges five adds of 3 of one piece at once into one line of 9, never past 10 (PostgreSQL)',
    async () => {
      const ola = await newCustomer(t, 'ola.bag@example.com');
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => add(ola.cookie, { kind: 'product', sku: earring, quantity: 3 })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 422, 422]);
      const rows = await queryRows<{ quantity: number }>(
        t.database.db,
        sql`select quantity from bag_lines where user_id = ${ola.id}`,
      );
      expect(rows).toEqual([{ quantity: 9 }]);
    },
  );
});
