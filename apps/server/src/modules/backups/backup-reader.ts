import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupEntry,
  type BackupManifest,
  backupManifestSchema,
  isBackupEntryName,
  MANIFEST_ENTRY,
} from './backup-manifest.ts';

/** A backup that cannot be used, with a sentence saying why; nothing has been written. */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

/** The manifest can list many pictures, but a larger one is not a manifest we wrote. */
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

/** What a pass over the file does with each entry's bytes (besides checking them). */
export type EntryHandler = (name: string, data: Buffer) => Promise<void>;

/**
 * Reads a backup file from start to end and checks it: a gzip-compressed tar whose every entry
 * is listed in manifest.json with the same size and SHA-256, and every listed entry present.
 * `onEntry` receives each entry (but the manifest) as it is read; it must treat what it gets as
 * unchecked until this resolves. Answers the manifest.
 */
export async function readBackupArchive(file: string, onEntry?: EntryHandler): Promise<BackupManifest> {
  const found = new Map<string, BackupEntry>();
  let manifestText: string | undefined;
  const extract = tar.extract();
  const feeding = pipeline(createReadStream(file), createGunzip(), extract);
  // Reported through the loop below (the extract stream is destroyed with the same error).
  feeding.catch(() => {});
  try {
    for await (const entry of extract) {
      const { name, type, size } = entry.header;
      if (type !== 'file' || !isBackupEntryName(name)) {
        throw new BackupFileError(`This is not a Facet backup: it holds "${name}", which a backup never does.`);
      }
      if (found.has(name) || (name === MANIFEST_ENTRY && manifestText !== undefined)) {
        throw new BackupFileError(`This backup is damaged: it holds "${name}" twice.`);
      }
      if (name === MANIFEST_ENTRY && size > MAX_MANIFEST_BYTES) {
        throw new BackupFileError('This is not a Facet backup: its manifest.json is far too large.');
      }
      const chunks: Buffer[] = [];
      for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
      const data = Buffer.concat(chunks);
      if (name === MANIFEST_ENTRY) {
        manifestText = data.toString('utf8');
        continue;
      }
      found.set(name, { name, size: data.byteLength, sha256: createHash('sha256').update(data).digest('hex') });
      await onEntry?.(name, data);
    }
    await feeding;
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    throw new BackupFileError(describeReadError(error));
  }
  if (manifestText === undefined) {
    throw new BackupFileError(
      'This backup is incomplete: it has no manifest.json (the file was cut short, or is not a Facet backup).',
    );
  }
  const manifest = parseManifest(manifestText);
  checkEntries(manifest, found);
  return manifest;
}

function describeReadError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'There is no such file.';
  if (code === 'EISDIR') return 'This is a folder, not a backup file.';
  if (code === 'Z_DATA_ERROR') return 'This is not a Facet backup, or it is damaged: it is not a valid gzip file.';
  if (code === 'Z_BUF_ERROR' || code === 'ERR_STREAM_PREMATURE_CLOSE') {
    return 'This backup is incomplete: the file ends too early (cut short while it was written or copied).';
  }
  const message = error instanceof Error ? error.message : String(error);
  return `This backup cannot be read: ${message}.`;
}

function parseManifest(text: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupFileError('This backup is damaged: its manifest.json is not valid JSON.');
  }
  const header = value as { format?: unknown; formatVersion?: unknown } | null;
  if (header?.format !== BACKUP_FORMAT) {
    throw new BackupFileError('This is not a Facet backup: its manifest.json does not say it is one.');
  }
  if (typeof header.formatVersion === 'number' && header.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupFileError(
      `This backup was made by a newer Facet (format ${header.formatVersion}; this one reads format ${BACKUP_FORMAT_VERSION}). ` +
        'Restore it with that version or a later one.',
    );
  }
  const parsed = backupManifestSchema.safeParse(value);
  if (!parsed.success) throw new BackupFileError('This backup is damaged: its manifest.json is not one Facet writes.');
  return parsed.data;
}

function checkEntries(manifest: BackupManifest, found: Map<string, BackupEntry>): void {
  const listed = new Set<string>();
  for (const expected of manifest.entries) {
    listed.add(expected.name);
    const actual = found.get(expected.name);
    if (!actual) throw new BackupFileError(`This backup is incomplete: ${expected.name} is missing.`);
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256) {
      throw new BackupFileError(
        `This backup is damaged: ${expected.name} does not match its checksum (changed or corrupted since the backup was made).`,
      );
    }
  }
  for (const name of found.keys()) {
    if (!listed.has(name)) throw new BackupFileError(`This backup is damaged: ${name} is not in its manifest.`);
  }
  if (!listed.has(manifest.database.entry)) {
    throw new BackupFileError('This backup is damaged: it has no database.');
  }
}
