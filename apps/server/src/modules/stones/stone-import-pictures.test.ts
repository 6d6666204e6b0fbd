import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { downloadPicture, isPrivateAddress } from './stone-picture-fetch.service.ts';
import { csv, importFile, runJobs } from './stone-import.test-support.ts';

/*
 * A supplier feed's picture links (decision 010): fetched into the media store by a job after
 * the apply, from a local picture server, never twice for a stone that has its picture, and
 * never from a private address outside tests.
 */

/** A stone's picture: its stock number, the picture's key and width. */
interface StonePictureRow {
  sku: string;
  key: string;
  width: number;
}

let t: TestApp;
let pictures: Server;
let pictureBase: string;

beforeAll(async () => {
  t = await createTestApp();
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .png()
    .toBuffer();
  pictures = createServer((request, response) => {
    if (request.url === '/stone.png') {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
      response.end(png);
    } else if (request.url === '/page.html') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<p>not a picture</p>');
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  pictureBase = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => pictures.close(resolve));
  await t.close();
});

describe('importing a feed', () => {
  it('fetches picture links into the media store by a job, refusing what is not a picture', async () => {
    const lines = [
      { sku: 'F-1', image: `${pictureBase}/stone.png|${pictureBase}/page.html` },
      { sku: 'F-2', image: `${pictureBase}/missing.png` },
    ];
    const { done } = await importFile(t, csv(lines));
    expect(done.picturesQueued).toBe(2);
    await runJobs(t);
    const media = await queryRows<StonePictureRow>(
      t.database.db,
      sql`select s.sku, m.key, m.width from stone_media sm join stones s on s.id = sm.stone_id
            join media m on m.id = sm.media_id where s.sku like 'F-%'`,
    );
    expect(media).toEqual([{ sku: 'F-1', key: expect.stringMatching(/^products\//), width: 400 }]);
    expect(await t.app.mediaStore.get(`${media[0]!.key}/1600.webp`)).not.toBeNull();
    // The same file again: F-1 has its picture, nothing is fetched twice (F-2 is tried again).
    const again = await importFile(t, csv(lines));
    expect(again.done.picturesQueued).toBe(1);
  });

  it('never fetches from private addresses outside tests, nor other schemes', async () => {
    expect(isPrivateAddress('127.0.0.1')).toBe(true);
    expect(isPrivateAddress('10.1.2.3')).toBe(true);
    expect(isPrivateAddress('::ffff:192.168.1.1')).toBe(true);
    expect(isPrivateAddress('::1')).toBe(true);
    expect(isPrivateAddress('93.184.216.34')).toBe(false);
    await expect(downloadPicture(`${pictureBase}/stone.png`, { allowPrivateAddresses: false })).rejects.toThrow(
      /private address/,
    );
    await expect(
      downloadPicture(`http://localhost:${new URL(pictureBase).port}/stone.png`, { allowPrivateAddresses: false }),
    ).rejects.toThrow(/private address/);
    await expect(downloadPicture('file:///etc/passwd', { allowPrivateAddresses: true })).rejects.toThrow(/http/);
  });
});
