import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { writeBackupArchive } from './backup-writer.ts';

/*
 * GET /_internal/backup: the running shop writes a backup of its embedded database and media
 * for `npm run backup` on the same machine. Not part of the API (no /api address, not in the
 * OpenAPI document): it answers only a connection from a loopback address that came through no
 * proxy (a local nginx would make anyone's request look local), and only with the token of this
 * run of the server, which DATA_DIR/.instance.json holds.
 */

export const BACKUP_ROUTE = '/_internal/backup';

const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}

export async function registerBackupRoutes(app: FastifyInstance, token: string) {
  const dumpDatabase = app.database.dumpDataDir;
  if (!dumpDatabase) return;
  app.get(BACKUP_ROUTE, { schema: { hide: true }, compress: false }, async (request, reply) => {
    // The socket's own address: request.ip would believe X-Forwarded-For when TRUST_PROXY is on.
    if (
      !isLoopbackAddress(request.socket.remoteAddress) ||
      forwardingHeaders.some((name) => request.headers[name] !== undefined)
    ) {
      throw new AppError('forbidden', 'Backups are taken only from the machine the shop runs on (npm run backup).');
    }
    if (!hasToken(request, token)) {
      throw new AppError(
        'unauthenticated',
        'A backup needs the token of the running shop, which npm run backup reads from DATA_DIR.',
      );
    }
    request.log.info('backup started');
    const body = new PassThrough();
    const mediaDir = app.config.media.s3 ? null : app.config.media.dir;
    writeBackupArchive({ dumpDatabase, mediaDir }, body).then(
      (summary) => request.log.info(summary, 'backup written'),
      (error: unknown) => {
        // The answer has started: cutting it short is how the client learns (its check fails).
        request.log.error({ err: error }, 'backup failed');
        body.destroy(error as Error);
      },
    );
    return reply.header('content-type', 'application/gzip').header('cache-control', 'no-store').send(body);
  });
}
