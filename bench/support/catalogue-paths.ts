/*
 * The listing URLs bench/catalogue.ts asks for: the popular ones, more different ones than a run
 * makes requests, and those with a carat or budget floor or band.
 */

const metalNames = ['White Gold', 'Yellow Gold', 'Rose Gold', 'Platinum', '925 Sterling Silver'];
const sorts = ['price-asc', 'price-desc', 'newest'];

function listingPath(metal: string, sort: string, page: number, size: number): string {
  const metalFilter = metal ? `metalName=${encodeURIComponent(metal)}&` : '';
  return `/api/product/for-customer?${metalFilter}sort=${sort}&pageNo=${page}&pageSize=${size}`;
}

/** 300 different listing URLs: every metal × three sorts × the first twenty pages. */
export function popularListingPaths(): string[] {
  return metalNames.flatMap((metal) =>
    sorts.flatMap((sort) => Array.from({ length: 20 }, (_, i) => listingPath(metal, sort, i + 1, 12))),
  );
}

/**
 * More different listing URLs than a run makes requests (page sizes 10–60, twenty pages, every
 * metal or none, every sort, three gender choices: 55,080), so that every answer is computed,
 * none comes from the cache. These are answered from product_cards.
 */
export function distinctListingPaths(): string[] {
  const sizes = Array.from({ length: 51 }, (_, i) => i + 10);
  const pages = Array.from({ length: 20 }, (_, i) => i + 1);
  const genders = ['', '&gender=Female', '&gender=Male'];
  return pages.flatMap((page) =>
    sizes.flatMap((size) =>
      [...metalNames, ''].flatMap((metal) =>
        sorts.flatMap((sort) => genders.map((gender) => listingPath(metal, sort, page, size) + gender)),
      ),
    ),
  );
}

/** The floors the filter runs ask for (a carat or a budget floor alone: decision 037). */
const floors = ['&minCarat=0.75', '&minCarat=1', '&minCarat=1.5', '&minBudget=100', '&minBudget=500'];
/**
 * The bands the storefront's filter panel offers (in dollars, as the bench asks): its carat and
 * price bands with a floor and a ceiling, and its two ceilings alone ("Under 0.50 ct", "Under
 * $500"). With no metal asked for, the bands with a ceiling are read from band_cards (decision 048).
 */
const bands = [
  '&maxCarat=0.49',
  '&maxBudget=500',
  '&minCarat=0.5&maxCarat=0.99',
  '&minCarat=1&maxCarat=1.49',
  '&minCarat=1.5&maxCarat=1.99',
  '&minBudget=500&maxBudget=1000',
  '&minBudget=1000&maxBudget=2500',
];
/** Bands the storefront does not offer (an API caller's own): the variants' walk, with or without a metal. */
const otherBands = ['&minCarat=0.75&maxCarat=1.49', '&minBudget=100&maxBudget=499', '&minBudget=500&maxBudget=999'];

/** Different URLs with a carat or budget floor or a band, one sort, every metal or none: from variant_cards (decision 037). */
function variantFilterPaths(filters: readonly string[], sort: string): string[] {
  const pages = Array.from({ length: 20 }, (_, i) => i + 1);
  const sizes = Array.from({ length: 51 }, (_, i) => i + 10);
  return pages.flatMap((page) =>
    sizes.flatMap((size) =>
      [...metalNames, ''].flatMap((metal) => filters.map((filter) => listingPath(metal, sort, page, size) + filter)),
    ),
  );
}

/** The filter runs of each round, each beside the round's uncached listing. */
export const filterRuns = [
  { label: 'floor, newest (the default)', paths: () => variantFilterPaths(floors, 'newest') },
  { label: 'floor, price ascending', paths: () => variantFilterPaths(floors, 'price-asc') },
  { label: 'floor, price descending', paths: () => variantFilterPaths(floors, 'price-desc') },
  { label: 'band, newest (the default)', paths: () => variantFilterPaths(bands, 'newest') },
  { label: 'band, price ascending', paths: () => variantFilterPaths(bands, 'price-asc') },
  { label: 'band, price descending', paths: () => variantFilterPaths(bands, 'price-desc') },
  { label: 'band not offered, price asc.', paths: () => variantFilterPaths(otherBands, 'price-asc') },
];
