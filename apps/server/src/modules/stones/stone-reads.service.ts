import { createHash } from 'node:crypto';
import { goneEnvelope, successEnvelope } from '@facet/contracts/envelope';
import { type GoneStone, goneMessages, goneStone } from '@facet/contracts/gone-pages';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { mediaPath } from '@facet/contracts/media-sizes';
import { type Currency, fromMinor } from '@facet/contracts/money';
import { type Actor, canEnter } from '@facet/contracts/permissions';
import { breakDownPrice, inCurrency, priceStone, type StoredPricingParameters } from '@facet/contracts/pricing';
import {
  costRangeForPrices,
  readStoneApiFilters,
  type StoneFilters,
  type StoneSort,
} from '@facet/contracts/stone-filters';
import type { StoneCustomerQuery } from '@facet/contracts/stone-customer-query';
import {
  lengthToWidthRatio,
  type StoneCard,
  stoneCardPage,
  type StoneCardPage,
  type StoneDetail,
  stoneDetail,
  type StoneIdParams,
  type StoneListQuery,
  type StoneListRecord,
  stoneName,
  type StoneRecord,
  stoneSitemapEntry,
  type StoneSkuParams,
} from '@facet/contracts/stones';
import { z } from '@facet/contracts/zod';
import { type Database, queryRows, queryRowsPrepared } from '@facet/db/client';
import { intArray, startsWith, textArray } from '@facet/db/sql-helpers';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type SQL, sql } from 'drizzle-orm';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import type { ReferenceCache } from '../../lib/reference-cache.ts';
import { cachedPricingParameters, loadPricingParameters } from '../pricing/repricing.service.ts';
import {
  fullStoneColumns,
  type FullStoneRow,
  gradingOf,
  measurementsOf,
  stoneColumns,
  stoneJoins,
  stoneListFilters,
  type StoneRow,
} from './stone-rows.ts';
import type { StoneSearchIndex } from './stone-search-index.ts';
import { stoneSearchCriteria, stoneSearchIndexes } from './stone-search.service.ts';

/*
 * Reads of loose stones: the back-office list and record (Stones area), and the storefront's
 * diamond search, stone pages and sitemap (public). A stone's shown price is never stored: it
 * is its cost through the pricing chain every stone shares (decision 009), computed here per
 * row from the current pricing parameters. Price filters and sorts become cost filters and
 * sorts, since a price only grows with its cost.
 *
 * Carats, millimetres and percentages are stored in hundredths; cost in paise.
 */

const NOT_FOUND = 'There is no such stone.';

/** Who may see an unlisted stone's page: the staff who may edit it. */
function seesUnlisted(actor: Actor | null): boolean {
  return canEnter(actor?.role, 'stones');
}

const isoDate = (value: Date | string) => new Date(value).toISOString();

/**
 * Which of these stones are in an order (any state): such a stone cannot be deleted, and its
 * stock number cannot change (the order names it).
 */
export async function stonesInOrders(db: Database, stoneIds: readonly number[]): Promise<Set<number>> {
  if (stoneIds.length === 0) return new Set();
  const rows = await queryRows<{ stone_id: number }>(
    db,
    sql`select distinct stone_id from order_lines where stone_id = any(${intArray(stoneIds)}::int[])`,
  );
  return new Set(rows.map((row) => row.stone_id));
}

interface StonePicture {
  id: string;
  url: string;
  width: number;
  height: number;
}

/** The pictures of some stones, in their order, by stone id. */
export async function listStoneMedia(db: Database, stoneIds: readonly number[]): Promise<Map<number, StonePicture[]>> {
  const result = new Map<number, StonePicture[]>();
  if (stoneIds.length === 0) return result;
  const rows = await queryRows<{ stone_id: number; id: string; key: string; width: number; height: number }>(
    db,
    sql`select sm.stone_id, m.id, m.key, m.width, m.height
          from stone_media sm join media m on m.id = sm.media_id
         where sm.stone_id = any(${intArray(stoneIds)}::int[])
         order by sm.stone_id, sm.position, m.create_date`,
  );
  for (const row of rows) {
    const list = result.get(row.stone_id) ?? [];
    list.push({ id: row.id, url: mediaPath(row.key), width: row.width, height: row.height });
    result.set(row.stone_id, list);
  }
  return result;
}

/** GET /api/stone/id/{id}: a stone as staff edit it, with its cost and what it sells at today. */
export async function getStoneById(db: Database, input: StoneIdParams): Promise<StoneRecord> {
  const [row] = await queryRows<FullStoneRow>(
    db,
    sql`select ${stoneColumns}, ${fullStoneColumns} from stones s ${stoneJoins} where s.id = ${input.id}`,
  );
  if (!row) throw new AppError('not-found', NOT_FOUND);
  const rates = await loadPricingParameters(db);
  const pictures = await listStoneMedia(db, [row.id]);
  const inOrders = await stonesInOrders(db, [row.id]);
  const cost = Number(row.cost);
  const price = priceStone(cost, rates);
  const grading = gradingOf(row);
  return {
    id: row.id,
    sku: row.sku,
    name: stoneName(grading),
    ...grading,
    ...measurementsOf(row),
    lengthToWidthRatio: lengthToWidthRatio(row.length, row.width),
    price: fromMinor(cost),
    sellingPrice: { inr: fromMinor(price.inr.price), usd: fromMinor(price.usd.price) },
    state: row.state,
    isInOrder: inOrders.has(row.id),
    productMedias: pictures.get(row.id) ?? [],
    createDate: isoDate(row.create_date),
    updateDate: isoDate(row.update_date),
  };
}

/** ORDER BY of a stone sort over the alias given; the id breaks ties, so pages never overlap. */
function stoneOrder(sort: StoneSort, alias: string): SQL {
  const t = sql.raw(alias);
  switch (sort) {
    case 'price-asc':
      return sql`${t}.cost asc, ${t}.id asc`;
    case 'price-desc':
      return sql`${t}.cost desc, ${t}.id desc`;
    case 'carat-asc':
      return sql`${t}.carat asc, ${t}.id asc`;
    case 'carat-desc':
      return sql`${t}.carat desc, ${t}.id desc`;
    case 'newest':
      return sql`${t}.create_date desc, ${t}.id desc`;
  }
}

/** GET /api/stone: the back-office list — every state, searched by stock or certificate number. */
export async function listStones(
  db: Database,
  query: StoneListQuery,
): Promise<{ records: StoneListRecord[]; totalRecords: number }> {
  const where = stoneListFilters(query);
  const rows = await queryRows<
    StoneRow & { certificate_number: string | null; update_date: Date | string; total: string | number }
  >(
    db,
    sql`select ${stoneColumns}, s.certificate_number, s.update_date, count(*) over () as total
          from stones s ${stoneJoins}
         where ${where}
         order by ${stoneOrder(query.sort, 's')}
         limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
  );
  let totalRecords = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && query.pageNo > 1) {
    const [count] = await queryRows<{ total: string | number }>(
      db,
      sql`select count(*) as total from stones s ${stoneJoins} where ${where}`,
    );
    totalRecords = Number(count?.total ?? 0);
  }
  const rates = await loadPricingParameters(db);
  const pictures = await listStoneMedia(
    db,
    rows.map((row) => row.id),
  );
  return {
    totalRecords,
    records: rows.map((row) => ({
      id: row.id,
      sku: row.sku,
      ...gradingOf(row),
      certificateNumber: row.certificate_number,
      price: fromMinor(Number(row.cost)),
      sellingPrice: fromMinor(priceStone(Number(row.cost), rates).inr.price),
      state: row.state,
      image: pictures.get(row.id)?.[0]?.url ?? null,
      updateDate: isoDate(row.update_date),
    })),
  };
}

/* ------------------------------------------------------------------------------------------ */
/* The storefront's diamond search                                                           */
/* ------------------------------------------------------------------------------------------ */

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

interface SearchRow extends StoneRow {
  image_key: string | null;
  image_width: number | null;
  image_height: number | null;
  total: string | number;
}

function cardOf(row: SearchRow, rates: StoredPricingParameters, currency: Currency): StoneCard {
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

const SIMILAR_COUNT = 8;

/** The stone that similar stones are near to: its shape, category, carat (hundredths) and cost (paise). */
interface NearTo {
  id: number;
  shapeId: number;
  categoryId: number;
  carat: number;
  cost: number;
}

/** Rows of available stones of the stone's shape and category (not the stone), with their first picture. */
function similarCandidates(stone: NearTo, condition: SQL, order: SQL, limit: number): SQL {
  return sql`select ${stoneColumns}, pic.key as image_key, pic.width as image_width, pic.height as image_height, 0 as total
          from stones s ${stoneJoins}
          left join lateral (select m.key, m.width, m.height
                               from stone_media sm join media m on m.id = sm.media_id
                              where sm.stone_id = s.id
                              order by sm.position, m.create_date limit 1) pic on true
         where s.state = 'available' and s.stone_shape_id = ${stone.shapeId}
           and s.stone_category_id = ${stone.categoryId} and s.id <> ${stone.id} and ${condition}
         order by ${order}
         limit ${limit}::int`;
}

/**
 * How far a stone is from another, the one definition of "nearest" for similar stones and a gone
 * stone's alternatives: the relative difference in carat plus the relative difference in price
 * (|carat − c| / c + |price − p| / p). A stone's price is its cost times factors every stone
 * shares (decision 009), so the relative difference in price is that in cost. Ties go to the
 * lower id.
 */
function distanceFrom(stone: NearTo): SQL {
  const carat = Math.max(stone.carat, 1);
  const cost = Math.max(stone.cost, 1);
  return sql`abs(s.carat - ${stone.carat}::int)::float8 / ${carat}::int
             + abs(s.cost - ${stone.cost}::bigint)::float8 / ${cost}::bigint, s.id`;
}

/**
 * Up to eight available stones like this one: same shape and category, nearest first
 * (`distanceFrom`). Those within half to twice the price come first, so the (shape, cost)
 * index bounds the work on a large inventory; when fewer than eight are there, the stones
 * nearest in price outside that band (eight cheaper, eight dearer: two index walks) fill the
 * list, nearest first, so a stone of an unusual size or price still has alternatives.
 */
async function listSimilarStones(
  db: Database,
  stone: NearTo,
  rates: StoredPricingParameters,
  currency: Currency,
): Promise<StoneCard[]> {
  const low = Math.floor(stone.cost / 2);
  const high = stone.cost * 2;
  const near = await queryRows<SearchRow>(
    db,
    similarCandidates(
      stone,
      sql`s.cost between ${low}::bigint and ${high}::bigint`,
      distanceFrom(stone),
      SIMILAR_COUNT,
    ),
  );
  let rows = near;
  if (near.length < SIMILAR_COUNT) {
    const outside = await queryRows<SearchRow>(
      db,
      sql`select * from (
            (${similarCandidates(stone, sql`s.cost < ${low}::bigint`, sql`s.cost desc, s.id`, SIMILAR_COUNT)})
            union all
            (${similarCandidates(stone, sql`s.cost > ${high}::bigint`, sql`s.cost asc, s.id`, SIMILAR_COUNT)})
          ) s
          order by ${distanceFrom(stone)}
          limit ${SIMILAR_COUNT - near.length}::int`,
    );
    rows = [...near, ...outside];
  }
  return rows.map((row) => cardOf(row, rates, currency));
}

/**
 * A stone page (GET /api/stone/sku/{sku}), whatever its state: the stock number in any case.
 * `detail` is the page — its price with the breakdown (the stone's value and the tax, adding up
 * to the price), its pictures and similar stones — for a stone on sale or on hold, and for an
 * unlisted one (staff only: the caller decides). `gone` is what a sold stone's page answers to
 * everyone, and an unlisted one's to everyone but staff: 410 with the stone and its alternatives
 * (the similar stones).
 */
export interface StonePageResult {
  detail: StoneDetail | null;
  gone: GoneStone | null;
}

export async function getStoneBySku(
  db: Database,
  input: StoneSkuParams & { currency: Currency },
  rates?: StoredPricingParameters,
): Promise<StonePageResult> {
  const [row] = await queryRows<FullStoneRow & { stone_shape_id: number; stone_category_id: number }>(
    db,
    sql`select ${stoneColumns}, ${fullStoneColumns}, s.stone_shape_id, s.stone_category_id
          from stones s ${stoneJoins}
         where lower(s.sku) = lower(${input.sku})`,
  );
  if (!row) throw new AppError('not-found', NOT_FOUND);
  const parameters = rates ?? (await loadPricingParameters(db));
  const cost = Number(row.cost);
  const pictures = (await listStoneMedia(db, [row.id])).get(row.id) ?? [];
  const similar = await listSimilarStones(
    db,
    { id: row.id, shapeId: row.stone_shape_id, categoryId: row.stone_category_id, carat: row.carat, cost },
    parameters,
    input.currency,
  );
  const grading = gradingOf(row);
  const first = pictures[0];
  const image = first ? { url: first.url, width: first.width, height: first.height } : null;
  const name = stoneName(grading);
  const gone: GoneStone | null =
    row.state === 'sold' || row.state === 'unlisted'
      ? {
          kind: 'stone',
          reason: row.state,
          stone: {
            sku: row.sku,
            name,
            stoneCategory: grading.stoneCategory,
            stoneShape: grading.stoneShape,
            carat: grading.carat,
            color: grading.color,
            clarity: grading.clarity,
            cut: grading.cut,
            certificateLab: grading.certificateLab,
            image,
          },
          alternatives: similar,
          currency: input.currency,
        }
      : null;
  // Nobody sees a sold stone's page: it cannot come back.
  if (row.state === 'sold') return { detail: null, gone };
  const { price, lines } = breakDownPrice(
    { weightMg: 0, metal: { pricePerUnit: 0, labour: 0 }, stoneCost: cost },
    parameters,
    0,
    input.currency,
  );
  const listPrice = inCurrency(priceStone(cost, parameters), input.currency).listPrice;
  return {
    gone,
    detail: {
      id: row.id,
      sku: row.sku,
      name,
      ...grading,
      ...measurementsOf(row),
      lengthToWidthRatio: lengthToWidthRatio(row.length, row.width),
      price: fromMinor(price),
      listPrice: fromMinor(listPrice),
      currency: input.currency,
      image,
      // An unlisted stone is only ever shown to staff, who see it as it would be when relisted.
      state: row.state,
      breakdown: { stones: fromMinor(lines.stones), tax: fromMinor(lines.tax) },
      productMedias: pictures,
      similar,
    },
  };
}

/** The most stone pages the sitemap lists (one sitemap file's limit). */
export const STONE_SITEMAP_LIMIT = 50_000;

/** GET /api/stone/sitemap: the stock number and last change of available stones, newest first, bounded. */
export async function listStoneSitemap(db: Database): Promise<{ sku: string; updateDate: string }[]> {
  const rows = await queryRows<{ sku: string; update_date: Date | string }>(
    db,
    sql`select s.sku, s.update_date from stones s
         where s.state = 'available'
         order by s.create_date desc, s.id desc
         limit ${STONE_SITEMAP_LIMIT}`,
  );
  return rows.map((row) => ({ sku: row.sku, updateDate: isoDate(row.update_date) }));
}

/* ------------------------------------------------------------------------------------------ */
/* Cached answers                                                                             */
/* ------------------------------------------------------------------------------------------ */

/** The answers of the cached routes: their routes declare these as their response schemas. */
export const stoneAnswers = {
  cardPage: envelopeSchema(stoneCardPage),
  sitemap: envelopeSchema(z.array(stoneSitemapEntry)),
  stonePage: envelopeSchema(stoneDetail),
  goneStonePage: envelopeSchema(goneStone),
} as const;

const serialise = {
  cardPage: serializerCompiler({ schema: stoneAnswers.cardPage, method: 'GET', url: '/api/stone/for-customer' }),
  sitemap: serializerCompiler({ schema: stoneAnswers.sitemap, method: 'GET', url: '/api/stone/sitemap' }),
  stonePage: serializerCompiler({ schema: stoneAnswers.stonePage, method: 'GET', url: '/api/stone/sku/:sku' }),
  goneStonePage: serializerCompiler({ schema: stoneAnswers.goneStonePage, method: 'GET', url: '/api/stone/sku/:sku' }),
};

/** A serialised answer and its status: the page (200) or the gone page's data (410). */
export interface SerialisedAnswer {
  statusCode: 200 | 410;
  body: string;
}

export interface StoneReads {
  /** GET /api/stone/for-customer, serialised. */
  cardPage(db: Database, input: StoneCustomerQuery & { currency: Currency }): Promise<string>;
  /** GET /api/stone/sitemap, serialised. */
  sitemap(db: Database): Promise<string>;
  /**
   * GET /api/stone/sku/{sku}, serialised: 200 with the page, or 410 with the stone and its
   * alternatives for a sold stone, and for an unlisted one unless the actor is staff.
   */
  stonePage(
    db: Database,
    input: StoneSkuParams & { currency: Currency },
    actor: Actor | null,
  ): Promise<SerialisedAnswer>;
}

/**
 * The storefront's stone reads, kept in the reference cache's 'stones' group (dropped by any
 * stone change, not by product changes). The pricing parameters they are computed with are
 * part of every key, read from the cache's 'pricing' group: a pricing change is seen at once
 * though no stone row changes with it.
 */
export function stoneReads(cache: ReferenceCache, log?: (error: unknown) => void): StoneReads {
  const indexes = stoneSearchIndexes(cache, log);
  const rates = (db: Database) => cachedPricingParameters(cache, db);
  const ratesKey = (r: StoredPricingParameters) => `${r.conversion}/${r.charge}/${r.shopDiscount}/${r.profitRate}`;
  return {
    async cardPage(db, input) {
      const parameters = await rates(db);
      const request: StoneSearchRequest = {
        filters: stoneFiltersOfQuery(input),
        sort: input.sort,
        pageNo: input.pageNo,
        pageSize: input.pageSize,
        currency: input.currency,
      };
      return cache.get(`stones:search:${ratesKey(parameters)}:${JSON.stringify(request)}`, async () =>
        serialise.cardPage(
          successEnvelope(await listStonesForCustomer(db, request, parameters, await indexes.current(db))),
        ),
      );
    },

    async sitemap(db) {
      return cache.get('stones:sitemap', async () => serialise.sitemap(successEnvelope(await listStoneSitemap(db))));
    },

    async stonePage(db, input, actor) {
      const parameters = await rates(db);
      const sku = input.sku.toLowerCase();
      const found = await cache.get(`stones:page:${ratesKey(parameters)}:${input.currency}:${sku}`, async () => {
        const { detail, gone } = await getStoneBySku(db, { sku, currency: input.currency }, parameters);
        return {
          page: detail ? serialise.stonePage(successEnvelope(detail)) : null,
          gone: gone ? serialise.goneStonePage(goneEnvelope(gone, goneMessages.stone)) : null,
          // Staff see an unlisted stone's page as it would be when relisted.
          isUnlisted: detail?.state === 'unlisted',
        };
      });
      if (found.page !== null && (!found.isUnlisted || seesUnlisted(actor)))
        return { statusCode: 200, body: found.page };
      if (found.gone !== null) return { statusCode: 410, body: found.gone };
      throw new AppError('not-found', NOT_FOUND);
    },
  };
}
