import type { Bag } from '@facet/contracts/bag';
import { sql } from 'drizzle-orm';
import { insertStoneRow } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { oneRow } from '../../testing/rows.ts';
import { firstListedSku } from '../../testing/catalogue.ts';

/*
 * What the order test files share (order-placement, order-life, checkout-review): a test app
 * on the demo shop with what the orders buy, a bag's read, a capture, a move as staff, and a
 * few counts read straight from the tables.
 */

/**
 * A test app on the demo shop: an earring, a ring and a setting (its 1-carat variant) to buy,
 * the loose stones the order tests hold (ORD-…-1), and the coupons ORDER10 and LASTONE (one use).
 */
export async function createOrdersTestApp(): Promise<{ t: TestApp; earring: string; ring: string; setting: string }> {
  const t = await createTestApp();
  const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);
  const sku = async (query: ReturnType<typeof sql>) => (await one<{ sku: string }>(query)).sku;
  const earring = await firstListedSku(t.database.db, 'Earring');
  const ring = await sku(
    sql`select v.sku from product_variants v join products p on p.id = v.product_id
         where p.name = 'Seraphine Three Stone Ring' and v.is_active order by v.id limit 1`,
  );
  const setting = await sku(
    sql`select v.sku from product_variants v join products p on p.id = v.product_id
         where p.name = 'Elara Solitaire Ring' and v.is_active and v.center_stone_carat = 100 order by v.id limit 1`,
  );
  for (const [stoneSku, shape] of [
    ['ORD-LOOSE-1', 'Oval'],
    ['ORD-PAIR-1', 'Round'],
    ['ORD-RACE-1', 'Oval'],
    ['ORD-CANCEL-1', 'Oval'],
    ['ORD-EXPIRE-1', 'Oval'],
  ] as const) {
    await insertStoneRow(t, { sku: stoneSku, shape, carat: 1.01, costRupees: 300_000 });
  }
  await t.database.db.execute(
    sql`insert into discount_coupons (code, discount, usage_limit, start_date, end_date)
        values ('ORDER10', 1000, 5, current_date - 1, current_date + 30), ('LASTONE', 500, 1, current_date - 1, current_date + 30)`,
  );
  return { t, earring, ring, setting };
}

export const stoneState = async (t: TestApp, sku: string) =>
  (await oneRow<{ state: string }>(t.database.db, sql`select state from stones where sku = ${sku}`)).state;
export const couponUses = async (t: TestApp, code: string) =>
  (await oneRow<{ uses: number }>(t.database.db, sql`select uses from discount_coupons where code = ${code}`)).uses;
export const orderCount = async (t: TestApp, userId: string) =>
  (await oneRow<{ n: number }>(t.database.db, sql`select count(*)::int as n from orders where user_id = ${userId}`)).n;
export const mailsTo = async (t: TestApp, email: string) =>
  (await oneRow<{ n: number }>(t.database.db, sql`select count(*)::int as n from messages where "to" = ${email}`)).n;

export async function bagOf(t: TestApp, cookie: string): Promise<Bag> {
  const response = await t.app.inject({ method: 'GET', url: '/api/shopping-cart?currency=INR', headers: { cookie } });
  return response.json().data as Bag;
}

export async function capture(
  t: TestApp,
  cookie: string,
  paymentId: string,
  outcome: 'success' | 'failure' = 'success',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/test-payment/cart/orders/capture',
    headers: { cookie },
    payload: { paymentId, outcome },
  });
}

export async function moveAs(t: TestApp, role: 'Admin' | 'Manager' | 'StoneManager', payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/order-detail/updateStatus',
    headers: { cookie: await t.cookieFor(role) },
    payload,
  });
}
