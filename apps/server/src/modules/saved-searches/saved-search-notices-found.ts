import type { savedSearchNotices } from '@facet/db/schema/saved-searches';
import type { AlertsPace } from './saved-search-alerts-pace.ts';
import type { MatchKind } from './saved-search-matcher.ts';

/*
 * The notices one chunk of the alerts found, before they are written (decision 039). A chunk may
 * find a couple of hundred thousand, all kept until written, seconds later: as objects they were
 * copied by every young-generation collection of the process they share with the API (20–30 ms
 * pauses in bursts, the diamond search's worst p95), so they are kept as numbers in typed arrays
 * — nothing for the collector to copy — and become objects only a batch at a time, as written.
 */

export type NoticeValues = typeof savedSearchNotices.$inferInsert;

const REASONS: readonly MatchKind[] = ['new-match', 'price-drop'];
const FIRST_CAPACITY = 4_096;

export class NoticesFound {
  private count = 0;
  private shoppers = new Int32Array(FIRST_CAPACITY);
  private searches = new Int32Array(FIRST_CAPACITY);
  private stones = new Int32Array(FIRST_CAPACITY);
  private reasons = new Uint8Array(FIRST_CAPACITY);
  /** Paise; NaN for none (a new match has no price before). */
  private pricesBefore = new Float64Array(FIRST_CAPACITY);
  private pricesNow = new Float64Array(FIRST_CAPACITY);

  /**
   * `shopperIds` in the unique key's order (sorted), each search's shopper by its place in them,
   * each search's id.
   */
  constructor(
    private readonly shopperIds: readonly string[],
    private readonly shopperOfSearch: Int32Array,
    private readonly searchIds: Int32Array,
  ) {}

  get size(): number {
    return this.count;
  }

  /** A notice found by the search at `place` (the first search's is kept when two find one stone). */
  add(place: number, stoneId: number, reason: MatchKind, priceBefore: number | null, priceNow: number): void {
    if (this.count === this.shoppers.length) this.grow();
    const at = this.count++;
    this.shoppers[at] = this.shopperOfSearch[place]!;
    this.searches[at] = this.searchIds[place]!;
    this.stones[at] = stoneId;
    this.reasons[at] = REASONS.indexOf(reason);
    this.pricesBefore[at] = priceBefore ?? Number.NaN;
    this.pricesNow[at] = priceNow;
  }

  /**
   * The notices once per shopper, stone and reason (the first found), in the unique key's order —
   * so that the statements meet no conflict of their own and fill each index page in turn —
   * `size` at a time.
   */
  async *batches(size: number, pace: AlertsPace): AsyncGenerator<NoticeValues[]> {
    const { shoppers, stones, reasons } = this;
    const order = await pace.sort(
      Array.from({ length: this.count }, (_, at) => at),
      (a, b) => shoppers[a]! - shoppers[b]! || stones[a]! - stones[b]! || reasons[a]! - reasons[b]! || a - b,
    );
    let batch: NoticeValues[] = [];
    let previous = -1;
    for (const at of order) {
      const same =
        previous >= 0 &&
        shoppers[at] === shoppers[previous] &&
        stones[at] === stones[previous] &&
        reasons[at] === reasons[previous];
      previous = at;
      if (same) continue;
      batch.push(this.valuesAt(at));
      if (batch.length === size) {
        yield batch;
        batch = [];
        await pace.breathe();
      }
    }
    if (batch.length > 0) yield batch;
  }

  private valuesAt(at: number): NoticeValues {
    const before = this.pricesBefore[at]!;
    return {
      userId: this.shopperIds[this.shoppers[at]!]!,
      savedSearchId: this.searches[at]!,
      stoneId: this.stones[at]!,
      reason: REASONS[this.reasons[at]!]!,
      priceBefore: Number.isNaN(before) ? null : before,
      priceNow: this.pricesNow[at]!,
    };
  }

  private grow(): void {
    const capacity = this.shoppers.length * 2;
    const grown = <T extends Int32Array | Uint8Array | Float64Array>(array: T, make: (n: number) => T): T => {
      const bigger = make(capacity);
      bigger.set(array);
      return bigger;
    };
    this.shoppers = grown(this.shoppers, (n) => new Int32Array(n));
    this.searches = grown(this.searches, (n) => new Int32Array(n));
    this.stones = grown(this.stones, (n) => new Int32Array(n));
    this.reasons = grown(this.reasons, (n) => new Uint8Array(n));
    this.pricesBefore = grown(this.pricesBefore, (n) => new Float64Array(n));
    this.pricesNow = grown(this.pricesNow, (n) => new Float64Array(n));
  }
}

/** The searches' shoppers for `NoticesFound`: their ids sorted, and each search's place among them. */
export function shoppersOfSearches(searches: readonly { id: number; userId: string }[]): {
  shopperIds: string[];
  shopperOfSearch: Int32Array;
  searchIds: Int32Array;
} {
  const shopperIds = [...new Set(searches.map((search) => search.userId))].sort();
  const placeOf = new Map(shopperIds.map((id, place) => [id, place]));
  return {
    shopperIds,
    shopperOfSearch: Int32Array.from(searches, (search) => placeOf.get(search.userId)!),
    searchIds: Int32Array.from(searches, (search) => search.id),
  };
}
