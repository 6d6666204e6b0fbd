import type { Actor } from '@facet/contracts/permissions';
import type { StoneImportListRecord, StoneImportRecord } from '@facet/contracts/stone-imports';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import {
  cancelStoneImports,
  countStagedRows,
  deleteStagedRows,
  findStoneImport,
  listLatestStoneImports,
  listStaleStoneImportIds,
  listStoneImportProblems,
  lockStoneImportState,
  type StoneImport,
  updateStoneImport,
} from './stone-import.queries.ts';

/*
 * Supplier feeds: the imports themselves (stone_imports) — one or the latest, with their
 * progress, counts and first problems — and the moves between their states: applying a
 * checked import is queued as a job, cancelling drops its staged rows, and imports left
 * unapplied for a day are purged. The dry run is stone-import-check.service.ts, the apply
 * stone-import-apply.service.ts; decision 010. The SQL is stone-import.queries.ts.
 */

export const APPLY_STONE_IMPORT_JOB = 'stones.apply-import';
export const PURGE_STONE_IMPORTS_JOB = 'stones.purge-imports';
/** Staged rows of imports never applied go after this long. */
export const STAGED_ROWS_KEPT_MS = 24 * 60 * 60 * 1000;

type ImportRow = StoneImport;

function toListRecord(row: ImportRow): StoneImportListRecord {
  return {
    id: row.id,
    fileName: row.fileName,
    mode: row.mode,
    state: row.state,
    rowsRead: row.rowsRead,
    rowsTotal: row.rowsTotal,
    added: row.added,
    changed: row.changed,
    unchanged: row.unchanged,
    unlisted: row.unlisted,
    badRows: row.badRows,
    picturesQueued: row.picturesQueued,
    failure: row.failure,
    createdBy: row.createdBy,
    createDate: row.createDate.toISOString(),
    finishDate: row.finishDate?.toISOString() ?? null,
  };
}

/**
 * How far each import being applied by this instance has got. The apply runs in one
 * transaction, whose own progress writes nobody else can see before it commits; the instance
 * running it answers from here meanwhile.
 */
export const applyProgress = new Map<number, number>();

/** One import: its state, progress, counts and first problems. */
export async function getStoneImport(db: Database, input: { id: number }): Promise<StoneImportRecord> {
  const applied = applyProgress.get(input.id);
  const row = await findStoneImport(db, input.id);
  if (!row) throw new AppError('not-found', 'There is no such import.');
  const problems = await listStoneImportProblems(db, input.id);
  const record = toListRecord(row);
  if (applied !== undefined && row.state === 'importing') record.rowsRead = Math.max(record.rowsRead, applied);
  return { ...record, problems };
}

/** The latest imports, newest first. */
export async function listStoneImports(db: Database): Promise<StoneImportListRecord[]> {
  const rows = await listLatestStoneImports(db, 20);
  return rows.map(toListRecord);
}

/**
 * Starts applying a checked import: the job does the work. A second click, or an import
 * already applied or cancelled, is refused.
 */
export async function applyStoneImport(db: Database, input: { id: number }, actor: Actor): Promise<StoneImportRecord> {
  await db.transaction(async (tx) => {
    const state = await lockStoneImportState(tx, input.id);
    if (!state) throw new AppError('not-found', 'There is no such import.');
    if (state !== 'checked') throw notInState(state);
    const staged = await countStagedRows(tx, input.id);
    await updateStoneImport(tx, input.id, {
      state: 'importing',
      rowsRead: 0,
      rowsTotal: staged,
      updateDate: new Date(),
    });
    await enqueueJob(tx, {
      kind: APPLY_STONE_IMPORT_JOB,
      payload: { importId: input.id, actorId: actor.userId },
      uniqueKey: `${APPLY_STONE_IMPORT_JOB}:${input.id}`,
      maxAttempts: 3,
    });
  });
  return getStoneImport(db, input);
}

function notInState(state: ImportRow['state']): AppError {
  const why: Record<ImportRow['state'], string> = {
    checking: 'This file is still being checked; wait for the dry run to finish.',
    checked: 'This import can be applied.',
    importing: 'This import is being applied already.',
    imported: 'This import has been applied already; upload the file again to import it again.',
    failed: 'This import failed; upload the file again.',
    cancelled: 'This import was cancelled; upload the file again.',
  };
  return new AppError('conflict', why[state]);
}

/** Drops a checked import: its staged rows go, nothing is applied. */
export async function cancelStoneImport(db: Database, input: { id: number }): Promise<StoneImportRecord> {
  await db.transaction(async (tx) => {
    const state = await lockStoneImportState(tx, input.id);
    if (!state) throw new AppError('not-found', 'There is no such import.');
    if (state !== 'checked') throw notInState(state);
    await deleteStagedRows(tx, [input.id]);
    await updateStoneImport(tx, input.id, { state: 'cancelled', finishDate: new Date(), updateDate: new Date() });
  });
  return getStoneImport(db, input);
}

/**
 * Imports left checked (or whose upload died while checking) for a day are cancelled and
 * their staged rows removed; the problems stay as the report.
 */
export async function purgeStaleStoneImports(
  db: Database,
  input: { olderThanMs: number } = { olderThanMs: STAGED_ROWS_KEPT_MS },
): Promise<number> {
  const cutoff = new Date(Date.now() - input.olderThanMs);
  return db.transaction(async (tx) => {
    const ids = await listStaleStoneImportIds(tx, cutoff);
    if (ids.length === 0) return 0;
    await deleteStagedRows(tx, ids);
    await cancelStoneImports(tx, ids, 'Not applied within a day; upload the file again.');
    return ids.length;
  });
}
