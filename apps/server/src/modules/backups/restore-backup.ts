import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadPgliteDataDir, openDatabase } from '@facet/db/client';
import { LOCK_FILE, lockDataDir } from '@facet/db/data-dir-lock';
import type { Config } from '../../env.ts';
import { createMediaStore } from '../media/media-store.ts';
import { readBackupArchive } from './backup-reader.ts';
import { DATABASE_ENTRY, MEDIA_PREFIX } from './backup-manifest.ts';
import { countShopRecords, type ShopRecordCounts } from './backups.service.ts';
import { BackupCommandError, formatBytes, type Report } from './take-backup.ts';

/*
 * `npm run restore FILE`: into an empty DATA_DIR only. The file is read through and checked
 * against its manifest first; then it is read again and written: the pictures into the media
 * store, the database into DATA_DIR/pglite.restoring, renamed to pglite last, so that a restore
 * cut short never leaves a database a shop would start on. DATA_DIR's lock is held throughout,
 * so no shop starts on it halfway.
 */

export interface RestoreResult {
  counts: ShopRecordCounts;
  mediaFiles: number;
}

async function listFolder(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function assertEmpty(dir: string, name: string, except: string[] = []): Promise<void> {
  const found = (await listFolder(dir)).filter((entry) => !except.includes(entry));
  if (found.length === 0) return;
  const shown = found.slice(0, 5).join(', ') + (found.length > 5 ? ', …' : '');
  throw new BackupCommandError(
    `${name}=${dir} is not empty (it holds ${shown}). A backup is restored only into an empty folder, ` +
      'so nothing was changed: move that folder aside, or point DATA_DIR at a new one.',
  );
}

export async function restoreBackup(config: Config, file: string, report: Report): Promise<RestoreResult> {
  if (config.databaseUrl) {
    throw new BackupCommandError(
      'DATABASE_URL is set: npm run restore brings back the embedded database only. ' +
        'Restore a PostgreSQL server with its own tools (pg_restore, or its point-in-time recovery): docs/backups.md.',
    );
  }
  const archive = path.resolve(file);
  const mediaDir = config.media.s3 ? null : config.media.dir;
  const mediaInsideDataDir = mediaDir !== null && path.dirname(mediaDir) === config.dataDir;
  await assertEmpty(config.dataDir, 'DATA_DIR');
  if (mediaDir && !mediaInsideDataDir) await assertEmpty(mediaDir, 'MEDIA_DIR');

  report(`Checking ${archive} …`);
  const manifest = await readBackupArchive(archive).catch((error: Error) => {
    throw new BackupCommandError(`${archive}: ${error.message} Nothing was changed.`);
  });
  const mediaEntries = manifest.entries.filter((entry) => entry.name.startsWith(MEDIA_PREFIX));
  const databaseEntry = manifest.entries.find((entry) => entry.name === DATABASE_ENTRY)!;
  report(
    `  a backup of ${manifest.createdAt}: the database (${formatBytes(databaseEntry.size)}) and ` +
      `${mediaEntries.length} picture files; every checksum matches.`,
  );
  if (!manifest.mediaIncluded) {
    report('  Its pictures were kept in an S3 bucket and are not in the file: restore the bucket as well.');
  }

  const lock = await lockDataDir(config.dataDir, () => {});
  const staging = path.join(config.dataDir, 'pglite.restoring');
  // Set once this restore has begun to write: only then is there anything of its own to clear away.
  let writing = false;
  let done = false;
  try {
    // Another restore or a shop may have started between the check and the lock.
    await assertEmpty(config.dataDir, 'DATA_DIR', [LOCK_FILE]);
    writing = true;
    const store = mediaDir || config.media.s3 ? createMediaStore(config.media) : null;
    let database: Uint8Array | undefined;
    let written = 0;
    report(`Restoring into ${config.dataDir} …`);
    await readBackupArchive(archive, async (name, data) => {
      if (name === DATABASE_ENTRY) database = data;
      else if (store) {
        await store.put(name.slice(MEDIA_PREFIX.length), data, contentTypeOf(name));
        written += 1;
      }
    });
    report(`  ${written} picture files written`);
    await loadPgliteDataDir(staging, database!, config.pgliteCacheMb);
    await rename(staging, path.join(config.dataDir, 'pglite'));
    const opened = await openDatabase({
      pgliteDir: path.join(config.dataDir, 'pglite'),
      pgliteCacheMb: config.pgliteCacheMb,
    });
    let counts: ShopRecordCounts;
    try {
      counts = await countShopRecords(opened.db);
    } finally {
      await opened.close();
    }
    report(
      `  the database opens: ${counts.products} products, ${counts.stones} stones, ${counts.orders} orders, ` +
        `${counts.payments} payments, ${counts.pictures} pictures, ${counts.users} accounts`,
    );
    done = true;
    return { counts, mediaFiles: written };
  } finally {
    if (writing && !done) {
      // Leave the folder as empty as it was found.
      await rm(staging, { recursive: true, force: true });
      await rm(path.join(config.dataDir, 'pglite'), { recursive: true, force: true });
      if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
    }
    await lock.release();
  }
}

function contentTypeOf(name: string): string {
  return name.endsWith('.webp') ? 'image/webp' : 'application/octet-stream';
}
