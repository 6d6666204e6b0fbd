import { stoneKindPlural } from '@facet/contracts/stone-kinds';
import { stoneCategories, stoneClarities, stoneColours, stoneCuts } from '@facet/contracts/lookups';
import type { Currency } from '@facet/contracts/money';
import { type StoneFilters, type StoneSort, writeStoneUrlFilters } from '@facet/contracts/stone-filters';
import type { Chip } from '../../components/filter-chips.tsx';
import { formatPrice, formatCarat, titleCase } from '../../lib/format.ts';

/*
 * The diamond search's state lives in its URL (/collections/diamonds?stoneShape=Round,Oval&…):
 * every control builds the next URL here, so a search is shareable, the back button steps
 * through it and the server renders any of it. The ranges (carat, price, grades) are turned
 * into slider positions and back here too.
 */

export const DIAMONDS_PATH = '/collections/diamonds';

export type StoneView = 'grid' | 'table';

export function readStoneView(value: string | null | undefined): StoneView {
  return value === 'table' ? 'table' : 'grid';
}

export function readStonePage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export interface ListOptions {
  sort?: StoneSort;
  page?: number;
  view?: StoneView;
}

/** The diamond search showing these filters, in this order, view and page (page 1 when left out). */
export function diamondsHref(filters: StoneFilters, options: ListOptions = {}): string {
  const query = writeStoneUrlFilters(filters, options).toString();
  return `${DIAMONDS_PATH}${query ? `?${query}` : ''}`;
}

/** The diamond search showing stones like this one: its shape and category. */
export function sameKindHref(stone: { stoneShape: string; stoneCategory: string }): string {
  return diamondsHref({ stoneShapes: [stone.stoneShape], stoneCategories: [stone.stoneCategory] });
}

/** The filters with some changed; `undefined` (or an empty list) removes one. */
export function changeStoneFilters(filters: StoneFilters, change: Partial<StoneFilters>): StoneFilters {
  const next: StoneFilters = { ...filters, ...change };
  for (const key of Object.keys(next) as (keyof StoneFilters)[]) {
    const value = next[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) delete next[key];
  }
  return next;
}

/** A list with one value added, or taken out when it is there, kept in the order of `all`. */
export function toggleIn(list: readonly string[] | undefined, value: string, all: readonly string[]): string[] {
  const chosen = new Set(list ?? []);
  if (chosen.has(value)) chosen.delete(value);
  else chosen.add(value);
  const next = all.filter((name) => chosen.has(name));
  // Every value chosen is no filter at all.
  return next.length === all.length ? [] : next;
}

/** How many kinds of filter are in force (a range counts once). */
export function countStoneFilters(filters: StoneFilters): number {
  let count = 0;
  if (filters.stoneShapes) count++;
  if (filters.stoneCategories) count++;
  if (filters.minCarat !== undefined || filters.maxCarat !== undefined) count++;
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) count++;
  if (filters.colors) count++;
  if (filters.clarities) count++;
  if (filters.cuts) count++;
  return count;
}

/** The page's heading: "Loose Diamonds", "Laboratory-Grown Diamonds", "Oval Natural Diamonds". */
export function describeStoneSearch(filters: StoneFilters): string {
  const category = filters.stoneCategories?.length === 1 ? filters.stoneCategories[0]! : undefined;
  const shape = filters.stoneShapes?.length === 1 ? filters.stoneShapes[0]! : undefined;
  const kind = category ? titleCase(stoneKindPlural(category)) : 'Loose Diamonds';
  if (!shape) return kind;
  return `${shape} ${category ? kind : 'Diamonds'}`;
}

/* ---------- Grade ranges: D–K, FL–I1, Ideal–Good as two-thumb sliders ---------- */

export type GradeKey = 'colors' | 'clarities' | 'cuts';

export const gradeScales: Record<GradeKey, { label: string; grades: readonly string[] }> = {
  colors: { label: 'Colour', grades: stoneColours },
  clarities: { label: 'Clarity', grades: stoneClarities },
  cuts: { label: 'Cut', grades: stoneCuts },
};

/** Slider positions of a grade filter: from the best to the worst grade chosen (everything when none). */
export function gradeRange(grades: readonly string[], chosen: readonly string[] | undefined): [number, number] {
  const positions = (chosen ?? []).map((grade) => grades.indexOf(grade)).filter((index) => index >= 0);
  if (positions.length === 0) return [0, grades.length - 1];
  return [Math.min(...positions), Math.max(...positions)];
}

/** The grades between two slider positions; none (no filter) when the whole scale is chosen. */
export function gradesBetween(grades: readonly string[], [from, to]: readonly number[]): string[] | undefined {
  const low = Math.max(0, Math.min(from!, to!));
  const high = Math.min(grades.length - 1, Math.max(from!, to!));
  if (low === 0 && high === grades.length - 1) return undefined;
  return grades.slice(low, high + 1);
}

/** "D – F", "VS1", or undefined for no filter. */
export function describeGrades(grades: readonly string[], chosen: readonly string[] | undefined): string | undefined {
  if (!chosen || chosen.length === 0) return undefined;
  const [from, to] = gradeRange(grades, chosen);
  return from === to ? grades[from] : `${grades[from]} – ${grades[to]}`;
}

/* ---------- Carat and price: logarithmic sliders with typed bounds ---------- */

/** Slider positions run 0–1000; the scale between them is logarithmic, as prices and weights grow. */
export const SLIDER_STEPS = 1000;

export interface LogScale {
  /** The ends of the slider: a thumb at an end means "no bound". */
  low: number;
  high: number;
  /** Rounds a value to what a shopper would type. */
  round: (value: number) => number;
}

export const caratScale: LogScale = {
  low: 0.2,
  high: 10,
  round: (value) => Math.round(value * 100) / 100,
};

/** Two significant figures, whole units: 1,234 → 1,200; 56,789 → 57,000. */
function roundPrice(value: number): number {
  if (value < 100) return Math.round(value);
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}

export function priceScale(currency: Currency): LogScale {
  return currency === 'INR'
    ? { low: 10_000, high: 2_00_00_000, round: roundPrice }
    : { low: 100, high: 2_00_000, round: roundPrice };
}

export function positionOf(scale: LogScale, value: number | undefined, end: 'low' | 'high'): number {
  if (value === undefined) return end === 'low' ? 0 : SLIDER_STEPS;
  if (value <= scale.low) return 0;
  if (value >= scale.high) return SLIDER_STEPS;
  return Math.round((SLIDER_STEPS * Math.log(value / scale.low)) / Math.log(scale.high / scale.low));
}

export function valueAt(scale: LogScale, position: number): number {
  if (position <= 0) return scale.low;
  if (position >= SLIDER_STEPS) return scale.high;
  return scale.round(scale.low * (scale.high / scale.low) ** (position / SLIDER_STEPS));
}

/** The bounds two slider positions stand for: a thumb at its end is no bound. */
export function boundsAt(scale: LogScale, [from, to]: readonly number[]): { min?: number; max?: number } {
  const low = Math.min(from!, to!);
  const high = Math.max(from!, to!);
  return {
    min: low <= 0 ? undefined : valueAt(scale, low),
    max: high >= SLIDER_STEPS ? undefined : valueAt(scale, high),
  };
}

export function formatBound(kind: 'carat' | 'price', value: number, currency: Currency): string {
  return kind === 'carat' ? formatCarat(value) : formatPrice(value, currency);
}

/** "0.50 – 1.00 ct", "$1,000 & over", "Under $5,000". */
export function describeRange(
  kind: 'carat' | 'price',
  range: { min?: number; max?: number },
  currency: Currency,
): string | undefined {
  const format = (value: number) => formatBound(kind, value, currency);
  if (range.min !== undefined && range.max !== undefined) {
    // Jewellers write the unit once: "0.50 – 1.00 ct".
    const from = kind === 'carat' ? range.min.toFixed(2) : format(range.min);
    return `${from} – ${format(range.max)}`;
  }
  if (range.min !== undefined) return `${format(range.min)} & over`;
  if (range.max !== undefined) return `Up to ${format(range.max)}`;
  return undefined;
}

/* ---------- Chips: the filters in force, each removable ---------- */

export function stoneChips(filters: StoneFilters, options: { sort: StoneSort; view: StoneView; currency: Currency }) {
  const without = (change: Partial<StoneFilters>) =>
    diamondsHref(changeStoneFilters(filters, change), { sort: options.sort, view: options.view });
  const chips: Chip[] = [];
  for (const category of filters.stoneCategories ?? []) {
    chips.push({
      key: `category-${category}`,
      label: stoneKindPlural(category),
      href: without({ stoneCategories: toggleIn(filters.stoneCategories, category, stoneCategories) }),
    });
  }
  for (const shape of filters.stoneShapes ?? []) {
    chips.push({
      key: `shape-${shape}`,
      label: `${shape} shape`,
      href: without({ stoneShapes: (filters.stoneShapes ?? []).filter((name) => name !== shape) }),
    });
  }
  const carat = describeRange('carat', { min: filters.minCarat, max: filters.maxCarat }, options.currency);
  if (carat) chips.push({ key: 'carat', label: carat, href: without({ minCarat: undefined, maxCarat: undefined }) });
  const price = describeRange('price', { min: filters.minPrice, max: filters.maxPrice }, options.currency);
  if (price) chips.push({ key: 'price', label: price, href: without({ minPrice: undefined, maxPrice: undefined }) });
  for (const key of ['colors', 'clarities', 'cuts'] as const) {
    const { label, grades } = gradeScales[key];
    const text = describeGrades(grades, filters[key]);
    if (text) chips.push({ key, label: `${label} ${text}`, href: without({ [key]: undefined }) });
  }
  return chips;
}
