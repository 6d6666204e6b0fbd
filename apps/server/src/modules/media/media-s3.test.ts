import { existsSync } from 'node:fs';
import path from 'node:path';
import { media } from '@facet/db/schema/media';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../testing/fake-s3.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { mailContextOf } from '../auth/account-mail.ts';
import { createJobHandlers } from '../jobs/job-handlers.ts';
import { runDueJobs } from '../jobs/jobs.runner.ts';
import { createTransports } from '../messages/transports.ts';
import { deleteMedia } from './media.service.ts';

/* The whole picture flow on an app configured for an S3-compatible bucket (a local fake S3). */

const log = pino({ level: 'silent' });
let s3: FakeS3;
let t: TestApp;

beforeAll(async () => {
  s3 = await startFakeS3({ bucket: 'facet-media' });
  t = await createTestApp({
    MEDIA_S3_BUCKET: 'facet-media',
    MEDIA_S3_REGION: 'ap-south-1',
    MEDIA_S3_ENDPOINT: s3.endpoint,
    MEDIA_S3_ACCESS_KEY_ID: 'AKIATEST',
    MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
    MEDIA_S3_FORCE_PATH_STYLE: 'true',
    MEDIA_S3_PREFIX: 'shop/',
  });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});
afterEach(() => expect(s3.refused).toEqual([]));

async function runJobs() {
  const handlers = createJobHandlers({
    transports: createTransports(t.config),
    mediaStore: t.app.mediaStore,
    mail: mailContextOf(t.config),
  });
  await runDueJobs({ db: t.database.db, handlers, log });
}

describe('pictures in an S3-compatible bucket', () => {
  it('is configured from the MEDIA_S3_* variables', () => {
    expect(t.config.media.s3).toEqual({
      bucket: 'facet-media',
      region: 'ap-south-1',
      endpoint: s3.endpoint,
      credentials: { accessKeyId: 'AKIATEST', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'shop/',
    });
  });

  it('uploads, serves, makes sizes and deletes through the bucket', async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#caa472' } })
      .png()
      .toBuffer();
    const body = multipartFile({ filename: 'band.png', contentType: 'image/png', data: png });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...body.headers, cookie: await t.cookieFor('JewelleryManager') },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    const { id, url, width, height } = response.json().data;
    const key = `products/${id}`;
    expect({ url, width, height }).toEqual({ url: `/media/${key}/800.webp`, width: 1600, height: 800 });

    const master = s3.objects.get(`shop/${key}/1600.webp`);
    expect(master?.contentType).toBe('image/webp');
    expect((await sharp(master!.body).metadata()).width).toBe(1600);
    // Nothing went to the local directory.
    expect(existsSync(path.join(t.config.media.dir, 'products'))).toBe(false);

    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('image/webp');
    expect(s3.objects.get(`shop/${key}/800.webp`)?.body.equals(page.rawPayload)).toBe(true);

    await runJobs();
    expect((await sharp(s3.objects.get(`shop/${key}/400.webp`)!.body).metadata()).width).toBe(400);

    await t.database.db.transaction((tx) => deleteMedia(tx, { ids: [id] }));
    expect(await t.database.db.select().from(media).where(eq(media.id, id))).toEqual([]);
    expect([...s3.objects.keys()].filter((name) => name.startsWith(`shop/${key}/`))).toHaveLength(3);
    await runJobs();
    expect([...s3.objects.keys()].filter((name) => name.startsWith(`shop/${key}/`))).toEqual([]);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });
});
