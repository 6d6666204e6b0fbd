import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@facet/db/client';
import { startWalCheckpoints } from '@facet/db/wal-checkpoints';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/env.ts';

/*
 * The API alone (buildApp, no web app, no jobs), listening on a free loopback port, on the
 * database of DATABASE_URL or else the embedded one in PGLITE_DIR (with its WAL checkpoints, as
 * the shop runs it); prints "listening <url>" once ready. A process of its own, so that the load
 * generator in the benchmark does not share its event loop. Stops on SIGTERM.
 */

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'facet-bench-')),
  DATABASE_URL: process.env.DATABASE_URL || undefined,
  JOBS_ENABLED: 'false',
  // The load generator shares the two cores: a busy second must not turn answers into 503s.
  MAX_EVENT_LOOP_DELAY_MS: '0',
  // A benchmark that reads the API's own figures (its event loop's delays) scrapes /metrics with this.
  METRICS_TOKEN: process.env.BENCH_METRICS_TOKEN || undefined,
  RING_PICTURE_THREADS: process.env.RING_PICTURE_THREADS || undefined,
  RING_PICTURE_WARM_UP: process.env.RING_PICTURE_WARM_UP || undefined,
  PGLITE_CACHE_MB: process.env.PGLITE_CACHE_MB || undefined,
});
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: process.env.PGLITE_DIR || undefined,
  poolSize: config.databasePoolSize,
  pgliteCacheMb: config.pgliteCacheMb,
});
const checkpoints = startWalCheckpoints(database);
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
process.stdout.write(`listening http://127.0.0.1:${port}\n`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => checkpoints.stop())
    .then(() => database.close())
    .then(() => process.exit(0));
});
