import type { Currency } from '@facet/contracts/money';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { listProductCards } from './product-listing.service.ts';

/*
 * A budget floor in price order (either way) with no metal asked for walks the rows of each
 * product's first place (`variant_cards.first_place`: the row's metal holds the place of its
 * product's first card) apart from the others, which it reads only for the products whose first
 * card is below the floor (decision 037, "2026-12-01, later"). A stale mark hides a product or
 * shows it twice, so the marks are held to a recomputation, and that listing to the newest order's
 * cards (another walk, which reads no mark), after every change that can move a product's first
 * place — and after a repricing, which must leave them as they were.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The rows the tests read besides the marks. */
interface FloorsRow {
  floors: string[];
}
interface WidthRow {
  width: number | null;
}
interface MetalRow {
  metal_id: number;
}
interface GapRow {
  variant_id: number;
  metal_id: number;
}
interface CountRow {
  n: number;
}

interface Mark {
  product_id: number;
  variant_id: number;
  first_place: boolean;
}

/** The marks as kept, and as they must be: the metal's place is the least of its product's active variants' metals'. */
async function expectMarksExact() {
  const db = t.database.db;
  const stored = await queryRows<Mark>(
    db,
    sql`select product_id, variant_id, first_place from variant_cards order by product_id, variant_id`,
  );
  const expected = await queryRows<Mark>(
    db,
    sql`select v.product_id, v.id as variant_id,
               m.position = min(m.position) over (partition by v.product_id) as first_place
          from product_variants v join metals m on m.id = v.metal_id join products p on p.id = v.product_id
         where v.is_active and p.is_listed
         order by v.product_id, v.id`,
  );
  expect(stored.length).toBeGreaterThan(50);
  expect(stored).toEqual(expected);
}

interface Shown {
  id: number;
  sku: string;
  price: number;
}

/** Every card under the floor in `sort`, page by page (`pageSize` a page), and the total each page gave. */
async function shownFrom(
  floor: number,
  currency: Currency,
  sort: 'price-asc' | 'price-desc' | 'newest',
  pageSize: number,
) {
  const cards: Shown[] = [];
  const totals = new Set<number>();
  for (let pageNo = 1; ; pageNo++) {
    const filters = { minBudget: floor };
    const page = await listProductCards(t.database.db, { filters, sort, currency, pageNo, pageSize });
    cards.push(...page.records.map(({ id, sku, price }) => ({ id, sku, price })));
    totals.add(page.totalRecords);
    if (page.records.length < pageSize) break;
  }
  return { cards, totals: [...totals] };
}

/** Floors across the catalogue's prices (major units): none, and below a quarter, half and nine tenths of the variants. */
async function floorsOf(currency: Currency): Promise<number[]> {
  const price = sql.raw(currency === 'INR' ? 'price_inr' : 'price_usd');
  const [row] = await queryRows<FloorsRow>(
    t.database.db,
    sql`select percentile_disc(array[0.25, 0.5, 0.9]) within group (order by ${price}) as floors from variant_cards`,
  );
  return [0, ...row!.floors.map((minor) => Math.floor(Number(minor) / 100))];
}

/**
 * The cards under each floor in price order, both currencies, pages of 500 and 7, are the newest
 * order's cards (each product once) sorted by price (ascending, then descending) then product,
 * and the count is theirs.
 */
async function expectFloorsInPriceOrderExact(extraDollars: number[] = [], pageSizes = [500, 7]) {
  let products = 0;
  for (const currency of ['INR', 'USD'] as const) {
    const extra = extraDollars.map((dollars) => (currency === 'INR' ? dollars * RUPEES : dollars));
    for (const floor of [...(await floorsOf(currency)), ...extra]) {
      const newest = await shownFrom(floor, currency, 'newest', 1_000);
      const expected = [...newest.cards].sort((a, b) => a.price - b.price || a.id - b.id);
      const descending = [...newest.cards].sort((a, b) => b.price - a.price || a.id - b.id);
      expect(new Set(expected.map((card) => card.id)).size).toBe(expected.length);
      for (const pageSize of pageSizes) {
        const context = JSON.stringify({ currency, floor, pageSize });
        const ascending = await shownFrom(floor, currency, 'price-asc', pageSize);
        expect(ascending.cards, context).toEqual(expected);
        expect(ascending.totals, context).toEqual([expected.length]);
        const shownDescending = await shownFrom(floor, currency, 'price-desc', pageSize);
        expect(shownDescending.cards, context).toEqual(descending);
        expect(shownDescending.totals, context).toEqual([expected.length]);
      }
      products += expected.length;
    }
  }
  expect(products).toBeGreaterThan(50);
}

async function expectExact() {
  await expectMarksExact();
  await expectFloorsInPriceOrderExact();
}

/** Rupees to a dollar in the products added below (each priced the same in both orders). */
const RUPEES = 80;

async function put(url: string, payload: object) {
  const response = await t.app.inject({ method: 'PUT', url, headers: { cookie: await t.cookieFor('Admin') }, payload });
  expect(response.statusCode, response.body).toBe(200);
}

interface Placed {
  product_id: number;
  first_metal_id: number;
  later_variant_id: number;
}

/** A product with three metals or more: its first metal, and a variant of its last. */
async function productOfThreeMetals(): Promise<Placed> {
  const [row] = await queryRows<Placed>(
    t.database.db,
    sql`select c.product_id,
               (array_agg(c.metal_id order by c.metal_position, c.metal_id))[1] as first_metal_id,
               (array_agg(c.variant_id order by c.metal_position desc, c.metal_id desc))[1] as later_variant_id
          from product_cards c group by c.product_id having count(*) >= 3
         order by c.product_id limit 1`,
  );
  expect(row).toBeDefined();
  return row!;
}

describe("variant_cards marks each product's first place", () => {
  it('holds from the start and after a metal-rate and a pricing-parameter change', async () => {
    await expectExact();
    const before = await queryRows<CountRow>(
      t.database.db,
      sql`select count(*)::int as n from variant_cards where first_place`,
    );
    await put('/api/metal', { name: 'White Gold', pricePerUnit: 23_456, labour: 2_345 });
    await put('/api/conversion/charge', { charge: 4 });
    await expectExact();
    expect(await queryRows(t.database.db, sql`select count(*)::int as n from variant_cards where first_place`)).toEqual(
      before,
    );
  }, 60_000);

  it("follows a product's first metal taken off, moved into and given back", async () => {
    const db = t.database.db;
    const p = await productOfThreeMetals();
    // Its first metal's variants taken off (an update: one metal's cards rebuilt, the others' marks moved).
    await db.execute(sql`update product_variants set is_active = false
                          where product_id = ${p.product_id} and metal_id = ${p.first_metal_id}`);
    await expectExact();
    // A variant of its last metal moved into the first (an update of two metals' cards; a width of
    // its own, so that it is no twin of the variants taken off).
    const [moved] = await queryRows<WidthRow>(
      db,
      sql`select width from product_variants where id = ${p.later_variant_id}`,
    );
    await db.execute(sql`update product_variants set metal_id = ${p.first_metal_id}, width = coalesce(width, 0) + 7
                          where id = ${p.later_variant_id}`);
    await expectExact();
    // Moved back, then the first metal's variants given back.
    const [last] = await queryRows<MetalRow>(
      db,
      sql`select metal_id from product_variants
           where product_id = ${p.product_id} and id <> ${p.later_variant_id}
             and metal_id <> ${p.first_metal_id} and is_active
           order by (select position from metals where id = metal_id) desc limit 1`,
    );
    await db.execute(sql`update product_variants set metal_id = ${last!.metal_id}, width = ${moved!.width}
                          where id = ${p.later_variant_id}`);
    await db.execute(sql`update product_variants set is_active = true
                          where product_id = ${p.product_id} and metal_id = ${p.first_metal_id}`);
    await expectExact();
  }, 120_000);

  it('follows the metals reordered, and a variant added in an earlier metal and deleted', async () => {
    const db = t.database.db;
    // The shop's last metal first.
    await db.execute(sql`update metals set position = (select min(position) - 1 from metals)
                          where id = (select id from metals order by position desc, id desc limit 1)`);
    await expectExact();
    // A product's variant copied into a metal placed before its first (an insert: its cards rebuilt).
    const [gap] = await queryRows<GapRow>(
      db,
      sql`select c.variant_id, m.id as metal_id from product_cards c
            join metals m on m.position < c.metal_position
           where c.is_first_metal
             and not exists (select 1 from product_variants a where a.product_id = c.product_id and a.metal_id = m.id)
           order by c.product_id, m.position limit 1`,
    );
    expect(gap).toBeDefined();
    await db.execute(
      sql`insert into product_variants (product_id, sku, metal_id, ring_style_id, center_stone_shape_id, center_stone_carat,
                                        width, total_carat, weight, stone_cost, discount, price_inr, list_price_inr,
                                        price_usd, list_price_usd)
          select product_id, sku || '-earlier', ${gap!.metal_id}, ring_style_id, center_stone_shape_id, center_stone_carat,
                 width, total_carat, weight, stone_cost, discount, price_inr, list_price_inr, price_usd, list_price_usd
            from product_variants where id = ${gap!.variant_id}`,
    );
    await expectExact();
    // Deleted again (a delete: its cards rebuilt, the first place back where it was).
    await db.execute(sql`delete from product_variants where sku like '%-earlier'`);
    await expectExact();
  }, 120_000);

  it('answers a floor above more first cards than are read by product (600 products added)', async () => {
    const db = t.database.db;
    // Each in two metals: its first cheap, its last dear, so that under a floor between the two
    // every first card is below it and the last metal's variant shows.
    await db.execute(
      sql`insert into products (name, description, sub_type_id, base_weight, gender_id, attributes, is_listed,
                                has_attached_stone, create_date)
          select 'First Place Piece ' || g, 'Added by a test.', (select min(id) from jewellery_sub_types), 4000,
                 (select min(id) from genders),
                 '{"metalAttribute":[],"ringStyleAttribute":[],"centerStoneShapeAttribute":[],"widthAttribute":[],"totalCaratAttribute":[]}',
                 true, true, now() - make_interval(mins => g)
            from generate_series(1, 600) g`,
    );
    await db.execute(
      sql`insert into product_variants (product_id, sku, metal_id, weight, stone_cost, price_inr, list_price_inr,
                                        price_usd, list_price_usd)
          select p.id, 'first-place-' || p.id || '-' || m.id, m.id, 3000, 0,
                 d.dollars * 100 * ${RUPEES}, d.dollars * 100 * ${RUPEES}, d.dollars * 100, d.dollars * 100
            from products p
            cross join lateral (select m.id, m.place from (
                                  select id, row_number() over (order by position, id) as place from metals) m
                                 where m.place in (1, 5)) m
            cross join lateral (select case when m.place = 1 then 5::bigint else 950000 + p.id % 97 end as dollars) d
           where p.name like 'First Place Piece %'`,
    );
    await expectMarksExact();
    const [below] = await queryRows<CountRow>(
      db,
      sql`select count(*)::int as n from product_cards where is_first_metal and max_price_usd < 90000000`,
    );
    expect(below!.n).toBeGreaterThan(500);
    await expectFloorsInPriceOrderExact([900_000], [1_000, 61]);
  }, 120_000);
});
