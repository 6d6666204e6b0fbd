import { jewellerySubTypes, metals, ringStyles, stoneShapes } from '@facet/contracts/lookups';
import type { Currency } from '@facet/contracts/money';
import { gendersMatching, type ProductFilters, type ProductSort } from '@facet/contracts/product-filters';
import { queryRows } from '@facet/db/client';
import { inList } from '@facet/db/sql-helpers';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectedCards,
  expectedVariantCards,
  expectKeptTablesExact,
  storedCards,
  storedVariantCards,
} from '../../testing/kept-cards.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { keptBandOf } from './product-listing-bands.queries.ts';
import { answeredByVariantCards } from './product-listing-floors.queries.ts';
import { answeredByCards, listProductCards } from './product-listing.service.ts';

/** A card as the slow reading gives it. */
interface SlowCardRow {
  product_id: number;
  sku: string;
  price: string;
}

interface IdRow {
  id: number;
}

/*
 * `product_cards` is derived data kept by the database's triggers. These tests hold it to
 * what it stands for, on the demo catalogue:
 *   - the listing (all three ways of answering) equals a plain, slow reading of every variant;
 *   - after every kind of change that moves a card, the table equals a recomputation; so does
 *     `variant_cards`, which answers under a carat or budget floor.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The listing as its rule says, read from every variant: the oracle. */
async function slowListing(filters: ProductFilters, sort: ProductSort, currency: Currency) {
  const price = sql.raw(currency === 'INR' ? 'v.price_inr' : 'v.price_usd');
  const where: SQL[] = [sql`p.is_listed`, sql`v.is_active`];
  if (filters.metal) where.push(sql`m.name = ${filters.metal}`);
  if (filters.subType) where.push(sql`st.name = ${filters.subType}`);
  if (filters.jewelleryType) where.push(sql`jt.name = ${filters.jewelleryType}`);
  const genders = gendersMatching(filters.gender);
  if (genders) where.push(sql`g.name in (${inList(genders)})`);
  if (filters.style) where.push(sql`rs.name = ${filters.style}`);
  if (filters.stoneShape) where.push(sql`ss.name = ${filters.stoneShape}`);
  const carat = sql`coalesce(v.center_stone_carat, v.total_carat)`;
  if (filters.minCarat !== undefined) where.push(sql`${carat} >= ${filters.minCarat * 100}`);
  if (filters.maxCarat !== undefined) where.push(sql`${carat} <= ${filters.maxCarat * 100}`);
  if (filters.minBudget !== undefined) where.push(sql`${price} >= ${filters.minBudget * 100}`);
  if (filters.maxBudget !== undefined) where.push(sql`${price} <= ${filters.maxBudget * 100}`);
  const order =
    sort === 'price-asc'
      ? sql`price asc, product_id asc`
      : sort === 'price-desc'
        ? sql`price desc, product_id asc`
        : sql`create_date desc, product_id desc`;
  return queryRows<SlowCardRow>(
    t.database.db,
    sql`select * from (
          select distinct on (v.product_id) v.product_id, v.sku, ${price} as price, p.create_date
            from product_variants v
            join products p on p.id = v.product_id
            join metals m on m.id = v.metal_id
            join jewellery_sub_types st on st.id = p.sub_type_id
            join jewellery_types jt on jt.id = st.jewellery_type_id
            join genders g on g.id = p.gender_id
            left join ring_styles rs on rs.id = v.ring_style_id
            left join stone_shapes ss on ss.id = v.center_stone_shape_id
           where ${sql.join(where, sql` and `)}
           order by v.product_id, m.position, v.price_inr, v.id
        ) r order by ${order}`,
  );
}

async function fastListing(filters: ProductFilters, sort: ProductSort, currency: Currency, pageSize = 500) {
  const records = [];
  let total: number | undefined;
  for (let pageNo = 1; ; pageNo++) {
    const page = await listProductCards(t.database.db, { filters, sort, currency, pageNo, pageSize });
    // Every page gives the same total, the one past the last too (counted on its own).
    total ??= page.totalRecords;
    expect(page.totalRecords).toBe(total);
    records.push(...page.records);
    if (page.records.length < pageSize) break;
  }
  expect(records.length).toBe(total);
  return records.map((card) => ({
    product_id: card.id,
    sku: card.sku,
    price: String(Math.round(card.price * 100)),
  }));
}

const filterSets: ProductFilters[] = [
  {},
  ...metals.map((m) => ({ metal: m.name })),
  { jewelleryType: 'Ring' },
  { jewelleryType: 'Earrings', metal: 'Yellow Gold' },
  ...jewellerySubTypes.slice(0, 4).map((s) => ({ subType: s.name })),
  { gender: 'Male' },
  { gender: 'Unisex', metal: 'Platinum' },
  { maxBudget: 1_000 },
  { maxBudget: 2_500, metal: 'Rose Gold' },
  // The storefront's lowest price band, kept as cards in its own currency (decision 048).
  { maxBudget: 500 },
  { maxBudget: 50_000, gender: 'Female' },
  { minBudget: 1_500 },
  { minBudget: 800, maxBudget: 3_000, metal: 'White Gold' },
  { style: ringStyles[0]! },
  { stoneShape: stoneShapes[0]! },
  { stoneShape: 'Round', metal: 'Yellow Gold' },
  { minCarat: 1 },
  { minCarat: 0.5, maxCarat: 1.5, subType: 'Engagement Ring' },
];

/** A carat or budget floor alone among the variants' filters, with and without a metal and product attributes. */
const floorSets: ProductFilters[] = [
  { minCarat: 0.5 },
  { minCarat: 1, metal: 'Yellow Gold' },
  { minCarat: 1.5, jewelleryType: 'Ring' },
  { minCarat: 0.75, gender: 'Female', metal: 'White Gold' },
  { minCarat: 100 },
  { minBudget: 0 },
  { minBudget: 2_000, metal: 'Rose Gold' },
  { minBudget: 900, subType: 'Engagement Ring' },
  { minBudget: 40_000, gender: 'Male' },
  // Bands: the floor with its own ceiling, as the storefront's price and carat bands ask.
  { minCarat: 0.5, maxCarat: 1.49 },
  { minCarat: 0.75, maxCarat: 1, metal: 'Yellow Gold' },
  { minCarat: 1, maxCarat: 1.99, jewelleryType: 'Ring' },
  { minCarat: 0.3, maxCarat: 0.3 },
  { minBudget: 500, maxBudget: 2_000 },
  { minBudget: 800, maxBudget: 3_000, metal: 'White Gold' },
  { minBudget: 1_000, maxBudget: 1_500, subType: 'Engagement Ring' },
  { minBudget: 3_000, maxBudget: 2_000 },
  { minBudget: 60_000, maxBudget: 200_000 },
  // A carat ceiling alone, as the storefront's "Under 0.50 ct": the band from nothing up to it.
  { maxCarat: 0.49 },
  { maxCarat: 1, metal: 'Yellow Gold' },
  { maxCarat: 0.99, jewelleryType: 'Ring' },
  { maxCarat: 2, gender: 'Female' },
  // The storefront's bands, kept as cards when no metal is asked for (decision 048): carat bands in
  // both currencies, price bands in the currency they are kept in (and the variants' walk in the other).
  { minCarat: 0.5, maxCarat: 0.99 },
  { minCarat: 1, maxCarat: 1.49, gender: 'Female' },
  { minCarat: 1.5, maxCarat: 1.99, metal: 'Platinum' },
  { minBudget: 500, maxBudget: 1_000 },
  { minBudget: 1_000, maxBudget: 2_500, jewelleryType: 'Ring' },
  { minBudget: 50_000, maxBudget: 1_00_000 },
  { minBudget: 1_00_000, maxBudget: 2_50_000, gender: 'Male' },
];

async function expectFloorsAnsweredExactly(pageSize: number) {
  for (const filters of floorSets) {
    expect(answeredByVariantCards(filters)).toBe(true);
    for (const sort of ['price-asc', 'price-desc', 'newest'] as const) {
      for (const currency of ['INR', 'USD'] as const) {
        const expected = (await slowListing(filters, sort, currency)).map((r) => ({
          product_id: r.product_id,
          sku: r.sku,
          price: String(r.price),
        }));
        const context = JSON.stringify({ filters, sort, currency, pageSize });
        expect(await fastListing(filters, sort, currency, pageSize), context).toEqual(expected);
      }
    }
  }
}

describe('the listing from product_cards', () => {
  it('answers exactly what reading every variant answers, for every filter, sort and currency', async () => {
    let viaCards = 0;
    for (const filters of filterSets) {
      if (answeredByCards(filters)) viaCards++;
      for (const sort of ['price-asc', 'price-desc', 'newest'] as const) {
        for (const currency of ['INR', 'USD'] as const) {
          const expected = (await slowListing(filters, sort, currency)).map((r) => ({
            product_id: r.product_id,
            sku: r.sku,
            price: String(r.price),
          }));
          expect(await fastListing(filters, sort, currency), JSON.stringify({ filters, sort, currency })).toEqual(
            expected,
          );
        }
      }
    }
    // Both ways of answering were tried, on a catalogue that has something to show.
    expect(viaCards).toBeGreaterThan(5);
    expect(viaCards).toBeLessThan(filterSets.length);
    expect((await slowListing({}, 'newest', 'INR')).length).toBeGreaterThan(20);
  });

  it('answers a floor from variant_cards exactly, page by page', async () => {
    await expectFloorsAnsweredExactly(500);
    await expectFloorsAnsweredExactly(7);
    // The floors chosen leave something to show, and not always everything.
    const counts = await Promise.all(
      floorSets.map(async (filters) => (await slowListing(filters, 'newest', 'INR')).length),
    );
    expect(counts.filter((n) => n > 0).length).toBeGreaterThan(5);
    expect(new Set(counts).size).toBeGreaterThan(3);
    // The kept bands were read from band_cards, in each currency; with a metal, from the variants' cards.
    for (const currency of ['INR', 'USD'] as const) {
      expect(floorSets.filter((filters) => keptBandOf(filters, currency) !== undefined).length).toBeGreaterThanOrEqual(
        4,
      );
    }
    expect(keptBandOf({ minCarat: 1.5, maxCarat: 1.99, metal: 'Platinum' }, 'INR')).toBeUndefined();
    expect(keptBandOf({ minBudget: 500, maxBudget: 1_000 }, 'INR')).toBeUndefined();
    // The filters no index answers stay with the variants.
    for (const filters of [
      { style: ringStyles[0]! },
      { minCarat: 1, minBudget: 500 },
      { minCarat: 1, maxBudget: 2_000 },
      { maxBudget: 2_000, maxCarat: 2 },
      { minBudget: 500, maxCarat: 2 },
    ]) {
      expect(answeredByVariantCards(filters)).toBe(false);
    }
  });
});

async function put(url: string, payload: unknown) {
  const response = await t.app.inject({
    method: 'PUT',
    url,
    headers: { cookie: await t.cookieFor('Admin') },
    payload: payload as object,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('product_cards kept by the database', () => {
  it('holds one card per listed product and metal from the start', async () => {
    const stored = await storedCards(t.database.db);
    expect(stored.length).toBeGreaterThan(50);
    expect(stored).toEqual(await expectedCards(t.database.db));
    const variants = await storedVariantCards(t.database.db);
    expect(variants.length).toBeGreaterThan(stored.length);
    expect(variants).toEqual(await expectedVariantCards(t.database.db));
    // Some rows a variant of an earlier metal hides under any carat floor, and not all of the later metals'.
    const seen = variants.filter((v) => (v as { carat_seen_earlier: boolean }).carat_seen_earlier).length;
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(variants.length - stored.length);
  });

  it('follows a metal-rate change, a pricing-parameter change, unlisting and relisting', async () => {
    await put('/api/metal', { name: 'Rose Gold', pricePerUnit: 12_345, labour: 1_234 });
    await expectKeptTablesExact(t.database.db);
    await put('/api/conversion/charge', { charge: 5 });
    await expectKeptTablesExact(t.database.db);

    const [first] = await queryRows<IdRow>(t.database.db, sql`select id from products order by id limit 1`);
    await put(`/api/product/unlist/${first!.id}`, {});
    const unlisted = await storedCards(t.database.db);
    expect(unlisted.some((card) => (card as { product_id: number }).product_id === first!.id)).toBe(false);
    expect(unlisted).toEqual(await expectedCards(t.database.db));
    expect(await storedVariantCards(t.database.db)).toEqual(await expectedVariantCards(t.database.db));
    await put(`/api/product/relist/${first!.id}`, {});
    await expectKeptTablesExact(t.database.db);
  });

  it('follows a dropped variant, a moved metal, a product changing attributes and a deleted product', async () => {
    const db = t.database.db;
    await db.execute(sql`update product_variants set is_active = false
                          where id in (select variant_id from product_cards where is_first_metal limit 5)`);
    await expectKeptTablesExact(t.database.db);

    await db.execute(sql`update metals set position = 100 where name = 'White Gold'`);
    await expectKeptTablesExact(t.database.db);

    await db.execute(sql`update products set gender_id = (select id from genders where name = 'Male')
                          where id in (select id from products order by id desc limit 3)`);
    await expectKeptTablesExact(t.database.db);

    await db.execute(sql`update product_variants set stone_cost = stone_cost + 1 where id % 7 = 0`);
    await db.execute(sql`update product_variants set price_inr = price_inr + 100000 where id % 5 = 0`);
    await expectKeptTablesExact(t.database.db);

    const [last] = await queryRows<IdRow>(db, sql`select id from products order by id desc limit 1`);
    await db.execute(sql`delete from products where id = ${last!.id}`);
    await expectKeptTablesExact(t.database.db);
  });

  it('follows a variant added, re-weighed and taken away, and answers floors exactly after every change', async () => {
    const db = t.database.db;
    // The changes above left INR and USD prices in different orders (INR raised alone) and a metal moved.
    await expectFloorsAnsweredExactly(500);
    const [copy] = await queryRows<IdRow>(
      db,
      sql`insert into product_variants (product_id, sku, metal_id, ring_style_id, center_stone_shape_id, center_stone_carat,
                                        width, total_carat, weight, stone_cost, discount, price_inr, list_price_inr,
                                        price_usd, list_price_usd)
          select product_id, sku || '-heavier', metal_id, ring_style_id, center_stone_shape_id, coalesce(center_stone_carat, 0) + 377,
                 width, total_carat, weight, stone_cost, discount, price_inr - 1, list_price_inr, price_usd + 1, list_price_usd
            from product_variants where id = (select variant_id from product_cards where is_first_metal order by product_id limit 1)
          returning id`,
    );
    await expectKeptTablesExact(t.database.db);
    await db.execute(sql`update product_variants set total_carat = coalesce(total_carat, 0) + 9 where id % 3 = 0`);
    await expectKeptTablesExact(t.database.db);
    await expectFloorsAnsweredExactly(500);
    await db.execute(sql`delete from product_variants where id = ${copy!.id}`);
    await expectKeptTablesExact(t.database.db);
    // Two metals sharing a place in the order: the cheaper variant of the two comes first.
    await db.execute(
      sql`update metals set position = (select position from metals where name = 'Rose Gold') where name = 'Yellow Gold'`,
    );
    await expectKeptTablesExact(t.database.db);
    await expectFloorsAnsweredExactly(500);
    await expectFloorsAnsweredExactly(5);
    // Every floor and band, sort, currency and page size, three times over: 20–35 s on PGlite on a
    // busy machine, more than the API tests' usual 30 s.
  }, 120_000);
});

describe('product_cards under concurrent changes', () => {
  it('stays exact when rate changes, unlisting and relisting race each other', async () => {
    const ids = await queryRows<IdRow>(t.database.db, sql`select id from products order by id limit 6`);
    const changes: Promise<void>[] = [];
    for (let round = 0; round < 3; round++) {
      changes.push(put('/api/metal', { name: 'Yellow Gold', pricePerUnit: 9_000 + round * 111, labour: 900 }));
      changes.push(put('/api/conversion/profit-rate', { profitRate: 1.5 + round / 10 }));
      for (const { id } of ids) changes.push(put(`/api/product/${round % 2 === 0 ? 'unlist' : 'relist'}/${id}`, {}));
    }
    await Promise.all(changes);
    await expectKeptTablesExact(t.database.db);
  });
});
