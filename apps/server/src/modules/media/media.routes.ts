import { createHash } from 'node:crypto';
import { mediaShapes } from '@facet/contracts/media';
import { mediaEndpoints } from '@facet/contracts/media-endpoints';
import { MEDIA_WIDTHS, type MediaWidth } from '@facet/contracts/media-sizes';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { readMediaFile, uploadMedia } from './media.service.ts';
import { readUpload } from './read-upload.ts';
import { actorOf } from '../../lib/actor.ts';

/*
 * Staff upload pictures at POST /api/media; everyone gets them at /media/<key>/<width>.webp
 * (outside /api: public, cached for a year — a key is never reused for another picture).
 */

const mediaFilePath = /^(.+)\/(\d+)\.webp$/;

function parseMediaPath(wildcard: string): { key: string; width: MediaWidth } | null {
  const match = mediaFilePath.exec(wildcard);
  if (!match) return null;
  const width = Number(match[2]);
  if (!(MEDIA_WIDTHS as readonly number[]).includes(width)) return null;
  return { key: match[1]!, width: width as MediaWidth };
}

function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

export async function registerMediaRoutes(app: FastifyInstance) {
  // Multipart parsing only where a file is expected; every other /api route stays JSON-only.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { throwFileSizeLimit: true });
    registerEndpoints(
      uploads,
      mediaEndpoints,
      mediaShapes,
      {
        upload: async ({ request }) => {
          const upload = await readUpload(request);
          return uploadMedia(app.database.db, { upload }, actorOf(request), app.mediaStore);
        },
      },
      { tags: ['Media'] },
    );
  });

  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const wanted = parseMediaPath((request.params as { '*': string })['*']);
    const body = wanted && (await readMediaFile(app.mediaStore, app.config.media.demoDir, wanted.key, wanted.width));
    if (!body) throw new AppError('not-found', 'There is no such picture.');
    const etag = etagOf(body);
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('image/webp').send(body);
  });
}
