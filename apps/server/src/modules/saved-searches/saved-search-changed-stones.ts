import type { Database } from '@facet/db/client';
import {
  type ChangedStoneRow,
  type ChangeWindow,
  listChangedStoneIds,
  listChangedStoneRows,
  listChangedStoneRowsOf,
} from './saved-search-alerts.queries.ts';
import type { AlertsPace } from './saved-search-alerts-pace.ts';

/*
 * The stones an alerts run looks at (decision 039), a chunk at a time by id: those changed since
 * the last run, or every available stone after a pricing change. Changed stones are found by
 * `update_date`'s index first (their ids, one statement), then read by id a page at a time: read
 * by id alone, the first page walked every unchanged stone before the first changed one — a
 * feed's new stones have the newest ids. Every available stone is read by id, page after page.
 */

/** Changed stones matched at a time. */
const CHUNK = 50_000;
/** Changed stones read per statement. */
const READ_PAGE = 1_000;

/** The next chunk of stones, by id; null once there are no more. */
export type ChunkReader = () => Promise<ChangedStoneRow[] | null>;

/** How many stones a chunk holds and a statement reads (smaller in tests). */
export interface ChunkSizes {
  chunk: number;
  page: number;
}

export async function changedStonesReader(
  db: Database,
  window: ChangeWindow,
  pace: AlertsPace,
  { chunk, page: pageSize }: ChunkSizes = { chunk: CHUNK, page: READ_PAGE },
): Promise<ChunkReader> {
  const { from } = window;
  if (from === null) return everyStoneReader(db, window, pace, { chunk, page: pageSize });
  const ids = await pace.statement(() => listChangedStoneIds(db, { ...window, from }));
  let next = 0;
  return async () => {
    // A chunk whose stones were all sold or changed again since is passed over.
    while (next < ids.length) {
      const rows: ChangedStoneRow[] = [];
      const end = Math.min(ids.length, next + chunk);
      for (; next < end; next += pageSize) {
        const page = Array.from(ids.subarray(next, Math.min(end, next + pageSize)));
        rows.push(...(await pace.statement(() => listChangedStoneRowsOf(db, window, page))));
      }
      if (rows.length > 0) return rows;
    }
    return null;
  };
}

/** Every available stone (the window has no start), by id, read a page at a time. */
function everyStoneReader(db: Database, window: ChangeWindow, pace: AlertsPace, sizes: ChunkSizes): ChunkReader {
  let after = 0;
  let exhausted = false;
  return async () => {
    const rows: ChangedStoneRow[] = [];
    while (!exhausted && rows.length < sizes.chunk) {
      const wanted = Math.min(sizes.page, sizes.chunk - rows.length);
      const page = await pace.statement(() => listChangedStoneRows(db, window, after, wanted));
      rows.push(...page);
      if (page.length < wanted) exhausted = true;
      else after = page[page.length - 1]!.id;
    }
    return rows.length > 0 ? rows : null;
  };
}
