import { stoneEndpoints } from '@facet/contracts/stone-endpoints';
import { MAX_IMPORT_BYTES, stoneImportModeField, type StoneImportMode } from '@facet/contracts/stone-imports';
import { stoneEndpointShapes } from '@facet/contracts/stone-shapes';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { fileAnswer, registerEndpoints } from '../../lib/endpoint-routes.ts';
import { MULTIPART_OVERHEAD_BYTES } from '../media/read-upload.ts';
import { exportStones } from './stone-export.service.ts';
import { checkStoneImport } from './stone-import-check.service.ts';
import { IMPORT_TOO_LARGE, type ImportFile } from './stone-import-csv.ts';
import { applyStoneImport, cancelStoneImport, getStoneImport, listStoneImports } from './stone-import.service.ts';

/*
 * Supplier feeds in and out, Stones area: POST /api/stone/import (multipart: "mode" then
 * "file") checks a CSV and answers the dry run; …/apply starts the import job; GET
 * /api/stone/export streams the inventory as the same CSV. All are declared with the stones'
 * endpoints (contracts/stone-endpoints.ts): the upload registered where multipart is parsed, the
 * export answering a file.
 */

const SEND_ONE_FILE = 'Send one CSV file as multipart/form-data in a field named "file" (and "mode" before it).';
const importTooLarge = () => new AppError('too-large', IMPORT_TOO_LARGE);

function multipartFailure(error: unknown): Error {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return importTooLarge();
  if (code?.startsWith('FST_')) return new AppError('bad-request', SEND_ONE_FILE);
  return new AppError('bad-request', 'The upload could not be read; please try again.');
}

/** The file's chunks, its size limit and framing problems turned into readable refusals. */
async function* chunksOf(file: MultipartFile): ImportFile {
  try {
    for await (const chunk of file.file) yield chunk as Buffer;
  } catch (error) {
    throw multipartFailure(error);
  }
  if (file.file.truncated) throw importTooLarge();
}

/**
 * A file refused half-way (wrong header, encoding, a line too long) leaves the rest of its
 * upload unread: the connection is closed after the answer rather than read to the end for
 * as long as the sender likes.
 */
function letGoOfUpload(request: FastifyRequest, reply: FastifyReply) {
  if (request.raw.readableEnded) return;
  void reply.header('connection', 'close');
}

async function checkUpload(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const declaredLength = Number(request.headers['content-length']);
  if (declaredLength > MAX_IMPORT_BYTES + MULTIPART_OVERHEAD_BYTES) throw importTooLarge();
  let mode: StoneImportMode = 'upsert';
  let checked: Awaited<ReturnType<typeof checkStoneImport>> | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, parts: 6 },
    })) {
      if (part.type === 'field') {
        if (part.fieldname !== 'mode') continue;
        if (checked) throw new AppError('bad-request', SEND_ONE_FILE);
        const parsed = stoneImportModeField.safeParse(part.value);
        if (!parsed.success) throw new AppError('bad-request', 'mode must be "upsert" or "full_feed".');
        mode = parsed.data;
        continue;
      }
      if (part.fieldname !== 'file' || checked) throw new AppError('bad-request', SEND_ONE_FILE);
      checked = await checkStoneImport(
        app.database.db,
        { fileName: part.filename, mode, file: chunksOf(part) },
        actorOf(request),
      );
    }
  } catch (error) {
    letGoOfUpload(request, reply);
    throw multipartFailure(error);
  }
  if (!checked) throw new AppError('bad-request', SEND_ONE_FILE);
  return checked;
}

export async function registerStoneImportRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const tags = ['Stone import and export'];
  const { checkImport, imports, importOne, applyImport, cancelImport, exportCsv } = stoneEndpoints;

  // Multipart parsing only where a file is expected; every other /api route stays JSON-only.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { throwFileSizeLimit: true });
    registerEndpoints(
      uploads,
      { checkImport },
      stoneEndpointShapes,
      { checkImport: ({ request, reply }) => checkUpload(app, request, reply) },
      { tags },
    );
  });

  registerEndpoints(
    app,
    { imports, importOne, applyImport, cancelImport, exportCsv },
    stoneEndpointShapes,
    {
      imports: () => listStoneImports(db()),
      importOne: ({ params }) => getStoneImport(db(), params),
      applyImport: ({ params, request }) => applyStoneImport(db(), params, actorOf(request)),
      cancelImport: ({ params }) => cancelStoneImport(db(), params),
      exportCsv: async ({ query }) =>
        fileAnswer({
          body: exportStones(db(), query, app.config.publicUrl),
          contentType: 'text/csv; charset=utf-8',
          fileName: `stones-${new Date().toISOString().slice(0, 10)}.csv`,
          cacheControl: 'no-store',
        }),
    },
    { tags },
  );
}
