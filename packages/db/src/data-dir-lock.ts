import { mkdirSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/*
 * PGlite has no lock on its data directory, and two processes writing one directory corrupt it
 * (STACK-NOTES). So a process holds DATA_DIR/facet.lock while it runs; a second one is refused.
 * The lock is refreshed every few seconds, so a crashed process's lock goes stale by itself.
 */

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `Another Facet process is already using DATA_DIR=${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR ' +
        '(or DATABASE_URL for a PostgreSQL server, which many processes can share). ' +
        'If the other process crashed, its lock expires within 15 seconds.',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

export const LOCK_STALE_MS = 15_000;

export async function lockDataDir(dataDir: string, onLost: (error: Error) => void): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  try {
    const release = await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'facet.lock'),
      stale: LOCK_STALE_MS,
      update: LOCK_STALE_MS / 3,
      retries: 0,
      realpath: false,
      onCompromised: onLost,
    });
    return { release };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirInUseError(dataDir);
    throw error;
  }
}
