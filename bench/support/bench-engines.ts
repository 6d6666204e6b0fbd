import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, type Engine, openDatabase } from '@facet/db/client';
import { migrateDatabase } from '@facet/db/migrate';
import { runSeeds } from '@facet/db/seed/run-seeds';
import { preparePgliteTemplate } from '@facet/db/testing/pglite-template';
import { type RunningApi, startApi, stopApi } from './api-bench.ts';
import { databaseUrl, withAdmin } from './bench-server.ts';
import { placeShop } from './cpu-groups.ts';

/*
 * The engines an API benchmark runs on, one after another in one run so their figures compare:
 * BENCH_ENGINE=postgres (the server of bench-server.ts), pglite (the embedded database, as the
 * shop opens it by default: a data directory of its own), or both (the default).
 *
 * On PGlite one process may open a data directory at a time, so the benchmark prepares its
 * database, closes it while the API (a process of its own) runs on it, and opens it again for
 * its checks afterwards; the PostgreSQL server is shared all along.
 */

export function benchEngines(): Engine[] {
  const chosen = process.env.BENCH_ENGINE ?? 'both';
  if (chosen === 'both') return ['postgres', 'pglite'];
  if (chosen === 'postgres' || chosen === 'pglite') return [chosen];
  throw new Error(`BENCH_ENGINE=${chosen}: postgres, pglite or both`);
}

export interface BenchDatabase {
  engine: Engine;
  /** The database's name on the server (for pg_stat_activity); null on PGlite. */
  serverName: string | null;
  /** The benchmark's own handle; on PGlite closed while `withApi` runs. */
  handle: DatabaseHandle;
  /** Starts the API on this database, runs `fn`, stops the API. */
  withApi<T>(fn: (api: RunningApi) => Promise<T>): Promise<T>;
  /** Closes the handle and drops the database (kept with BENCH_KEEP=1). */
  dispose(): Promise<void>;
}

/** A new database with the demo shop (migrated and seeded), named after the benchmark. */
export async function createBenchDatabase(engine: Engine, benchmark: string): Promise<BenchDatabase> {
  return engine === 'postgres' ? createOnServer(benchmark) : createEmbedded(benchmark);
}

async function createOnServer(benchmark: string): Promise<BenchDatabase> {
  const name = `facet_bench_${benchmark}_${process.pid}`;
  await withAdmin(async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const url = databaseUrl(name);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 4 });
  await migrateDatabase(handle);
  await runSeeds(handle, { demo: true });
  return {
    engine: 'postgres',
    serverName: name,
    handle,
    withApi: async (fn) => {
      const api = await startApi({ DATABASE_URL: url });
      // The API in a CPU group of its own (cpu-groups.ts): on PGlite it is the database too, one service.
      await placeShop(api.child.pid!);
      try {
        return await fn(api);
      } finally {
        await stopApi(api);
      }
    },
    dispose: async () => {
      await handle.close();
      if (process.env.BENCH_KEEP === '1') console.log(`kept ${url}`);
      else await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function createEmbedded(benchmark: string): Promise<BenchDatabase> {
  // The tests' template: migrated and seeded with the demo once, copied here (initdb takes seconds).
  const template = await preparePgliteTemplate();
  const dir = mkdtempSync(path.join(tmpdir(), `facet-bench-${benchmark}-`));
  const pgliteDir = path.join(dir, 'pglite');
  cpSync(path.join(template, 'pglite'), pgliteDir, { recursive: true });
  const open = () => openDatabase({ pgliteDir });
  const database: BenchDatabase = {
    engine: 'pglite',
    serverName: null,
    handle: await open(),
    withApi: async (fn) => {
      await database.handle.close();
      const api = await startApi({ PGLITE_DIR: pgliteDir });
      // The API in a CPU group of its own (cpu-groups.ts): on PGlite it is the database too, one service.
      await placeShop(api.child.pid!);
      try {
        return await fn(api);
      } finally {
        await stopApi(api);
        database.handle = await open();
      }
    },
    dispose: async () => {
      await database.handle.close();
      if (process.env.BENCH_KEEP === '1') console.log(`kept ${pgliteDir}`);
      else rmSync(dir, { recursive: true, force: true });
    },
  };
  return database;
}

/** One figure measured on both engines: what per second, and the median answer. */
export interface EngineComparison {
  what: string;
  postgres: { perSecond: number; p50: number | null };
  pglite: { perSecond: number; p50: number | null };
}

/** The engines side by side, and PGlite's throughput as a share of the server's (the goal: at least half). */
export function printEngineComparison(rows: readonly EngineComparison[]): void {
  console.log('\nPGlite beside the PostgreSQL server (same run; the goal: PGlite at least 50 % of the server)');
  console.log('  what                                   server /s  p50 ms   PGlite /s  p50 ms   PGlite/server');
  for (const r of rows) {
    const share = r.postgres.perSecond > 0 ? Math.round((r.pglite.perSecond / r.postgres.perSecond) * 100) : 0;
    console.log(
      `  ${r.what.padEnd(36)} ${r.postgres.perSecond.toFixed(1).padStart(10)} ${String(r.postgres.p50 ?? '').padStart(7)} ${r.pglite.perSecond.toFixed(1).padStart(11)} ${String(r.pglite.p50 ?? '').padStart(7)} ${`${share} %`.padStart(10)} ${share >= 50 ? '' : ' (under half)'}`,
    );
  }
}
