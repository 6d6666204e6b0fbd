import { createHash } from 'node:crypto';
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
import type { Database } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { loadPricingParameters } from '../pricing/repricing.service.ts';
import {
  type CostRange,
  countMatchingStones,
  countSearchMatches,
  findMatchingStoneIds,
  findStonesStartingWith,
  listAvailableSearchRowsById,
  listSearchRows,
  searchConditions,
  type SearchRow,
  type StonePage,
  stoneSearchQuery,
} from './stone-listing.queries.ts';
import { firstStonePicture, gradingOf, stone } from './stone-rows.ts';
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
 * a price only grows with its cost. The SQL is stone-listing.queries.ts.
 *
 * Carats, millimetres and percentages are stored in hundredths; cost in paise.
 */

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
    image: firstStonePicture(row),
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
  const rows = await listSearchRows(db, request.filters, request.sort, page, costRange);
  let totalRecords = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && request.pageNo > 1) {
    totalRecords = await countSearchMatches(db, request.filters, costRange);
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
  const rows = await listAvailableSearchRowsById(db, ids);
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
  const [ids, total] = await Promise.all([
    range.limit === 0 ? Promise.resolve([]) : findMatchingStoneIds(db, where, sort, range),
    countMatchingStones(db, where),
  ]);
  return { ids, total };
}

/**
 * How many available stones match the filters (a price range in `currency`) and how many of
 * them were added after `since`: a saved search's counts on the shopper's account (decision 039).
 */
export async function countStoneMatches(
  db: Database,
  filters: StoneFilters,
  currency: Currency,
  rates: StoredPricingParameters,
  since: Date,
): Promise<{ matches: number; newSince: number }> {
  const costRange = costRangeForPrices(filters, currency, rates);
  if (costRange === null) return { matches: 0, newSince: 0 };
  const where = searchConditions(filters, costRange);
  const [matches, newSince] = await Promise.all([
    countMatchingStones(db, where),
    countMatchingStones(db, sql`${where} and ${stone.createDate} > ${since.toISOString()}::timestamptz`),
  ]);
  return { matches, newSince };
}

/** Stones found by one number are few; a beginning shared by more is shown this far. */
const NUMBER_MATCH_LIMIT = 200;

/**
 * Available stones whose stock number or certificate number is `number` or starts with it
 * (any case): exact ones first, then by stock number. At most NUMBER_MATCH_LIMIT of them.
 */
export async function findStonesByNumber(db: Database, number: string): Promise<{ id: number; exact: boolean }[]> {
  // A beginning ("LG-2") shared by a hundred thousand stones reads 200 rows (prefix index walks).
  const rows = await findStonesStartingWith(db, number.toLowerCase(), NUMBER_MATCH_LIMIT);
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
