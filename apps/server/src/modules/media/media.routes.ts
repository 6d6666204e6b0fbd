import { createHash } from 'node:crypto';
import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { mediaRecord } from '@facet/contracts/media';
import { ACCEPTED_IMAGE_NAMES, MAX_UPLOAD_BYTES, MEDIA_WIDTHS, type MediaWidth } from '@facet/contracts/media-sizes';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { readMediaFile, uploadMedia } from './media.service.ts';
import { actorOf } from '../../lib/actor.ts';

/*
 * Staff upload pictures at POST /api/media; everyone gets them at /media/<key>/<width>.webp
 * (outside /api: public, cached for a year — a key is never reused for another picture).
 */

const megabytes = `${Math.round(MAX_UPLOAD_BYTES / (1024 * 1024))} MB`;
const TOO_LARGE = `This file is larger than ${megabytes}; upload a smaller picture.`;
const SEND_ONE_FILE = 'Send one picture as multipart/form-data in a field named "file".';
// The multipart framing around the file (boundaries, part headers) is small; this is generous.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** A 4xx the error plugin sends as it is; AppError has no 413. */
class UploadTooLargeError extends Error {
  readonly statusCode = 413;
  constructor() {
    super(TOO_LARGE);
    this.name = 'UploadTooLargeError';
  }
}

const multipartFailures: Record<string, () => Error> = {
  FST_REQ_FILE_TOO_LARGE: () => new UploadTooLargeError(),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => new AppError('bad-request', SEND_ONE_FILE),
  FST_FILES_LIMIT: () => new AppError('bad-request', SEND_ONE_FILE),
  FST_PARTS_LIMIT: () => new AppError('bad-request', SEND_ONE_FILE),
  FST_FIELDS_LIMIT: () => new AppError('bad-request', SEND_ONE_FILE),
  FST_PROTO_VIOLATION: () => new AppError('bad-request', SEND_ONE_FILE),
};

/** The uploaded file's bytes; every way an upload can be malformed becomes a readable 4xx. */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  const declaredLength = Number(request.headers['content-length']);
  if (declaredLength > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) throw new UploadTooLargeError();
  try {
    // Every part is read, so that a second file is refused rather than quietly left out.
    let upload: Buffer | undefined;
    for await (const part of request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 },
    })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') throw new AppError('bad-request', SEND_ONE_FILE);
      upload = await part.toBuffer();
    }
    if (!upload) throw new AppError('bad-request', SEND_ONE_FILE);
    return upload;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    const known = code ? multipartFailures[code] : undefined;
    if (known) throw known();
    // Busboy's own errors (a cut-off or malformed body) carry no status; they are the client's.
    request.log.info({ err: error }, 'unreadable upload');
    throw new AppError('bad-request', 'The upload could not be read; please try again.');
  }
}

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
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/api/media',
      {
        config: { access: ['jewelleries', 'stones', 'blog'] },
        schema: {
          tags: ['Media'],
          summary: `Upload a picture (multipart/form-data, field "file"): ${ACCEPTED_IMAGE_NAMES}, 200 × 200 px or more`,
          consumes: ['multipart/form-data'],
          response: { 201: envelopeSchema(mediaRecord) },
        },
      },
      async (request, reply) => {
        const upload = await readUpload(request);
        const record = await uploadMedia(app.database.db, { upload }, actorOf(request), app.mediaStore);
        reply.code(201);
        return successEnvelope(record, 201);
      },
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
