import { stoneCategories, stoneClarities, stoneColours, stoneCuts, stoneShapes } from '@facet/contracts/lookups';
import { type Currency, toMinor } from '@facet/contracts/money';
import { priceStone, type StoredPricingParameters } from '@facet/contracts/pricing';
import { STONE_PAGE_SIZE, type StoneSort, stoneSorts } from '@facet/contracts/stone-filters';
import type { StoneCardPage } from '@facet/contracts/stones';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteEveryStone } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { loadPricingParameters } from '../pricing/repricing.service.ts';
import { listStonesForCustomer } from './stone-listing.service.ts';
import { StoneSearchIndex } from './stone-search-index.ts';
import { loadStoneSearchEntries } from './stone-search.service.ts';

/*
 * The diamond search (GET /api/stone/for-customer) against an oracle: ~200 generated stones,
 * filtered, sorted and paged in plain TypeScript from their costs and the pricing function, and
 * compared with what the API answers for many filter combinations, in both currencies.
 */

/** A stone's id. */
interface StoneIdRow {
  id: number;
}

let t: TestApp;
let rates: StoredPricingParameters;

interface Stone {
  id: number;
  sku: string;
  category: string;
  shape: string;
  carat: number; // hundredths
  color: string;
  clarity: string;
  cut: string | null;
  cost: number; // paise
  state: 'available' | 'on_hold' | 'sold' | 'unlisted';
  createDate: Date;
}
const inventory: Stone[] = [];

/** A small deterministic generator (mulberry32), so a failure can be reproduced. */
function random(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  t = await createTestApp();
  await deleteEveryStone(t);
  rates = await loadPricingParameters(t.database.db);
  const next = random(20261124);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  // Few shapes and categories and repeated costs, carats and dates: ties must break by id.
  const base = Date.UTC(2026, 0, 1);
  const rows = Array.from({ length: 200 }, (_, i) => ({
    sku: `S-${i}`,
    category: pick(stoneCategories),
    shape: pick(stoneShapes.slice(0, 4)),
    carat: pick([30, 50, 75, 100, 101, 150, 200, 250, 301]),
    color: pick(stoneColours),
    clarity: pick(stoneClarities),
    cut: next() < 0.15 ? null : pick(stoneCuts),
    cost: pick([1_500_000, 4_999_900, 5_000_000, 12_345_600, 25_000_000, 80_000_000]) + (next() < 0.5 ? 0 : i * 100),
    state: next() < 0.8 ? 'available' : pick(['on_hold', 'sold', 'unlisted'] as const),
    createDate: new Date(base + Math.floor(next() * 20) * 3_600_000),
  }));
  for (const row of rows) {
    const [inserted] = await queryRows<StoneIdRow>(
      t.database.db,
      sql`insert into stones (sku, stone_category_id, stone_shape_id, carat, color, clarity, cut, cost, state, create_date)
          values (${row.sku}, (select id from stone_categories where name = ${row.category}),
                  (select id from stone_shapes where name = ${row.shape}), ${row.carat}, ${row.color}, ${row.clarity},
                  ${row.cut}, ${row.cost}, ${row.state}, ${row.createDate.toISOString()})
          returning id`,
    );
    inventory.push({ ...row, id: inserted!.id } as Stone);
  }
  t.app.referenceCache.drop();
});
afterAll(() => t.close());

interface Query {
  shapes?: string[];
  categories?: string[];
  colors?: string[];
  clarities?: string[];
  cuts?: string[];
  minCarat?: number;
  maxCarat?: number;
  minPrice?: number;
  maxPrice?: number;
  sort?: StoneSort;
  pageNo?: number;
  pageSize?: number;
  currency: Currency;
  /** Send the category under the original's misspelt key. */
  stonerCategory?: boolean;
}

function urlOf(q: Query): string {
  const params = new URLSearchParams({ currency: q.currency });
  if (q.shapes) params.set('stoneShapeName', q.shapes.join(','));
  if (q.categories) params.set(q.stonerCategory ? 'stonerCategory' : 'stoneCategoryName', q.categories.join(','));
  if (q.colors) params.set('colors', q.colors.join(','));
  if (q.clarities) params.set('clarities', q.clarities.join(','));
  if (q.cuts) params.set('cuts', q.cuts.join(','));
  if (q.minCarat !== undefined) params.set('minCarats', String(q.minCarat));
  if (q.maxCarat !== undefined) params.set('maxCarats', String(q.maxCarat));
  if (q.minPrice !== undefined) params.set('minPrice', String(q.minPrice));
  if (q.maxPrice !== undefined) params.set('maxPrice', String(q.maxPrice));
  if (q.sort) params.set('sort', q.sort);
  if (q.pageNo) params.set('pageNo', String(q.pageNo));
  if (q.pageSize) params.set('pageSize', String(q.pageSize));
  return `/api/stone/for-customer?${params}`;
}

function priceOf(stone: Stone, currency: Currency) {
  const price = priceStone(stone.cost, rates);
  return currency === 'INR' ? price.inr : price.usd;
}

/** What the search should answer, worked out from the inventory alone. */
function oracle(q: Query): { ids: number[]; total: number } {
  const matching = inventory.filter(
    (s) =>
      s.state === 'available' &&
      (!q.shapes || q.shapes.includes(s.shape)) &&
      (!q.categories || q.categories.includes(s.category)) &&
      (!q.colors || q.colors.includes(s.color)) &&
      (!q.clarities || q.clarities.includes(s.clarity)) &&
      (!q.cuts || (s.cut !== null && q.cuts.includes(s.cut))) &&
      (q.minCarat === undefined || s.carat >= Math.round(q.minCarat * 100)) &&
      (q.maxCarat === undefined || s.carat <= Math.round(q.maxCarat * 100)) &&
      (q.minPrice === undefined || priceOf(s, q.currency).price >= toMinor(q.minPrice)) &&
      (q.maxPrice === undefined || priceOf(s, q.currency).price <= toMinor(q.maxPrice)),
  );
  const sort = q.sort ?? 'price-asc';
  const key: Record<StoneSort, (s: Stone) => number> = {
    'price-asc': (s) => s.cost,
    'price-desc': (s) => -s.cost,
    'carat-asc': (s) => s.carat,
    'carat-desc': (s) => -s.carat,
    newest: (s) => -s.createDate.getTime(),
  };
  const ascendingIds = sort === 'price-asc' || sort === 'carat-asc';
  matching.sort((a, b) => key[sort](a) - key[sort](b) || (ascendingIds ? a.id - b.id : b.id - a.id));
  const size = q.pageSize ?? STONE_PAGE_SIZE;
  const start = ((q.pageNo ?? 1) - 1) * size;
  return { ids: matching.slice(start, start + size).map((s) => s.id), total: matching.length };
}

async function search(q: Query): Promise<StoneCardPage> {
  const response = await t.app.inject({ url: urlOf(q) });
  expect(response.statusCode, `${urlOf(q)}: ${response.body}`).toBe(200);
  return response.json().data as StoneCardPage;
}

async function expectOracle(q: Query): Promise<number> {
  const page = await search(q);
  const expected = oracle(q);
  expect({ ids: page.records.map((r) => r.id), total: page.totalRecords }, urlOf(q)).toEqual(expected);
  for (const record of page.records) {
    const stone = inventory.find((s) => s.id === record.id)!;
    const price = priceOf(stone, q.currency);
    expect(record.price).toBe(price.price / 100);
    expect(record.listPrice).toBe(price.listPrice / 100);
    expect(record.currency).toBe(q.currency);
  }
  return page.records.length;
}

describe('the diamond search', () => {
  it('answers pages of 12 of the available stones, cheapest first, with their total', async () => {
    const page = await search({ currency: 'USD' });
    expect(page.records).toHaveLength(12);
    expect(page.totalRecords).toBe(inventory.filter((s) => s.state === 'available').length);
    await expectOracle({ currency: 'USD' });
    await expectOracle({ currency: 'INR', pageNo: 3 });
  });

  it('agrees with the oracle for every sort and many filter combinations, page after page', async () => {
    const next = random(7);
    const some = <T>(list: readonly T[]) => {
      const chosen = list.filter(() => next() < 0.4);
      return chosen.length > 0 && chosen.length < list.length ? [...chosen] : undefined;
    };
    const maybe = <T>(value: T) => (next() < 0.4 ? value : undefined);
    let answered = 0;
    for (let i = 0; i < 60; i++) {
      const currency: Currency = next() < 0.5 ? 'USD' : 'INR';
      const scale = currency === 'INR' ? 1 : 1 / 88;
      const q: Query = {
        currency,
        shapes: maybe(some(stoneShapes.slice(0, 4))),
        categories: maybe(some(stoneCategories)),
        colors: maybe(some(stoneColours)),
        clarities: maybe(some(stoneClarities)),
        cuts: maybe(some(stoneCuts)),
        minCarat: maybe([0.5, 0.75, 1, 1.01][Math.floor(next() * 4)]!),
        maxCarat: maybe([1, 1.5, 2.5, 3.01][Math.floor(next() * 4)]!),
        minPrice: maybe(Math.round(50_000 * scale)),
        maxPrice: maybe(Math.round(600_000 * scale)),
        sort: stoneSorts[i % stoneSorts.length],
        pageSize: [5, 7, 12][i % 3],
        stonerCategory: next() < 0.3,
      };
      if (q.minCarat !== undefined && q.maxCarat !== undefined && q.minCarat > q.maxCarat) delete q.minCarat;
      if ((await expectOracle(q)) > 0) answered += 1;
      await expectOracle({ ...q, pageNo: 2 });
    }
    // Most combinations find stones: the comparison is not between empty pages.
    expect(answered).toBeGreaterThan(30);
  });

  it('includes a stone priced exactly at the ceiling or the floor, and not one a cent beyond', async () => {
    const stone = inventory.find((s) => s.state === 'available' && s.cost === 12_345_600)!;
    for (const currency of ['USD', 'INR'] as const) {
      const price = priceOf(stone, currency).price / 100;
      const found = async (bounds: Partial<Query>) =>
        (await search({ currency, pageSize: 60, shapes: [stone.shape], ...bounds })).records.some(
          (r) => r.id === stone.id,
        );
      expect(await found({ maxPrice: price }), `${currency} max = price`).toBe(true);
      expect(await found({ maxPrice: Math.round((price - 0.01) * 100) / 100 }), `${currency} max below`).toBe(false);
      expect(await found({ minPrice: price }), `${currency} min = price`).toBe(true);
      expect(await found({ minPrice: Math.round((price + 0.01) * 100) / 100 }), `${currency} min above`).toBe(false);
      await expectOracle({ currency, maxPrice: price, sort: 'price-desc' });
      await expectOracle({ currency, minPrice: price });
    }
  });

  it('reads the currency from the cookie, accepts a range given upside down and answers past the last page', async () => {
    const viaCookie = await t.app.inject({ url: '/api/stone/for-customer', headers: { cookie: 'currency=INR' } });
    expect(viaCookie.json().data.currency).toBe('INR');
    expect((await t.app.inject({ url: '/api/stone/for-customer' })).json().data.currency).toBe('USD');
    const upsideDown = await search({ currency: 'USD', minCarat: 2, maxCarat: 1 });
    expect(upsideDown.totalRecords).toBe(oracle({ currency: 'USD', minCarat: 1, maxCarat: 2 }).total);
    const past = await search({ currency: 'USD', pageNo: 500 });
    expect(past.records).toEqual([]);
    expect(past.totalRecords).toBe(inventory.filter((s) => s.state === 'available').length);
    const nothing = await search({ currency: 'USD', minPrice: 999_999_999 });
    expect(nothing).toEqual({ records: [], totalRecords: 0, currency: 'USD' });
  });

  it('accepts names in any case and feed codes, and refuses unknown ones with the list', async () => {
    const codes = await search({ currency: 'USD', shapes: ['rd', 'OVAL'], cuts: ['ex'] });
    const names = await search({ currency: 'USD', shapes: ['Round', 'Oval'], cuts: ['Excellent'] });
    expect(codes).toEqual(names);
    const cases: [string, string][] = [
      ['colors=Z', 'colors: Z: must be one of D, E, F, G, H, I, J, K'],
      ['minCarats=lots', 'minCarats: must be a number'],
      ['sort=cheapest', expect.stringMatching(/^sort: /) as never],
      ['pageSize=500', expect.stringMatching(/^pageSize: /) as never],
    ];
    for (const [query, message] of cases) {
      const response = await t.app.inject({ url: `/api/stone/for-customer?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errorMessages, query).toEqual([message]);
    }
  });

  it('answers the same from the in-memory index as from the database, and leaves out a stone sold since the index was built', async () => {
    const db = t.database.db;
    const index = new StoneSearchIndex(await loadStoneSearchEntries(db));
    const requests = [
      { filters: {}, sort: 'price-asc' as const, pageNo: 1 },
      {
        filters: { stoneShapes: ['Round', 'Oval'], colors: ['D', 'E', 'F', 'G'] },
        sort: 'carat-desc' as const,
        pageNo: 2,
      },
      {
        filters: { stoneCategories: ['Moissanite'], minCarat: 0.5, maxPrice: 9000 },
        sort: 'newest' as const,
        pageNo: 1,
      },
      { filters: { cuts: ['Ideal', 'Excellent'], minPrice: 500 }, sort: 'price-desc' as const, pageNo: 3 },
    ];
    for (const request of requests) {
      const full = { ...request, pageSize: 12, currency: 'USD' as const };
      const fromDatabase = await listStonesForCustomer(db, full, rates, null);
      expect(fromDatabase.totalRecords, JSON.stringify(request)).toBeGreaterThan(0);
      expect(await listStonesForCustomer(db, full, rates, index), JSON.stringify(request)).toEqual(fromDatabase);
    }
    const first = await listStonesForCustomer(db, { ...requests[0]!, pageSize: 12, currency: 'USD' }, rates, index);
    const sold = first.records[0]!;
    await queryRows(db, sql`update stones set state = 'sold' where id = ${sold.id}`);
    try {
      const after = await listStonesForCustomer(db, { ...requests[0]!, pageSize: 12, currency: 'USD' }, rates, index);
      expect(after.records.map((card) => card.id)).toEqual(first.records.slice(1).map((card) => card.id));
    } finally {
      await queryRows(db, sql`update stones set state = 'available' where id = ${sold.id}`);
    }
  });

  it('keeps its index through jewellery changes, and rebuilds it after a stone change', async () => {
    const cache = t.app.referenceCache;
    const stonesBefore = cache.generationOf('stones');
    const catalogueBefore = cache.generationOf('catalogue');
    // A metal rate moves every jewellery price: the catalogue's answers go, the stones' stay.
    const rate = await t.app.inject({
      method: 'PUT',
      url: '/api/metal',
      headers: { cookie: await t.cookieFor('Admin') },
      payload: { name: 'Platinum', pricePerUnit: 3_333, labour: 444 },
    });
    expect(rate.statusCode).toBe(200);
    await cache.sync();
    expect(cache.generationOf('catalogue')).toBeGreaterThan(catalogueBefore);
    expect(cache.generationOf('stones')).toBe(stonesBefore);
    const stone = inventory.find((s) => s.state === 'available')!;
    const unlisted = await t.app.inject({
      method: 'PUT',
      url: `/api/stone/unlist/${stone.id}`,
      headers: { cookie: await t.cookieFor('StoneManager') },
    });
    expect(unlisted.statusCode).toBe(200);
    await cache.sync();
    expect(cache.generationOf('stones')).toBeGreaterThan(stonesBefore);
    const relisted = await t.app.inject({
      method: 'PUT',
      url: `/api/stone/relist/${stone.id}`,
      headers: { cookie: await t.cookieFor('StoneManager') },
    });
    expect(relisted.statusCode).toBe(200);
  });
});
