import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { stoneShapes } from '@facet/contracts/lookups';
import { openDatabase } from '@facet/db/client';
import {
  DEFAULT_ALERTS_PACE,
  runSavedSearchAlerts,
} from '../apps/server/src/modules/saved-searches/saved-search-alerts.service.ts';
import { runSavedSearchAlertsOnThread } from '../apps/server/src/modules/saved-searches/saved-search-alerts-thread.ts';
import {
  loadPaths,
  type MeasuredFigure,
  pooled,
  printFigures,
  type RunningApi,
  startApi,
  stopApi,
} from './support/api-bench.ts';
import { type BenchDatabase, prepareStoneDatabase, STONES } from './support/stone-bench-database.ts';
import { withClient } from './support/stone-data.ts';
import { prng, type StoneRequest, stoneRequests } from './support/stone-requests.ts';

/*
 * The saved searches' alerts at scale (decision 039), on the PostgreSQL server:
 *   - BENCH_STONES generated stones (default 1,000,000) and BENCH_SEARCHES diamond searches
 *     (default 10,000: 2,500 shoppers with four each — shapes, carats, budgets in both currencies);
 *   - an import's worth of change, BENCH_CHANGED rows (default 100,000): half new stones, half
 *     existing ones repriced (a quarter 10 % cheaper, a quarter 5 % dearer), as a feed applies them;
 *   - the alerts' job run once over it in this process (another instance's job runner, beside the
 *     load generator as the shop's runs beside the API): on a thread of its own at the lowest
 *     priority, as the shop runs it on the PostgreSQL server (runSavedSearchAlertsOnThread), or
 *     with BENCH_ALERTS_THREAD=0 on the event loop (runSavedSearchAlerts); timed, with the
 *     longest block of this process's event loop and the load average before and after;
 *   - the diamond search's p95 (GET /api/stone/for-customer, 10 connections, the API in a process
 *     of its own) quiet, then while the job runs, both in five-second windows: the goal sets the
 *     p95 of all the requests while the job ran against the quiet search's in windows asking the
 *     same requests (each window's place in a turn of five decides them), and the worst window
 *     of each is printed beside them (before 2026-12-01 the job's worst window was set against
 *     the quiet search's p95 over 15 s — the worst of several windows, it was above the p95 of
 *     all of them even when nothing else ran).
 * The goal: the job under 60 s for a million stones on two cores, the search's p95 at most 20 %
 * slower while it runs. Measured (two cores shared with other helpers' work; decision 039):
 * before the search matcher, 300,000 stones: 72 s, p95 120 → 231 ms (+93 %); with it, 1,000,000
 * stones: 88.5 s and 390,151 notices, p95 110 → 135.6 ms (+23 %) on a busy machine; with the
 * notices in key order, 31.6 s and 30.9 s (writing 25.2 s and 24.4 s, matching about 2 s), p95
 * 55.6 → 206.7 ms (+272 %) and 42.5 → 352.7 ms (+730 %) on a quieter one: the job's time is met,
 * the p95 is not (the notices' writes). With the job's pace (slices, short statements, rests;
 * decision 039, later) the figures follow the other helpers' load more than anything: see the
 * decision for each run with its load average.
 * Run: npm run bench:saved-search-alerts  (BENCH_DURATION seconds of quiet search, whole turns of
 * five windows, default 25;
 * BENCH_REUSE=1 keeps the generated stones between runs; BENCH_ALERTS_SHARE, percent of the time
 * the job works, and BENCH_ALERTS_SLICE_MS, its slices, else the shop's defaults;
 * BENCH_ALERTS_THREAD=0, the job on the event loop).
 */

const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 10_000);
const CHANGED = Number(process.env.BENCH_CHANGED ?? 100_000);
/** Windows of five seconds in one turn of the requests (`windowRequests`): the quiet search measures whole turns. */
const TURN = 5;
const DURATION_S = Number(process.env.BENCH_DURATION ?? TURN * 5);
const PER_SHOPPER = 4;
/** The job on a thread of its own, as the shop runs it on the PostgreSQL server; BENCH_ALERTS_THREAD=0: on the event loop. */
const ON_THREAD = process.env.BENCH_ALERTS_THREAD !== '0';
/**
 * The job's pace, its default unless told: BENCH_ALERTS_SHARE percent of the time working
 * (ALERTS_WORK_SHARE), slices of BENCH_ALERTS_SLICE_MS milliseconds.
 */
const PACE = {
  ...DEFAULT_ALERTS_PACE,
  ...(process.env.BENCH_ALERTS_SHARE ? { share: Number(process.env.BENCH_ALERTS_SHARE) / 100 } : {}),
  ...(process.env.BENCH_ALERTS_SLICE_MS ? { sliceMs: Number(process.env.BENCH_ALERTS_SLICE_MS) } : {}),
};

const searchPath = (request: StoneRequest) => `/api/stone/for-customer?${request.query}`;

/** Shoppers and their diamond searches, written straight to the tables. */
async function makeSearches(url: string): Promise<void> {
  const random = prng(39);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const shoppers = Math.ceil(SEARCHES / PER_SHOPPER);
  await withClient(url, async (client) => {
    // The notices first, in one statement: a cascade from each search would look for its own.
    await client.query('truncate saved_search_notices, saved_search_digests, stone_price_marks');
    // The shoppers are kept between runs: deleting a user checks every table that names one.
    await client.query('delete from saved_searches');
    await client.query(
      `insert into users (first_name, last_name, email, role)
       select 'Shopper', 'No ' || n, 'bench-alerts-' || n || '@example.org', 'Customer'
         from generate_series(1, $1::int) n
       on conflict do nothing`,
      [shoppers],
    );
    const { rows } = await client.query<{ id: string }>(
      `select id from users where email like 'bench-alerts-%' order by email limit $1::int`,
      [shoppers],
    );
    for (let start = 0; start < SEARCHES; start += 1_000) {
      const values: unknown[] = [];
      const tuples: string[] = [];
      for (let i = start; i < Math.min(SEARCHES, start + 1_000); i += 1) {
        const minCarat = Math.round((0.3 + random() * 2) * 10) / 10;
        const currency = random() < 0.5 ? 'INR' : 'USD';
        const budget = currency === 'INR' ? 50_000 + random() * 1_500_000 : 600 + random() * 18_000;
        const filters = {
          stoneShapes: random() < 0.7 ? [pick(stoneShapes)] : [pick(stoneShapes), pick(stoneShapes)],
          minCarat,
          maxCarat: Math.round((minCarat + 0.2 + random() * 1.5) * 10) / 10,
          ...(random() < 0.6 ? { maxPrice: Math.round(budget) } : {}),
          ...(random() < 0.3 ? { colors: ['D', 'E', 'F', 'G'] } : {}),
        };
        values.push(rows[Math.floor(i / PER_SHOPPER)]!.id, `Search ${i}`, JSON.stringify(filters), currency);
        const at = values.length - 4;
        tuples.push(`($${at + 1}::uuid, $${at + 2}, 'stone', $${at + 3}::jsonb, $${at + 4})`);
      }
      await client.query(
        `insert into saved_searches (user_id, name, kind, filters, currency) values ${tuples.join(', ')}`,
        values,
      );
    }
    // The searches were saved an hour ago; the alerts have looked at everything until now.
    await client.query(`update saved_searches set create_date = now() - interval '1 hour'`);
    await client.query(`update saved_search_settings set checked_until = now()`);
    await client.query('truncate saved_search_notices, stone_price_marks');
    // The last run's writes flushed now, not by a checkpoint falling into this run's quiet phase
    // (most likely what made every other run's quiet search about twice as slow).
    await client.query('checkpoint');
  });
}

/** What a feed of CHANGED rows does to the table: half new stones, half repriced. */
async function applyChanges(url: string): Promise<number> {
  const started = performance.now();
  await withClient(url, async (client) => {
    const half = Math.floor(CHANGED / 2);
    await client.query(
      `insert into stones (sku, stone_category_id, stone_shape_id, carat, color, clarity, cut, polish, symmetry,
                           fluorescence, certificate_lab, cost, state)
       select 'N-' || s.id || '-' || floor(random() * 1e9)::bigint, s.stone_category_id, s.stone_shape_id, s.carat,
              s.color, s.clarity, s.cut, s.polish, s.symmetry, s.fluorescence, s.certificate_lab, s.cost, 'available'
         from stones s where s.state = 'available' order by s.id limit $1::int`,
      [half],
    );
    await client.query(
      `update stones set cost = case when id % 2 = 0 then (cost * 0.9)::bigint else (cost * 1.05)::bigint end,
                         update_date = now()
        where id in (select id from stones where state = 'available' and sku like 'B-%' order by id desc limit $1::int)`,
      [half],
    );
    await client.query('analyze stones');
  });
  return (performance.now() - started) / 1000;
}

async function waitForSearchIndex(base: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (let attempt = 0; Date.now() < deadline; attempt += 1) {
    const started = performance.now();
    await (await fetch(`${base}/api/stone/for-customer?sort=carat-desc&pageNo=${(attempt % 50) + 2}`)).arrayBuffer();
    if (performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the diamond search index was not ready within three minutes');
}

let database: BenchDatabase | undefined;
let api: RunningApi | undefined;
try {
  database = await prepareStoneDatabase('facet_bench_alerts');
  await makeSearches(database.url);
  const requests = stoneRequests(40_000).map(searchPath);
  /** The requests of the n-th five-second window, quiet or while the job runs. */
  const windowRequests = (n: number) => requests.slice(((n % TURN) * 10_000) / TURN);
  api = await startApi(database.url);
  await waitForSearchIndex(api.base);
  await loadPaths('warm-up', api.base, requests.slice(0, 500), 3);
  // The quiet search in five-second windows too, each asking what the job's windows of the same
  // place in the turn ask: the windows' requests differ in cost (the first window's p95 is the
  // highest, quiet or not), so the job's are set against the quiet windows of the same places.
  const quietWindows: MeasuredFigure[] = [];
  for (let window = 0; window < Math.max(1, Math.round(DURATION_S / 5 / TURN)) * TURN; window += 1) {
    quietWindows.push(await loadPaths('diamond search, quiet', api.base, windowRequests(window), 5));
  }
  const quiet = pooled('diamond search, quiet', quietWindows);

  const changedIn = await applyChanges(database.url);
  const handle = ON_THREAD ? null : await openDatabase({ databaseUrl: database.url, poolSize: 4 });
  // The job shares this process with the load (as it shares the API's in the shop): on the event
  // loop, its longest block delays the responses' timing as it would delay the API's requests.
  const loop = monitorEventLoopDelay({ resolution: 5 });
  const loadBefore = loadavg();
  loop.enable();
  const started = performance.now();
  let jobSeconds = 0;
  const runJob = handle
    ? runSavedSearchAlerts(handle.db, { pace: PACE })
    : runSavedSearchAlertsOnThread({ databaseUrl: database.url, pace: PACE }).then((result) => result.run);
  const job = runJob.then((run) => {
    jobSeconds = (performance.now() - started) / 1000;
    return run;
  });
  // The search under load for as long as the job runs (at least 5 s, so the figure has requests).
  const during: MeasuredFigure[] = [];
  do {
    during.push(await loadPaths('diamond search, job running', api.base, windowRequests(during.length), 5));
  } while (jobSeconds === 0);
  const run = await job;
  loop.disable();
  const loadAfter = loadavg();
  await handle?.close();
  const busy = pooled('diamond search, job running', during);
  // The quiet windows of the same places as the job's, as many times as the job had each (the
  // figure the goal reads): the job's windows do not cover the places evenly, as the quiet ones do.
  const quietSame = pooled(
    'diamond search, quiet, same requests',
    during.map((_, n) => quietWindows[n % quietWindows.length]!),
  );
  const worstOf = (label: string, windows: MeasuredFigure[]) => ({
    ...windows.reduce((worst, figure) => (figure.p95 > worst.p95 ? figure : worst)),
    label,
  });
  const quietWorst = worstOf('  its worst five seconds', quietWindows);
  const busyWorst = worstOf('  its worst five seconds', during);

  console.log(`\nFacet saved search alerts — ${new Date().toISOString()} — Node ${process.version}, PostgreSQL server`);
  console.log(
    `${STONES.toLocaleString('en')} stones; ${SEARCHES.toLocaleString('en')} diamond searches; ${CHANGED.toLocaleString('en')} changed rows applied in ${changedIn.toFixed(1)} s`,
  );
  console.log(
    `  the alerts' job (${ON_THREAD ? 'on a thread of its own, lowest priority' : 'on the event loop'}): ${jobSeconds.toFixed(1)} s — ${run.stones.toLocaleString('en')} changed stones, ${run.searches.toLocaleString('en')} searches, ${run.notices.toLocaleString('en')} notices`,
  );
  const { reading, matching, writing, resting } = run.seconds;
  console.log(
    `    reading ${reading.toFixed(1)} s, matching ${matching.toFixed(1)} s, writing notices and marks ${writing.toFixed(1)} s; resting ${resting.toFixed(1)} s of these (working ${PACE.share * 100} % of the time, in slices of ${PACE.sliceMs} ms)`,
  );
  const ms = (ns: number) => (ns / 1e6).toFixed(0);
  const load = (figures: number[]) => figures.map((figure) => figure.toFixed(2)).join(' ');
  console.log(
    `    event loop while it ran: longest block ${ms(loop.max)} ms, p99 ${ms(loop.percentile(99))} ms; load average ${load(loadBefore)} → ${load(loadAfter)}\n`,
  );
  printFigures([quiet, quietWorst, quietSame, busy, busyWorst]);
  // Each five seconds' p95, quiet and while the job ran: which of its phases slows the search.
  const p95s = (windows: MeasuredFigure[]) => windows.map((figure) => figure.p95).join(', ');
  console.log(`  p95 of each five seconds: quiet ${p95s(quietWindows)}; while the job ran ${p95s(during)} ms`);
  const slower = (before: number, after: number) => {
    const percent = before > 0 ? Math.round((after / before - 1) * 100) : 0;
    return `${before} → ${after} ms, ${percent >= 0 ? '+' : ''}${percent} %`;
  };
  // The goal reads the p95 of every request while the job ran against the quiet search's over the
  // same windows' places; the worst five seconds of each are printed beside it (the worst of
  // several windows lies above the p95 of all of them even when nothing else runs, so it is set
  // against the quiet search's worst).
  const met = jobSeconds < 60 && busy.p95 <= quietSame.p95 * 1.2;
  console.log(
    `\n  goal: job < 60 s and search p95 ≤ 20 % slower — ${met ? 'met' : 'NOT met'} (${jobSeconds.toFixed(1)} s; p95 ${slower(quietSame.p95, busy.p95)}, against every quiet window ${slower(quiet.p95, busy.p95)}; worst five seconds ${slower(quietWorst.p95, busyWorst.p95)})\n`,
  );
} finally {
  if (api) await stopApi(api);
  await database?.dispose();
}
