import { MAX_UPLOAD_BYTES } from '@facet/contracts/media-sizes';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/*
 * Reading one uploaded picture (multipart/form-data, a field named "file"), for every route that
 * takes one: staff's media uploads, custom requests', reviews' and returns' pictures.
 */

const megabytes = `${Math.round(MAX_UPLOAD_BYTES / (1024 * 1024))} MB`;
const TOO_LARGE = `This file is larger than ${megabytes}; upload a smaller picture.`;
const SEND_ONE_FILE = 'Send one picture as multipart/form-data in a field named "file".';
/** The multipart framing around a file (boundaries, part headers) is small; this is generous. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const multipartFailures: Record<string, () => Error> = {
  FST_REQ_FILE_TOO_LARGE: () => new AppError('too-large', TOO_LARGE),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => new AppError('bad-request', SEND_ONE_FILE),
  FST_FILES_LIMIT: () => new AppError('bad-request', SEND_ONE_FILE),
  FST_PARTS_LIMIT: () => new AppError('bad-request', SEND_ONE_FILE),
  FST_FIELDS_LIMIT: () => new AppError('bad-request', SEND_ONE_FILE),
  FST_PROTO_VIOLATION: () => new AppError('bad-request', SEND_ONE_FILE),
};

/** The uploaded file's bytes; every way an upload can be malformed becomes a readable 4xx. */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  const declaredLength = Number(request.headers['content-length']);
  if (declaredLength > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) throw new AppError('too-large', TOO_LARGE);
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
