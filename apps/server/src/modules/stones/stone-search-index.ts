import type { StoneSort } from '@facet/contracts/stone-filters';

/*
 * The diamond search's in-memory index: every available stone as a few numbers in typed arrays
 * (about 30 bytes a stone: 30 MB for a million), so a search with its exact total scans only
 * the stones of the chosen shapes within the cost range, a few nanoseconds each, where the
 * database would count them row by row (decision 011). Pure data: loading and freshness are
 * stone-search.service.ts's.
 *
 * Slots are ordered by (category, shape, cost, id): a category and shape is one run of slots, a
 * cost range one binary search within it. Two permutations give the carat and newest orders.
 */

export interface StoneSearchEntry {
  id: number;
  /** Indexes into the lookup lists (contracts/lookups.ts), in their order. */
  shape: number;
  category: number;
  color: number;
  clarity: number;
  /** -1 when the stone has no cut grade. */
  cut: number;
  /** Hundredths of a carat. */
  carat: number;
  /** Paise. */
  cost: number;
  /** Milliseconds since the epoch. */
  created: number;
}

/** What to look for, as list indexes, hundredths of a carat and paise. Absent means any. */
export interface StoneSearchCriteria {
  shapes?: readonly number[];
  categories?: readonly number[];
  colors?: readonly number[];
  clarities?: readonly number[];
  cuts?: readonly number[];
  minCarat?: number;
  maxCarat?: number;
  minCost?: number;
  maxCost?: number;
}

export interface StoneSearchResult {
  /** Stone ids of the page, in order. */
  ids: number[];
  total: number;
}

/** Shapes, categories and grades fit in these many bits of a slot's `attributes`. */
const SHAPES = 16;
const CATEGORIES = 4;
/** A run of slots: one category and shape. */
const GROUPS = CATEGORIES * SHAPES;
const CATEGORY_BITS = 2;
const GRADE_BITS = 4;
const CUT_BITS = 3;
const COLOR_SHIFT = CATEGORY_BITS;
const CLARITY_SHIFT = COLOR_SHIFT + GRADE_BITS;
const CUT_SHIFT = CLARITY_SHIFT + GRADE_BITS;
const ATTRIBUTE_VALUES = 1 << (CUT_SHIFT + CUT_BITS);
/** Below this many matches a search keeps them all while counting, and sorts just those. */
const COLLECT_LIMIT = 4_096;

function packAttributes(entry: StoneSearchEntry): number {
  if (entry.category >= 1 << CATEGORY_BITS || entry.color >= 1 << GRADE_BITS || entry.clarity >= 1 << GRADE_BITS) {
    throw new RangeError(`stone ${entry.id}: a grade is outside the index's range`);
  }
  return (
    entry.category | (entry.color << COLOR_SHIFT) | (entry.clarity << CLARITY_SHIFT) | ((entry.cut + 1) << CUT_SHIFT)
  );
}

/** The first index in [low, high) whose value is not below `value` (values ascending). */
function lowerBound(values: Float64Array | Int16Array, value: number, low: number, high: number): number {
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class StoneSearchIndex {
  readonly size: number;
  private readonly ids: Int32Array;
  private readonly costs: Float64Array;
  private readonly carats: Int16Array;
  private readonly attributes: Uint16Array;
  private readonly created: Float64Array;
  private readonly shapes: Uint8Array;
  /** groupStart[g] … groupStart[g + 1]: the slots of group g (category × SHAPES + shape). */
  private readonly groupStart: Int32Array;
  private readonly byCarat: Int32Array;
  private readonly caratsByCarat: Int16Array;
  private readonly byCreated: Int32Array;
  private readonly collected = new Int32Array(COLLECT_LIMIT);

  constructor(entries: readonly StoneSearchEntry[]) {
    const n = entries.length;
    this.size = n;
    // Read the entries once into typed arrays, then sort slot numbers over those (much faster
    // than sorting objects: a million stones build in about a second).
    const groupOf = new Uint8Array(n);
    const costOf = new Float64Array(n);
    const idOf = new Int32Array(n);
    entries.forEach((entry, i) => {
      if (entry.shape < 0 || entry.shape >= SHAPES) throw new RangeError(`stone ${entry.id}: unknown shape`);
      if (entry.category < 0 || entry.category >= CATEGORIES)
        throw new RangeError(`stone ${entry.id}: unknown category`);
      groupOf[i] = entry.category * SHAPES + entry.shape;
      costOf[i] = entry.cost;
      idOf[i] = entry.id;
    });
    const order = Int32Array.from({ length: n }, (_, i) => i).sort(
      (a, b) => groupOf[a]! - groupOf[b]! || costOf[a]! - costOf[b]! || idOf[a]! - idOf[b]!,
    );
    this.ids = new Int32Array(n);
    this.costs = new Float64Array(n);
    this.carats = new Int16Array(n);
    this.attributes = new Uint16Array(n);
    this.created = new Float64Array(n);
    this.shapes = new Uint8Array(n);
    this.groupStart = new Int32Array(GROUPS + 1);
    for (let slot = 0; slot < n; slot += 1) {
      const entry = entries[order[slot]!]!;
      this.ids[slot] = entry.id;
      this.costs[slot] = entry.cost;
      this.carats[slot] = entry.carat;
      this.attributes[slot] = packAttributes(entry);
      this.created[slot] = entry.created;
      this.shapes[slot] = entry.shape;
      this.groupStart[entry.category * SHAPES + entry.shape + 1]! += 1;
    }
    for (let g = 1; g <= GROUPS; g += 1) this.groupStart[g]! += this.groupStart[g - 1]!;
    const { ids, carats, created } = this;
    const slots = () => Int32Array.from({ length: n }, (_, i) => i);
    this.byCarat = slots().sort((a, b) => carats[a]! - carats[b]! || ids[a]! - ids[b]!);
    this.caratsByCarat = Int16Array.from(this.byCarat, (slot) => carats[slot]!);
    this.byCreated = slots().sort((a, b) => created[a]! - created[b]! || ids[a]! - ids[b]!);
  }

  /** A page of matching stones in the sort's order (the id breaks ties), with the exact total. */
  search(criteria: StoneSearchCriteria, sort: StoneSort, offset: number, limit: number): StoneSearchResult {
    // The runs already hold only the chosen categories: the scan checks the grades alone.
    const allowed = allowedAttributes({ ...criteria, categories: undefined });
    const minCarat = criteria.minCarat ?? Number.NEGATIVE_INFINITY;
    const maxCarat = criteria.maxCarat ?? Number.POSITIVE_INFINITY;
    const caratFilter = criteria.minCarat !== undefined || criteria.maxCarat !== undefined;
    const segments = this.segments(criteria);
    let total = 0;
    let kept = 0;
    if (allowed === null && !caratFilter) {
      for (const [low, high] of segments) total += high - low;
    } else {
      // The hot loop: locals only, one table lookup and two comparisons a stone.
      const { attributes, carats, collected } = this;
      const pass = allowed ?? new Uint8Array(ATTRIBUTE_VALUES).fill(1);
      for (const [low, high] of segments) {
        for (let slot = low; slot < high; slot += 1) {
          if (pass[attributes[slot]!] === 0) continue;
          const carat = carats[slot]!;
          if (carat < minCarat || carat > maxCarat) continue;
          if (kept < COLLECT_LIMIT) collected[kept] = slot;
          kept += 1;
        }
      }
      total = kept;
    }
    // No page asked for (only the total): the walks below stop at `limit` ids, so never start one.
    if (offset >= total || limit <= 0) return { ids: [], total };
    if (total <= COLLECT_LIMIT && kept === total) {
      return { ids: this.sortCollected(kept, sort, offset, limit), total };
    }
    const matches = (slot: number) => {
      if (allowed !== null && allowed[this.attributes[slot]!] === 0) return false;
      const carat = this.carats[slot]!;
      return carat >= minCarat && carat <= maxCarat;
    };
    const ids =
      sort === 'price-asc' || sort === 'price-desc'
        ? this.walkByCost(segments, sort === 'price-desc', matches, offset, limit)
        : this.walkPermutation(criteria, sort, offset, limit);
    return { ids, total };
  }

  /**
   * The costs of every matching stone but `exceptId`, ascending: the fair-price band's stones
   * like one (decision 040). A single category and shape is one run, already in cost order.
   */
  costsOf(criteria: StoneSearchCriteria, exceptId: number): Float64Array {
    const allowed = allowedAttributes({ ...criteria, categories: undefined });
    const minCarat = criteria.minCarat ?? Number.NEGATIVE_INFINITY;
    const maxCarat = criteria.maxCarat ?? Number.POSITIVE_INFINITY;
    const found: number[] = [];
    for (const [low, high] of this.segments(criteria)) {
      for (let slot = low; slot < high; slot += 1) {
        if (allowed !== null && allowed[this.attributes[slot]!] === 0) continue;
        const carat = this.carats[slot]!;
        if (carat < minCarat || carat > maxCarat || this.ids[slot] === exceptId) continue;
        found.push(this.costs[slot]!);
      }
    }
    return Float64Array.from(found).sort();
  }

  /** The runs of slots of the chosen categories and shapes, each cut to the cost range. */
  private segments(criteria: StoneSearchCriteria): [number, number][] {
    const all = (count: number) => Array.from({ length: count }, (_, i) => i);
    const shapes = (criteria.shapes ?? all(SHAPES)).filter((shape) => shape >= 0 && shape < SHAPES);
    const categories = (criteria.categories ?? all(CATEGORIES)).filter((c) => c >= 0 && c < CATEGORIES);
    const minCost = criteria.minCost ?? Number.NEGATIVE_INFINITY;
    const maxCost = criteria.maxCost ?? Number.POSITIVE_INFINITY;
    const runs: [number, number][] = [];
    for (const category of categories) {
      for (const shape of shapes) {
        const group = category * SHAPES + shape;
        const start = this.groupStart[group]!;
        const end = this.groupStart[group + 1]!;
        if (end === start) continue;
        const low = lowerBound(this.costs, minCost, start, end);
        const high = maxCost === Number.POSITIVE_INFINITY ? end : lowerBound(this.costs, maxCost + 1, low, end);
        if (high > low) runs.push([low, high]);
      }
    }
    return runs;
  }

  private sortCollected(count: number, sort: StoneSort, offset: number, limit: number): number[] {
    const slots = Array.from(this.collected.subarray(0, count));
    const key =
      sort === 'price-asc' || sort === 'price-desc' ? this.costs : sort === 'newest' ? this.created : this.carats;
    const descending = sort === 'price-desc' || sort === 'carat-desc' || sort === 'newest';
    const direction = descending ? -1 : 1;
    slots.sort((a, b) => direction * (key[a]! - key[b]! || this.ids[a]! - this.ids[b]!));
    return slots.slice(offset, offset + limit).map((slot) => this.ids[slot]!);
  }

  /** Merges the runs (each in cost order) to walk all matches in cost, then id, order. */
  private walkByCost(
    segments: [number, number][],
    descending: boolean,
    matches: (slot: number) => boolean,
    offset: number,
    limit: number,
  ): number[] {
    const heads = segments.map(([low, high]) => (descending ? high - 1 : low));
    const ends = segments.map(([low, high]) => (descending ? low - 1 : high));
    const step = descending ? -1 : 1;
    const ids: number[] = [];
    let skipped = 0;
    for (;;) {
      let best = -1;
      for (let i = 0; i < heads.length; i += 1) {
        if (heads[i] === ends[i]) continue;
        if (best === -1 || this.before(heads[i]!, heads[best]!, descending)) best = i;
      }
      if (best === -1) return ids;
      const slot = heads[best]!;
      heads[best] = slot + step;
      if (!matches(slot)) continue;
      if (skipped < offset) skipped += 1;
      else {
        ids.push(this.ids[slot]!);
        if (ids.length === limit) return ids;
      }
    }
  }

  private before(a: number, b: number, descending: boolean): boolean {
    const order = this.costs[a]! - this.costs[b]! || this.ids[a]! - this.ids[b]!;
    return descending ? order > 0 : order < 0;
  }

  /** Walks the carat or newest order, checking every filter (the runs do not apply here). */
  private walkPermutation(criteria: StoneSearchCriteria, sort: StoneSort, offset: number, limit: number): number[] {
    const allowed = allowedAttributes(criteria);
    const minCarat = criteria.minCarat ?? Number.NEGATIVE_INFINITY;
    const maxCarat = criteria.maxCarat ?? Number.POSITIVE_INFINITY;
    const byCarat = sort === 'carat-asc' || sort === 'carat-desc';
    const permutation = byCarat ? this.byCarat : this.byCreated;
    let low = 0;
    let high = permutation.length;
    if (byCarat) {
      if (criteria.minCarat !== undefined) low = lowerBound(this.caratsByCarat, criteria.minCarat, 0, high);
      if (criteria.maxCarat !== undefined) high = lowerBound(this.caratsByCarat, criteria.maxCarat + 1, low, high);
    }
    const shapes = criteria.shapes ? new Set(criteria.shapes) : null;
    const minCost = criteria.minCost ?? Number.NEGATIVE_INFINITY;
    const maxCost = criteria.maxCost ?? Number.POSITIVE_INFINITY;
    const ascending = sort === 'carat-asc';
    const ids: number[] = [];
    let skipped = 0;
    for (let i = 0; i < high - low; i += 1) {
      const slot = permutation[ascending ? low + i : high - 1 - i]!;
      const cost = this.costs[slot]!;
      if (cost < minCost || cost > maxCost) continue;
      if (shapes !== null && !shapes.has(this.shapes[slot]!)) continue;
      if (allowed !== null && allowed[this.attributes[slot]!] === 0) continue;
      const carat = this.carats[slot]!;
      if (carat < minCarat || carat > maxCarat) continue;
      if (skipped < offset) skipped += 1;
      else {
        ids.push(this.ids[slot]!);
        if (ids.length === limit) break;
      }
    }
    return ids;
  }
}

/**
 * Which packed attribute values pass the category and grade filters (one byte per value), or
 * null when none of those filters is set.
 */
function allowedAttributes(criteria: StoneSearchCriteria): Uint8Array | null {
  const { categories, colors, clarities, cuts } = criteria;
  if (!categories && !colors && !clarities && !cuts) return null;
  const inList = (list: readonly number[] | undefined, value: number) => list === undefined || list.includes(value);
  const allowed = new Uint8Array(ATTRIBUTE_VALUES);
  for (let value = 0; value < ATTRIBUTE_VALUES; value += 1) {
    const category = value & ((1 << CATEGORY_BITS) - 1);
    const color = (value >> COLOR_SHIFT) & ((1 << GRADE_BITS) - 1);
    const clarity = (value >> CLARITY_SHIFT) & ((1 << GRADE_BITS) - 1);
    const cut = ((value >> CUT_SHIFT) & ((1 << CUT_BITS) - 1)) - 1;
    const cutPasses = cuts === undefined || (cut >= 0 && cuts.includes(cut));
    if (inList(categories, category) && inList(colors, color) && inList(clarities, clarity) && cutPasses) {
      allowed[value] = 1;
    }
  }
  return allowed;
}
