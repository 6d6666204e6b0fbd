import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { MAX_UPLOAD_BYTES } from '@facet/contracts/media-sizes';
import { queryRows } from '@facet/db/client';
import { jobs } from '@facet/db/schema/jobs';
import { media } from '@facet/db/schema/media';
import { users } from '@facet/db/schema/users';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../testing/multipart.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { mailContextOf } from '../auth/account-mail.ts';
import { createJobHandlers } from '../jobs/job-handlers.ts';
import { runDueJobs } from '../jobs/jobs.runner.ts';
import { createTransports } from '../messages/transports.ts';
import {
  DELETE_MEDIA_FILES_JOB,
  deleteMedia,
  deleteMediaFiles,
  MAKE_MEDIA_SIZES_JOB,
  NOT_A_PICTURE,
  purgeOrphanMedia,
} from './media.service.ts';
import { listMediaReferences } from './media-references.service.ts';

const log = pino({ level: 'silent' });
let t: TestApp;
let demoDir: string;

beforeAll(async () => {
  t = await createTestApp();
  // The demo pictures another part of the repository ships; a folder of this test's own here.
  demoDir = mkdtempSync(path.join(tmpdir(), 'facet-demo-media-'));
  t.config.media.demoDir = path.join(demoDir, 'demo-media');
});
afterAll(async () => {
  await t.close();
  rmSync(demoDir, { recursive: true, force: true });
});

function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 140, b: 60 } } });
}

async function upload(
  data: Buffer,
  options: { role?: 'JewelleryManager' | 'StoneManager' | 'Customer'; filename?: string; contentType?: string } = {},
) {
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
  const handlers = createJobHandlers({
    transports: createTransports(t.config),
    mediaStore: t.app.mediaStore,
    mail: mailContextOf(t.config),
  });
  return runDueJobs({ db: t.database.db, handlers, log });
}

/** The PNG with its header saying another size (the IHDR chunk and its checksum rewritten). */
function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png);
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}

async function countMedia() {
  const [row] = await queryRows<{ n: string | number }>(t.database.db, sql`select count(*) as n from media`);
  return Number(row!.n);
}

async function mediaRow(id: string) {
  const [row] = await t.database.db.select().from(media).where(eq(media.id, id));
  return row;
}

async function uploadedId(data?: Buffer): Promise<{ id: string; key: string }> {
  const response = await upload(data ?? (await picture(2400, 1800).png().toBuffer()));
  expect(response.statusCode).toBe(201);
  const id = response.json().data.id as string;
  return { id, key: `products/${id}` };
}

describe('uploading a picture', () => {
  it('stores a WebP master at most 1600 px wide, records it and queues the smaller sizes', async () => {
    const png = await picture(2400, 1800).png().toBuffer();
    const response = await upload(png);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ isSuccess: true, statusCode: 201, errorMessages: [] });
    const { id } = body.data;
    expect(body.data).toEqual({ id, url: `/media/products/${id}/800.webp`, width: 1600, height: 1200 });

    const [manager] = await t.database.db.select().from(users).where(eq(users.role, 'JewelleryManager')).limit(1);
    const row = await mediaRow(id);
    expect(row).toMatchObject({ key: `products/${id}`, width: 1600, height: 1200, uploadedBy: manager!.id });

    const master = await t.app.mediaStore.get(`products/${id}/1600.webp`);
    expect(master).not.toBeNull();
    expect(row!.byteSize).toBe(master!.length);
    expect(await sharp(master!).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1200 });

    const queued = await t.database.db.select().from(jobs).where(eq(jobs.kind, MAKE_MEDIA_SIZES_JOB));
    expect(queued.map((job) => job.payload)).toContainEqual({ key: `products/${id}` });
  });

  it('turns the picture upright and strips its metadata', async () => {
    const sideways = await picture(300, 500).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const response = await upload(sideways, { filename: 'photo.jpg', contentType: 'image/jpeg' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ width: 500, height: 300 });
    const master = await t.app.mediaStore.get(`products/${response.json().data.id}/1600.webp`);
    const metadata = await sharp(master!).metadata();
    expect(metadata).toMatchObject({ width: 500, height: 300 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('never enlarges a small picture', async () => {
    const response = await upload(await picture(640, 480).webp().toBuffer(), { filename: 'small.webp' });
    expect(response.json().data).toMatchObject({ width: 640, height: 480 });
  });

  it('takes uploads from stone staff too', async () => {
    const response = await upload(await picture(400, 400).avif().toBuffer(), {
      role: 'StoneManager',
      filename: 'stone.avif',
      contentType: 'image/avif',
    });
    expect(response.statusCode).toBe(201);
  });

  it('judges the file by decoding it, not by its name or declared type', async () => {
    const response = await upload(Buffer.from('Not a picture at all, just text.\n'.repeat(20)), {
      filename: 'ring.jpg',
      contentType: 'image/jpeg',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isSuccess: false, errorMessages: [NOT_A_PICTURE] });

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400"/></svg>',
    );
    expect((await upload(svg, { filename: 'ring.png' })).json().errorMessages).toEqual([NOT_A_PICTURE]);

    const jpeg = await picture(600, 600).jpeg().toBuffer();
    const cut = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)), { filename: 'cut.jpg' });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().errorMessages).toEqual([NOT_A_PICTURE]);
  });

  it('refuses pictures smaller than 200 × 200 and larger than 40 megapixels', async () => {
    const tiny = await upload(await picture(100, 100).png().toBuffer());
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().errorMessages).toEqual([
      'This picture is 100 × 100 pixels; upload one at least 200 × 200 pixels.',
    ]);
    const narrow = await upload(await picture(1000, 150).png().toBuffer());
    expect(narrow.statusCode).toBe(400);

    const huge = await upload(await picture(8000, 5001).png({ compressionLevel: 9 }).toBuffer());
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errorMessages[0]).toMatch(/^This picture is 8000 × 5001 pixels .*at most 40 megapixels\.$/);

    // A header claiming 100,000 × 100,000 pixels (past sharp's own limit) is named for its size too.
    const giant = await upload(withPngSize(await picture(300, 300).png().toBuffer(), 100_000, 100_000));
    expect(giant.statusCode).toBe(400);
    expect(giant.json().errorMessages[0]).toMatch(/^This picture is 100000 × 100000 pixels .*at most 40 megapixels\.$/);
  });

  it('takes JPEG, PNG, WebP and AVIF only, and one picture a request', async () => {
    for (const file of [await picture(300, 300).gif().toBuffer(), await picture(300, 300).tiff().toBuffer()]) {
      const response = await upload(file, { filename: 'ring.png' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorMessages).toEqual([NOT_A_PICTURE]);
    }
    expect(NOT_A_PICTURE).toContain('JPEG, PNG, WebP or AVIF');

    const png = await picture(300, 300).png().toBuffer();
    const body = multipartFile([
      { filename: 'one.png', contentType: 'image/png', data: png },
      { filename: 'two.png', contentType: 'image/png', data: png },
    ]);
    const before = await countMedia();
    const two = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...body.headers, cookie: await t.cookieFor('JewelleryManager') },
      payload: body.payload,
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().errorMessages).toEqual(['Send one picture as multipart/form-data in a field named "file".']);
    expect(await countMedia()).toBe(before);
  });

  it('answers 413 for a file over the upload limit, whether it says so up front or not', async () => {
    const tooLarge = `This file is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB; upload a smaller picture.`;
    const justOver = await upload(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1));
    expect(justOver.statusCode).toBe(413);
    expect(justOver.json()).toMatchObject({ isSuccess: false, errorMessages: [tooLarge] });
    const farOver = await upload(Buffer.alloc(MAX_UPLOAD_BYTES + 512 * 1024, 1));
    expect(farOver.statusCode).toBe(413);
    expect(farOver.json().errorMessages).toEqual([tooLarge]);
  });

  it('says how to send a picture when the request is not one file in "file"', async () => {
    const cookie = await t.cookieFor('JewelleryManager');
    const json = await t.app.inject({ method: 'POST', url: '/api/media', headers: { cookie }, payload: { a: 1 } });
    expect(json.statusCode).toBe(400);
    expect(json.json().errorMessages).toEqual(['Send one picture as multipart/form-data in a field named "file".']);

    const wrongField = multipartFile({
      field: 'picture',
      filename: 'ring.png',
      contentType: 'image/png',
      data: await picture(300, 300).png().toBuffer(),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...wrongField.headers, cookie },
      payload: wrongField.payload,
    });
    expect(response.statusCode).toBe(400);

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\n\r\nunfinished',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(broken.json().isSuccess).toBe(false);
  });

  it('is for jewellery and stone staff only', async () => {
    const png = await picture(300, 300).png().toBuffer();
    const body = multipartFile({ filename: 'ring.png', contentType: 'image/png', data: png });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/media', ...body });
    expect(anonymous.statusCode).toBe(401);
    const customer = await upload(png, { role: 'Customer' });
    expect(customer.statusCode).toBe(403);
    expect(customer.json().errorMessages).toEqual(['You do not have permission to do this.']);
  });
});

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

describe('deleting pictures', () => {
  const sizes = ['400', '800', '1600'];

  async function filesOf(key: string) {
    const found = await Promise.all(sizes.map((width) => t.app.mediaStore.get(`${key}/${width}.webp`)));
    return found.filter(Boolean).length;
  }

  it('deletes the rows in the caller’s transaction and the files by a job after the commit', async () => {
    const { id, key } = await uploadedId();
    await runJobs();
    expect(await filesOf(key)).toBe(3);

    await t.database.db.transaction((tx) => deleteMedia(tx, { ids: [id] }));
    expect(await mediaRow(id)).toBeUndefined();
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.kind, DELETE_MEDIA_FILES_JOB));
    expect(queued.map((job) => job.payload)).toContainEqual({ keys: [key] });
    expect(await filesOf(key)).toBe(3);

    await runJobs();
    expect(await filesOf(key)).toBe(0);
    expect((await t.app.inject({ url: `/media/${key}/800.webp` })).statusCode).toBe(404);
  });

  it('keeps rows and files when the caller’s transaction rolls back', async () => {
    const { id, key } = await uploadedId();
    await runJobs();
    await expect(
      t.database.db.transaction(async (tx) => {
        await deleteMedia(tx, { ids: [id] });
        throw new Error('the product save failed');
      }),
    ).rejects.toThrow('the product save failed');
    await runJobs();
    expect(await mediaRow(id)).toBeDefined();
    expect(await filesOf(key)).toBe(3);
  });

  it('purges pictures older than a day that no product uses, and only those', async () => {
    const oldOrphan = await uploadedId();
    const oldUsed = await uploadedId();
    const newOrphan = await uploadedId();
    await runJobs();
    const [product] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into products (name, sub_type_id, base_weight, gender_id, attributes)
          values ('Purge test ring', (select min(id) from jewellery_sub_types), 3000,
                  (select min(id) from genders), '{}'::jsonb)
          returning id`,
    );
    await t.database.db.execute(
      sql`insert into product_media (product_id, media_id, media_category_id)
          values (${product!.id}, ${oldUsed.id}, (select min(id) from media_categories))`,
    );
    await t.database.db.execute(
      sql`update media set create_date = now() - interval '25 hours' where id in (${oldOrphan.id}, ${oldUsed.id})`,
    );
    await t.database.db.execute(
      sql`update media set create_date = now() - interval '23 hours' where id = ${newOrphan.id}`,
    );

    // The recurring job is due now (as the runner schedules it on start).
    await t.database.db.insert(jobs).values({ kind: 'media.purge-orphans', uniqueKey: 'media.purge-orphans' });
    await runJobs();

    expect(await mediaRow(oldOrphan.id)).toBeUndefined();
    expect(await filesOf(oldOrphan.key)).toBe(0);
    expect(await mediaRow(oldUsed.id)).toBeDefined();
    expect(await filesOf(oldUsed.key)).toBe(3);
    expect(await mediaRow(newOrphan.id)).toBeDefined();
    expect(await filesOf(newOrphan.key)).toBe(3);

    const next = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'media.purge-orphans'));
    expect(next.find((job) => job.status === 'queued')?.runAt.getTime()).toBeGreaterThan(Date.now() + 5 * 3600_000);
  });
});

describe('the purge and the tables that keep pictures', () => {
  it('finds every foreign key to media in the database, so a new picture table is protected at once', async () => {
    const db = t.database.db;
    const before = await listMediaReferences(db);
    expect(before).toContainEqual({ table: 'product_media', column: 'media_id' });
    expect(before).toContainEqual({ table: 'blog_posts', column: 'cover_media_id' });

    // A table added by a later migration, which no code names.
    await db.execute(sql`create table lookbook_pictures (media_id uuid not null references media (id))`);
    expect(await listMediaReferences(db)).toContainEqual({ table: 'lookbook_pictures', column: 'media_id' });
    const kept = await uploadedId();
    const orphan = await uploadedId();
    await db.execute(sql`insert into lookbook_pictures (media_id) values (${kept.id})`);
    await db.execute(
      sql`update media set create_date = now() - interval '25 hours' where id in (${kept.id}, ${orphan.id})`,
    );

    await purgeOrphanMedia(db);
    expect(await mediaRow(kept.id)).toBeDefined();
    expect(await mediaRow(orphan.id)).toBeUndefined();
    await db.execute(sql`drop table lookbook_pictures`);
  });
});
