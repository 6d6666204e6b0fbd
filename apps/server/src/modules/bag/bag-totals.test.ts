import { type Bag, couponMessages } from '@facet/contracts/bag';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../testing/customers.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { oneRow } from '../../testing/rows.ts';
import {
  type BagTestApp,
  add,
  added,
  bagOf,
  call,
  createBagTestApp,
  dayFrom,
  insertCoupon,
  insertStone,
  message,
} from './bag.test-support.ts';

/*
 * The bag's totals on the demo shop, worked out by hand in both currencies; lines that can no
 * longer be bought, left out of the totals and of checkout; coupons (/apply-coupon) with a
 * sentence for each refusal.
 */

let t: TestApp;
let ring: BagTestApp['ring'];
let earring: string;
let setting: string;

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);

beforeAll(async () => ({ t, ring, earring, setting } = await createBagTestApp()));
afterAll(() => t.close());

describe('the bag', () => {
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
      await insertStone(t, 'BAG-HAND-050', 'Round', 0.5, 50_000); // ₹50,000 × 1.03 = ₹51,500 = $643.75 → $644
      await added(t, jo.cookie, { kind: 'product', sku: ring.sku, ringSize: '6', quantity: 2 });
      await added(t, jo.cookie, { kind: 'stone', sku: 'BAG-HAND-050' });
      await insertCoupon(t, 'HAND-TEN', { discount: 1_000 });
      const applied = await call(t, jo.cookie, 'POST', '/api/shopping-cart/apply-coupon?currency=INR', {
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
      const usd = await bagOf(t, jo.cookie, 'USD');
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
      expect((await bagOf(t, jo.cookie, 'USD')).totals).toMatchObject({ shipping: 0, total: 2_605 });

      // A price that moved since the line was added shows what it was.
      await t.database.db.execute(sql`update product_variants set price_usd = 120000 where id = ${ring.id}`);
      const moved = await bagOf(t, jo.cookie, 'USD');
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
    await insertStone(t, 'BAG-GOING-101', 'Round', 1.01, 290_000);
    await insertStone(t, 'BAG-GONE-101', 'Round', 1.01, 290_000);
    await added(t, kit.cookie, { kind: 'product', sku: earring });
    await added(t, kit.cookie, { kind: 'stone', sku: 'BAG-GOING-101' });
    const full = await added(t, kit.cookie, {
      kind: 'pair',
      settingSku: setting,
      stoneSku: 'BAG-GONE-101',
      ringSize: '6',
    });
    const earringLine = full.lines[0]!;
    await t.database.db.execute(sql`update stones set state = 'sold' where sku = 'BAG-GONE-101'`);
    await t.database.db.execute(sql`update stones set state = 'on_hold' where sku = 'BAG-GOING-101'`);
    const bag = await bagOf(t, kit.cookie);
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
    const after = (await call(t, kit.cookie, 'DELETE', `/api/shopping-cart/${settingLine.id}`)).json().data as Bag;
    expect(after.lines.map((line) => line.sku)).toEqual([earring, 'BAG-GOING-101']);

    await t.database.db.execute(sql`update products set is_listed = false where id = ${ring.productId}`);
    try {
      await added(t, kit.cookie, { kind: 'stone', sku: 'BAG-ROUND-101' }).catch(() => undefined);
      const unlisted = await add(t, kit.cookie, { kind: 'product', sku: ring.sku, ringSize: '6' });
      expect(unlisted.statusCode).toBe(404);
    } finally {
      await t.database.db.execute(sql`update products set is_listed = true where id = ${ring.productId}`);
    }
    await added(t, kit.cookie, { kind: 'product', sku: ring.sku, ringSize: '6' });
    await t.database.db.execute(sql`update products set is_listed = false where id = ${ring.productId}`);
    try {
      const hidden = await bagOf(t, kit.cookie);
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
    const apply = (couponCode: unknown) =>
      call(t, lou.cookie, 'POST', '/api/shopping-cart/apply-coupon', { couponCode });
    const empty = await apply('HAND-TEN');
    expect(empty.statusCode).toBe(422);
    expect(message(empty)).toBe(couponMessages.emptyBag);
    await added(t, lou.cookie, { kind: 'product', sku: earring });

    await insertCoupon(t, 'LATER', { start: dayFrom(3), end: dayFrom(10) });
    await insertCoupon(t, 'PAST', { start: dayFrom(-10), end: dayFrom(-1) });
    const endedId = await insertCoupon(t, 'ENDED');
    await t.database.db.execute(sql`update discount_coupons set ended_at = now() where id = ${endedId}`);
    await insertCoupon(t, 'ALL-GONE', { usage_limit: 5, uses: 5 });
    const onceId = await insertCoupon(t, 'ONCE-ONLY', { once: true });
    await t.database.db.execute(
      sql`insert into coupon_uses (discount_coupon_id, user_id) values (${onceId}, ${lou.id})`,
    );
    await insertCoupon(t, 'TWENTY', { discount: 2_000 });

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
    expect((await bagOf(t, lou.cookie)).coupon).toBeNull();

    const ten = (await apply('HAND-TEN')).json().data as Bag;
    expect(ten.coupon?.couponCode).toBe('HAND-TEN');
    const twenty = (await apply('twenty')).json().data as Bag;
    expect(twenty.coupon).toEqual({ couponCode: 'TWENTY', discount: 20, problem: null });
    const sale = twenty.totals.subtotal - twenty.totals.itemDiscounts;
    // 20 % of what the shopper would pay, to the whole unit (half up).
    expect(twenty.totals.couponDiscount).toBe(Math.round(sale * 0.2));

    // Used up after it was applied: it stays on the bag, says why, and takes nothing off.
    await t.database.db.execute(sql`update discount_coupons set uses = usage_limit where code = 'TWENTY'`);
    const usedUp = await bagOf(t, lou.cookie);
    expect(usedUp.coupon).toEqual({ couponCode: 'TWENTY', discount: 20, problem: couponMessages.usedUp('TWENTY') });
    expect(usedUp.totals.couponDiscount).toBe(0);

    const removed = await call(t, lou.cookie, 'DELETE', '/api/shopping-cart/apply-coupon');
    expect(removed.statusCode).toBe(200);
    expect((removed.json().data as Bag).coupon).toBeNull();
  });
});
