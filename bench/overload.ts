import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { freePort, type RunningServer, startServer } from '../e2e/support/server.ts';
import { buildIfStale } from './support/build-if-stale.ts';

/*
 * Overload (200 concurrent shoppers on product pages, where some used to wait 15–20 s): the built
 * server (PGlite, its own DATA_DIR) under 200 connections asking for product pages, one after
 * another without pause, for BENCH_DURATION seconds (default 20). Printed: requests/s, the
 * latency of the pages served and of the 503 answers (p50/p90/p99/max), how many were shed, and
 * how long the load balancer's checks take meanwhile (/api/health/live and /api/health/ready, each
 * asked every 250 ms: they must answer within 50 ms at the p99 and never be shed), both on the
 * shop's port and on HEALTH_PORT (answered by a thread of its own, lib/health-listener.ts).
 * Three runs, each on a fresh server: shedding off (MAX_EVENT_LOOP_DELAY_MS=0, how the shop ran
 * before it sheds load) and with the default settings, on pages an anonymous visitor is sent from
 * the page cache; then with the default settings on pages made for each request (each carries a
 * cookie, as a signed-in shopper's does), which is where the shop sheds load. Each probe answers
 * once before the load starts, uncounted.
 * Run: npm run bench:overload  (builds first if the build is stale).
 * The load, the health probe and the server share this machine: figures are relative. A refused
 * connection asks again at once (as a bot would; a shopper's busy page waits RETRY_AFTER_S), so
 * under shedding most of the CPU goes to refusals and the pages served per second are a floor.
 */

const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = 200;
const HEALTH_EVERY_MS = 250;
/** autocannon gives up on a request after 10 s by default; the waits to measure are longer. */
const REQUEST_TIMEOUT_S = 120;

interface Latencies {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

interface Figures {
  label: string;
  requestsPerSecond: number;
  served: Latencies;
  shed: Latencies;
  otherStatuses: string;
  errors: number;
  probes: { name: string; figures: Latencies & { failures: number } }[];
}

function summarise(values: number[]): Latencies {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;
  return {
    count: sorted.length,
    p50: Math.round(at(0.5)),
    p90: Math.round(at(0.9)),
    p99: Math.round(at(0.99)),
    max: Math.round(sorted.at(-1) ?? 0),
  };
}

async function productPaths(base: string): Promise<string[]> {
  const response = await fetch(`${base}/api/product/sitemap`);
  const { data } = (await response.json()) as { data: { sku: string }[] };
  if (data.length === 0) throw new Error('The demo catalogue has no listed products.');
  return data.map(({ sku }) => `/product/${encodeURIComponent(sku)}`);
}

/**
 * Asks for `url` every HEALTH_EVERY_MS until stopped, from a thread of its own (the load
 * generator's 200 connections keep this thread's event loop busy, which a real load balancer's
 * probe does not wait behind); resolves with each answer's time in ms.
 */
function probeHealth(url: string) {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const times = [];
    let failures = 0;
    let running = true;
    parentPort.on('message', () => (running = false));
    (async () => {
      // One answer first, not counted: a load balancer's probe is a process already running,
      // not a thread loading its HTTP client under load.
      await (await fetch(workerData.url)).arrayBuffer().catch(() => {});
      parentPort.postMessage('ready');
      while (running) {
        const started = performance.now();
        try {
          const response = await fetch(workerData.url);
          await response.arrayBuffer();
          if (response.status !== 200) failures++;
        } catch {
          failures++;
        }
        times.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, workerData.every));
      }
      parentPort.postMessage({ times, failures });
    })();
    `,
    { eval: true, workerData: { url, every: HEALTH_EVERY_MS } },
  );
  const ready = new Promise<void>((resolve) => worker.once('message', () => resolve()));
  const stop = async () => {
    const answer = new Promise<{ times: number[]; failures: number }>((resolve) => worker.once('message', resolve));
    worker.postMessage('stop');
    const { times, failures } = await answer;
    await worker.terminate();
    return { ...summarise(times), failures };
  };
  return { ready, stop };
}

async function overload(
  label: string,
  server: RunningServer,
  healthPort: number,
  headers: Record<string, string>,
): Promise<Figures> {
  const paths = await productPaths(server.url);
  // Warm-up: every product page once, so that caches and the JIT are as in a running shop.
  for (const pagePath of paths) await (await fetch(server.url + pagePath)).arrayBuffer();

  const served: number[] = [];
  const shed: number[] = [];
  const other = new Map<number, number>();
  let next = 0;
  const healthUrl = `http://127.0.0.1:${healthPort}`;
  const probes = [
    ['live, shop port', `${server.url}/api/health/live`],
    ['ready, shop port', `${server.url}/api/health/ready`],
    ['live, HEALTH_PORT', `${healthUrl}/api/health/live`],
    ['ready, HEALTH_PORT', `${healthUrl}/api/health/ready`],
  ].map(([name, url]) => ({ name: name!, ...probeHealth(url!) }));
  await Promise.all(probes.map((probe) => probe.ready));
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        timeout: REQUEST_TIMEOUT_S,
        // One shared turn through the pages, so the connections do not all ask for the same one.
        headers,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
      },
      (error: unknown, result) => (error ? reject(error as Error) : resolve(result)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) served.push(responseTime);
      else if (statusCode === 503) shed.push(responseTime);
      else other.set(statusCode, (other.get(statusCode) ?? 0) + 1);
    });
  });
  const probeFigures = await Promise.all(probes.map(async ({ name, stop }) => ({ name, figures: await stop() })));
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    served: summarise(served),
    shed: summarise(shed),
    otherStatuses: [...other].map(([status, count]) => `${count}×${status}`).join(' ') || '—',
    errors: result.errors,
    probes: probeFigures,
  };
}

function print(runs: Figures[]) {
  const widths = [34, 7, 7, 7, 7, 7, 7];
  const row = (cells: (string | number)[]) =>
    console.log(cells.map((cell, index) => String(cell).padStart(widths[index]!)).join(' '));
  const line = (name: string, figures: Latencies, perSecond: string | number) =>
    row([name, figures.count, perSecond, figures.p50, figures.p90, figures.p99, figures.max]);
  console.log(`\nFacet under overload — ${new Date().toISOString()} — Node ${process.version}`);
  console.log(
    `autocannon ${CONNECTIONS} connections × ${DURATION_S} s on product pages; a refused connection asks again at once ` +
      '(server, load and probe on this machine)\n',
  );
  row(['', 'count', 'per s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms']);
  for (const run of runs) {
    console.log(run.label);
    line('pages served (200)', run.served, Math.round(run.served.count / DURATION_S));
    line('shed (503 + Retry-After)', run.shed, Math.round(run.shed.count / DURATION_S));
    for (const probe of run.probes) line(`${probe.name} every ${HEALTH_EVERY_MS} ms`, probe.figures, '');
    const failures = run.probes.map((probe) => `${probe.name} ${probe.figures.failures}`).join(', ');
    console.log(
      `${''.padStart(widths[0]!)} all answers ${run.requestsPerSecond}/s; other statuses: ${run.otherStatuses}; ` +
        `connection errors/timeouts: ${run.errors}; probes not 200: ${failures}`,
    );
  }
  console.log('');
}

await buildIfStale();

const runs: Figures[] = [];
/** A cookie of no meaning: a page asked for with any cookie but the currency is made for it (lib/page-cache.ts). */
const madeForEach = { cookie: 'bench_visitor=1' };
for (const [label, env, headers] of [
  ['shedding off (MAX_EVENT_LOOP_DELAY_MS=0), kept pages', { MAX_EVENT_LOOP_DELAY_MS: '0' }, {}],
  ['default settings, kept pages', {}, {}],
  ['default settings, each page made for its request (a cookie, as for a signed-in shopper)', {}, madeForEach],
  [
    'shedding at a low bound (MAX_EVENT_LOOP_DELAY_MS=10), each page made for its request',
    { MAX_EVENT_LOOP_DELAY_MS: '10' },
    madeForEach,
  ],
] as const) {
  const healthPort = await freePort();
  const server = await startServer({ env: { ...env, HEALTH_PORT: String(healthPort) } });
  try {
    runs.push(await overload(label, server, healthPort, headers));
  } finally {
    await server.dispose();
  }
}
print(runs);
