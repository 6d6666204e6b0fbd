import { type LookupKind, lookupNames, normaliseLookupName } from './lookups.ts';
import { type Currency, MINOR_PER_MAJOR } from './money.ts';
import { priceStone, type StoredPricingParameters } from './pricing.ts';

/*
 * Diamond search filters and the two ways they are written: the /collections/diamonds URL
 * (stoneCategory, stoneShape, color, clarity, cut, minCarat, maxCarat, minBudget, maxBudget —
 * the keys the menus link with; shareable; the back button works) and the for-customer API
 * query (the original's Stone filters: stoneShapeName, stoneCategoryName, colors, clarities,
 * cuts, minCarats, maxCarats, minPrice, maxPrice). Several shapes and grades are written
 * comma-separated ("Round,Oval"; "D,E,F"). Reading either gives the same normalised filters.
 */

export const stoneSorts = ['price-asc', 'price-desc', 'carat-asc', 'carat-desc', 'newest'] as const;
export type StoneSort = (typeof stoneSorts)[number];
export const DEFAULT_STONE_SORT: StoneSort = 'price-asc';
export const stoneSortLabels: Record<StoneSort, string> = {
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'carat-asc': 'Carat: small to large',
  'carat-desc': 'Carat: large to small',
  newest: 'Newest',
};
export const STONE_PAGE_SIZE = 12;

export interface StoneFilters {
  /** Any of these categories. */
  stoneCategories?: string[];
  /** Any of these shapes. */
  stoneShapes?: string[];
  /** Any of these grades (the UI offers them as ordered ranges: D–G). */
  colors?: string[];
  clarities?: string[];
  cuts?: string[];
  minCarat?: number;
  maxCarat?: number;
  /** In the shopper's currency, major units. */
  minPrice?: number;
  maxPrice?: number;
}

type ListFilter = 'stoneCategories' | 'stoneShapes' | 'colors' | 'clarities' | 'cuts';
type NumberFilter = 'minCarat' | 'maxCarat' | 'minPrice' | 'maxPrice';

const listFilters: { filter: ListFilter; kind: LookupKind; url: string; api: string }[] = [
  { filter: 'stoneCategories', kind: 'stoneCategory', url: 'stoneCategory', api: 'stoneCategoryName' },
  { filter: 'stoneShapes', kind: 'stoneShape', url: 'stoneShape', api: 'stoneShapeName' },
  { filter: 'colors', kind: 'colour', url: 'color', api: 'colors' },
  { filter: 'clarities', kind: 'clarity', url: 'clarity', api: 'clarities' },
  { filter: 'cuts', kind: 'cut', url: 'cut', api: 'cuts' },
];
const numberFilters: { filter: NumberFilter; url: string; api: string; max: number }[] = [
  { filter: 'minCarat', url: 'minCarat', api: 'minCarats', max: 100 },
  { filter: 'maxCarat', url: 'maxCarat', api: 'maxCarats', max: 100 },
  { filter: 'minPrice', url: 'minBudget', api: 'minPrice', max: 1_000_000_000 },
  { filter: 'maxPrice', url: 'maxBudget', api: 'maxPrice', max: 1_000_000_000 },
];
/** Other keys a URL or the API may use for the same filter. */
const aliases: Record<string, string> = {
  stonerCategory: 'stoneCategory',
  stoneCategoryName: 'stoneCategory',
  stoneShapeName: 'stoneShape',
  colors: 'color',
  clarities: 'clarity',
  cuts: 'cut',
  minCarats: 'minCarat',
  maxCarats: 'maxCarat',
};

/** Splits "Round, oval" into canonical names in the list's order; unknown names are returned apart. */
export function readGradeList(kind: LookupKind, raw: string): { names: string[]; unknown: string[] } {
  const given = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const names = new Set<string>();
  const unknown: string[] = [];
  for (const value of given) {
    const name = normaliseLookupName(kind, value);
    if (name) names.add(name);
    else unknown.push(value);
  }
  return { names: lookupNames(kind).filter((name) => names.has(name)), unknown };
}

type Reader = (key: string) => string | null | undefined;

function readFilters(read: Reader, side: 'url' | 'api'): StoneFilters {
  const filters: StoneFilters = {};
  for (const entry of listFilters) {
    const raw = read(entry[side]);
    if (!raw) continue;
    const { names } = readGradeList(entry.kind, raw);
    // Every grade of a list is no filter at all.
    if (names.length > 0 && names.length < lookupNames(entry.kind).length) filters[entry.filter] = names;
  }
  for (const entry of numberFilters) {
    const raw = read(entry[side]);
    const value = raw === null || raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
    if (Number.isFinite(value) && value >= 0 && value <= entry.max) filters[entry.filter] = value;
  }
  // A range given upside down is what the person meant the right way round.
  if (filters.minCarat !== undefined && filters.maxCarat !== undefined && filters.minCarat > filters.maxCarat) {
    [filters.minCarat, filters.maxCarat] = [filters.maxCarat, filters.minCarat];
  }
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice) {
    [filters.minPrice, filters.maxPrice] = [filters.maxPrice, filters.minPrice];
  }
  return filters;
}

function readerOf(params: URLSearchParams): Reader {
  return (key) => {
    const direct = params.getAll(key).join(',');
    if (direct) return direct;
    const alias = Object.entries(aliases).find(([, target]) => target === key)?.[0];
    const viaAlias = alias ? params.getAll(alias).join(',') : '';
    if (viaAlias) return viaAlias;
    // The API side's own keys, given to a URL (or the other way round).
    const other = Object.entries(aliases).find(([name]) => name === key)?.[1];
    return other ? params.getAll(other).join(',') : undefined;
  };
}

/** What /collections/diamonds shows, from its URL query. */
export function readStoneUrlFilters(params: URLSearchParams): StoneFilters {
  return readFilters(readerOf(params), 'url');
}

/** The for-customer API's filters, from its query string. */
export function readStoneApiFilters(params: URLSearchParams): StoneFilters {
  return readFilters(readerOf(params), 'api');
}

function writeFilters(filters: StoneFilters, side: 'url' | 'api'): URLSearchParams {
  const params = new URLSearchParams();
  for (const entry of listFilters) {
    const names = filters[entry.filter];
    if (names && names.length > 0) params.set(entry[side], names.join(','));
  }
  for (const entry of numberFilters) {
    const value = filters[entry.filter];
    if (value !== undefined) params.set(entry[side], String(value));
  }
  return params;
}

/** The /collections/diamonds query for these filters (and sort, page and view when not the default). */
export function writeStoneUrlFilters(
  filters: StoneFilters,
  options: { sort?: StoneSort; page?: number; view?: 'grid' | 'table' } = {},
): URLSearchParams {
  const params = writeFilters(filters, 'url');
  if (options.sort && options.sort !== DEFAULT_STONE_SORT) params.set('sort', options.sort);
  if (options.page && options.page > 1) params.set('page', String(options.page));
  if (options.view === 'table') params.set('view', 'table');
  return params;
}

/** The for-customer API query for these filters. */
export function writeStoneApiFilters(filters: StoneFilters): URLSearchParams {
  return writeFilters(filters, 'api');
}

export function readStoneSort(value: string | null | undefined): StoneSort {
  return (stoneSorts as readonly string[]).includes(value ?? '') ? (value as StoneSort) : DEFAULT_STONE_SORT;
}

/**
 * The range of costs (paise) whose shown price lies within [minPrice, maxPrice] (major units of
 * `currency`): a stone's price only grows with its cost, so a price filter is a cost filter
 * (decision 009). Exact at the edges, rounding included: found by bisection on priceStone.
 * `null` when no cost gives a price in range.
 */
export function costRangeForPrices(
  range: { minPrice?: number; maxPrice?: number },
  currency: Currency,
  rates: StoredPricingParameters,
): { minCost?: number; maxCost?: number } | null {
  const priceOf = (cost: number) => {
    const price = priceStone(cost, rates);
    return currency === 'INR' ? price.inr.price : price.usd.price;
  };
  const HIGHEST = 10_000_000_000_000; // ₹10,000 crore in paise: past any stone.
  // The smallest cost whose price is at least `minor`.
  const firstAtLeast = (minor: number) => {
    let low = 0;
    let high = HIGHEST;
    if (priceOf(high) < minor) return null;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if (priceOf(middle) >= minor) high = middle;
      else low = middle + 1;
    }
    return low;
  };
  const result: { minCost?: number; maxCost?: number } = {};
  if (range.minPrice !== undefined && range.minPrice > 0) {
    // A price lower bound between two cents starts at the next cent; an upper bound ends at the last one.
    const cost = firstAtLeast(Math.ceil(range.minPrice * MINOR_PER_MAJOR - 1e-6));
    if (cost === null) return null;
    result.minCost = cost;
  }
  if (range.maxPrice !== undefined) {
    const above = firstAtLeast(Math.floor(range.maxPrice * MINOR_PER_MAJOR + 1e-6) + 1);
    const cost = above === null ? HIGHEST : above - 1;
    if (cost < (result.minCost ?? 0)) return null;
    result.maxCost = cost;
  }
  return result;
}
