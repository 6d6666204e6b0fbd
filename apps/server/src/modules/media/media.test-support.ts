import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { media } from '@facet/db/schema/media';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { expect } from 'vitest';
import { multipartFile } from '../../testing/multipart.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { mailContextOf } from '../auth/account-mail.ts';
import { createJobHandlers } from '../jobs/job-handlers.ts';
import { runDueJobs } from '../jobs/jobs.runner.ts';
import { createTransports } from '../messages/transports.ts';

/*
 * What the pictures' test files share (media-uploading, media-serving, media-deleting): a test
 * app with a demo pictures folder of its own, uploads as staff, the job runner, and the media
 * rows read back.
 */

const log = pino({ level: 'silent' });

/** A test app whose demo pictures come from a folder of the test's own (`demoDir`). */
export async function createMediaTestApp(): Promise<{ t: TestApp; demoDir: string }> {
  const t = await createTestApp();
  // The demo pictures another part of the repository ships; a folder of this test's own here.
  const demoDir = mkdtempSync(path.join(tmpdir(), 'facet-demo-media-'));
  t.config.media.demoDir = path.join(demoDir, 'demo-media');
  return { t, demoDir };
}

export async function closeMediaTestApp(t: TestApp, demoDir: string): Promise<void> {
  await t.close();
  rmSync(demoDir, { recursive: true, force: true });
}

export function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 140, b: 60 } } });
}

/** The PNG with its header saying another size (the IHDR chunk and its checksum rewritten). */
export function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png);
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}

/** Uploads, job runs and media rows on the test app `app()` answers (set in the file's beforeAll). */
export function mediaHelpers(app: () => TestApp) {
  async function upload(
    data: Buffer,
    options: { role?: 'JewelleryManager' | 'StoneManager' | 'Customer'; filename?: string; contentType?: string } = {},
  ) {
    const t = app();
    const body = multipartFile({
      filename: options.filename ?? 'ring.png',
      contentType: options.contentType ?? 'image/png',
      data,
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...body.headers, cookie: await t.cookieFor(options.role ?? 'JewelleryManager') },
      payload: body.payload,
    });
  }

  async function runJobs() {
    const t = app();
    const handlers = createJobHandlers({
      transports: createTransports(t.config),
      mediaStore: t.app.mediaStore,
      mail: mailContextOf(t.config),
    });
    return runDueJobs({ db: t.database.db, handlers, log });
  }

  async function countMedia() {
    return Number(await app().database.db.$count(media));
  }

  async function mediaRow(id: string) {
    const [row] = await app().database.db.select().from(media).where(eq(media.id, id));
    return row;
  }

  async function uploadedId(data?: Buffer): Promise<{ id: string; key: string }> {
    const response = await upload(data ?? (await picture(2400, 1800).png().toBuffer()));
    expect(response.statusCode).toBe(201);
    const id = response.json().data.id as string;
    return { id, key: `products/${id}` };
  }

  return { upload, runJobs, countMedia, mediaRow, uploadedId };
}
