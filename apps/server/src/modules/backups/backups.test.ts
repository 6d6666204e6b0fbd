import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { OrderDetail } from '@facet/contracts/orders';
import { type Database, openDatabase, queryRows } from '@facet/db/client';
import { copyTemplateInto } from '@facet/db/testing/scratch';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipartFile } from '../../testing/multipart.ts';
import { addToBag, checkoutCustomer, placeAndPay } from '../../testing/orders.ts';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.ts';
import { DATABASE_ENTRY, MANIFEST_ENTRY } from './backup-manifest.ts';
import { BACKUP_ROUTE } from './backup.routes.ts';
import { INSTANCE_FILE, newInstanceToken, writeInstanceFile } from './instance-file.ts';
import { restoreBackup } from './restore-backup.ts';
import { POSTGRES_BACKUP_REFUSAL, takeBackup } from './take-backup.ts';
import { firstListedSku } from '../../testing/catalogue.ts';

interface OrderIdRow {
  id: number;
}

interface MediaKeyRow {
  key: string;
}

interface OrderCopyRow {
  number: string;
  state: string;
  total: string;
  lines: number;
  payments: object[];
}

/*
 * Backups of the embedded shop: one taken from the running shop while shoppers place and pay
 * orders and staff upload pictures, restored into an empty DATA_DIR, holds every order, payment
 * and picture acknowledged before it began, and no half-written order; one taken with no shop
 * running; the internal route's refusals; the restore's refusals of a folder in use and of a
 * damaged file. PGlite only: a PostgreSQL deployment is backed up with PostgreSQL's tools.
 */

const onPglite = !process.env.TEST_DATABASE_URL;

describe.skipIf(!onPglite)('backups of the embedded shop', () => {
  const token = newInstanceToken();
  let t: TestApp;
  let work: string;
  let earring: string;
  /** A backup of a stopped shop, made once for the tests that need one. */
  let stoppedShopBackup: Promise<string> | undefined;

  const silent = () => {};

  beforeAll(async () => {
    t = await createTestApp({}, { backupToken: token });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { address, port } = t.app.server.address() as AddressInfo;
    await writeInstanceFile(t.config.dataDir, {
      pid: process.pid,
      address,
      port,
      token,
      startedAt: new Date().toISOString(),
    });
    work = mkdtempSync(path.join(tmpdir(), 'facet-backups-'));
    earring = await firstListedSku(t.database.db, 'Earring');
  });

  afterAll(async () => {
    await t?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  let pictureSerial = 0;
  async function uploadPicture(): Promise<string> {
    pictureSerial += 1;
    // A different picture each time: its own bytes, so a mix-up of files would show.
    const png = await sharp({
      create: { width: 240, height: 240, channels: 3, background: { r: pictureSerial % 256, g: 120, b: 60 } },
    })
      .png()
      .toBuffer();
    const body = multipartFile({ filename: 'ring.png', contentType: 'image/png', data: png });
    const response = await overHttp(t).app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...body.headers, cookie: await t.cookieFor('JewelleryManager') },
      payload: body.payload,
    });
    if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
    return (response.json().data as { id: string }).id;
  }

  it(
    'takes a backup from the running shop during writes; the restore has every order, payment and picture acknowledged before it began',
    { timeout: 180_000 },
    async () => {
      const acknowledged: { order: OrderDetail; startedAfterBackup: boolean }[] = [];
      const pictures: { id: string; startedAfterBackup: boolean }[] = [];
      let backupDone = false;
      let stop = false;
      // Shoppers and staff come over the network, as they would: calls made in-process with
      // inject() never let this process's event loop turn, and the backup would wait for them.
      const shop = overHttp(t);
      const buyers = await Promise.all([1, 2].map((n) => checkoutCustomer(t, `backup-buyer-${n}@example.com`)));
      const buying = buyers.map(async (buyer) => {
        while (!stop) {
          const startedAfterBackup = backupDone;
          await addToBag(shop, buyer.cookie, { kind: 'product', sku: earring });
          acknowledged.push({ order: await placeAndPay(shop, buyer.cookie, buyer.addressId), startedAfterBackup });
        }
      });
      const uploading = (async () => {
        while (!stop) {
          const startedAfterBackup = backupDone;
          pictures.push({ id: await uploadPicture(), startedAfterBackup });
        }
      })();

      try {
        await vi.waitUntil(() => acknowledged.length >= 3 && pictures.length >= 2, { timeout: 60_000, interval: 20 });
        const ordersBefore = acknowledged.map((entry) => entry.order);
        const picturesBefore = pictures.map((entry) => entry.id);
        const archive = path.join(work, 'during-writes.tar.gz');
        // As an operator would, from another process.
        const output = await runBackupCommand(t, archive);
        backupDone = true;
        expect(output).toMatch(/The shop is running \(pid \d+, port \d+\): asking it for a backup/);
        expect(output).toMatch(
          /Backup written: .*during-writes\.tar\.gz \([\d.]+ MB, the database and \d+ picture files/,
        );
        // Some writes begun after the backup ended: they must not be in it.
        await vi.waitUntil(
          () =>
            acknowledged.some((entry) => entry.startedAfterBackup) &&
            pictures.some((entry) => entry.startedAfterBackup),
          { timeout: 60_000, interval: 20 },
        );
        stop = true;
        await Promise.all([...buying, uploading]);

        const target = path.join(work, 'restored-online');
        const restored = await restoreBackup(testConfig({ DATA_DIR: target }), archive, silent);
        expect(restored.counts.orders).toBeGreaterThanOrEqual(ordersBefore.length);

        await withDatabase(target, async (db) => {
          for (const order of ordersBefore) {
            // The copy holds the order as the shop does: its figures, its lines, its captured payment.
            const [copy] = await orderRows(db, order.id);
            expect(copy, `order ${order.number}`).toEqual((await orderRows(t.database.db, order.id))[0]);
            expect(copy).toMatchObject({ number: order.number, state: order.state, lines: order.lines.length });
            expect(copy!.payments).toEqual([expect.objectContaining({ status: 'captured' })]);
          }
          // No half-written order: every order in the copy has its lines.
          const halfWritten = await queryRows<OrderIdRow>(
            db,
            sql`select o.id from orders o
               where not exists (select 1 from order_lines l where l.order_id = o.id)`,
          );
          expect(halfWritten).toEqual([]);
          const begunAfter = acknowledged.filter((entry) => entry.startedAfterBackup).map((entry) => entry.order.id);
          const present = await queryRows<OrderIdRow>(
            db,
            sql`select id from orders where id in (${sql.join(begunAfter, sql`, `)})`,
          );
          expect(present).toEqual([]);

          for (const id of picturesBefore) {
            const [picture] = await queryRows<MediaKeyRow>(db, sql`select key from media where id = ${id}`);
            expect(picture, `picture ${id}`).toBeDefined();
            const file = `${picture!.key}/1600.webp`;
            expect(readFileSync(path.join(target, 'media', file))).toEqual(
              readFileSync(path.join(t.config.media.dir, file)),
            );
          }
        });
      } finally {
        stop = true;
        await Promise.allSettled([...buying, uploading]);
      }
    },
  );

  /** A copy of the demo shop's folder with one picture and a stale instance file, backed up with no shop running. */
  async function backUpStoppedShop(): Promise<string> {
    const dataDir = path.join(work, 'stopped-shop');
    copyTemplateInto(dataDir);
    mkdirSync(path.join(dataDir, 'media/products/0a/'), { recursive: true });
    writeFileSync(path.join(dataDir, 'media/products/0a/1600.webp'), 'a picture');
    // Left by a shop that was killed: its pid is not running.
    writeFileSync(
      path.join(dataDir, INSTANCE_FILE),
      JSON.stringify({ pid: 2 ** 22 + 17, address: '127.0.0.1', port: 9, token, startedAt: '' }),
    );
    const file = path.join(work, 'stopped.tar.gz');
    const result = await takeBackup(testConfig({ DATA_DIR: dataDir }), file, silent);
    expect(result).toMatchObject({ online: false, mediaFiles: 1 });
    return file;
  }
  const stoppedShopArchive = () => (stoppedShopBackup ??= backUpStoppedShop());

  it('takes a backup with no shop running, from the folder itself', { timeout: 120_000 }, async () => {
    const file = await stoppedShopArchive();
    const target = path.join(work, 'restored-offline');
    const restored = await restoreBackup(testConfig({ DATA_DIR: target }), file, silent);
    expect(restored.counts.products).toBeGreaterThan(0);
    expect(readFileSync(path.join(target, 'media/products/0a/1600.webp'), 'utf8')).toBe('a picture');
  });

  it('refuses the backup route without the token, from another address and through a proxy', async () => {
    const bearer = { authorization: `Bearer ${token}` };
    const cases = [
      { headers: {}, remoteAddress: '127.0.0.1', status: 401 },
      { headers: { authorization: `Bearer ${newInstanceToken()}` }, remoteAddress: '127.0.0.1', status: 401 },
      { headers: bearer, remoteAddress: '203.0.113.9', status: 403 },
      { headers: bearer, remoteAddress: '::ffff:10.0.0.5', status: 403 },
      { headers: { ...bearer, 'x-forwarded-for': '203.0.113.9' }, remoteAddress: '127.0.0.1', status: 403 },
    ];
    for (const { headers, remoteAddress, status } of cases) {
      const response = await t.app.inject({ method: 'GET', url: BACKUP_ROUTE, headers, remoteAddress });
      expect(response.statusCode, `${remoteAddress} ${JSON.stringify(headers)}`).toBe(status);
      expect(response.json().errorMessages[0]).toMatch(/backup/i);
    }
    // The loopback address with the token gets one.
    const allowed = await t.app.inject({ method: 'GET', url: BACKUP_ROUTE, headers: bearer, remoteAddress: '::1' });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['content-type']).toBe('application/gzip');
  });

  it('does not take a backup of a PostgreSQL deployment', async () => {
    const config = testConfig({ DATABASE_URL: 'postgres://shop@db.example/shop', DATA_DIR: work });
    await expect(takeBackup(config, path.join(work, 'pg.tar.gz'), silent)).rejects.toThrow(POSTGRES_BACKUP_REFUSAL);
  });

  it('refuses to restore into a DATA_DIR that is not empty, changing nothing', { timeout: 120_000 }, async () => {
    const archive = await stoppedShopArchive();
    const target = path.join(work, 'in-use');
    mkdirSync(target);
    writeFileSync(path.join(target, 'notes.txt'), 'keep me');
    await expect(restoreBackup(testConfig({ DATA_DIR: target }), archive, silent)).rejects.toThrow(
      /DATA_DIR=.*in-use is not empty \(it holds notes\.txt\)/,
    );
    expect(readdirSync(target)).toEqual(['notes.txt']);
  });

  it('refuses a damaged backup before writing anything', { timeout: 120_000 }, async () => {
    const archive = await stoppedShopArchive();
    const damaged = path.join(work, 'damaged.tar.gz');
    await rewriteArchive(archive, damaged, (name, data) => {
      if (name !== DATABASE_ENTRY) return data;
      const changed = Buffer.from(data);
      changed[changed.length >> 1]! ^= 0xff;
      return changed;
    });
    const target = path.join(work, 'from-damaged');
    await expect(restoreBackup(testConfig({ DATA_DIR: target }), damaged, silent)).rejects.toThrow(
      `This backup is damaged: ${DATABASE_ENTRY} does not match its checksum`,
    );
    expect(existsSync(target) ? readdirSync(target) : []).toEqual([]);

    const cut = path.join(work, 'cut.tar.gz');
    const whole = readFileSync(archive);
    writeFileSync(cut, whole.subarray(0, whole.length >> 1));
    await expect(restoreBackup(testConfig({ DATA_DIR: target }), cut, silent)).rejects.toThrow(/incomplete/);

    const notBackup = path.join(work, 'not-a-backup.tar.gz');
    writeFileSync(notBackup, 'hello');
    await expect(restoreBackup(testConfig({ DATA_DIR: target }), notBackup, silent)).rejects.toThrow(
      /not a valid gzip file/,
    );
    expect(existsSync(target) ? readdirSync(target) : []).toEqual([]);
  });
});

/** An order's row, its number of lines and its payments, as stored. */
function orderRows(db: Database, id: number) {
  return queryRows<OrderCopyRow>(
    db,
    sql`select number, state, total::text as total,
               (select count(*)::int from order_lines l where l.order_id = o.id) as lines,
               (select coalesce(json_agg(json_build_object('status', p.status, 'amount', p.amount::text,
                                                          'captured', p.captured_amount::text) order by p.id), '[]')
                  from order_payments p where p.order_id = o.id) as payments
          from orders o where o.id = ${id}`,
  );
}

interface Call {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: object | Buffer;
}

/** The test app as a client on the network sees it: its inject() is a real HTTP request. */
function overHttp(t: TestApp): TestApp {
  const { port } = t.app.server.address() as AddressInfo;
  const inject = async ({ method, url, headers = {}, payload }: Call) => {
    const raw = payload === undefined || Buffer.isBuffer(payload);
    const { 'content-length': _length, ...sent } = headers;
    const response = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: raw ? sent : { 'content-type': 'application/json', ...sent },
      ...(payload === undefined ? {} : { body: raw ? payload : JSON.stringify(payload) }),
    });
    const body = await response.text();
    return { statusCode: response.status, body, json: () => JSON.parse(body) as unknown };
  };
  return { ...t, app: { inject } as unknown as FastifyInstance };
}

const execFileAsync = promisify(execFile);

/** `npm run backup FILE` for the test app's DATA_DIR and media, in a process of its own; answers what it printed. */
async function runBackupCommand(t: TestApp, file: string): Promise<string> {
  const command = fileURLToPath(new URL('../../backup-command.ts', import.meta.url));
  const { stdout } = await execFileAsync(
    process.execPath,
    ['--conditions=@facet/source', '--import', 'tsx', command, file],
    {
      env: { ...process.env, DATA_DIR: t.config.dataDir, MEDIA_DIR: t.config.media.dir, LOG_LEVEL: 'silent' },
      timeout: 120_000,
    },
  );
  return stdout;
}

async function withDatabase(dataDir: string, use: (db: Database) => Promise<void>): Promise<void> {
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    await use(handle.db);
  } finally {
    await handle.close();
  }
}

/** Copies a backup, passing every entry but the manifest through `change` (the manifest as it was). */
async function rewriteArchive(from: string, to: string, change: (name: string, data: Buffer) => Buffer) {
  const extract = tar.extract();
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  pack.on('data', (chunk) => chunks.push(chunk as Buffer));
  const packed = new Promise<void>((resolve) => pack.on('end', () => resolve()));
  extract.end(gunzipSync(readFileSync(from)));
  for await (const entry of extract) {
    const parts: Buffer[] = [];
    for await (const part of entry as AsyncIterable<Buffer>) parts.push(part);
    const data = Buffer.concat(parts);
    const name = entry.header.name;
    pack.entry({ name, mode: 0o600 }, name === MANIFEST_ENTRY ? data : change(name, data));
  }
  pack.finalize();
  await packed;
  writeFileSync(to, gzipSync(Buffer.concat(chunks)));
}
