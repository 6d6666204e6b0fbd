import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { firstLoadScripts } from '../e2e/support/first-load.ts';
import { startServer } from '../e2e/support/server.ts';
import { buildIfStale } from './support/build-if-stale.ts';

/*
 * The home page's weight and speed, in figures:
 *   - client JavaScript of the home page, gzip and brotli (what a shopper downloads)
 *   - SSR throughput of the home and a product page through the production server (PGlite):
 *     made for the visitor (a cookie other than the currency's, as a signed-in shopper's page is
 *     made), and kept (an anonymous visitor's, answered from the page cache, lib/page-cache.ts)
 *   - the same autocannon run against a bare Fastify route, measured in the same run, as the
 *     ceiling of this machine
 * Run: npm run bench:home  (builds first if the build is stale).
 */

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;

interface Run {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** A cookie that is not the currency's: the page is made for this visitor, never kept. */
const MADE = { cookie: 'bench=made' };

async function load(label: string, url: string, headers: Record<string, string> = {}): Promise<Run> {
  // As a browser asks: compressed (a kept page is compressed again for each answer, its nonce being new).
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'accept-encoding': 'br, gzip', ...headers },
  });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function clientJs(baseUrl: string) {
  const html = await (await fetch(baseUrl)).text();
  const urls = firstLoadScripts(html);
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, baseUrl))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    brotli += brotliCompressSync(body).length;
  }
  return { files: urls.length, raw, gzip, brotli, html: gzipSync(html).length };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

await buildIfStale();

const server = await startServer();
const bare = Fastify();
bare.get('/', async () => ({ hello: 'world' }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

try {
  const js = await clientJs(server.url);
  await load('warm-up', server.url);
  const listing = (await (await fetch(`${server.url}/api/product/for-customer?pageNo=1&pageSize=1`)).json()) as {
    data: { records: { sku: string }[] };
  };
  const product = `${server.url}/product/${encodeURIComponent(listing.data.records[0]!.sku)}`;
  const runs = [
    await load('bare Fastify route', bareUrl),
    await load('home page, made', server.url, MADE),
    await load('home page, kept', server.url),
    await load('product page, made', product, MADE),
    await load('product page, kept', product),
    await load('API GET /api/metal', `${server.url}/api/metal`),
  ];

  console.log(`\nFacet home page — ${new Date().toISOString()} — Node ${process.version}\n`);
  console.log('Client JavaScript of the home page');
  console.log(
    `  ${js.files} files, ${kb(js.raw)} raw, ${kb(js.gzip)} gzip, ${kb(js.brotli)} brotli (HTML ${kb(js.html)} gzip)\n`,
  );
  console.log(`Throughput, autocannon ${CONNECTIONS} connections × ${DURATION_S} s (server and load on this machine)`);
  console.log('  what                        req/s     p50 ms   p99 ms   errors');
  for (const run of runs) {
    console.log(
      `  ${run.label.padEnd(26)}  ${String(run.requestsPerSecond).padStart(7)}  ${String(run.p50).padStart(7)}  ${String(run.p99).padStart(7)}  ${String(run.errors).padStart(7)}`,
    );
  }
  console.log('');
} finally {
  await bare.close();
  await server.dispose();
}
