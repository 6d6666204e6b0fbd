import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../env.ts';
import { type FakeS3, startFakeS3 } from '../../testing/fake-s3.ts';
import { createLocalMediaStore, createS3MediaStore, isSafeKey, type MediaStore } from './media-store.ts';

/*
 * Both media stores against the same expectations: the local directory, and the S3 store
 * talking HTTP to a local fake S3 that checks the shape of each request.
 */

const hostileKeys = [
  '../outside.webp',
  'products/../../outside.webp',
  '/etc/passwd',
  'products\\..\\outside.webp',
  'products//800.webp',
  './800.webp',
  '',
];

describe('media configuration', () => {
  it('keeps pictures under DATA_DIR by default and serves the demo pictures from the repository', () => {
    const { media } = loadConfig({ DATA_DIR: '/srv/facet' });
    expect(media.dir).toBe(path.resolve('/srv/facet/media'));
    expect(media.demoDir).toBe(path.resolve(import.meta.dirname, '../../../../../packages/db/demo-media'));
    expect(media.s3).toBeUndefined();
    expect(loadConfig({ MEDIA_DIR: '/mnt/pictures' }).media.dir).toBe(path.resolve('/mnt/pictures'));
  });

  it('uses S3 when a bucket is set, with its defaults', () => {
    expect(loadConfig({ MEDIA_S3_BUCKET: 'facet' }).media.s3).toEqual({
      bucket: 'facet',
      region: 'us-east-1',
      forcePathStyle: false,
      prefix: '',
    });
    expect(loadConfig({ MEDIA_S3_BUCKET: 'facet', MEDIA_S3_PREFIX: 'shop/media' }).media.s3?.prefix).toBe(
      'shop/media/',
    );
  });

  it('stops on half a key pair or a prefix that climbs out', () => {
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'facet', MEDIA_S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /MEDIA_S3_SECRET_ACCESS_KEY: is required when the other S3 key is set/,
    );
    expect(() => loadConfig({ MEDIA_S3_PREFIX: '../other' })).toThrow(ConfigError);
    expect(() => loadConfig({ MEDIA_S3_PREFIX: '/absolute' })).toThrow(/MEDIA_S3_PREFIX/);
    expect(() => loadConfig({ MEDIA_S3_ENDPOINT: 'not a url' })).toThrow(/MEDIA_S3_ENDPOINT/);
  });
});

describe('media keys', () => {
  it('accepts plain relative paths and refuses anything that could leave the store', () => {
    expect(isSafeKey('products/0b7c1c5e-6d0a-4f55-9a39-0d7a3f1f2b11/800.webp')).toBe(true);
    expect(isSafeKey('demo/solitaire-ring')).toBe(true);
    for (const key of hostileKeys) expect(isSafeKey(key), key).toBe(false);
  });
});

describe('local media store', () => {
  let root: string;
  let dir: string;
  let store: MediaStore;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'facet-store-'));
    dir = path.join(root, 'media');
    store = createLocalMediaStore(dir);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('keeps files under their key and gives back the same bytes', async () => {
    await store.put('products/a/800.webp', Buffer.from('picture a'), 'image/webp');
    expect(readFileSync(path.join(dir, 'products/a/800.webp'), 'utf8')).toBe('picture a');
    expect((await store.get('products/a/800.webp'))?.toString()).toBe('picture a');
    expect(await store.get('products/a/400.webp')).toBeNull();
    expect(await store.get('products/none/400.webp')).toBeNull();
  });

  it('replaces a file whole and leaves no temporary files behind', async () => {
    await store.put('products/a/800.webp', Buffer.from('first'), 'image/webp');
    await store.put('products/a/800.webp', Buffer.from('second version'), 'image/webp');
    expect((await store.get('products/a/800.webp'))?.toString()).toBe('second version');
    expect(readdirSync(path.join(dir, 'products/a'))).toEqual(['800.webp']);
  });

  it('deletes a folder and only that folder', async () => {
    await store.put('products/a/400.webp', Buffer.from('a4'), 'image/webp');
    await store.put('products/a/800.webp', Buffer.from('a8'), 'image/webp');
    await store.put('products/ab/800.webp', Buffer.from('ab8'), 'image/webp');
    await store.deletePrefix('products/a/');
    expect(await store.get('products/a/400.webp')).toBeNull();
    expect(await store.get('products/a/800.webp')).toBeNull();
    expect((await store.get('products/ab/800.webp'))?.toString()).toBe('ab8');
    await expect(store.deletePrefix('products/missing/')).resolves.toBeUndefined();
  });

  it('refuses keys that escape its directory, reading, writing or deleting', async () => {
    writeFileSync(path.join(root, 'outside.webp'), 'secret');
    for (const key of hostileKeys) {
      await expect(store.get(key), key).rejects.toThrow(/Refusing/);
      await expect(store.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(/Refusing/);
    }
    for (const prefix of ['../', 'products/../../', '/', 'products', '']) {
      await expect(store.deletePrefix(prefix), prefix).rejects.toThrow(/Refusing/);
    }
    expect(readFileSync(path.join(root, 'outside.webp'), 'utf8')).toBe('secret');
  });
});

describe('S3 media store (against a local fake S3)', () => {
  let s3: FakeS3;
  let store: MediaStore;
  beforeAll(async () => {
    s3 = await startFakeS3({ bucket: 'facet-pictures' });
    store = createS3MediaStore({
      bucket: 'facet-pictures',
      region: 'ap-south-1',
      endpoint: s3.endpoint,
      credentials: { accessKeyId: 'AKIATEST', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'shop/',
    });
  });
  afterAll(() => s3.close());
  beforeEach(() => {
    s3.objects.clear();
    s3.requests.length = 0;
    s3.refused.length = 0;
    s3.listPageSize = 1000;
  });
  afterEach(() => expect(s3.refused).toEqual([]));

  it('puts objects under its prefix with their content type, and gets them back', async () => {
    await store.put('products/a/800.webp', Buffer.from('picture a'), 'image/webp');
    expect(s3.objects.get('shop/products/a/800.webp')).toEqual({
      body: Buffer.from('picture a'),
      contentType: 'image/webp',
    });
    expect(s3.requests[0]).toMatchObject({ method: 'PUT', path: '/facet-pictures/shop/products/a/800.webp' });
    expect((await store.get('products/a/800.webp'))?.toString()).toBe('picture a');
  });

  it('answers null for a missing object', async () => {
    expect(await store.get('products/none/800.webp')).toBeNull();
  });

  it('deletes every object under a folder, across list pages, and nothing else', async () => {
    s3.listPageSize = 2;
    for (const width of [400, 800, 1600]) {
      await store.put(`products/a/${width}.webp`, Buffer.from(`a${width}`), 'image/webp');
      await store.put(`products/ab/${width}.webp`, Buffer.from(`ab${width}`), 'image/webp');
    }
    s3.objects.set('elsewhere/products/a/800.webp', { body: Buffer.from('not ours'), contentType: undefined });
    await store.deletePrefix('products/a/');
    expect([...s3.objects.keys()].sort()).toEqual([
      'elsewhere/products/a/800.webp',
      'shop/products/ab/1600.webp',
      'shop/products/ab/400.webp',
      'shop/products/ab/800.webp',
    ]);
    const lists = s3.requests.filter((r) => r.method === 'GET' && r.query['list-type'] === '2');
    expect(lists.length).toBeGreaterThanOrEqual(2);
    expect(lists[0]!.query.prefix).toBe('shop/products/a/');
    expect(s3.requests.some((r) => r.method === 'POST' && 'delete' in r.query)).toBe(true);
  });

  it('refuses hostile keys before sending anything', async () => {
    for (const key of hostileKeys) await expect(store.get(key), key).rejects.toThrow(/Refusing/);
    await expect(store.deletePrefix('products')).rejects.toThrow(/Refusing/);
    expect(s3.requests).toEqual([]);
  });

  it('surfaces errors the bucket answers (here: a bucket that does not exist)', async () => {
    const wrong = createS3MediaStore({
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      credentials: { accessKeyId: 'AKIATEST', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: '',
    });
    await expect(wrong.put('products/a/800.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect(s3.refused).toHaveLength(1);
    s3.refused.length = 0;
  });
});

describe('fake S3', () => {
  it('refuses unsigned requests and requests without x-amz-content-sha256', async () => {
    const s3 = await startFakeS3();
    try {
      const unsigned = await fetch(`${s3.endpoint}/${s3.bucket}/a.webp`, { method: 'PUT', body: 'x' });
      expect(unsigned.status).toBe(403);
      const noHash = await fetch(`${s3.endpoint}/${s3.bucket}/a.webp`, {
        method: 'PUT',
        body: 'x',
        headers: { authorization: 'AWS4-HMAC-SHA256 Credential=AKIATEST/20260101/us-east-1/s3/aws4_request' },
      });
      expect(noHash.status).toBe(400);
      expect(s3.objects.size).toBe(0);
      expect(s3.refused.map((r) => r.reason)).toEqual([
        'missing or malformed SigV4 Authorization header',
        'missing x-amz-content-sha256 header',
      ]);
    } finally {
      await s3.close();
    }
  });
});

describe('local media store directory', () => {
  it('is created on first write', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'facet-store-'));
    try {
      const dir = path.join(root, 'not', 'yet');
      const store = createLocalMediaStore(dir);
      expect(existsSync(dir)).toBe(false);
      await store.put('products/x/400.webp', Buffer.from('x'), 'image/webp');
      expect(existsSync(path.join(dir, 'products/x/400.webp'))).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
