import { priceStone, type StoredPricingParameters } from '@facet/contracts/pricing';
import { costRangeForPrices, type StoneFilters } from '@facet/contracts/stone-filters';
import type { Database } from '@facet/db/client';
import { loadPricingParameters } from '../pricing/repricing.service.ts';
import type { StoneSearchEntry } from '../stones/stone-search-index.ts';
import { stoneSearchCriteria, stoneSearchEntry } from '../stones/stone-search.service.ts';
import {
  type ChangedStoneRow,
  databaseNow,
  deletePriceMarks,
  listAlertingSearchRows,
} from './saved-search-alerts.queries.ts';
import { changedStonesReader } from './saved-search-changed-stones.ts';
import { AlertsPace, type AlertsPaceOptions, DEFAULT_ALERTS_PACE } from './saved-search-alerts-pace.ts';
import { NoticesFound, shoppersOfSearches } from './saved-search-notices-found.ts';
import { readSettingsRow } from './saved-search-settings.service.ts';
import {
  cellsOf,
  cheapestFirst,
  type MatcherSearch,
  type MatchKind,
  newestFirst,
  SavedSearchMatcher,
} from './saved-search-matcher.ts';
import { advanceCheckedUntil, insertNotices } from './saved-searches.queries.ts';

/*
 * The saved searches' alerts (decision 039). A job, queued in the transaction of each stone
 * import, stone save and pricing change, reads only the stones changed since the last run (by
 * `update_date`; every available stone after a pricing change) in chunks by id, and offers them
 * to the diamond searches whose alerts are on, indexed by shape and carat (saved-search-matcher.ts):
 * a match added after the search was saved is a new match; a match whose price fell by the
 * setting's share or more since the alerts last looked (the price mark kept by the database, or
 * the pricing before the change) is a price drop. Each search tells at most the setting's number
 * of each per run (the newest, the cheapest): a digest, not a catalogue; its page shows the rest.
 * Notices are written a batch per statement with the unique key on (shopper, stone, reason), so
 * two runs at once tell each thing once; the digests send them. The job keeps a pace
 * (saved-search-alerts-pace.ts): slices of a millisecond or two and short statements, each followed
 * by a rest, so that the searches beside it, in its process and on the same cores, hardly slow.
 */

/** Diamond searches read at a time (keyset by id). */
const SEARCH_PAGE = 250;
/** Stones offered to the searches in one call, well under a slice (the pace decides when to rest). */
const OFFER_SLICE = 50;
/** Notices written per statement: short statements, each followed by the pace's rest. */
const INSERT_BATCH = 2_000;
/** Price marks removed per statement. */
const DELETE_BATCH = 5_000;

export { SAVED_SEARCH_ALERTS_JOB } from './saved-search-alerts-queue.service.ts';
export { DEFAULT_ALERTS_PACE } from './saved-search-alerts-pace.ts';

export interface AlertRun {
  stones: number;
  searches: number;
  notices: number;
  /**
   * Where the run's time went, in seconds: reading stones and searches, matching, writing notices
   * and marks (each with its rests), and `resting`, the rests of all three.
   */
  seconds: { reading: number; matching: number; writing: number; resting: number };
}

interface AlertingSearch extends MatcherSearch {
  id: number;
  userId: string;
}

/** The diamond searches whose alerts are on, by id (ties go to a shopper's first search), a page at a time. */
async function alertingSearches(
  db: Database,
  rates: StoredPricingParameters,
  pace: AlertsPace,
): Promise<AlertingSearch[]> {
  const searches: AlertingSearch[] = [];
  for (let after = 0; ;) {
    const rows = await pace.statement(() => listAlertingSearchRows(db, after, SEARCH_PAGE));
    for (const row of rows) {
      const filters = row.filters as StoneFilters;
      const costRange = costRangeForPrices(filters, row.currency, rates);
      await pace.breathe();
      if (costRange === null) continue;
      searches.push({
        id: row.id,
        userId: row.userId,
        created: row.createDate.getTime(),
        criteria: stoneSearchCriteria(filters, costRange),
      });
    }
    if (rows.length < SEARCH_PAGE) return searches;
    after = rows[rows.length - 1]!.id;
  }
}

/** Offers the stones a few at a time, letting the API's requests in between (the job shares its process). */
async function offerInSlices(
  matcher: SavedSearchMatcher,
  stones: StoneSearchEntry[],
  kind: MatchKind,
  limit: number,
  take: (place: number, stone: StoneSearchEntry) => void,
  pace: AlertsPace,
): Promise<void> {
  for (let from = 0; from < stones.length; from += OFFER_SLICE) {
    matcher.offer(stones.slice(from, from + OFFER_SLICE), kind, limit, take);
    await pace.breathe();
  }
}

/** `map` over `items`, turning the event loop as the pace says. */
async function mapWithBreaks<T, U>(items: readonly T[], map: (item: T) => U, pace: AlertsPace): Promise<U[]> {
  const mapped: U[] = [];
  for (const item of items) {
    mapped.push(map(item));
    if ((mapped.length & 255) === 0) await pace.breathe();
  }
  return mapped;
}

/** Did the price fall by `basisPoints` of what it was, or more? */
export function fellEnough(before: number, now: number, basisPoints: number): boolean {
  return now < before && (before - now) * 10_000 >= before * basisPoints;
}

/** One run of the job: the notices it wrote (each once), for the digests to send. */
export async function runSavedSearchAlerts(
  db: Database,
  input: { previousRates?: StoredPricingParameters; pace?: AlertsPaceOptions } = {},
): Promise<AlertRun> {
  const started = performance.now();
  const pace = new AlertsPace(input.pace ?? DEFAULT_ALERTS_PACE);
  const settings = await readSettingsRow(db);
  const to = await databaseNow(db);
  const rates = await loadPricingParameters(db);
  const previous = input.previousRates;
  const window = { from: previous ? null : settings.checkedUntil, to };
  const read = await changedStonesReader(db, window, pace);
  let rows = await read();
  // Nothing changed (the recurring run, most of the time): the searches are not even read.
  const searches = rows === null ? [] : await alertingSearches(db, rates, pace);
  // Filed a few hundred searches at a time, with breaks: a shop may keep tens of thousands.
  const matcher = new SavedSearchMatcher(
    searches,
    await mapWithBreaks(searches, (search) => cellsOf(search.criteria), pace),
  );
  const shoppers = shoppersOfSearches(searches);
  const limit = settings.alertsPerSearch;
  const inr = (cost: number, with_: StoredPricingParameters) => priceStone(cost, with_).inr.price;
  const run: AlertRun = {
    stones: 0,
    searches: searches.length,
    notices: 0,
    seconds: { reading: (performance.now() - started) / 1000, matching: 0, writing: 0, resting: 0 },
  };
  let since = performance.now();
  const lap = (phase: 'reading' | 'matching' | 'writing') => {
    const now = performance.now();
    run.seconds[phase] += (now - since) / 1000;
    since = now;
  };
  while (rows !== null) {
    run.stones += rows.length;
    // Prices in rupees, worked out only where needed: before and now for a stone whose price may
    // have fallen (every stone after a pricing change; after an import, one with a price mark),
    // now alone for any other stone a search takes (priceNow).
    const now = new Map<number, number>();
    const before = new Map<number, number>();
    for (const row of rows) {
      const costBefore = previous ? Number(row.cost) : row.cost_before === null ? null : Number(row.cost_before);
      if (costBefore === null) continue;
      now.set(row.id, inr(Number(row.cost), rates));
      before.set(row.id, inr(costBefore, previous ?? rates));
      if ((now.size & 255) === 0) await pace.breathe();
    }
    const priceNow = (stone: StoneSearchEntry) => {
      let price = now.get(stone.id);
      if (price === undefined) now.set(stone.id, (price = inr(stone.cost, rates)));
      return price;
    };
    const fell = (row: ChangedStoneRow) => {
      const priceBefore = before.get(row.id);
      return priceBefore !== undefined && fellEnough(priceBefore, now.get(row.id)!, settings.priceDropBasisPoints);
    };
    const notices = new NoticesFound(shoppers.shopperIds, shoppers.shopperOfSearch, shoppers.searchIds);
    if (searches.length > 0) {
      // Each search takes the newest of this chunk's stones it matches, then the cheapest of
      // those whose price fell enough (usually few), up to the setting's number for the run.
      const told = (reason: MatchKind) => (place: number, stone: StoneSearchEntry) => {
        const priceBefore = reason === 'price-drop' ? before.get(stone.id)! : null;
        notices.add(place, stone.id, reason, priceBefore, priceNow(stone));
      };
      const entries = await mapWithBreaks(rows, stoneSearchEntry, pace);
      const newest = await pace.sort(entries, newestFirst);
      await offerInSlices(matcher, newest, 'new-match', limit, told('new-match'), pace);
      const fallen = new Set(rows.filter(fell).map((row) => row.id));
      const falls = await pace.sort(
        entries.filter((entry) => fallen.has(entry.id)),
        cheapestFirst,
      );
      await offerInSlices(matcher, falls, 'price-drop', limit, told('price-drop'), pace);
    }
    lap('matching');
    for await (const batch of notices.batches(INSERT_BATCH, pace)) {
      run.notices += await pace.statement(() => insertNotices(db, batch));
    }
    if (!previous) {
      // A mark is done with once its fall was enough to tell, or the price is no lower: a small
      // fall keeps it, so falls in steps add up.
      const done = rows
        .filter((row) => row.cost_before !== null && (now.get(row.id)! >= before.get(row.id)! || fell(row)))
        .map((row) => row.id);
      for (let i = 0; i < done.length; i += DELETE_BATCH) {
        await pace.statement(() => deletePriceMarks(db, done.slice(i, i + DELETE_BATCH)));
      }
    }
    lap('writing');
    rows = await read();
    lap('reading');
  }
  if (!previous) await advanceCheckedUntil(db, to);
  run.seconds.resting = pace.rested / 1000;
  return run;
}
