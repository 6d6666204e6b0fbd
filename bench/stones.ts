import { type Currency } from '@facet/contracts/money';
import type { StoredPricingParameters } from '@facet/contracts/pricing';
import { stoneCustomerQuery } from '@facet/contracts/stone-customer-query';
import { costRangeForPrices } from '@facet/contracts/stone-filters';
import pg from 'pg';
import { stoneFiltersOfQuery, stoneSearchStatement } from '../apps/server/src/modules/stones/stone-listing.service.ts';
import { CONNECTIONS, loadPaths, percentiles, printFigures, type RunningApi, startApi } from './support/api-bench.ts';
import { type BenchDatabase, prepareStoneDatabase, STONES } from './support/stone-bench-database.ts';
import { withClient } from './support/stone-data.ts';
import { mixNames, type StoneRequest, stoneRequests } from './support/stone-requests.ts';

/*
 * The diamond search at scale, on the PostgreSQL server:
 *   - 1,000,000 generated stones (bench/support/stone-data.ts: the demo stones' spread);
 *   - GET /api/stone/for-customer with shoppers' mixes of filters (bench/support/stone-requests.ts),
 *     a sort and a page of 12 with its total, every request a different URL (so none is answered
 *     from the reference cache), autocannon at 10 connections against the API (buildApp in a
 *     process of its own);
 *   - the same statement (stoneSearchStatement, the one the service runs) bare through pg at the
 *     same concurrency, with the pool's settings, on the same requests; per mix as well.
 * The bar: p95 ≤ 25 ms, and the API's throughput at least the bare SQL's.
 * Run: npm run bench:stones  (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
 * BENCH_DURATION seconds per run, default 15; BENCH_STONES, default 1,000,000; BENCH_REUSE=1 keeps
 * the generated database for the next run; BENCH_EXPLAIN=1 prints EXPLAIN ANALYZE of one request
 * of each mix, as the pool plans it).
 */

const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
/** What the server's pool sets on every connection (packages/db/src/client.ts). */
const POOL_OPTIONS = '-c plan_cache_mode=force_generic_plan -c jit=off';

/** The diamond search's URL for one request. */
const searchPath = (request: StoneRequest) => `/api/stone/for-customer?${request.query}`;

interface Statement {
  kind: string;
  name: string;
  text: string;
  values: unknown[];
}

async function readRates(url: string): Promise<StoredPricingParameters> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<StoredPricingParameters>(
      `select conversion, charge, shop_discount as "shopDiscount", profit_rate as "profitRate"
         from pricing_parameters where id = 1`,
    );
    return rows[0]!;
  });
}

/** The statement the service runs for each request, as the route reads its query. */
function statementsOf(requests: StoneRequest[], rates: StoredPricingParameters): (Statement | null)[] {
  return requests.map((request) => {
    const query = stoneCustomerQuery.parse(Object.fromEntries(new URLSearchParams(request.query)));
    const filters = stoneFiltersOfQuery(query);
    const costRange = costRangeForPrices(filters, query.currency as Currency, rates);
    if (costRange === null) return null;
    const page = { pageNo: query.pageNo, pageSize: query.pageSize };
    return { kind: request.kind, ...stoneSearchStatement(filters, query.sort, page, costRange) };
  });
}

/** The same statements bare through pg: 10 clients, each taking the next request in turn. */
async function loadBareSql(url: string, statements: Statement[], seconds: number) {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS, options: POOL_OPTIONS });
  const latencies: number[] = [];
  const byKind = new Map<string, number[]>();
  let next = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const statement = statements[next++ % statements.length]!;
        const started = performance.now();
        await pool.query({ name: statement.name, text: statement.text, values: statement.values });
        const ms = performance.now() - started;
        latencies.push(ms);
        const ofKind = byKind.get(statement.kind) ?? [];
        ofKind.push(ms);
        byKind.set(statement.kind, ofKind);
      }
    }),
  );
  await pool.end();
  return {
    figure: percentiles('same SQL bare through pg', latencies, seconds),
    byKind: mixNames.map((kind) => percentiles(kind, byKind.get(kind) ?? [], seconds)),
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of a statement as the server's pool runs it: prepared, one generic plan. */
async function explain(url: string, statement: Statement): Promise<string> {
  const client = new pg.Client({ connectionString: url, options: POOL_OPTIONS });
  await client.connect();
  try {
    await client.query(`prepare bench_statement as ${statement.text}`);
    const literal = (value: unknown) =>
      typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
    const args = statement.values.map(literal).join(', ');
    await client.query(`execute bench_statement(${args})`);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, costs off) execute bench_statement(${args})`,
    );
    return rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n');
  } finally {
    await client.end();
  }
}

/** Until a search over every stone answers within 50 ms (at most two minutes). */
async function waitForSearchIndex(base: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (let attempt = 0; Date.now() < deadline; attempt += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/stone/for-customer?sort=carat-desc&pageNo=${(attempt % 50) + 2}`);
    await response.arrayBuffer();
    if (performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the diamond search index was not ready within two minutes');
}

let database: BenchDatabase | undefined;
let api: RunningApi | undefined;
try {
  database = await prepareStoneDatabase();
  const rates = await readRates(database.url);
  // More different searches than a run makes; the warm-up takes its own, never asked again.
  const all = stoneRequests(40_000);
  const statements = statementsOf(all, rates);
  const usable = all.filter((_, i) => statements[i] !== null);
  const WARM_UP = 500;
  const warmUp = usable.slice(0, WARM_UP);
  const measured = usable.slice(WARM_UP);
  const measuredStatements = statements.filter((s): s is Statement => s !== null).slice(WARM_UP);

  api = await startApi(database.url);
  // A fresh instance answers from the database until its search index is built (decision
  // 011): wait for it (a broad search answering quickly), then warm up.
  const indexStarted = performance.now();
  await waitForSearchIndex(api.base);
  console.log(`search index ready after ${((performance.now() - indexStarted) / 1000).toFixed(1)} s`);
  await loadPaths('warm-up', api.base, warmUp.map(searchPath), 3);
  const apiFigure = await loadPaths('GET /api/stone/for-customer', api.base, measured.map(searchPath), DURATION_S);
  const bare = await loadBareSql(database.url, measuredStatements, DURATION_S);

  console.log(`\nFacet diamond search — ${new Date().toISOString()} — Node ${process.version}, PostgreSQL server`);
  console.log(
    `${STONES.toLocaleString('en')} stones${database.generatedIn ? ` (generated in ${database.generatedIn.toFixed(1)} s)` : ' (reused)'}; ${CONNECTIONS} connections × ${DURATION_S} s; every request a different URL`,
  );
  console.log(`mixes: ${mixNames.join('; ')}\n`);
  printFigures([apiFigure, bare.figure]);
  console.log('\n  bare SQL by mix');
  printFigures(bare.byKind);
  if (process.env.BENCH_EXPLAIN === '1') {
    for (const kind of mixNames) {
      const statement = measuredStatements.find((candidate) => candidate.kind === kind);
      if (!statement) continue;
      console.log(`\n  EXPLAIN ANALYZE — ${kind}: ${measured.find((r) => r.kind === kind)!.query}`);
      console.log(await explain(database.url, statement));
    }
  }
  const pass = apiFigure.p95 <= 25 && apiFigure.requestsPerSecond >= bare.figure.requestsPerSecond;
  console.log(
    `\n  bar: API p95 ≤ 25 ms and API req/s ≥ bare SQL req/s — ${pass ? 'met' : 'NOT met'} (p95 ${apiFigure.p95} ms; ${apiFigure.requestsPerSecond} vs ${bare.figure.requestsPerSecond} req/s)\n`,
  );
} finally {
  api?.child.kill('SIGTERM');
  await database?.dispose();
}
