import { type Figure, loadPaths, printFigures, startApi, stopApi } from './support/api-bench.ts';
import { prepareStoneDatabase, STONES } from './support/stone-bench-database.ts';
import { createBenchDatabase, dropBenchDatabase, withClient } from './support/stone-data.ts';
import type pg from 'pg';

/*
 * Price history (decision 040) on the PostgreSQL server:
 *   - its size: a scratch copy of stone_cost_years (the same columns, key and check, no
 *     foreign key) filled for BENCH_HISTORY_STONES stones (default 1,000,000) with a year of
 *     entries at each of BENCH_HISTORY_CHANGES (default 4,12,52) changes a stone, vacuumed, then
 *     pg_total_relation_size — the table, its TOAST and its primary key; BENCH_HISTORY_BEFORE=1
 *     measures the layout before migration 0039 (a row per stone and day) on the same days first;
 *   - the stone page's calls, autocannon at 10 connections on STONES generated stones
 *     (BENCH_STONES, default 1,000,000), every request a different stone: the stone page
 *     (GET /api/stone/sku/{sku}, as before) and its price history with the fair-price band
 *     (GET /api/price-history/stone/{sku}, what the page now asks beside it).
 * Run: npm run bench:price-history  (BENCH_DATABASE_URL, BENCH_DURATION seconds a run, default
 * 15; BENCH_REUSE=1 keeps the generated stones' database between runs; BENCH_HISTORY_CHANGES=
 * empty skips the size; BENCH_PAGES=0 measures the size alone, in a scratch database.)
 */

const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const HISTORY_STONES = Number(process.env.BENCH_HISTORY_STONES ?? 1_000_000);
const CHANGES = (process.env.BENCH_HISTORY_CHANGES ?? '4,12,52').split(',').filter(Boolean).map(Number);

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** A stone's first day and `changes` more on random days of the year, costs moving a few per cent. */
const YEAR_OF_DAYS = `generate_series(1, $1::int) s,
  lateral (select 0 as d union
           select distinct (random() * 364)::int + 1 from generate_series(1, $2::int) where s > 0) days`;
const COST = `(5000000 + s % 100000 * 100 + d * 1000)::bigint`;

/** The layout before migration 0039: a row per stone and day (its key and check, no foreign key). */
async function fillRowADay(client: pg.Client, changes: number) {
  await client.query(`create table bench_history (stone_id integer not null, day integer not null,
    cost bigint not null check (cost > 0), primary key (stone_id, day))`);
  await client.query(
    `insert into bench_history select s, 20454 + d, ${COST} from ${YEAR_OF_DAYS} on conflict do nothing`,
    [HISTORY_STONES, changes],
  );
  return 'count(*)';
}

/** The layout since: a row per stone and year, the days and costs in parallel arrays. */
async function fillRowAYear(client: pg.Client, changes: number) {
  await client.query('create table bench_history (like stone_cost_years including all)');
  await client.query(
    `insert into bench_history (stone_id, year, days, costs)
     select s, 2026, array_agg(d::smallint order by d), array_agg(${COST} order by d) from ${YEAR_OF_DAYS} group by s`,
    [HISTORY_STONES, changes],
  );
  return 'sum(cardinality(days))';
}

async function measureSize(url: string) {
  if (CHANGES.length === 0) return;
  console.log(`\na stone's cost history for ${HISTORY_STONES.toLocaleString('en')} stones over a year`);
  console.log('  layout       changes a stone   entries       table+key   bytes an entry');
  await withClient(url, async (client) => {
    for (const changes of CHANGES) {
      for (const [layout, fill] of LAYOUTS) {
        await client.query('drop table if exists bench_history');
        const entries = await fill(client, changes);
        await client.query('vacuum analyze bench_history');
        const { rows } = await client.query<{ entries: string; size: string }>(
          `select ${entries} as entries, pg_total_relation_size('bench_history') as size from bench_history`,
        );
        const count = Number(rows[0]!.entries);
        const size = Number(rows[0]!.size);
        console.log(
          `  ${layout.padEnd(10)}   ${String(changes).padStart(15)}   ${count.toLocaleString('en').padStart(11)}   ${megabytes(size).padStart(9)}   ${(size / count).toFixed(1).padStart(14)}`,
        );
      }
    }
    await client.query('drop table bench_history');
  });
}

type Fill = (client: pg.Client, changes: number) => Promise<string>;
const LAYOUTS: [string, Fill][] = [
  ...(process.env.BENCH_HISTORY_BEFORE === '1' ? [['row a day', fillRowADay] as [string, Fill]] : []),
  ['row a year', fillRowAYear],
];

async function measurePages(url: string) {
  const skus = await withClient(url, async (client) => {
    const { rows } = await client.query<{ sku: string }>(
      `select sku from stones where state = 'available' order by random() limit 60000`,
    );
    return rows.map((row) => row.sku);
  });
  const api = await startApi(url);
  const figures: Figure[] = [];
  try {
    // Warm: the diamond search index is built on the first history call.
    await fetch(`${api.base}/api/price-history/stone/${skus[0]}?currency=INR`);
    // The stone page's own call on either side of the new one, on stones not asked before (a third each).
    const third = skus.length / 3;
    const page = (from: number) => skus.slice(from, from + third).map((sku) => `/api/stone/sku/${sku}?currency=INR`);
    figures.push(await loadPaths('stone page', api.base, page(0), DURATION_S));
    figures.push(
      await loadPaths(
        'price history and band (new)',
        api.base,
        skus.slice(third, 2 * third).map((sku) => `/api/price-history/stone/${sku}?currency=INR`),
        DURATION_S,
      ),
    );
    figures.push(await loadPaths('stone page, again', api.base, page(2 * third), DURATION_S));
  } finally {
    await stopApi(api);
  }
  console.log(`\nthe stone page's calls, ${STONES.toLocaleString('en')} stones, ${DURATION_S} s each`);
  printFigures(figures);
}

if (process.env.BENCH_PAGES === '0') {
  // The size alone: a scratch database of its own, migrated, no stones generated.
  const name = `facet_bench_history_${process.pid}`;
  try {
    await measureSize(await createBenchDatabase(name));
  } finally {
    await dropBenchDatabase(name);
  }
} else {
  const database = await prepareStoneDatabase();
  try {
    if (database.generatedIn > 0) console.log(`generated ${STONES} stones in ${database.generatedIn.toFixed(0)} s`);
    await measureSize(database.url);
    await measurePages(database.url);
  } finally {
    await database.dispose();
  }
}
