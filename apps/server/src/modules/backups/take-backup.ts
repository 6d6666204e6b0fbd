import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openDatabase } from '@facet/db/client';
import { DataDirInUseError, lockDataDir } from '@facet/db/data-dir-lock';
import type { Config } from '../../env.ts';
import { readBackupArchive } from './backup-reader.ts';
import { BACKUP_ROUTE } from './backup.routes.ts';
import { writeBackupArchive } from './backup-writer.ts';
import { type Instance, isProcessAlive, readInstanceFile } from './instance-file.ts';

/*
 * `npm run backup [FILE]`. While the shop runs, the running process writes the backup (it alone
 * may open the database) and this one saves it; when none runs, this one takes DATA_DIR's lock,
 * so that no shop starts meanwhile, and writes the backup itself. Either way the file is written
 * under a temporary name, read back and checked against its manifest, and only then named.
 */

/** Refusals and failures the person running the command can act on. */
export class BackupCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupCommandError';
  }
}

export const POSTGRES_BACKUP_REFUSAL =
  'DATABASE_URL is set: this shop keeps its data in a PostgreSQL server, which npm run backup does not copy. ' +
  "Back it up with PostgreSQL's own tools (a nightly pg_dump, and WAL archiving for point-in-time recovery) " +
  "and the pictures with the S3 bucket's versioning or replication: docs/backups.md says how.";

export interface BackupResult {
  file: string;
  bytes: number;
  /** Whether the running shop wrote it (false: no shop ran, this process did). */
  online: boolean;
  mediaFiles: number;
}

export type Report = (line: string) => void;

export function defaultBackupName(now = new Date()): string {
  return `facet-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;
}

export async function takeBackup(config: Config, target: string | undefined, report: Report): Promise<BackupResult> {
  if (config.databaseUrl) throw new BackupCommandError(POSTGRES_BACKUP_REFUSAL);
  const file = path.resolve(target ?? defaultBackupName());
  if (existsSync(file))
    throw new BackupCommandError(`${file} exists already; name another file (it is never overwritten).`);
  if (!existsSync(path.join(config.dataDir, 'pglite'))) {
    throw new BackupCommandError(`There is no shop database in DATA_DIR=${config.dataDir}: nothing to back up.`);
  }
  if (config.media.s3) {
    report(
      `Pictures are kept in the S3 bucket ${config.media.s3.bucket}: this file holds the database only; ` +
        'back the bucket up with its versioning or replication (docs/backups.md).',
    );
  }
  const partial = `${file}.partial`;
  const started = Date.now();
  try {
    const online = await writeBackup(config, partial, report);
    report('Checking the file against its manifest …');
    const manifest = await readBackupArchive(partial);
    await rename(partial, file);
    const { size } = await stat(file);
    const mediaFiles = manifest.entries.filter((entry) => entry.name.startsWith('media/')).length;
    report(
      `Backup written: ${file} (${formatBytes(size)}, the database and ${mediaFiles} picture files, ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s).`,
    );
    return { file, bytes: size, online, mediaFiles };
  } finally {
    await rm(partial, { force: true });
  }
}

/** Writes the backup to `file`; true when the running shop wrote it. */
async function writeBackup(config: Config, file: string, report: Report): Promise<boolean> {
  const instance = await readInstanceFile(config.dataDir);
  if (instance && isProcessAlive(instance.pid)) {
    report(`The shop is running (pid ${instance.pid}, port ${instance.port}): asking it for a backup …`);
    const fetched = await fetchFromRunningShop(instance, file, report);
    if (fetched) return true;
    report('It did not answer (it has stopped); taking the backup from DATA_DIR itself.');
  }
  await writeWithoutShop(config, file, report);
  return false;
}

function connectAddress(address: string): string {
  if (address === '0.0.0.0') return '127.0.0.1';
  if (address === '::') return '::1';
  return address;
}

/** Saves the running shop's backup to `file`; false when nothing listens there any more. */
async function fetchFromRunningShop(instance: Instance, file: string, report: Report): Promise<boolean> {
  const response = await new Promise<http.IncomingMessage | null>((resolve, reject) => {
    const request = http.get(
      {
        host: connectAddress(instance.address),
        port: instance.port,
        path: BACKUP_ROUTE,
        headers: { authorization: `Bearer ${instance.token}` },
      },
      resolve,
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' ? resolve(null) : reject(error),
    );
  });
  if (!response) return false;
  if (response.statusCode !== 200) {
    const chunks: Buffer[] = [];
    for await (const chunk of response as AsyncIterable<Buffer>) chunks.push(chunk);
    throw new BackupCommandError(
      describeRefusal(instance, response.statusCode, Buffer.concat(chunks).toString('utf8')),
    );
  }
  let received = 0;
  let reported = 0;
  response.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received - reported >= 50 * 1024 * 1024) {
      reported = received;
      report(`  ${formatBytes(received)} received`);
    }
  });
  await pipeline(response, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  report(`  ${formatBytes(received)} received from the shop.`);
  return true;
}

function describeRefusal(instance: Instance, status: number | undefined, body: string): string {
  let message = body.slice(0, 300);
  try {
    message = (JSON.parse(body) as { errorMessages?: string[] }).errorMessages?.join(' ') ?? message;
  } catch {
    // Not the envelope: shown as it came.
  }
  const hint =
    status === 403
      ? ` The shop listens on ${instance.address}, which is not a loopback address: start it with HOST=localhost ` +
        '(or 0.0.0.0 behind a firewall) to back it up while it runs, or stop it and run npm run backup.'
      : '';
  return `The running shop refused the backup (${status}): ${message}${hint}`;
}

async function writeWithoutShop(config: Config, file: string, report: Report): Promise<void> {
  let lock;
  try {
    lock = await lockDataDir(config.dataDir, () => {});
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new BackupCommandError(
        `A Facet process holds DATA_DIR=${config.dataDir} but has not said where it listens yet (still starting?). ` +
          'Try again once it serves pages.',
      );
    }
    throw error;
  }
  try {
    report(`No shop is running: opening the database in ${config.dataDir} …`);
    const database = await openDatabase({
      pgliteDir: path.join(config.dataDir, 'pglite'),
      pgliteCacheMb: config.pgliteCacheMb,
    });
    try {
      const summary = await writeBackupArchive(
        { dumpDatabase: database.dumpDataDir!, mediaDir: config.media.s3 ? null : config.media.dir },
        createWriteStream(file, { flags: 'wx', mode: 0o600 }),
      );
      report(
        `  database ${formatBytes(summary.databaseBytes)}, ${summary.mediaFiles} picture files (${formatBytes(summary.mediaBytes)})`,
      );
    } finally {
      await database.close();
    }
  } finally {
    await lock.release();
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
