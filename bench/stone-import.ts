import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync, createReadStream } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { openDatabase } from '@facet/db/client';
import { migrateDatabase } from '@facet/db/migrate';
import { runSeeds } from '@facet/db/seed/run-seeds';
import { users } from '@facet/db/schema/users';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/env.ts';
import { createJobHandlers } from '../apps/server/src/modules/jobs/job-handlers.ts';
import { runDueJobs } from '../apps/server/src/modules/jobs/jobs.runner.ts';
import { createTransports } from '../apps/server/src/modules/messages/transports.ts';
import { mailContextOf } from '../apps/server/src/modules/auth/account-mail.ts';
import { createSession, SESSION_COOKIE } from '../apps/server/src/modules/sessions/sessions.service.ts';
import { databaseUrl, withAdmin } from './support/bench-server.ts';

/*
 * A supplier feed import at scale, on the PostgreSQL server: a generated CSV of 100,000 rows
 * (and 200,000, to show that memory stays flat as the file grows) is uploaded over HTTP to
 * POST /api/stone/import (the dry run: streamed, parsed, checked and staged) and applied by
 * the import job (one transaction). Each size runs in a process of its own, on a database of
 * its own, so that its peak RSS and heap are its own. The bar (issue 10): under a minute,
 * memory flat. Then the same file is imported again (every stone unchanged: nothing written).
 * Run: npm run bench:stone-import  (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
 * BENCH_ROWS, default "100000,200000").
 */

const sizes = (process.env.BENCH_ROWS ?? '100000,200000').split(',').map(Number);
const log = pino({ level: 'silent' });

async function admin(query: string): Promise<void> {
  await withAdmin((client) => client.query(query));
}

const shapes = ['Round', 'Oval', 'Cushion', 'Pear', 'Emerald', 'Princess', 'Radiant', 'Marquise', 'Heart', 'Asscher'];
const categories = ['Natural', 'Lab Grown', 'Moissanite'];
const colours = ['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'];
const clarities = ['IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2'];
const cuts = ['Ideal', 'Excellent', 'Very Good', 'Good'];

/** Writes a feed of `rows` stones (every 1,000th row bad) to a file, as a stream. */
async function writeFeed(file: string, rows: number): Promise<number> {
  const out = createWriteStream(file);
  out.write(
    'Stock #,Category,Shape,Carat,Color,Clarity,Cut,Polish,Symmetry,Fluorescence,Measurements,Depth %,Table %,Lab,Certificate #,Price,Image URL\n',
  );
  let bad = 0;
  for (let i = 1; i <= rows; i++) {
    const isBad = i % 1000 === 0;
    if (isBad) bad += 1;
    const carat = (0.3 + (i % 300) / 100).toFixed(2);
    const line = [
      `BENCH-${i}`,
      categories[i % 3],
      shapes[i % shapes.length],
      isBad ? 'n/a' : carat,
      colours[i % colours.length],
      clarities[i % clarities.length],
      cuts[i % cuts.length],
      'Excellent',
      'Very Good',
      'None',
      '6.41 x 6.39 x 3.96',
      '61.8',
      '57',
      'IGI',
      `B${10_000_000 + i}`,
      String(15_000 + (i % 5000) * 97),
      '',
    ].join(',');
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return bad;
}

/** Uploads the file as multipart/form-data (mode, then file), streaming it from disk. */
function upload(base: string, cookie: string, file: string): Promise<{ status: number; body: string }> {
  const boundary = `----bench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="mode"\r\n\r\nupsert\r\n` +
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="feed.csv"\r\ncontent-type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + statSync(file).size + tail.length;
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/api/stone/import`,
      {
        method: 'POST',
        headers: {
          cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(length),
          origin: base,
        },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.write(head);
    const stream = createReadStream(file);
    stream.pipe(request, { end: false });
    stream.on('end', () => request.end(tail));
  });
}

interface Figures {
  rows: number;
  fileMb: number;
  dryRunS: number;
  applyS: number;
  totalS: number;
  peakRssMb: number;
  peakHeapMb: number;
  baseRssMb: number;
  counts: string;
  againS: number;
  againCounts: string;
}

async function child(rows: number): Promise<Figures> {
  const name = `facet_bench_import_${process.pid}`;
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const work = mkdtempSync(path.join(tmpdir(), 'facet-bench-import-'));
  const database = await openDatabase({ databaseUrl: databaseUrl(name), poolSize: 5 });
  try {
    await migrateDatabase(database);
    await runSeeds(database, { demo: true });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: work,
      MEDIA_DIR: path.join(work, 'media'),
      DATABASE_URL: databaseUrl(name),
      JOBS_ENABLED: 'false',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    const app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const [manager] = await database.db.select().from(users).where(eq(users.role, 'StoneManager')).limit(1);
    const { token } = await createSession(database.db, { userId: manager!.id });
    const cookie = `${SESSION_COOKIE}=${token}`;
    const file = path.join(work, 'feed.csv');
    await writeFeed(file, rows);
    const fileMb = statSync(file).size / 1024 / 1024;
    global.gc?.();

    const base0 = process.memoryUsage();
    let peakRss = base0.rss;
    let peakHeap = base0.heapUsed;
    const sampler = setInterval(() => {
      const usage = process.memoryUsage();
      peakRss = Math.max(peakRss, usage.rss);
      peakHeap = Math.max(peakHeap, usage.heapUsed);
    }, 20);

    const handlers = createJobHandlers({
      transports: createTransports(config),
      mediaStore: app.mediaStore,
      mail: mailContextOf(config),
    });
    /** Dry run, then apply; the seconds of each and the import's final counts. */
    const importOnce = async () => {
      const started = performance.now();
      const checked = await upload(base, cookie, file);
      const dryRunS = (performance.now() - started) / 1000;
      if (checked.status !== 201) throw new Error(`dry run answered ${checked.status}: ${checked.body}`);
      const { id } = (JSON.parse(checked.body) as { data: { id: number } }).data;
      const applyStarted = performance.now();
      const applied = await fetch(`${base}/api/stone/import/${id}/apply`, {
        method: 'POST',
        headers: { cookie, origin: base },
      });
      if (applied.status !== 200) throw new Error(`apply answered ${applied.status}: ${await applied.text()}`);
      await runDueJobs({ db: database.db, handlers, log });
      const applyS = (performance.now() - applyStarted) / 1000;
      const totalS = (performance.now() - started) / 1000;
      const done = (await (await fetch(`${base}/api/stone/import/${id}`, { headers: { cookie } })).json()) as {
        data: { state: string; added: number; changed: number; unchanged: number; badRows: number };
      };
      return { dryRunS, applyS, totalS, done };
    };
    const { dryRunS, applyS, totalS, done } = await importOnce();
    clearInterval(sampler);
    // The same file again (a supplier's daily feed with nothing new): every stone unchanged.
    const again = await importOnce();
    await app.close();
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    return {
      rows,
      fileMb: Math.round(fileMb * 10) / 10,
      dryRunS: Math.round(dryRunS * 10) / 10,
      applyS: Math.round(applyS * 10) / 10,
      totalS: Math.round(totalS * 10) / 10,
      peakRssMb: mb(peakRss),
      peakHeapMb: mb(peakHeap),
      baseRssMb: mb(base0.rss),
      counts: `${done.data.state}: ${done.data.added} added, ${done.data.badRows} bad`,
      againS: Math.round(again.totalS * 10) / 10,
      againCounts: `${again.done.data.unchanged} unchanged, ${again.done.data.changed} changed`,
    };
  } finally {
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') {
  const figures = await child(Number(process.argv[3]));
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  process.exit(0);
} else {
  const results: Figures[] = [];
  for (const rows of sizes) {
    const run = spawnSync(
      process.execPath,
      [...process.execArgv, '--expose-gc', import.meta.filename, '--child', String(rows)],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    if (run.status !== 0) throw new Error(`the ${rows}-row run failed`);
    results.push(JSON.parse(run.stdout.trim().split('\n').pop()!) as Figures);
  }
  console.log('\nStone feed import on PostgreSQL (upload + dry run, then apply as a job)\n');
  console.table(
    results.map((r) => ({
      rows: r.rows,
      'file MB': r.fileMb,
      'dry run s': r.dryRunS,
      'apply s': r.applyS,
      'total s': r.totalS,
      'RSS before MB': r.baseRssMb,
      'peak RSS MB': r.peakRssMb,
      'peak heap MB': r.peakHeapMb,
      result: r.counts,
      'same file again s': r.againS,
      'again: result': r.againCounts,
    })),
  );
}
