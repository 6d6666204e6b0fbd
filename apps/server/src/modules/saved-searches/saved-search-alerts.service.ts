import { setImmediate } from 'node:timers/promises';
import { priceStone, type StoredPricingParameters } from '@facet/contracts/pricing';
import { costRangeForPrices, type StoneFilters } from '@facet/contracts/stone-filters';
import type { Database } from '@facet/db/client';
import type { savedSearchNotices } from '@facet/db/schema/saved-searches';
import { loadPricingParameters } from '../pricing/repricing.service.ts';
import type { StoneSearchEntry } from '../stones/stone-search-index.ts';
import { stoneSearchCriteria, stoneSearchEntry } from '../stones/stone-search.service.ts';
import {
  type ChangedStoneRow,
  databaseNow,
  deletePriceMarks,
  listAlertingSearchRows,
  listChangedStoneRows,
} from './saved-search-alerts.queries.ts';
import { readSettingsRow } from './saved-search-settings.service.ts';
import {
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
 * Notices are written in one statement per batch with the unique key on (shopper, stone,
 * reason), so two runs at once tell each thing once; the digests send them.
 */

/** Changed stones read and matched at a time (keyset by id). */
const CHUNK = 50_000;
/** Stones offered to the searches between two turns of the event loop. */
const YIELD_EVERY = 5_000;
/** Notices written per statement (arrays of this length, one parameter each). */
const INSERT_BATCH = 20_000;

type NoticeValues = typeof savedSearchNotices.$inferInsert;

export { SAVED_SEARCH_ALERTS_JOB } from './saved-search-alerts-queue.service.ts';

export interface AlertRun {
  stones: number;
  searches: number;
  notices: number;
  /** Where the run's time went, in seconds: reading stones and searches, matching, writing notices and marks. */
  seconds: { reading: number; matching: number; writing: number };
}

interface AlertingSearch extends MatcherSearch {
  id: number;
  userId: string;
}

/** The diamond searches whose alerts are on, by id (ties go to a shopper's first search). */
async function alertingSearches(db: Database, rates: StoredPricingParameters): Promise<AlertingSearch[]> {
  const rows = await listAlertingSearchRows(db);
  const searches: AlertingSearch[] = [];
  for (const row of rows) {
    const filters = row.filters as StoneFilters;
    const costRange = costRangeForPrices(filters, row.currency, rates);
    if (costRange === null) continue;
    searches.push({
      id: row.id,
      userId: row.userId,
      created: row.createDate.getTime(),
      criteria: stoneSearchCriteria(filters, costRange),
    });
  }
  return searches.sort((a, b) => a.id - b.id);
}

/** Offers the stones in slices, letting the API's requests in between (the job shares its process). */
async function offerInSlices(
  matcher: SavedSearchMatcher,
  stones: StoneSearchEntry[],
  kind: MatchKind,
  limit: number,
  take: (place: number, stone: StoneSearchEntry) => void,
): Promise<void> {
  for (let from = 0; from < stones.length; from += YIELD_EVERY) {
    if (from > 0) await setImmediate();
    matcher.offer(stones.slice(from, from + YIELD_EVERY), kind, limit, take);
  }
}

/** Did the price fall by `basisPoints` of what it was, or more? */
export function fellEnough(before: number, now: number, basisPoints: number): boolean {
  return now < before && (before - now) * 10_000 >= before * basisPoints;
}

/** One run of the job: the notices it wrote (each once), for the digests to send. */
export async function runSavedSearchAlerts(
  db: Database,
  input: { previousRates?: StoredPricingParameters } = {},
): Promise<AlertRun> {
  const started = performance.now();
  const settings = await readSettingsRow(db);
  const to = await databaseNow(db);
  const rates = await loadPricingParameters(db);
  const previous = input.previousRates;
  const window = { from: previous ? null : settings.checkedUntil, to };
  let rows = await listChangedStoneRows(db, window, 0, CHUNK);
  // Nothing changed (the recurring run, most of the time): the searches are not even read.
  const searches = rows.length === 0 ? [] : await alertingSearches(db, rates);
  const matcher = new SavedSearchMatcher(searches);
  const limit = settings.alertsPerSearch;
  const inr = (cost: number, with_: StoredPricingParameters) => priceStone(cost, with_).inr.price;
  const run: AlertRun = {
    stones: 0,
    searches: searches.length,
    notices: 0,
    seconds: { reading: (performance.now() - started) / 1000, matching: 0, writing: 0 },
  };
  let since = performance.now();
  const lap = (phase: keyof AlertRun['seconds']) => {
    const now = performance.now();
    run.seconds[phase] += (now - since) / 1000;
    since = now;
  };
  while (rows.length > 0) {
    run.stones += rows.length;
    const now = new Map<number, number>(rows.map((row) => [row.id, inr(Number(row.cost), rates)]));
    const before = new Map<number, number>();
    for (const row of rows) {
      if (previous) before.set(row.id, inr(Number(row.cost), previous));
      else if (row.cost_before !== null) before.set(row.id, inr(Number(row.cost_before), rates));
    }
    const fell = (row: ChangedStoneRow) => {
      const priceBefore = before.get(row.id);
      return priceBefore !== undefined && fellEnough(priceBefore, now.get(row.id)!, settings.priceDropBasisPoints);
    };
    const notices: NoticeValues[] = [];
    if (searches.length > 0) {
      // Each search takes the newest of this chunk's stones it matches, then the cheapest of
      // those whose price fell enough (usually few), up to the setting's number for the run.
      const told = (reason: MatchKind) => (place: number, stone: StoneSearchEntry) => {
        const search = searches[place]!;
        const priceBefore = reason === 'price-drop' ? before.get(stone.id)! : null;
        notices.push({
          userId: search.userId,
          savedSearchId: search.id,
          stoneId: stone.id,
          reason,
          priceBefore,
          priceNow: now.get(stone.id)!,
        });
      };
      const entries = rows.map(stoneSearchEntry);
      await offerInSlices(matcher, entries.sort(newestFirst), 'new-match', limit, told('new-match'));
      const fallen = new Set(rows.filter(fell).map((row) => row.id));
      const falls = entries.filter((entry) => fallen.has(entry.id)).sort(cheapestFirst);
      await offerInSlices(matcher, falls, 'price-drop', limit, told('price-drop'));
    }
    lap('matching');
    // One notice per shopper, stone and reason (the first search's), in the unique key's order:
    // the statements then meet no conflict of their own and fill each index page in turn.
    const once = new Map<string, NoticeValues>();
    for (const notice of notices) {
      const key = `${notice.userId} ${notice.stoneId} ${notice.reason}`;
      if (!once.has(key)) once.set(key, notice);
    }
    const sorted = [...once.values()].sort(
      (a, b) =>
        (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0) ||
        a.stoneId - b.stoneId ||
        (a.reason < b.reason ? -1 : a.reason > b.reason ? 1 : 0),
    );
    for (let i = 0; i < sorted.length; i += INSERT_BATCH) {
      run.notices += await insertNotices(db, sorted.slice(i, i + INSERT_BATCH));
    }
    if (!previous) {
      // A mark is done with once its fall was enough to tell, or the price is no lower: a small
      // fall keeps it, so falls in steps add up.
      const done = rows
        .filter((row) => row.cost_before !== null && (now.get(row.id)! >= before.get(row.id)! || fell(row)))
        .map((row) => row.id);
      await deletePriceMarks(db, done);
    }
    lap('writing');
    if (rows.length < CHUNK) break;
    rows = await listChangedStoneRows(db, window, rows[rows.length - 1]!.id, CHUNK);
    lap('reading');
  }
  if (!previous) await advanceCheckedUntil(db, to);
  return run;
}
