import { type Figure, loadPaths, printFigures, startApi, stopApi } from './support/api-bench.ts';
import { prepareStoneDatabase, STONES } from './support/stone-bench-database.ts';
import { withClient } from './support/stone-data.ts';

/*
 * Price history (decision 040) on the PostgreSQL server:
 *   - its size: a scratch copy of stone_price_history (the same columns, key and check, no
 *     foreign key) filled for BENCH_HISTORY_STONES stones (default 1,000,000) with a year of
 *     rows at each of BENCH_HISTORY_CHANGES (default 4,12,52) changes a stone, vacuumed, then
 *     pg_total_relation_size — the table and its primary key;
 *   - the stone page's calls, autocannon at 10 connections on STONES generated stones
 *     (BENCH_STONES, default 1,000,000), every request a different stone: the stone page
 *     (GET /api/stone/sku/{sku}, as before) and its price history with the fair-price band
 *     (GET /api/price-history/stone/{sku}, what the page now asks beside it).
 * Run: npm run bench:price-history  (BENCH_DATABASE_URL, BENCH_DURATION seconds a run, default
 * 15; BENCH_REUSE=1 keeps the generated stones' database between runs; BENCH_HISTORY_CHANGES=
 * empty skips the size.)
 */

const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const HISTORY_STONES = Number(process.env.BENCH_HISTORY_STONES ?? 1_000_000);
const CHANGES = (process.env.BENCH_HISTORY_CHANGES ?? '4,12,52').split(',').filter(Boolean).map(Number);

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function measureSize(url: string) {
  if (CHANGES.length === 0) return;
  console.log(`\nstone_price_history for ${HISTORY_STONES.toLocaleString('en')} stones over a year`);
  console.log('  changes a stone   rows          table+key   bytes a row');
  await withClient(url, async (client) => {
    for (const changes of CHANGES) {
      await client.query('drop table if exists bench_stone_price_history');
      await client.query('create table bench_stone_price_history (like stone_price_history including all)');
      // The first day's row, then `changes` more on random days of the year, costs moving a few per cent.
      await client.query(
        `insert into bench_stone_price_history (stone_id, day, cost)
         select s, 20000 + d, (5000000 + s % 100000 * 100 + d * 1000)::bigint
           from generate_series(1, $1::int) s,
                lateral (select 0 as d union
                         select distinct (random() * 364)::int + 1 from generate_series(1, $2::int) where s > 0) days
         on conflict do nothing`,
        [HISTORY_STONES, changes],
      );
      await client.query('vacuum analyze bench_stone_price_history');
      const { rows } = await client.query<{ rows: string; size: string }>(
        `select count(*) as rows, pg_total_relation_size('bench_stone_price_history') as size from bench_stone_price_history`,
      );
      const count = Number(rows[0]!.rows);
      const size = Number(rows[0]!.size);
      console.log(
        `  ${String(changes).padStart(15)}   ${count.toLocaleString('en').padStart(11)}   ${megabytes(size).padStart(9)}   ${(size / count).toFixed(1).padStart(11)}`,
      );
    }
    await client.query('drop table bench_stone_price_history');
  });
}

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

const database = await prepareStoneDatabase();
try {
  if (database.generatedIn > 0) console.log(`generated ${STONES} stones in ${database.generatedIn.toFixed(0)} s`);
  await measureSize(database.url);
  await measurePages(database.url);
} finally {
  await database.dispose();
}
