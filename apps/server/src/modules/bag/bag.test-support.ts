import type { Bag } from '@facet/contracts/bag';
import { shopDateOf } from '@facet/contracts/shop-dates';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { insertStoneRow } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { oneRow } from '../../testing/rows.ts';
import { firstListedSku } from '../../testing/catalogue.ts';

/*
 * What the bag test files share (bag-lines, bag-totals): a test app on the demo shop with the
 * pieces and stones to put in bags, coupons and stones written straight to their tables, and the
 * bag's calls.
 */

const day = 24 * 60 * 60 * 1000;
export const today = () => shopDateOf(new Date());
export const dayFrom = (days: number) => shopDateOf(new Date(Date.now() + days * day));

export async function insertStone(
  t: TestApp,
  sku: string,
  shape: string,
  carat: number,
  costRupees: number,
  state = 'available',
) {
  await insertStoneRow(t, { sku, shape, carat, costRupees, state });
}

export async function insertCoupon(
  t: TestApp,
  code: string,
  fields: Partial<Record<string, string | number | boolean>> = {},
) {
  const c = { discount: 1_000, usage_limit: 100, uses: 0, start: today(), end: dayFrom(30), once: false, ...fields };
  const row = await oneRow<{ id: number }>(
    t.database.db,
    sql`insert into discount_coupons (code, discount, usage_limit, uses, start_date, end_date, one_use_per_customer)
        values (${code}, ${c.discount}, ${c.usage_limit}, ${c.uses}, ${c.start}, ${c.end}, ${c.once}) returning id`,
  );
  return row.id;
}

export interface BagTestApp {
  t: TestApp;
  ring: { sku: string; id: number; productId: number };
  earring: string;
  setting: string;
  otherSetting: string;
  bigSetting: string;
  completePiece: string;
}

/**
 * A test app on the demo shop, with the SKUs the bag tests buy: settings of the Elara Solitaire
 * (two at 1 ct, one at 1.5 ct), the Seraphine Three Stone Ring (a complete piece), an earring,
 * and loose stones available, sold, held and unlisted (BAG-…).
 */
export async function createBagTestApp(): Promise<BagTestApp> {
  const t = await createTestApp();
  const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);
  const settingSku = async (carat: number, offset = 0) =>
    (
      await one<{ sku: string }>(
        sql`select v.sku from product_variants v join products p on p.id = v.product_id
             where p.name = 'Elara Solitaire Ring' and v.is_active and v.center_stone_carat = ${carat}
             order by v.id limit 1 offset ${offset}`,
      )
    ).sku;
  const setting = await settingSku(100);
  const otherSetting = await settingSku(100, 1);
  const bigSetting = await settingSku(150);
  const r = await one<{ sku: string; id: number; product_id: number }>(
    sql`select v.sku, v.id, v.product_id from product_variants v join products p on p.id = v.product_id
         where p.name = 'Seraphine Three Stone Ring' and v.is_active order by v.id limit 1`,
  );
  const ring = { sku: r.sku, id: r.id, productId: r.product_id };
  const completePiece = r.sku;
  const earring = await firstListedSku(t.database.db, 'Earring');
  await insertStone(t, 'BAG-ROUND-101', 'Round', 1.01, 300_000);
  await insertStone(t, 'BAG-ROUND-102', 'Round', 1.02, 310_000);
  await insertStone(t, 'BAG-OVAL-100', 'Oval', 1, 250_000);
  await insertStone(t, 'BAG-SOLD', 'Round', 1, 280_000, 'sold');
  await insertStone(t, 'BAG-HELD', 'Round', 1, 280_000, 'on_hold');
  await insertStone(t, 'BAG-UNLISTED', 'Round', 1, 280_000, 'unlisted');
  return { t, ring, earring, setting, otherSetting, bigSetting, completePiece };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export async function call(t: TestApp, cookie: string | null, method: Method, url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}
export async function bagOf(t: TestApp, cookie: string, currency = 'USD'): Promise<Bag> {
  const answer = await call(t, cookie, 'GET', `/api/shopping-cart?currency=${currency}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as Bag;
}
export async function add(t: TestApp, cookie: string, body: unknown) {
  return call(t, cookie, 'POST', '/api/shopping-cart?currency=USD', body);
}
export async function added(t: TestApp, cookie: string, body: unknown): Promise<Bag> {
  const answer = await add(t, cookie, body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as Bag;
}
export const summary = (bag: Bag) =>
  bag.lines.map((line) => `${line.sku}×${line.quantity}${line.ringSize ? `@${line.ringSize}` : ''}`);
export const message = (answer: { json(): { errorMessages: string[] } }) => answer.json().errorMessages.join(' ');
