import { fromMinor } from '@facet/contracts/money';
import { inCurrency, priceStone } from '@facet/contracts/pricing';
import { WISH_LIST_MAX, type WishList } from '@facet/contracts/wish-list';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../testing/customers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { loadPricingParameters } from '../pricing/repricing.service.ts';

interface FirstVariantRow {
  sku: string;
  product_id: number;
  price_usd: number;
  list_price_usd: number;
  price_inr: number;
  is_ring: boolean;
}

interface StoneRow {
  id: number;
  sku: string;
  cost: number;
}

interface CountRow {
  total: string | number;
}

/*
 * The wish list (GET /api/wish, POST /api/wish/wish, POST /api/wish/remove) on the demo shop:
 * pieces by variant SKU and stones by stock number, each once, priced now, marked unavailable
 * when they can no longer be bought, and only ever the signed-in customer's own.
 */

let t: TestApp;
let anna: { id: string; cookie: string };
let ben: { id: string; cookie: string };
let piece: { sku: string; productId: number; priceUsd: number; listUsd: number; priceInr: number; isRing: boolean };
let stone: { id: number; sku: string; cost: number };
let otherStone: { id: number; sku: string };

beforeAll(async () => {
  t = await createTestApp();
  anna = await newCustomer(t, 'anna.wishes@example.com');
  ben = await newCustomer(t, 'ben.wishes@example.com');
  const [variant] = await queryRows<FirstVariantRow>(
    t.database.db,
    sql`select v.sku, v.product_id, v.price_usd, v.list_price_usd, v.price_inr, jt.name = 'Ring' as is_ring
          from product_variants v join products p on p.id = v.product_id
          join jewellery_sub_types st on st.id = p.sub_type_id
          join jewellery_types jt on jt.id = st.jewellery_type_id
         where p.is_listed and v.is_active and v.list_price_usd > v.price_usd
         order by v.id limit 1`,
  );
  piece = {
    sku: variant!.sku,
    productId: variant!.product_id,
    priceUsd: Number(variant!.price_usd),
    listUsd: Number(variant!.list_price_usd),
    priceInr: Number(variant!.price_inr),
    isRing: variant!.is_ring,
  };
  const stones = await queryRows<StoneRow>(
    t.database.db,
    sql`select id, sku, cost from stones where state = 'available' order by id limit 2`,
  );
  stone = { id: stones[0]!.id, sku: stones[0]!.sku, cost: Number(stones[0]!.cost) };
  otherStone = { id: stones[1]!.id, sku: stones[1]!.sku };
});
afterAll(() => t.close());

async function call(cookie: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}
const listOf = async (cookie: string, currency = 'USD') =>
  (await call(cookie, 'GET', `/api/wish?currency=${currency}`)).json().data as WishList;
const skusOf = (list: WishList) => list.records.map((item) => `${item.kind}:${item.sku}`);

describe('the wish list', () => {
  it('is for signed-in people only', async () => {
    expect((await call(null, 'GET', '/api/wish')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/wish/wish', { kind: 'stone', sku: stone.sku })).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/wish/remove', { kind: 'stone', sku: stone.sku })).statusCode).toBe(401);
  });

  it('keeps a piece by its SKU and a stone by its stock number in any case, each once, newest first', async () => {
    expect(await listOf(anna.cookie)).toEqual({ records: [], totalRecords: 0 });
    const added = await call(anna.cookie, 'POST', '/api/wish/wish', { kind: 'product', sku: piece.sku.toUpperCase() });
    expect(added.statusCode).toBe(200);
    expect(skusOf(added.json().data)).toEqual([`product:${piece.sku}`]);
    await call(anna.cookie, 'POST', '/api/wish/wish', { kind: 'stone', sku: stone.sku.toLowerCase() });
    // Again: nothing changes, no error.
    const again = await call(anna.cookie, 'POST', '/api/wish/wish', { kind: 'stone', sku: stone.sku });
    expect(again.statusCode).toBe(200);
    expect(skusOf(again.json().data)).toEqual([`stone:${stone.sku}`, `product:${piece.sku}`]);
    // A ring asks its size on the way to the bag; a stone never does.
    expect((again.json().data as WishList).records.map((item) => item.needsRingSize)).toEqual([false, piece.isRing]);
    // The hearts' read: SKUs only, stones in lower case, only the customer's own.
    const skus = await call(anna.cookie, 'GET', '/api/wish/skus');
    expect(skus.json().data).toEqual({ products: [piece.sku], stones: [stone.sku.toLowerCase()] });
    expect((await call(ben.cookie, 'GET', '/api/wish/skus')).json().data).toEqual({ products: [], stones: [] });
    expect((await call(null, 'GET', '/api/wish/skus')).statusCode).toBe(401);
    const [rows] = await queryRows<CountRow>(
      t.database.db,
      sql`select count(*) as total from wish_list_items where user_id = ${anna.id}`,
    );
    expect(Number(rows!.total)).toBe(2);
  });

  it('prices what it keeps now, was and now, in the shopper’s currency, with its picture and detail', async () => {
    const rates = await loadPricingParameters(t.database.db);
    const usd = await listOf(anna.cookie);
    const ring = usd.records.find((item) => item.kind === 'product')!;
    expect(ring).toMatchObject({
      sku: piece.sku,
      price: fromMinor(piece.priceUsd),
      listPrice: fromMinor(piece.listUsd),
      currency: 'USD',
      available: true,
      stoneShape: null,
    });
    expect(ring.listPrice).toBeGreaterThan(ring.price);
    expect(ring.detail).toMatch(/Gold|Platinum|Silver/);
    expect(ring.picture?.url).toMatch(/^\/media\//);
    const gem = usd.records.find((item) => item.kind === 'stone')!;
    const stonePrice = inCurrency(priceStone(stone.cost, rates), 'USD');
    expect(gem).toMatchObject({ sku: stone.sku, price: fromMinor(stonePrice.price), available: true });
    expect(gem.name).toMatch(/^\d+\.\d\d ct /);
    expect(gem.stoneShape).toBeTruthy();
    const inr = await listOf(anna.cookie, 'INR');
    expect(inr.records.find((item) => item.kind === 'product')).toMatchObject({
      price: fromMinor(piece.priceInr),
      currency: 'INR',
    });
  });

  it('is each customer’s own: another never sees it, and cannot remove from it', async () => {
    expect(await listOf(ben.cookie)).toEqual({ records: [], totalRecords: 0 });
    await call(ben.cookie, 'POST', '/api/wish/remove', { kind: 'stone', sku: stone.sku });
    expect(skusOf(await listOf(anna.cookie))).toContain(`stone:${stone.sku}`);
    await call(ben.cookie, 'POST', '/api/wish/wish', { kind: 'stone', sku: otherStone.sku });
    expect(skusOf(await listOf(ben.cookie))).toEqual([`stone:${otherStone.sku}`]);
    expect(skusOf(await listOf(anna.cookie))).not.toContain(`stone:${otherStone.sku}`);
  });

  it('refuses what the shop does not show, and bad input, with a sentence and the list unchanged', async () => {
    const before = skusOf(await listOf(anna.cookie));
    const unknown = await call(anna.cookie, 'POST', '/api/wish/wish', { kind: 'product', sku: 'no-such-ring' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorMessages).toEqual(['There is no such piece in the shop.']);
    // A variant SKU is not a stock number.
    const wrongKind = await call(anna.cookie, 'POST', '/api/wish/wish', { kind: 'stone', sku: piece.sku });
    expect(wrongKind.statusCode).toBe(404);
    for (const payload of [
      {},
      { kind: 'ring', sku: 'x' },
      { kind: 'stone', sku: '' },
      { kind: 'stone', sku: 'x'.repeat(10_000) },
    ]) {
      const refused = await call(anna.cookie, 'POST', '/api/wish/wish', payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(refused.json().errorMessages.length).toBeGreaterThan(0);
    }
    expect(skusOf(await listOf(anna.cookie))).toEqual(before);
  });

  it('marks a piece unlisted or a stone sold as unavailable, keeps it, and lets it be removed', async () => {
    await queryRows(t.database.db, sql`update products set is_listed = false where id = ${piece.productId}`);
    await queryRows(t.database.db, sql`update stones set state = 'sold' where id = ${stone.id}`);
    try {
      const list = await listOf(anna.cookie);
      expect(list.records.map((item) => item.available)).toEqual([false, false]);
      // Not added again while unlisted…
      const refused = await call(anna.cookie, 'POST', '/api/wish/wish', { kind: 'product', sku: piece.sku });
      expect(refused.statusCode).toBe(404);
      // …but removed whatever its state.
      const removed = await call(anna.cookie, 'POST', '/api/wish/remove', { kind: 'stone', sku: stone.sku });
      expect(skusOf(removed.json().data)).toEqual([`product:${piece.sku}`]);
    } finally {
      await queryRows(t.database.db, sql`update products set is_listed = true where id = ${piece.productId}`);
      await queryRows(t.database.db, sql`update stones set state = 'available' where id = ${stone.id}`);
    }
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'adds one row for the same stone asked five times at once (PostgreSQL)',
    async () => {
      const dora = await newCustomer(t, 'dora.wishes@example.com');
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          call(dora.cookie, 'POST', '/api/wish/wish', { kind: 'stone', sku: otherStone.sku }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const [rows] = await queryRows<CountRow>(
        t.database.db,
        sql`select count(*) as total from wish_list_items where user_id = ${dora.id}`,
      );
      expect(Number(rows!.total)).toBe(1);
    },
  );

  it('leaves with a stone staff delete', async () => {
    await call(ben.cookie, 'POST', '/api/wish/wish', { kind: 'stone', sku: stone.sku });
    await queryRows(t.database.db, sql`delete from stones where id = ${stone.id}`);
    expect(skusOf(await listOf(ben.cookie))).toEqual([`stone:${otherStone.sku}`]);
  });

  it(`holds at most ${WISH_LIST_MAX} things, with a sentence when full`, async () => {
    const carol = await newCustomer(t, 'carol.wishes@example.com');
    await queryRows(
      t.database.db,
      sql`insert into wish_list_items (user_id, stone_id)
          select ${carol.id}, id from stones where state = 'available' and id <> ${otherStone.id}
           order by id limit ${WISH_LIST_MAX}`,
    );
    const full = await call(carol.cookie, 'POST', '/api/wish/wish', { kind: 'stone', sku: otherStone.sku });
    expect(full.statusCode).toBe(422);
    expect(full.json().errorMessages[0]).toMatch(/holds 200 things already; remove one/);
  });
});
