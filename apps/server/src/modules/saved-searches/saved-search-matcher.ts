import type { StoneSearchCriteria, StoneSearchEntry } from '../stones/stone-search-index.ts';

/*
 * The saved searches as an index the changed stones are asked against (decision 039): the other
 * way round from the diamond search, which indexes stones and asks one search. Searches are
 * filed by shape and by carat band (a quarter of a carat), each in every band its carat range
 * touches; a stone is tested only against the searches filed under its shape and band, a few
 * comparisons of numbers and bit masks each. Stones are offered in the order they should be told
 * (newest first, cheapest first), and a search takes them until it has `limit` for the run.
 * The tests are the diamond search index's (stone-search-index.ts): the same bounds, inclusive.
 */

/** A diamond search as the matcher holds it: its criteria as index numbers and when it was saved. */
export interface MatcherSearch {
  /** Milliseconds since the epoch; a new match is a stone added after this. */
  created: number;
  criteria: StoneSearchCriteria;
}

/** Shapes the index knows (stone-search-index.ts SHAPES). */
const SHAPES = 16;
/** Hundredths of a carat in one band. */
const BAND = 25;
/** Bands 0 … LAST_BAND; a stone or range past the last band's start falls in the last. */
const LAST_BAND = 40;
const BANDS = LAST_BAND + 1;
const ANY = -1;

/** The bit of each listed value (unknown, negative values are left out: they match nothing). */
function maskOf(values: readonly number[] | undefined): number {
  if (values === undefined) return ANY;
  let mask = 0;
  for (const value of values) if (value >= 0 && value < 31) mask |= 1 << value;
  return mask;
}

const bandOf = (carat: number) => Math.min(LAST_BAND, Math.max(0, Math.floor(carat / BAND)));

export type MatchKind = 'new-match' | 'price-drop';

/** The cells (shape and carat band) a search is filed in: every band its carat range touches, for each of its shapes. */
export function cellsOf(criteria: StoneSearchCriteria): number[] {
  const shapes = criteria.shapes ?? Array.from({ length: SHAPES }, (_, shape) => shape);
  const first = criteria.minCarat === undefined ? 0 : bandOf(criteria.minCarat);
  const last = criteria.maxCarat === undefined ? LAST_BAND : bandOf(criteria.maxCarat);
  const cells: number[] = [];
  for (const shape of new Set(shapes)) {
    if (shape < 0 || shape >= SHAPES) continue;
    for (let band = first; band <= last; band += 1) cells.push(shape * BANDS + band);
  }
  return cells;
}

export class SavedSearchMatcher {
  readonly size: number;
  private readonly minCarat: Float64Array;
  private readonly maxCarat: Float64Array;
  private readonly minCost: Float64Array;
  private readonly maxCost: Float64Array;
  private readonly created: Float64Array;
  private readonly categories: Int32Array;
  private readonly colors: Int32Array;
  private readonly clarities: Int32Array;
  private readonly cuts: Int32Array;
  /** cellStart[cell] … cellStart[cell + 1] in `filed`: the searches of a shape and band, by place. */
  private readonly cellStart: Int32Array;
  private readonly filed: Int32Array;
  private readonly taken: Record<MatchKind, Int32Array>;

  /**
   * The searches in the order ties go to (a stone two of a shopper's searches match is the first's),
   * with the cells each is filed in (`cellsOf`, worked out beforehand when the caller wants breaks).
   */
  constructor(
    searches: readonly MatcherSearch[],
    cellLists: readonly (readonly number[])[] = searches.map((search) => cellsOf(search.criteria)),
  ) {
    const n = searches.length;
    this.size = n;
    this.minCarat = new Float64Array(n);
    this.maxCarat = new Float64Array(n);
    this.minCost = new Float64Array(n);
    this.maxCost = new Float64Array(n);
    this.created = new Float64Array(n);
    this.categories = new Int32Array(n);
    this.colors = new Int32Array(n);
    this.clarities = new Int32Array(n);
    this.cuts = new Int32Array(n);
    this.taken = { 'new-match': new Int32Array(n), 'price-drop': new Int32Array(n) };
    const counts = new Int32Array(SHAPES * BANDS + 1);
    searches.forEach((search, place) => {
      const { criteria } = search;
      this.minCarat[place] = criteria.minCarat ?? Number.NEGATIVE_INFINITY;
      this.maxCarat[place] = criteria.maxCarat ?? Number.POSITIVE_INFINITY;
      this.minCost[place] = criteria.minCost ?? Number.NEGATIVE_INFINITY;
      this.maxCost[place] = criteria.maxCost ?? Number.POSITIVE_INFINITY;
      this.created[place] = search.created;
      this.categories[place] = maskOf(criteria.categories);
      this.colors[place] = maskOf(criteria.colors);
      this.clarities[place] = maskOf(criteria.clarities);
      this.cuts[place] = maskOf(criteria.cuts);
      for (const cell of cellLists[place]!) counts[cell + 1]! += 1;
    });
    for (let cell = 1; cell < counts.length; cell += 1) counts[cell]! += counts[cell - 1]!;
    this.cellStart = counts.slice();
    this.filed = new Int32Array(counts[counts.length - 1]!);
    const next = counts;
    cellLists.forEach((cells, place) => {
      for (const cell of cells) this.filed[next[cell]!++] = place;
    });
  }

  /**
   * Offers `stones`, in the order they should be told, to the searches that match them and have
   * taken fewer than `limit` of this kind so far (counted across calls, for the whole run);
   * `take(place, stone)` is called for each match. A new match must also be newer than the search.
   */
  offer(
    stones: readonly StoneSearchEntry[],
    kind: MatchKind,
    limit: number,
    take: (place: number, stone: StoneSearchEntry) => void,
  ): void {
    const taken = this.taken[kind];
    const newOnly = kind === 'new-match';
    const { filed, minCarat, maxCarat, minCost, maxCost, created, categories, colors, clarities, cuts } = this;
    for (const stone of stones) {
      if (stone.shape < 0 || stone.shape >= SHAPES) continue;
      const cell = stone.shape * BANDS + bandOf(stone.carat);
      const end = this.cellStart[cell + 1]!;
      const categoryBit = 1 << stone.category;
      const colorBit = 1 << stone.color;
      const clarityBit = 1 << stone.clarity;
      const cutBit = stone.cut < 0 ? 0 : 1 << stone.cut;
      for (let at = this.cellStart[cell]!; at < end; at += 1) {
        const place = filed[at]!;
        if (taken[place]! >= limit) continue;
        if (stone.carat < minCarat[place]! || stone.carat > maxCarat[place]!) continue;
        if (stone.cost < minCost[place]! || stone.cost > maxCost[place]!) continue;
        if ((categories[place]! & categoryBit) === 0 || (colors[place]! & colorBit) === 0) continue;
        if ((clarities[place]! & clarityBit) === 0) continue;
        if (cuts[place] !== ANY && (cuts[place]! & cutBit) === 0) continue;
        if (newOnly && stone.created <= created[place]!) continue;
        taken[place]! += 1;
        take(place, stone);
      }
    }
  }
}

/** Newest first (the id breaks ties, highest first): the order new matches are told in. */
export const newestFirst = (a: StoneSearchEntry, b: StoneSearchEntry) => b.created - a.created || b.id - a.id;

/** Cheapest first (the id breaks ties): the order price falls are told in. */
export const cheapestFirst = (a: StoneSearchEntry, b: StoneSearchEntry) => a.cost - b.cost || a.id - b.id;
