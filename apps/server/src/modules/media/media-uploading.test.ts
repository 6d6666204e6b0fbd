import { MAX_UPLOAD_BYTES } from '@facet/contracts/media-sizes';
import { jobs } from '@facet/db/schema/jobs';
import { users } from '@facet/db/schema/users';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../testing/multipart.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { MAKE_MEDIA_SIZES_JOB, NOT_A_PICTURE } from './media.service.ts';
import { closeMediaTestApp, createMediaTestApp, mediaHelpers, picture, withPngSize } from './media.test-support.ts';

/*
 * POST /api/media: an upload is checked by decoding it, kept as one WebP master and its smaller
 * sizes queued; what is refused, and who may upload.
 */

let t: TestApp;
let demoDir: string;
beforeAll(async () => ({ t, demoDir } = await createMediaTestApp()));
afterAll(() => closeMediaTestApp(t, demoDir));
const { upload, countMedia, mediaRow } = mediaHelpers(() => t);

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
