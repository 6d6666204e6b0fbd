import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaRecord } from '@facet/contracts/media';
import {
  ACCEPTED_IMAGE_NAMES,
  ACCEPTED_IMAGE_TYPES,
  MEDIA_WIDTHS,
  type MediaWidth,
  mediaPath,
} from '@facet/contracts/media-sizes';
import type { Actor } from '@facet/contracts/permissions';
import type { Database } from '@facet/db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { listMediaReferences } from './media-references.service.ts';
import { deleteMediaRows, deleteUnreferencedMedia, insertMedia, lockUnclaimedUploads } from './media.queries.ts';
import { isSafeKey, type MediaStore } from './media-store.ts';

/*
 * Pictures: an upload is checked by decoding it, kept as one WebP master at most
 * 1600 px wide, and the smaller sizes are made by a job (or on demand when a page asks before
 * the job ran). Files are removed only after the rows are gone and committed, by a job.
 */

export const MAKE_MEDIA_SIZES_JOB = 'media.make-sizes';
export const DELETE_MEDIA_FILES_JOB = 'media.delete-files';
export const PURGE_ORPHAN_MEDIA_JOB = 'media.purge-orphans';

export const NOT_A_PICTURE = `This file is not a picture we can read; upload a ${ACCEPTED_IMAGE_NAMES}.`;
export const MAX_MEGAPIXELS = 40;
export const MIN_PICTURE_SIDE = 200;
export const MASTER_WIDTH: MediaWidth = 1600;
/** An upload not used by anything after this long is deleted. */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

const WEBP_QUALITY = 82;
const WEBP = 'image/webp';
/** Keys under this folder are the read-only demo pictures shipped with the repository. */
export const DEMO_KEY_PREFIX = 'demo/';

export function mediaFileKey(key: string, width: MediaWidth): string {
  return `${key}/${width}.webp`;
}

export function isDemoKey(key: string): boolean {
  return key.startsWith(DEMO_KEY_PREFIX);
}

/** sharp names AVIF "heif" (its container) with AV1 compression; HEIC (HEVC) is not accepted. */
function imageType(metadata: Metadata): string | undefined {
  if (metadata.format === 'heif') return metadata.compression === 'av1' ? 'image/avif' : 'image/heic';
  return metadata.format ? `image/${metadata.format}` : undefined;
}

interface PreparedPicture {
  master: Buffer;
  width: number;
  height: number;
}

/** Decodes the upload (never trusting its name or declared type) and makes the WebP master. */
export async function preparePicture(upload: Buffer): Promise<PreparedPicture> {
  let metadata: Metadata;
  try {
    // The header alone: no pixel limit here, so an oversized picture is named as such below.
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('bad-request', NOT_A_PICTURE);
  }
  const type = imageType(metadata);
  if (!type || !ACCEPTED_IMAGE_TYPES.includes(type) || !metadata.width || !metadata.height) {
    throw new AppError('bad-request', NOT_A_PICTURE);
  }
  const { width, height } = metadata.autoOrient ?? metadata;
  if (width * height > MAX_MEGAPIXELS * 1_000_000) {
    throw new AppError(
      'bad-request',
      `This picture is ${width} × ${height} pixels (${Math.round((width * height) / 1_000_000)} megapixels); ` +
        `upload one of at most ${MAX_MEGAPIXELS} megapixels.`,
    );
  }
  if (width < MIN_PICTURE_SIDE || height < MIN_PICTURE_SIDE) {
    throw new AppError(
      'bad-request',
      `This picture is ${width} × ${height} pixels; upload one at least ${MIN_PICTURE_SIDE} × ${MIN_PICTURE_SIDE} pixels.`,
    );
  }
  try {
    // WebP output carries no EXIF, ICC or XMP unless asked (withMetadata), so GPS and camera
    // details never leave the shop.
    const { data, info } = await sharp(upload, { limitInputPixels: MAX_MEGAPIXELS * 1_000_000 })
      .rotate()
      .resize({ width: MASTER_WIDTH, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { master: data, width: info.width, height: info.height };
  } catch {
    // The header was readable but the picture itself is not (truncated or corrupt).
    throw new AppError('bad-request', NOT_A_PICTURE);
  }
}

function toRecord(row: { id: string; key: string; width: number; height: number }): MediaRecord {
  return { id: row.id, url: mediaPath(row.key), width: row.width, height: row.height };
}

/**
 * Stores an uploaded picture and queues its smaller sizes. `folder` says what it was uploaded
 * for (staff's product and stone pictures, or a shopper's custom jewellery reference, checked
 * by that key when attached); `actor` is null for a signed-out shopper.
 */
export async function uploadMedia(
  db: Database,
  input: { upload: Buffer; folder?: 'products' | 'custom-jewellery' | 'reviews' | 'return-requests' },
  actor: Actor | null,
  store: MediaStore,
): Promise<MediaRecord> {
  const picture = await preparePicture(input.upload);
  const id = randomUUID();
  const key = `${input.folder ?? 'products'}/${id}`;
  await store.put(mediaFileKey(key, MASTER_WIDTH), picture.master, WEBP);
  try {
    const row = await db.transaction(async (tx) => {
      const inserted = await insertMedia(tx, {
        id,
        key,
        width: picture.width,
        height: picture.height,
        byteSize: picture.master.length,
        uploadedBy: actor?.userId ?? null,
      });
      await enqueueJob(tx, { kind: MAKE_MEDIA_SIZES_JOB, payload: { key } });
      return inserted;
    });
    return toRecord(row);
  } catch (error) {
    // No row points at the file, so nothing would ever delete it.
    await store.deletePrefix(`${key}/`).catch(() => {});
    throw error;
  }
}

/** Makes one smaller size from the master and stores it; null when there is no master. */
export async function makeMediaSize(store: MediaStore, key: string, width: MediaWidth): Promise<Buffer | null> {
  const master = await store.get(mediaFileKey(key, MASTER_WIDTH));
  if (!master) return null;
  const resized = await sharp(master)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
  await store.put(mediaFileKey(key, width), resized, WEBP);
  return resized;
}

/** Every size below the master, for the make-sizes job. A deleted picture has nothing to make. */
export async function makeMediaSizes(store: MediaStore, key: string): Promise<void> {
  for (const width of MEDIA_WIDTHS) {
    if (width === MASTER_WIDTH) continue;
    if (!(await makeMediaSize(store, key, width))) return;
  }
}

/**
 * A picture file to serve, or null. Demo pictures come from the repository's folder (read
 * only); others from the store, making a missing size from the master when there is one.
 */
export async function readMediaFile(
  store: MediaStore,
  demoDir: string,
  key: string,
  width: MediaWidth,
): Promise<Buffer | null> {
  if (!isSafeKey(key)) return null;
  if (isDemoKey(key)) {
    try {
      return await readFile(path.join(demoDir, key.slice(DEMO_KEY_PREFIX.length), `${width}.webp`));
    } catch {
      return null;
    }
  }
  const stored = await store.get(mediaFileKey(key, width));
  if (stored || width === MASTER_WIDTH) return stored;
  return makeMediaSize(store, key, width);
}

/**
 * Deletes picture rows inside the caller's transaction (pass the transaction handle); the
 * files go by a job that only sees the work once the transaction has committed, so a rollback
 * keeps them.
 */
export async function deleteMedia(db: Database, input: { ids: readonly string[] }): Promise<void> {
  if (input.ids.length === 0) return;
  const removed = await deleteMediaRows(db, input.ids);
  await queueFileDeletion(
    db,
    removed.map((row) => row.key),
  );
}

async function queueFileDeletion(db: Database, keys: string[]): Promise<void> {
  const deletable = keys.filter((key) => !isDemoKey(key));
  if (deletable.length > 0) await enqueueJob(db, { kind: DELETE_MEDIA_FILES_JOB, payload: { keys: deletable } });
}

/** Removes the files of deleted pictures. The demo pictures are never deleted. */
export async function deleteMediaFiles(store: MediaStore, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    if (isDemoKey(key) || !isSafeKey(key)) continue;
    await store.deletePrefix(`${key}/`);
  }
}

/**
 * Locks the uploads a shopper's request names and checks each is a picture uploaded into
 * `folder` that the request's picture table (`claimedIn`: its media id column, from the schema)
 * does not use yet; `refusal` is the sentence when one is not. The locks (FOR UPDATE, which the
 * purge job skips) keep two requests from claiming one picture at once and the purge from
 * deleting it meanwhile; the table's unique media id is the backstop.
 */
export async function claimUploadedPictures(
  tx: Database,
  input: { ids: readonly string[]; folder: string; claimedIn: AnyPgColumn; refusal: string },
): Promise<void> {
  const { ids } = input;
  if (ids.length === 0) return;
  const rows = await lockUnclaimedUploads(tx, input);
  if (rows.length !== ids.length) throw new AppError('bad-request', input.refusal);
}

/** At most this many pictures per purge run; the next run takes the rest. */
const PURGE_BATCH = 500;

/**
 * Deletes pictures older than a day that nothing uses (an upload never saved with a product,
 * or one removed from it) and queues their files for deletion. Returns how many went.
 */
export async function purgeOrphanMedia(
  db: Database,
  input: { olderThanMs: number } = { olderThanMs: ORPHAN_AGE_MS },
): Promise<number> {
  const { olderThanMs } = input;
  return db.transaction(async (tx) => {
    // Every column with a foreign key to media keeps its pictures (media-references.service.ts).
    // SKIP LOCKED leaves alone a picture that a product save is attaching right now (its
    // foreign-key check holds a lock on the row), instead of deleting it under that save.
    const references = await listMediaReferences(tx);
    const removed = await deleteUnreferencedMedia(tx, {
      references,
      olderThanSeconds: olderThanMs / 1000,
      limit: PURGE_BATCH,
    });
    await queueFileDeletion(
      tx,
      removed.map((row) => row.key),
    );
    return removed.length;
  });
}
