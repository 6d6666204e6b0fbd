import { z } from '@facet/contracts/zod';
import { isSafeKey } from '../media/media-store.ts';

/*
 * What a backup file holds: one gzip-compressed tar with the embedded database's data directory
 * (PGlite's own dump, itself a tar), the local media files under media/, and manifest.json,
 * written last, listing every other entry with its size and SHA-256. A restore reads the whole
 * file and checks it against the manifest before it writes anything.
 */

export const BACKUP_FORMAT = 'facet-backup';
/** Raised when the layout changes; a restore refuses a version it does not know. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = 'database/pglite.tar';
export const MEDIA_PREFIX = 'media/';

const entrySchema = z.object({
  name: z.string().min(1),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  database: z.object({ engine: z.literal('pglite'), entry: z.literal(DATABASE_ENTRY) }),
  /** False when the shop kept its pictures in an S3 bucket: they are not in the file. */
  mediaIncluded: z.boolean(),
  entries: z.array(entrySchema),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;
export type BackupEntry = z.infer<typeof entrySchema>;

/** An entry name a backup may hold: the manifest, the database, or a media key under media/. */
export function isBackupEntryName(name: string): boolean {
  if (name === MANIFEST_ENTRY || name === DATABASE_ENTRY) return true;
  return name.startsWith(MEDIA_PREFIX) && isSafeKey(name.slice(MEDIA_PREFIX.length));
}
