import { setImmediate } from 'node:timers/promises';
import { priceStone, type StoredPricingParameters } from '@facet/contracts/pricing';
import { costRangeForPrices, type StoneFilters } from '@facet/contracts/stone-filters';
import type { Database } from '@facet/db/client';
import type { savedSearchNotices } from '@facet/db/schema/saved-searches';
import { loadPricingParameters } from '../pricing/repricing.service.ts';
import { stoneSearchCriteria, stoneSearchEntry, stoneSearchIndexOf } from '../stones/stone-search.service.ts';
import {
  type ChangedStoneRow,
  databaseNow,
  deletePriceMarks,
  listAlertingSearchRows,
  listChangedStoneRows,
} from './saved-search-alerts.queries.ts';
import { readSettingsRow } from './saved-search-settings.service.ts';
import { advanceCheckedUntil, insertNotices } from './saved-searches.queries.ts';

/*
 * The saved searches' alerts (decision 039). A job, queued in the transaction of each stone
 * import, stone save and pricing change, reads only the stones changed since the last run (by
 * `update_date`; every available stone after a pricing change), builds the diamond search's
 * in-memory index over just those, and asks it each diamond search whose alerts are on: a match
 * added after the search was saved is a new match; a match whose price fell by the setting's
 * share or more since the alerts last looked (the price mark kept by the database, or the
 * pricing before the change) is a price drop. Notices are written with the unique key on
 * (shopper, stone, reason), so two runs at once tell each thing once; the digests send them.
 */

/** Changed stones read, indexed and matched at a time. */
const CHUNK = 50_000;
/**
 * The most new matches, and the most price falls, one search tells in one run: a digest, not a
 * catalogue (a feed of 50,000 new stones would otherwise give a broad search thousands). The
 * newest are told; the search's own page shows the rest.
 */
const PER_SEARCH = 20;
/** Searches matched between two turns of the event loop. */
const YIELD_EVERY = 250;
/** Notices written per statement (arrays of this length, one parameter each). */
const INSERT_BATCH = 20_000;

type NoticeValues = typeof savedSearchNotices.$inferInsert;

export { SAVED_SEARCH_ALERTS_JOB } from './saved-search-alerts-queue.service.ts';

export interface AlertRun {
  stones: number;
  searches: number;
  notices: number;
}

interface AlertingSearch {
  id: number;
  userId: string;
  created: number;
  criteria: ReturnType<typeof stoneSearchCriteria>;
}

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
  return searches;
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
  const settings = await readSettingsRow(db);
  const to = await databaseNow(db);
  const rates = await loadPricingParameters(db);
  const previous = input.previousRates;
  const window = { from: previous ? null : settings.checkedUntil, to };
  let rows = await listChangedStoneRows(db, window, 0, CHUNK);
  // Nothing changed (the recurring run, most of the time): the searches are not even read.
  const searches = rows.length === 0 ? [] : await alertingSearches(db, rates);
  const inr = (cost: number, with_: StoredPricingParameters) => priceStone(cost, with_).inr.price;
  const run: AlertRun = { stones: 0, searches: searches.length, notices: 0 };
  const told = new Map<number, { fresh: number; drops: number }>();
  while (rows.length > 0) {
    run.stones += rows.length;
    const byId = new Map<number, ChangedStoneRow>(rows.map((row) => [row.id, row]));
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
      // Two indexes over this chunk's stones: all of them (new matches, newest first), and those
      // whose price fell enough (usually few).
      const index = stoneSearchIndexOf(rows.map(stoneSearchEntry));
      const fallen = rows.filter(fell);
      const fallenIndex = fallen.length > 0 ? stoneSearchIndexOf(fallen.map(stoneSearchEntry)) : null;
      for (const [place, search] of searches.entries()) {
        // The job shares its process with the API: let requests in between searches.
        if (place % YIELD_EVERY === YIELD_EVERY - 1) await setImmediate();
        const count = told.get(search.id) ?? { fresh: 0, drops: 0 };
        told.set(search.id, count);
        const noticeOf = (id: number) => ({
          userId: search.userId,
          savedSearchId: search.id,
          stoneId: id,
          priceNow: now.get(id)!,
        });
        if (count.fresh < PER_SEARCH) {
          for (const id of index.search(search.criteria, 'newest', 0, PER_SEARCH - count.fresh).ids) {
            // Newest first: once one is older than the search, so are the rest.
            if (Number(byId.get(id)!.created) <= search.created) break;
            notices.push({ ...noticeOf(id), reason: 'new-match' });
            count.fresh += 1;
          }
        }
        if (fallenIndex && count.drops < PER_SEARCH) {
          for (const id of fallenIndex.search(search.criteria, 'price-asc', 0, PER_SEARCH - count.drops).ids) {
            notices.push({ ...noticeOf(id), reason: 'price-drop', priceBefore: before.get(id)! });
            count.drops += 1;
          }
        }
      }
    }
    for (let i = 0; i < notices.length; i += INSERT_BATCH) {
      run.notices += await insertNotices(db, notices.slice(i, i + INSERT_BATCH));
    }
    if (!previous) {
      // A mark is done with once its fall was enough to tell, or the price is no lower: a small
      // fall keeps it, so falls in steps add up.
      const done = rows
        .filter((row) => row.cost_before !== null && (now.get(row.id)! >= before.get(row.id)! || fell(row)))
        .map((row) => row.id);
      await deletePriceMarks(db, done);
    }
    if (rows.length < CHUNK) break;
    rows = await listChangedStoneRows(db, window, rows[rows.length - 1]!.id, CHUNK);
  }
  if (!previous) await advanceCheckedUntil(db, to);
  return run;
}
