import type { Database } from '@facet/db/client';
import { stones } from '@facet/db/schema/stones';
import { type DatabaseRefusal, databaseRefusalOf } from '../../lib/database-errors.ts';
import { announceChange } from '../../lib/reference-cache.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { queueSavedSearchAlerts } from '../saved-searches/saved-search-alerts-queue.service.ts';
import {
  findStagedLines,
  insertNewStones,
  queuePictureFetches,
  unlistLeftOutStones,
  updateChangedStones,
} from './stone-import-apply.queries.ts';
import { analyzeTable, deleteStagedRows, lockStoneImport, updateStoneImport } from './stone-import.queries.ts';
import { applyProgress } from './stone-import.service.ts';
import { FETCH_STONE_PICTURES_JOB } from './stone-picture-fetch.service.ts';

/*
 * Supplier feeds, step two: applying the staged rows of a checked import. One transaction:
 * the stones are updated and added by stock number (lower(sku)), a full feed unlists the
 * available stones it leaves out, picture fetching is queued, the audit entry written and the
 * change announced to the stones cache group — all of it or, on any failure, none of it. A row equal to its stone
 * is not written at all, so the same file twice moves no update_date. The SQL is
 * stone-import-apply.queries.ts.
 */

/** Staged rows per statement: the progress moves this often. */
const APPLY_CHUNK = 5_000;

export interface ApplyOutcome {
  added: number;
  changed: number;
  unchanged: number;
  unlisted: number;
  picturesQueued: number;
}

function refusalMessage(refusal: DatabaseRefusal): string {
  if (refusal.constraint === 'stones_certificate_unique')
    return 'a certificate in the file now belongs to another stone';
  if (refusal.constraint === 'stones_sku_unique')
    return 'a stock number in the file was taken by another stone meanwhile';
  return `a row breaks the shop's rule ${refusal.constraint ?? refusal.code}`;
}

/** The apply job. Does nothing when the import is no longer waiting to be applied. */
export async function runStoneImport(
  db: Database,
  input: { importId: number; actorId: string | null },
  attempt: { final: boolean },
): Promise<ApplyOutcome | null> {
  const { importId, actorId } = input;
  try {
    return await db.transaction(async (tx) => {
      const row = await lockStoneImport(tx, importId);
      if (!row || row.state !== 'importing') return null;
      applyProgress.set(importId, 0);
      const range = await findStagedLines(tx, importId);
      let changed = 0;
      let added = 0;
      const total = range.total;
      const chunks: { from: number; to: number }[] = [];
      if (range.first !== null && range.last !== null) {
        for (let from = range.first; from <= range.last; from += APPLY_CHUNK)
          chunks.push({ from, to: from + APPLY_CHUNK - 1 });
      }
      let step = 0;
      const advance = () => {
        step += 1;
        applyProgress.set(importId, Math.floor((total * step) / (chunks.length * 2)));
      };
      // Statistics as they are now (a first feed finds the table nearly empty in the last ones),
      // so that each chunk joins through the lower(sku) index instead of scanning the stones.
      await analyzeTable(tx, stones);
      // Changes first, then additions: the table does not grow under the joins of the changes,
      // and an addition needs no look-up of its own (the unique index says whether it exists).
      for (const lines of chunks) {
        changed += await updateChangedStones(tx, importId, lines);
        advance();
      }
      for (const lines of chunks) {
        added += await insertNewStones(tx, importId, lines, actorId);
        advance();
      }
      // A full feed lists every stone the supplier still has: the available ones it leaves out
      // go off the shop. Held and sold stones are someone's; they are never touched.
      const unlisted = row.mode === 'full_feed' ? await unlistLeftOutStones(tx, importId) : 0;
      // Pictures are fetched for stones that have none yet, so the same file twice fetches nothing twice.
      const picturesQueued = await queuePictureFetches(tx, importId, FETCH_STONE_PICTURES_JOB, actorId);
      const outcome: ApplyOutcome = {
        added,
        changed,
        unchanged: total - added - changed,
        unlisted,
        picturesQueued,
      };
      await deleteStagedRows(tx, [importId]);
      await updateStoneImport(tx, importId, {
        ...outcome,
        state: 'imported',
        rowsRead: total,
        rowsTotal: total,
        finishDate: new Date(),
        updateDate: new Date(),
      });
      await recordAudit(tx, {
        actorId,
        action: 'stone.imported',
        entityType: 'stone_import',
        entityId: String(importId),
        after: { fileName: row.fileName, mode: row.mode, ...outcome, badRows: row.badRows },
      });
      if (added + changed + unlisted > 0) {
        await announceChange(tx, 'stones');
        await queueSavedSearchAlerts(tx);
      }
      return outcome;
    });
  } catch (error) {
    // The database refused the data (a certificate another stone took since the dry run, …):
    // trying again would fail the same way, so the import fails now, with nothing applied.
    const found = databaseRefusalOf(error);
    const refusal = found?.code.startsWith('23') ? found : undefined;
    if (refusal || attempt.final) {
      await updateStoneImport(db, importId, {
        state: 'failed',
        failure: `Nothing was imported: ${refusal ? refusalMessage(refusal) : 'the import stopped on an error'}. Upload the file again to retry.`,
        finishDate: new Date(),
        updateDate: new Date(),
      });
      await deleteStagedRows(db, [importId]);
      if (refusal) return null;
    }
    throw error;
  } finally {
    applyProgress.delete(importId);
  }
}
