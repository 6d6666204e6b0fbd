import { createHash } from 'node:crypto';
import { mediaPath } from '@facet/contracts/media-sizes';
import { type Currency, fromMinor } from '@facet/contracts/money';
import { inCurrency, priceStone, type StoredPricingParameters } from '@facet/contracts/pricing';
import {
  costRangeForPrices,
  readStoneApiFilters,
  type StoneFilters,
  type StoneSort,
} from '@facet/contracts/stone-filters';
import type { StoneCustomerQuery } from '@facet/contracts/stone-customer-query';
import { lengthToWidthRatio, type StoneCard, type StoneCardPage, stoneName } from '@facet/contracts/stones';
import { type Database, queryRows, queryRowsPrepared } from '@facet/db/client';
import { intArray, startsWith, textArray } from '@facet/db/sql-helpers';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type SQL, sql } from 'drizzle-orm';
import { loadPricingParameters } from '../pricing/repricing.service.ts';
import { gradingOf, stoneColumns, stoneJoins, stoneOrder, type StoneRow } from './stone-rows.ts';
import type { StoneSearchIndex } from './stone-search-index.ts';
import { stoneSearchCriteria } from './stone-search.service.ts';

/*
 * The storefront's diamond search (GET /api/stone/for-customer): a page of available stones
 * matching the filters, as cards priced in the shopper's currency, with the total — from the
 * diamond search index when it is built (decision 011), else one SQL statement; the same
 * statement bare for the benchmark; and the global search's stone reads (ids by filters or by
 * stock or certificate number, cards by id). A stone's shown price is never stored: it is its
 * cost through the pricing chain every stone shares (decision 009), computed here per row from
 * the current pricing parameters. Price filters and sorts become cost filters and sorts, since
 * a price only grows with its cost.
 *
 * Carats, millimetres and percentages are stored in hundredths; cost in paise.
 */

/** Costs in paise: what a price range in the shopper's currency becomes (`costRangeForPrices`). */
export interface CostRange {
  minCost?: number;
  maxCost?: number;
}

export interface StonePage {
  pageNo: number;
  pageSize: number;
}

/**
 * The WHERE of the diamond search over `stones s`. `state = 'available'` is written as a
 * literal so that the partial indexes (all `where state = 'available'`) apply to the prepared
 * statement's generic plan; lists are one array parameter each, so the statement's text depends
 * only on which filters are present, never on their values (one prepared statement per shape).
 * Category and shape names become ids through an initplan, evaluated once, so the
 * (shape, cost) index can be used with the ids as its condition.
 */
function searchConditions(filters: StoneFilters, costRange: CostRange): SQL {
  const conditions: SQL[] = [sql`s.state = 'available'`];
  if (filters.stoneShapes?.length) {
    conditions.push(
      sql`s.stone_shape_id = any(array(select id from stone_shapes where name = any(${textArray(filters.stoneShapes)}::text[])))`,
    );
  }
  if (filters.stoneCategories?.length) {
    conditions.push(
      sql`s.stone_category_id = any(array(select id from stone_categories where name = any(${textArray(filters.stoneCategories)}::text[])))`,
    );
  }
  if (filters.colors?.length) conditions.push(sql`s.color = any(${textArray(filters.colors)}::text[])`);
  if (filters.clarities?.length) conditions.push(sql`s.clarity = any(${textArray(filters.clarities)}::text[])`);
  if (filters.cuts?.length) conditions.push(sql`s.cut = any(${textArray(filters.cuts)}::text[])`);
  if (filters.minCarat !== undefined) conditions.push(sql`s.carat >= ${Math.round(filters.minCarat * 100)}::int`);
  if (filters.maxCarat !== undefined) conditions.push(sql`s.carat <= ${Math.round(filters.maxCarat * 100)}::int`);
  if (costRange.minCost !== undefined) conditions.push(sql`s.cost >= ${costRange.minCost}::bigint`);
  if (costRange.maxCost !== undefined) conditions.push(sql`s.cost <= ${costRange.maxCost}::bigint`);
  return sql.join(conditions, sql` and `);
}

/**
 * The diamond search's one statement: a page of available stones matching the filters, in the
 * sort's order (id breaking ties), each with its first picture, and the number of all matching
 * stones. Price filters arrive as a cost range (`costRangeForPrices`); `filters.minPrice` and
 * `maxPrice` are not read here. The page is an index walk on the sort's partial index (cost,
 * carat or newest) and the count a separate scan of the most selective one, so each reads
 * little. Prices are computed by the caller from `cost`.
 */
export function stoneSearchQuery(filters: StoneFilters, sort: StoneSort, page: StonePage, costRange: CostRange): SQL {
  const where = searchConditions(filters, costRange);
  return sql`
    with page as (
      select s.id, s.sku, s.stone_category_id, s.growth_method, s.stone_shape_id, s.carat, s.color, s.clarity, s.cut, s.polish,
             s.symmetry, s.fluorescence, s.certificate_lab, s.length, s.width, s.cost, s.state, s.create_date
        from stones s
       where ${where}
       order by ${stoneOrder(sort, 's')}
       limit ${page.pageSize}::int offset ${(page.pageNo - 1) * page.pageSize}::int
    )
    select s.id, s.sku, sc.name as stone_category, s.growth_method, ss.name as stone_shape, s.carat, s.color, s.clarity, s.cut,
           s.polish, s.symmetry, s.fluorescence, s.certificate_lab, s.length, s.width, s.cost, s.state,
           pic.key as image_key, pic.width as image_width, pic.height as image_height,
           (select count(*) from stones s where ${where}) as total
      from page s
      ${stoneJoins}
      left join lateral (select m.key, m.width, m.height
                           from stone_media sm join media m on m.id = sm.media_id
                          where sm.stone_id = s.id
                          order by sm.position, m.create_date limit 1) pic on true
     order by ${stoneOrder(sort, 's')}`;
}

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * The same statement as text and values, named as a prepared statement: what a benchmark runs
 * bare through `pg` (`pool.query({ name, text, values })`) to compare with the API.
 */
export function stoneSearchStatement(
  filters: StoneFilters,
  sort: StoneSort,
  page: StonePage,
  costRange: CostRange,
): { name: string; text: string; values: unknown[] } {
  const { sql: text, params } = dialect.sqlToQuery(stoneSearchQuery(filters, sort, page, costRange));
  return { name: `stones_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text, values: params };
}

export interface SearchRow extends StoneRow {
  image_key: string | null;
  image_width: number | null;
  image_height: number | null;
  total: string | number;
}

export function cardOf(row: SearchRow, rates: StoredPricingParameters, currency: Currency): StoneCard {
  const grading = gradingOf(row);
  const price = inCurrency(priceStone(Number(row.cost), rates), currency);
  return {
    id: row.id,
    sku: row.sku,
    name: stoneName(grading),
    ...grading,
    lengthToWidthRatio: lengthToWidthRatio(row.length, row.width),
    price: fromMinor(price.price),
    listPrice: fromMinor(price.listPrice),
    currency,
    image:
      row.image_key === null
        ? null
        : { url: mediaPath(row.image_key), width: row.image_width ?? 0, height: row.image_height ?? 0 },
  };
}

export interface StoneSearchRequest {
  filters: StoneFilters;
  sort: StoneSort;
  pageNo: number;
  pageSize: number;
  currency: Currency;
}

/**
 * The for-customer query as normalised filters: the Stone filters' own keys, with the
 * original's `stonerCategory` standing for `stoneCategoryName` (one of them is enough).
 */
export function stoneFiltersOfQuery(query: StoneCustomerQuery): StoneFilters {
  const params = new URLSearchParams();
  const lists: [string, string[] | undefined][] = [
    ['stoneShapeName', query.stoneShapeName],
    ['stoneCategoryName', query.stoneCategoryName ?? query.stonerCategory],
    ['colors', query.colors],
    ['clarities', query.clarities],
    ['cuts', query.cuts],
  ];
  for (const [key, names] of lists) if (names?.length) params.set(key, names.join(','));
  const numbers: [string, number | undefined][] = [
    ['minCarats', query.minCarats],
    ['maxCarats', query.maxCarats],
    ['minPrice', query.minPrice],
    ['maxPrice', query.maxPrice],
  ];
  for (const [key, value] of numbers) if (value !== undefined) params.set(key, String(value));
  return readStoneApiFilters(params);
}

/**
 * GET /api/stone/for-customer: a page of available stones with their prices in the shopper's
 * currency and the total. `rates` are the pricing parameters the prices are computed with (the
 * caller's cached copy); read here when absent.
 */
export async function listStonesForCustomer(
  db: Database,
  request: StoneSearchRequest,
  rates?: StoredPricingParameters,
  index?: StoneSearchIndex | null,
): Promise<StoneCardPage> {
  const parameters = rates ?? (await loadPricingParameters(db));
  const empty = { records: [], totalRecords: 0, currency: request.currency };
  const costRange = costRangeForPrices(request.filters, request.currency, parameters);
  if (costRange === null) return empty;
  const page = { pageNo: request.pageNo, pageSize: request.pageSize };
  if (index) {
    const found = index.search(
      stoneSearchCriteria(request.filters, costRange),
      request.sort,
      (page.pageNo - 1) * page.pageSize,
      page.pageSize,
    );
    const rows = await listSearchRowsById(db, found.ids);
    return {
      currency: request.currency,
      totalRecords: found.total,
      records: rows.map((row) => cardOf(row, parameters, request.currency)),
    };
  }
  const rows = await queryRowsPrepared<SearchRow>(db, stoneSearchQuery(request.filters, request.sort, page, costRange));
  let totalRecords = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && request.pageNo > 1) {
    const [count] = await queryRows<{ total: string | number }>(
      db,
      sql`select count(*) as total from stones s where ${searchConditions(request.filters, costRange)}`,
    );
    totalRecords = Number(count?.total ?? 0);
  }
  return {
    currency: request.currency,
    totalRecords,
    records: rows.map((row) => cardOf(row, parameters, request.currency)),
  };
}

/**
 * The page's stones, in the order of `ids`: read from the database, so a stone that stopped
 * being available since the search index was built is left out rather than shown.
 */
async function listSearchRowsById(db: Database, ids: readonly number[]): Promise<SearchRow[]> {
  if (ids.length === 0) return [];
  const rows = await queryRowsPrepared<SearchRow>(
    db,
    sql`select ${stoneColumns}, pic.key as image_key, pic.width as image_width, pic.height as image_height, 0 as total
          from stones s
          ${stoneJoins}
          left join lateral (select m.key, m.width, m.height
                               from stone_media sm join media m on m.id = sm.media_id
                              where sm.stone_id = s.id
                              order by sm.position, m.create_date limit 1) pic on true
         where s.id = any(${intArray(ids)}::int[]) and s.state = 'available'`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The ids of available stones matching the filters, in the sort's order, places [offset,
 * offset + limit), and how many match: from the diamond search index when it is built, else
 * from the database. For the global search, which pages through stones after products.
 */
export async function findStoneIds(
  db: Database,
  filters: StoneFilters,
  sort: StoneSort,
  range: { offset: number; limit: number },
  index: StoneSearchIndex | null,
): Promise<{ ids: number[]; total: number }> {
  if (index) return index.search(stoneSearchCriteria(filters, {}), sort, range.offset, range.limit);
  const where = searchConditions(filters, {});
  const [ids, [count]] = await Promise.all([
    range.limit === 0
      ? Promise.resolve([])
      : queryRows<{ id: number }>(
          db,
          sql`select s.id from stones s where ${where}
               order by ${stoneOrder(sort, 's')} limit ${range.limit}::int offset ${range.offset}::int`,
        ),
    queryRows<{ total: string | number }>(db, sql`select count(*) as total from stones s where ${where}`),
  ]);
  return { ids: ids.map((row) => row.id), total: Number(count?.total ?? 0) };
}

/** Stones found by one number are few; a beginning shared by more is shown this far. */
const NUMBER_MATCH_LIMIT = 200;

/**
 * Available stones whose stock number or certificate number is `number` or starts with it
 * (any case): exact ones first, then by stock number. At most NUMBER_MATCH_LIMIT of them.
 */
export async function findStonesByNumber(db: Database, number: string): Promise<{ id: number; exact: boolean }[]> {
  const start = number.toLowerCase();
  // Each branch walks its prefix index (text_pattern_ops, hence `using ~<~`) in order and stops
  // at the limit: a beginning ("LG-2") shared by a hundred thousand stones reads 200 rows.
  // The exact number, the shortest with its beginning, is always among them.
  const rows = await queryRows<{ id: number; exact: boolean }>(
    db,
    sql`select id, bool_or(exact) as exact from (
          (select s.id, lower(s.sku) = ${start} as exact, lower(s.sku) as sku from stones s
            where s.state = 'available' and ${startsWith(sql`lower(s.sku)`, start)}
            order by lower(s.sku) using ~<~ limit ${NUMBER_MATCH_LIMIT}::int)
          union all
          (select s.id, lower(s.certificate_number) = ${start}, lower(s.sku) from stones s
            where s.state = 'available' and s.certificate_number is not null
              and ${startsWith(sql`lower(s.certificate_number)`, start)}
            order by lower(s.certificate_number) using ~<~ limit ${NUMBER_MATCH_LIMIT}::int)
        ) found
        group by id, sku
        order by bool_or(exact) desc, sku
        limit ${NUMBER_MATCH_LIMIT}::int`,
  );
  return rows.map((row) => ({ id: row.id, exact: row.exact }));
}

/** Available stones as cards, in the order of `ids` (one that stopped being available is left out). */
export async function stoneCardsByIds(
  db: Database,
  ids: readonly number[],
  rates: StoredPricingParameters,
  currency: Currency,
): Promise<StoneCard[]> {
  const rows = await listSearchRowsById(db, ids);
  return rows.map((row) => cardOf(row, rates, currency));
}
