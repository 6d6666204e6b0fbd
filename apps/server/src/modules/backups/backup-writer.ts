import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupEntry,
  type BackupManifest,
  DATABASE_ENTRY,
  isBackupEntryName,
  MANIFEST_ENTRY,
  MEDIA_PREFIX,
} from './backup-manifest.ts';

export interface BackupSource {
  /** The embedded database's data directory as a tar (DatabaseHandle.dumpDataDir). */
  dumpDatabase(): Promise<Uint8Array>;
  /** The local media store's directory; null when pictures live in an S3 bucket. */
  mediaDir: string | null;
}

export interface BackupSummary {
  databaseBytes: number;
  mediaFiles: number;
  mediaBytes: number;
}

/**
 * Writes a backup to `output` (a file, an HTTP answer) while the shop goes on working.
 *
 * The pictures are copied in two passes around the database dump: every file there before the
 * dump, then every file that appeared while the dump was taken. A picture's file is written
 * before its row is committed, and deleted only after its row's deletion is committed (a job),
 * so every picture row in the dump has its file in the archive: it was there at the first pass,
 * or appeared before the dump and is caught by the second.
 */
export async function writeBackupArchive(source: BackupSource, output: NodeJS.WritableStream): Promise<BackupSummary> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), output);
  // A failed write (the client went away) ends the packing below; its error is the one reported.
  written.catch(() => pack.destroy());
  const entries: BackupEntry[] = [];
  const summary: BackupSummary = { databaseBytes: 0, mediaFiles: 0, mediaBytes: 0 };

  const add = (name: string, data: Uint8Array) => {
    entries.push({ name, size: data.byteLength, sha256: createHash('sha256').update(data).digest('hex') });
    // The callback comes once the entry is in the stream, which waits while the reader is behind.
    return new Promise<void>((resolve, reject) => {
      pack.entry(
        { name, size: data.byteLength, mode: 0o600 },
        Buffer.from(data.buffer, data.byteOffset, data.byteLength),
        (error) => (error ? reject(error) : resolve()),
      );
    });
  };

  const copied = new Set<string>();
  const copyMedia = async (mediaDir: string) => {
    for (const key of await listMediaKeys(mediaDir)) {
      if (copied.has(key)) continue;
      const data = await readIfPresent(path.join(mediaDir, key));
      if (!data) continue;
      copied.add(key);
      await add(MEDIA_PREFIX + key, data);
      summary.mediaFiles += 1;
      summary.mediaBytes += data.byteLength;
    }
  };

  try {
    if (source.mediaDir) await copyMedia(source.mediaDir);
    const database = await source.dumpDatabase();
    summary.databaseBytes = database.byteLength;
    await add(DATABASE_ENTRY, database);
    if (source.mediaDir) await copyMedia(source.mediaDir);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: { engine: 'pglite', entry: DATABASE_ENTRY },
      mediaIncluded: source.mediaDir !== null,
      entries,
    };
    await new Promise<void>((resolve, reject) => {
      pack.entry({ name: MANIFEST_ENTRY, mode: 0o600 }, JSON.stringify(manifest, null, 1), (error) =>
        error ? reject(error) : resolve(),
      );
    });
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
  }
  await written;
  return summary;
}

/**
 * The media store's files as keys ("products/<id>/800.webp"), leaving out the store's
 * half-written temporary files and anything a media key cannot name.
 */
async function listMediaKeys(mediaDir: string): Promise<string[]> {
  let found;
  try {
    found = await readdir(mediaDir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return found
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((key) => isBackupEntryName(MEDIA_PREFIX + key))
    .sort();
}

/** A file's bytes, or null when it was deleted since it was listed. */
async function readIfPresent(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
