import { type GenderName, type LookupKind, normaliseLookupName, subTypeBySlug } from './lookups.ts';

/*
 * Product list filters and the two ways they are written: the collection page's URL
 * (short keys: type, metal, style, … — what the menus link to, shareable, the back button
 * works) and the for-customer API query (the original's names: jewellerySubTypeName,
 * metalName, …, stonerCategory). Reading either gives the same normalised filters: names
 * spelled right (old spellings accepted), numbers parsed, nonsense dropped.
 */

export const productSorts = ['newest', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof productSorts)[number];

export const productSortLabels: Record<ProductSort, string> = {
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

export interface ProductFilters {
  jewelleryType?: string;
  subType?: string;
  metal?: string;
  style?: string;
  stoneShape?: string;
  gender?: GenderName;
  stoneCategory?: string;
  color?: string;
  clarity?: string;
  cut?: string;
  minCarat?: number;
  maxCarat?: number;
  /** In the shopper's currency, major units. */
  minBudget?: number;
  maxBudget?: number;
  /** Complete pieces (stones set) rather than settings waiting for a loose stone. */
  hasAttachedStone?: boolean;
}

type NameFilter =
  'jewelleryType' | 'subType' | 'metal' | 'style' | 'stoneShape' | 'stoneCategory' | 'color' | 'clarity' | 'cut';
type NumberFilter = 'minCarat' | 'maxCarat' | 'minBudget' | 'maxBudget';

const nameFilters: { filter: NameFilter; kind: LookupKind; url: string; api: string }[] = [
  { filter: 'jewelleryType', kind: 'jewelleryType', url: 'jewelleryType', api: 'jewelleryTypeName' },
  { filter: 'subType', kind: 'subType', url: 'type', api: 'jewellerySubTypeName' },
  { filter: 'metal', kind: 'metal', url: 'metal', api: 'metalName' },
  { filter: 'style', kind: 'ringStyle', url: 'style', api: 'ringStyleName' },
  { filter: 'stoneShape', kind: 'stoneShape', url: 'stoneShape', api: 'stoneShapeName' },
  { filter: 'stoneCategory', kind: 'stoneCategory', url: 'stoneCategory', api: 'stonerCategory' },
  { filter: 'color', kind: 'colour', url: 'color', api: 'color' },
  { filter: 'clarity', kind: 'clarity', url: 'clarity', api: 'clarity' },
  { filter: 'cut', kind: 'cut', url: 'cut', api: 'cut' },
];

const numberFilters: { filter: NumberFilter; max: number }[] = [
  { filter: 'minCarat', max: 100 },
  { filter: 'maxCarat', max: 100 },
  { filter: 'minBudget', max: 1_000_000_000 },
  { filter: 'maxBudget', max: 1_000_000_000 },
];

/** Other keys a URL may use for the same filter (old links say `subType` where the menus say `type`), by the key they stand in for. */
const urlAliases = new Map([
  ['type', 'subType'],
  ['stoneCategory', 'stonerCategory'],
]);
/** Other keys the API accepts (the correct spelling beside the original's), by the key they stand in for. */
const apiAliases = new Map([['stonerCategory', 'stoneCategoryName']]);

type Reader = (key: string) => string | null | undefined;

function readFilters(read: Reader, keyOf: (entry: (typeof nameFilters)[number]) => string): ProductFilters {
  const filters: ProductFilters = {};
  for (const entry of nameFilters) {
    const raw = read(keyOf(entry));
    const name = raw ? normaliseLookupName(entry.kind, raw) : undefined;
    if (name) filters[entry.filter] = name;
  }
  const gender = read('gender');
  const genderName = gender ? normaliseLookupName('gender', gender) : undefined;
  if (genderName) filters.gender = genderName as GenderName;
  for (const { filter, max } of numberFilters) {
    const raw = read(filter);
    const value = raw === null || raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
    if (Number.isFinite(value) && value >= 0 && value <= max) filters[filter] = value;
  }
  const attached = read('hasAttachedStone');
  if (attached === 'true' || attached === 'false') filters.hasAttachedStone = attached === 'true';
  // A range given upside down is what the person meant the right way round.
  if (filters.minCarat !== undefined && filters.maxCarat !== undefined && filters.minCarat > filters.maxCarat) {
    [filters.minCarat, filters.maxCarat] = [filters.maxCarat, filters.minCarat];
  }
  if (filters.minBudget !== undefined && filters.maxBudget !== undefined && filters.minBudget > filters.maxBudget) {
    [filters.minBudget, filters.maxBudget] = [filters.maxBudget, filters.minBudget];
  }
  return filters;
}

/** Reads a key, or its alias when the key is missing or empty; a read allocates nothing (one listing answer makes 15). */
function readerOf(get: (key: string) => string | null | undefined, aliases: ReadonlyMap<string, string>): Reader {
  return (key) => {
    const direct = get(key);
    if (direct) return direct;
    const alias = aliases.get(key);
    return alias === undefined ? undefined : get(alias);
  };
}

/** What a collection page shows, from its URL query. */
export function readUrlFilters(params: URLSearchParams): ProductFilters {
  return readFilters(
    readerOf((key) => params.get(key), urlAliases),
    (entry) => entry.url,
  );
}

/** The for-customer API's filters, from its query string (parsed or not; a repeated key reads as its values joined by commas). */
export function readApiFilters(params: URLSearchParams | Record<string, unknown>): ProductFilters {
  const get =
    params instanceof URLSearchParams
      ? (key: string) => params.get(key)
      : (key: string) => {
          const value = Object.hasOwn(params, key) ? params[key] : undefined;
          return value === undefined || value === null ? null : String(value);
        };
  return readFilters(readerOf(get, apiAliases), (entry) => entry.api);
}

function writeFilters(filters: ProductFilters, keyOf: (entry: (typeof nameFilters)[number]) => string) {
  const params = new URLSearchParams();
  for (const entry of nameFilters) {
    const value = filters[entry.filter];
    if (value) params.set(keyOf(entry), value);
  }
  if (filters.gender) params.set('gender', filters.gender);
  for (const { filter } of numberFilters) {
    const value = filters[filter];
    if (value !== undefined) params.set(filter, String(value));
  }
  if (filters.hasAttachedStone !== undefined) params.set('hasAttachedStone', String(filters.hasAttachedStone));
  return params;
}

/** The URL query of a collection page showing these filters (and sort and page, when not the default). */
export function writeUrlFilters(
  filters: ProductFilters,
  options: { sort?: ProductSort; page?: number } = {},
): URLSearchParams {
  const params = writeFilters(filters, (entry) => entry.url);
  if (options.sort && options.sort !== 'newest') params.set('sort', options.sort);
  if (options.page && options.page > 1) params.set('page', String(options.page));
  return params;
}

/** The for-customer API query for these filters. */
export function writeApiFilters(filters: ProductFilters): URLSearchParams {
  return writeFilters(filters, (entry) => entry.api);
}

export function readSort(value: string | null | undefined): ProductSort {
  return (productSorts as readonly string[]).includes(value ?? '') ? (value as ProductSort) : 'newest';
}

export function readPage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** Gender filters of Female or Male include Unisex pieces. */
export function gendersMatching(gender: GenderName | undefined): GenderName[] | undefined {
  if (!gender) return undefined;
  return gender === 'Unisex' ? ['Unisex'] : [gender, 'Unisex'];
}

/**
 * The /collections/{slug} pages: a slug, what the page fixes (the wedding-band sub type is
 * fixed by its page; the type lists carry their type query value), and its page size.
 */
export interface CollectionPage {
  slug: string;
  title: string;
  /** Filters the page always applies, whatever the URL says. */
  fixed: ProductFilters;
  /** Filters the page starts with when the URL gives none. */
  defaults: ProductFilters;
  pageSize: number;
}

export const DEFAULT_PAGE_SIZE = 12;
export const WEDDING_BAND_PAGE_SIZE = 20;

export function collectionPageFor(slug: string): CollectionPage | undefined {
  if (slug === 'engagement-rings') {
    return {
      slug,
      title: 'Engagement Rings',
      fixed: { subType: 'Engagement Ring' },
      defaults: {},
      pageSize: DEFAULT_PAGE_SIZE,
    };
  }
  if (slug === 'wedding-bands') {
    return {
      slug,
      title: 'Wedding Bands',
      fixed: { subType: 'Wedding Band' },
      defaults: {},
      pageSize: WEDDING_BAND_PAGE_SIZE,
    };
  }
  if (slug === 'complete-product') {
    return {
      slug,
      title: 'Ready to Wear',
      fixed: { hasAttachedStone: true },
      defaults: {},
      pageSize: DEFAULT_PAGE_SIZE,
    };
  }
  const subType = subTypeBySlug(slug);
  if (!subType) return undefined;
  return {
    slug,
    title: collectionTitles[subType.name] ?? subType.name,
    fixed: {},
    defaults: { subType: subType.name },
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

const collectionTitles: Record<string, string> = {
  'Eternity Ring': 'Eternity Rings',
  'Anniversary Ring': 'Anniversary Rings',
  'Bridal Ring Set': 'Bridal Ring Sets',
  'Couple Band': 'Couple Bands',
  'Diamond Earring': 'Diamond Earrings',
  'Drop & Dangle': 'Drop & Dangle Earrings',
  'Huggies & Hoops': 'Huggies & Hoops',
  Crawler: 'Ear Crawlers',
  'Diamond Pendant': 'Diamond Pendants',
  Necklace: 'Necklaces',
  Tennis: 'Tennis Bracelets',
  Bangles: 'Bangles',
};

/** The filters a collection page applies: its fixed ones over the URL's, the URL's over its defaults. */
export function collectionFilters(page: CollectionPage, params: URLSearchParams): ProductFilters {
  const fromUrl = readUrlFilters(params);
  return { ...page.defaults, ...fromUrl, ...page.fixed };
}
