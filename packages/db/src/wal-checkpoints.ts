import { sql } from 'drizzle-orm';
import { type DatabaseHandle, queryRows } from './client.ts';
import { analyzeMovedTables } from './pglite-statistics.ts';

/*
 * PGlite runs PostgreSQL as a single-user backend: it has no checkpointer, and max_wal_size
 * never asks for a checkpoint (only a server's checkpointer acts on it). So every change since
 * the database was opened stays in pg_wal until a clean close, and after a crash (kill -9, out
 * of memory, a power cut) the next start replays all of it: the longer the shop ran, the longer
 * it takes to come back, and pg_wal grows without bound meanwhile. So the shop checkpoints an
 * embedded database itself: once start-up's migrations and seeds are written, and whenever
 * WAL_BYTES_BEFORE_CHECKPOINT have been written since the last checkpoint (looked at every
 * few seconds; a checkpoint of that much takes milliseconds). A PostgreSQL server needs none
 * of this.
 */

/** At most this much WAL is replayed after a crash (about a tenth of a second). */
export const WAL_BYTES_BEFORE_CHECKPOINT = 16 * 1024 * 1024;
const LOOK_EVERY_MS = 5_000;

/** The WAL written since the last checkpoint's redo point, in bytes. */
interface WalToReplay {
  bytes: number;
}

/** WAL written since the last checkpoint's redo point: what a crash now would replay. */
export async function measureWalToReplay(handle: DatabaseHandle): Promise<number> {
  const [row] = await queryRows<WalToReplay>(
    handle.db,
    sql`select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn)::float8 as bytes from pg_control_checkpoint()`,
  );
  return row?.bytes ?? 0;
}

/** Checkpoints an embedded database that has written `maxBytes` of WAL since its last one; whether it did. */
export async function checkpointIfWalGrown(
  handle: DatabaseHandle,
  maxBytes = WAL_BYTES_BEFORE_CHECKPOINT,
): Promise<boolean> {
  if (handle.engine !== 'pglite') return false;
  if ((await measureWalToReplay(handle)) < maxBytes) return false;
  await handle.exec('checkpoint');
  return true;
}

export interface WalCheckpoints {
  /** Stops looking; waits for a look under way, so the database can be closed after. */
  stop(): Promise<void>;
}

/**
 * Looks every `everyMs` and checkpoints when due, and analyses the tables whose size moved
 * (pglite-statistics.ts): the upkeep a server's own processes do (embedded database only).
 */
export function startWalCheckpoints(
  handle: DatabaseHandle,
  options: { everyMs?: number; maxBytes?: number; onError?: (error: unknown) => void } = {},
): WalCheckpoints {
  if (handle.engine !== 'pglite') return { stop: async () => {} };
  let stopped = false;
  let current: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    current = current
      .then(async () => {
        if (stopped) return;
        await checkpointIfWalGrown(handle, options.maxBytes);
        await analyzeMovedTables(handle);
      })
      .catch((error: unknown) => options.onError?.(error));
  }, options.everyMs ?? LOOK_EVERY_MS);
  // The checkpoints alone keep no process alive.
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
