import { stoneKindPlural } from '@facet/contracts/stone-kinds';
import { subTypeByName } from '@facet/contracts/lookups';
import type { Currency } from '@facet/contracts/money';
import { budgetRanges, caratRanges, type Range } from '@facet/contracts/listing-bands';
import type { Chip } from '../../components/filter-chips.tsx';
import { formatPrice, formatCarat, titleCase } from '../../lib/format.ts';
import {
  type CollectionPage,
  collectionPageFor,
  type ProductFilters,
  type ProductSort,
  writeUrlFilters,
} from '@facet/contracts/product-filters';

/*
 * A collection page's state lives in its URL: every filter
 * link, chip and page link is a plain GET URL built here, so lists are shareable, the back
 * button works and everything works before the scripts load. What the page itself applies
 * (the wedding-band sub type, a list's own type) is left out of its URLs.
 */

type FilterKey = keyof ProductFilters;

/** What the page applies by itself: its defaults, overridden by what it fixes. */
function baseOf(page: CollectionPage): ProductFilters {
  return { ...page.defaults, ...page.fixed };
}

/** The filters the shopper chose: those that differ from what the page applies by itself. */
export function chosenFilters(page: CollectionPage, filters: ProductFilters): ProductFilters {
  const base = baseOf(page);
  const chosen: ProductFilters = {};
  for (const key of Object.keys(filters) as FilterKey[]) {
    const value = filters[key];
    if (value !== undefined && value !== base[key]) Object.assign(chosen, { [key]: value });
  }
  return chosen;
}

export function countChosenFilters(page: CollectionPage, filters: ProductFilters): number {
  const chosen = chosenFilters(page, filters);
  const keys = new Set(
    (Object.keys(chosen) as FilterKey[]).map((key) =>
      key === 'minBudget' || key === 'maxBudget' ? 'budget' : key === 'minCarat' || key === 'maxCarat' ? 'carat' : key,
    ),
  );
  return keys.size;
}

/** The filters with some changed; `undefined` removes one. */
export function changeFilters(filters: ProductFilters, change: Partial<ProductFilters>): ProductFilters {
  const next: ProductFilters = { ...filters, ...change };
  for (const key of Object.keys(next) as FilterKey[]) if (next[key] === undefined) delete next[key];
  return next;
}

/** The URL of a collection page showing these filters, sorted so, at that page (page 1 when left out). */
export function collectionHref(
  page: CollectionPage,
  filters: ProductFilters,
  options: { sort?: ProductSort; page?: number } = {},
): string {
  const query = writeUrlFilters(chosenFilters(page, filters), options).toString();
  return `/collections/${page.slug}${query ? `?${query}` : ''}`;
}

export type { Range } from '@facet/contracts/listing-bands';

export interface RangeBand extends Range {
  label: string;
}

export function formatRange(range: Range, format: (value: number) => string): string {
  if (range.min !== undefined && range.max !== undefined) return `${format(range.min)} – ${format(range.max)}`;
  if (range.min !== undefined) return `${format(range.min)} & over`;
  if (range.max !== undefined) return `Under ${format(range.max)}`;
  return '';
}

export function budgetBands(currency: Currency): RangeBand[] {
  const format = (value: number) => formatPrice(value, currency);
  return budgetRanges(currency).map((range) => ({ ...range, label: formatRange(range, format) }));
}

/** The carat bands' labels, in the bands' order: each band stops a hundredth below the next. */
const caratLabels = ['Under 0.50 ct', '0.50 – 0.99 ct', '1.00 – 1.49 ct', '1.50 – 1.99 ct', '2.00 ct & over'];

export const caratBands: readonly RangeBand[] = caratRanges.map((range, index) => ({
  ...range,
  label: caratLabels[index]!,
}));

export function isRangeSelected(band: Range, min: number | undefined, max: number | undefined): boolean {
  return band.min === min && band.max === max;
}

function formatCaratRange(range: Range): string {
  const band = caratBands.find((b) => isRangeSelected(b, range.min, range.max));
  if (band) return band.label;
  if (range.min !== undefined && range.max !== undefined) return `${range.min} – ${formatCarat(range.max)}`;
  if (range.min !== undefined) return `${formatCarat(range.min)} & over`;
  return `Up to ${formatCarat(range.max ?? 0)}`;
}

export const genderLabels: Record<string, string> = { Female: 'For her', Male: 'For him', Unisex: 'Unisex' };

/** The removable chips of the filters the shopper chose, in the order of the filter panel. */
export function filterChips(
  page: CollectionPage,
  filters: ProductFilters,
  options: { sort: ProductSort; currency: Currency },
): Chip[] {
  const chosen = chosenFilters(page, filters);
  const without = (change: Partial<ProductFilters>) =>
    collectionHref(page, changeFilters(filters, change), { sort: options.sort });
  const chips: Chip[] = [];
  const add = (key: FilterKey, label: string) => chips.push({ key, label, href: without({ [key]: undefined }) });
  if (chosen.jewelleryType) add('jewelleryType', chosen.jewelleryType);
  if (chosen.subType) add('subType', chosen.subType);
  if (chosen.gender) add('gender', genderLabels[chosen.gender] ?? chosen.gender);
  if (chosen.metal) add('metal', chosen.metal);
  if (chosen.style) add('style', `${chosen.style} style`);
  if (chosen.stoneShape) add('stoneShape', `${chosen.stoneShape} shape`);
  if (chosen.hasAttachedStone !== undefined) {
    add('hasAttachedStone', chosen.hasAttachedStone ? 'Ready to wear' : 'Settings only');
  }
  if (chosen.minBudget !== undefined || chosen.maxBudget !== undefined) {
    chips.push({
      key: 'budget',
      label: formatRange({ min: chosen.minBudget, max: chosen.maxBudget }, (value) =>
        formatPrice(value, options.currency),
      ),
      href: without({ minBudget: undefined, maxBudget: undefined }),
    });
  }
  if (chosen.minCarat !== undefined || chosen.maxCarat !== undefined) {
    chips.push({
      key: 'carat',
      label: formatCaratRange({ min: chosen.minCarat, max: chosen.maxCarat }),
      href: without({ minCarat: undefined, maxCarat: undefined }),
    });
  }
  if (chosen.stoneCategory) add('stoneCategory', stoneKindPlural(chosen.stoneCategory));
  if (chosen.color) add('color', `Colour ${chosen.color}`);
  if (chosen.clarity) add('clarity', `Clarity ${chosen.clarity}`);
  if (chosen.cut) add('cut', `${chosen.cut} cut`);
  return chips;
}

function pluralOf(subType: string): string {
  const slug = subTypeByName(subType)?.slug;
  return (slug && collectionPageFor(slug)?.title) || subType;
}

const genderWords: Record<string, string> = { Female: "Women's", Male: "Men's" };

/**
 * The heading of a filtered list, in words a shopper would search for: "Women's Pave Wedding
 * Bands in Rose Gold", "Oval Halo Engagement Rings with Laboratory-Grown Diamonds".
 */
export function describeCollection(page: CollectionPage, filters: ProductFilters): string {
  const base = baseOf(page);
  const readyToWear = page.fixed.hasAttachedStone === true;
  let noun = page.title;
  if (filters.subType && (readyToWear || filters.subType !== base.subType)) {
    noun = readyToWear ? `Ready-to-Wear ${pluralOf(filters.subType)}` : pluralOf(filters.subType);
  }
  const words = [
    filters.gender ? genderWords[filters.gender] : undefined,
    filters.stoneShape,
    filters.style && !noun.includes(filters.style) ? filters.style : undefined,
    noun,
  ].filter(Boolean);
  let heading = words.join(' ');
  if (filters.metal) heading += ` in ${filters.metal}`;
  if (filters.stoneCategory) {
    heading += ` with ${titleCase(stoneKindPlural(filters.stoneCategory))}`;
  }
  return heading;
}

/**
 * The page links of a list: the first and last page, the current one with a neighbour on each
 * side, and a gap ('gap') where pages are skipped — never a gap that hides a single page.
 */
export function paginationItems(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1);
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const page of sorted) {
    const previous = items[items.length - 1];
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
