import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { jobs } from '@facet/db/schema/jobs';
import { media } from '@facet/db/schema/media';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { DELETE_MEDIA_FILES_JOB, deleteMedia, deleteMediaFiles } from './media.service.ts';
import { closeMediaTestApp, createMediaTestApp, mediaHelpers, picture } from './media.test-support.ts';

/*
 * GET /media/…: the sizes made on demand or by the job, how long browsers keep them, what is
 * not served, and the demo pictures served read only from their folder.
 */

let t: TestApp;
let demoDir: string;
beforeAll(async () => ({ t, demoDir } = await createMediaTestApp()));
afterAll(() => closeMediaTestApp(t, demoDir));
const { runJobs, mediaRow, uploadedId } = mediaHelpers(() => t);

describe('serving pictures', () => {
  it('makes a missing size from the master on demand, then the job makes the rest', async () => {
    const { key } = await uploadedId();
    expect(await t.app.mediaStore.get(`${key}/800.webp`)).toBeNull();

    const onDemand = await t.app.inject({ url: `/media/${key}/800.webp` });
    expect(onDemand.statusCode).toBe(200);
    expect(onDemand.headers['content-type']).toBe('image/webp');
    expect(await sharp(onDemand.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect((await t.app.mediaStore.get(`${key}/800.webp`))?.equals(onDemand.rawPayload)).toBe(true);

    expect(await t.app.mediaStore.get(`${key}/400.webp`)).toBeNull();
    await runJobs();
    const small = await t.app.mediaStore.get(`${key}/400.webp`);
    expect(await sharp(small!).metadata()).toMatchObject({ width: 400, height: 300 });
    const served = await t.app.inject({ url: `/media/${key}/400.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(small!)).toBe(true);

    const master = await t.app.inject({ url: `/media/${key}/1600.webp` });
    expect((await sharp(master.rawPayload).metadata()).width).toBe(1600);
  });

  it('lets browsers keep a picture for a year and answers 304 when theirs is current', async () => {
    const { key } = await uploadedId();
    const first = await t.app.inject({ url: `/media/${key}/800.webp` });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await t.app.inject({ url: `/media/${key}/800.webp`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers.etag).toBe(etag);

    const stale = await t.app.inject({ url: `/media/${key}/800.webp`, headers: { 'if-none-match': '"other"' } });
    expect(stale.statusCode).toBe(200);

    const otherSize = await t.app.inject({ url: `/media/${key}/400.webp`, headers: { 'if-none-match': etag } });
    expect(otherSize.statusCode).toBe(200);

    const head = await t.app.inject({ method: 'HEAD', url: `/media/${key}/800.webp` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.headers.etag).toBe(etag);
    expect(head.rawPayload).toHaveLength(0);
  });

  it('answers 404 for other widths, other names, unknown pictures and paths that try to leave', async () => {
    const { key } = await uploadedId();
    writeFileSync(path.join(t.config.media.dir, 'secret.webp'), 'not for the shop');
    mkdirSync(path.join(demoDir, 'private'), { recursive: true });
    writeFileSync(path.join(demoDir, 'private', '800.webp'), 'not for the shop');
    const urls = [
      `/media/${key}/500.webp`,
      `/media/${key}/800.png`,
      `/media/${key}/800.webp.bak`,
      `/media/${key}`,
      '/media/products/6d1f6c3e-2b55-4b38-9e0a-6f0c2a4a9f00/800.webp',
      '/media/../secret.webp',
      '/media/products/..%2F..%2Fsecret/800.webp',
      `/media/${key}/..%2F..%2F..%2Fsecret.webp`,
      '/media/demo/..%2Fprivate/800.webp',
      '/media/demo/%2E%2E/private/800.webp',
      '/media/%2Fetc%2Fpasswd/800.webp',
      '/media/products%5C..%5C..%5Csecret/800.webp',
    ];
    for (const url of urls) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('not for the shop');
    }
  });

  it('serves the demo pictures from their folder, read only', async () => {
    const ring = path.join(t.config.media.demoDir, 'solitaire-ring');
    mkdirSync(ring, { recursive: true });
    const small = await picture(400, 400).webp().toBuffer();
    writeFileSync(path.join(ring, '400.webp'), small);
    writeFileSync(path.join(ring, '800.webp'), await picture(800, 800).webp().toBuffer());

    const response = await t.app.inject({ url: '/media/demo/solitaire-ring/400.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(small)).toBe(true);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/media/demo/solitaire-ring/1600.webp' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/demo/no-such-ring/800.webp' })).statusCode).toBe(404);

    // A demo picture's row can go; its files stay.
    const [row] = await t.database.db
      .insert(media)
      .values({ key: 'demo/solitaire-ring', width: 800, height: 800, byteSize: 1 })
      .returning();
    await t.database.db.transaction((tx) => deleteMedia(tx, { ids: [row!.id] }));
    expect(await mediaRow(row!.id)).toBeUndefined();
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.kind, DELETE_MEDIA_FILES_JOB));
    expect(JSON.stringify(queued.map((job) => job.payload))).not.toContain('demo/');
    await runJobs();
    expect(readFileSync(path.join(ring, '400.webp')).equals(small)).toBe(true);
    expect((await t.app.inject({ url: '/media/demo/solitaire-ring/400.webp' })).statusCode).toBe(200);

    // Even a delete-files job naming a demo picture leaves it, wherever it is kept.
    await t.app.mediaStore.put('demo/solitaire-ring/400.webp', small, 'image/webp');
    await deleteMediaFiles(t.app.mediaStore, ['demo/solitaire-ring']);
    expect(await t.app.mediaStore.get('demo/solitaire-ring/400.webp')).not.toBeNull();
  });
});
