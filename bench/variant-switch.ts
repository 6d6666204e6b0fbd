import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, mobile } from '../e2e/support/browser.ts';
import { type RunningServer, startServer } from '../e2e/support/server.ts';
import { buildIfStale } from './support/build-if-stale.ts';

/*
 * How long a shopper waits after choosing a metal, a centre-stone shape or a carat on a product
 * page: the built shop (embedded database, demo data) on a free port, Chromium at a phone's size
 * with its CPU slowed 4× (Emulation.setCPUThrottlingRate), one product page (the Aurora Halo
 * Ring: three metals, oval 1.00/1.50 ct and round 1.00 ct), scripts loaded and the page hydrated
 * (data-hydrated on <html>); then the same round of switches again and again, each timed from
 * the click to the frame that shows the new variant (its option chosen, its price in place).
 *   - plain: the variant's data is asked of the server when it is chosen (every answer fetched
 *     ahead is refused, so the page loads it as it did before it fetched ahead);
 *   - prefetched: as shoppers get it — each option's variant fetched ahead once it is in view.
 * A shopper looks before choosing again: THINK_MS (1 s) between switches. Prints the median and
 * p90 of each, the document requests seen (a switch must be a client navigation: none) and the
 * data requests made per switch (what prefetching costs the server).
 * Run: npm run bench:variant-switch  (builds first if the build is stale; BENCH_ROUNDS, THINK_MS,
 * BENCH_MODES=prefetched for one of the two).
 */

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const THINK_MS = Number(process.env.THINK_MS ?? 1000);
const MODES = (process.env.BENCH_MODES ?? 'plain,prefetched').split(',');
const CPU_SLOWDOWN = 4;
const PRODUCT = 'Aurora Halo Ring';

/** One round from the white-gold 1.00 ct oval back to it, each step another variant. */
const ROUND: readonly { group: string; option: string }[] = [
  { group: 'Centre stone carat', option: '1.50 ct' },
  { group: 'Metal', option: 'Yellow Gold' },
  { group: 'Centre stone shape', option: 'Round' },
  { group: 'Metal', option: 'Rose Gold' },
  { group: 'Centre stone shape', option: 'Oval' },
  { group: 'Centre stone carat', option: '1.00 ct' },
  { group: 'Metal', option: 'White Gold' },
];

interface Measured {
  label: string;
  times: number[];
  documents: number;
  dataRequests: number;
  switches: number;
}

/** A variant's data asked of the API ahead (features/products/variant-prefetch.ts). */
const isFetchedAhead = (url: URL) => url.pathname.startsWith('/api/product-varients/');

/**
 * What the page runs to time the next switch (in the browser, so written as its source): the
 * click starts the clock, the first change that shows the option chosen stops it at the next frame.
 */
function timeNextSwitch(option: string): string {
  const chosen = JSON.stringify(`[data-testid="variant-selectors"] a[aria-label="${option} (chosen)"]`);
  // void: evaluate would wait for a promise it is given back.
  return `void (window.benchSwitch = new Promise((resolve) => {
    let start = 0;
    addEventListener('click', () => (start = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (start === 0 || !document.querySelector(${chosen})) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - start));
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  }))`;
}

async function findStartPage(base: string): Promise<string> {
  const query = new URLSearchParams({
    jewellerySubTypeName: 'Engagement Ring',
    pageSize: '60',
    metalName: 'White Gold',
  });
  const answer = (await (await fetch(`${base}/api/product/for-customer?${query}`)).json()) as {
    data: { records: { name: string; sku: string }[] };
  };
  const card = answer.data.records.find((record) => record.name === PRODUCT);
  if (!card) throw new Error(`${PRODUCT} is not in the demo catalogue`);
  return `/product/${card.sku}`;
}

/**
 * Times one switch: from the click to the frame after the option shows as chosen (the price is
 * rendered with it). The page times itself and answers when done — nothing polls it meanwhile.
 */
async function timeSwitch(page: Page, step: (typeof ROUND)[number]): Promise<number> {
  const link = page.getByRole('group', { name: step.group }).getByRole('link', { name: step.option, exact: true });
  await link.waitFor();
  await page.evaluate(timeNextSwitch(step.option));
  await link.click();
  return page.evaluate<number>('window.benchSwitch');
}

async function measure(context: BrowserContext, base: string, start: string, label: string): Promise<Measured> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let documents = 0;
  let dataRequests = 0;
  let counting = false;
  page.on('request', (request) => {
    if (!counting) return;
    if (request.resourceType() === 'document') documents += 1;
    const url = new URL(request.url());
    if (url.pathname.endsWith('.data') || isFetchedAhead(url)) dataRequests += 1;
  });
  await page.goto(`${base}${start}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.getByTestId('variant-selectors').scrollIntoViewIfNeeded();
  await page.waitForTimeout(THINK_MS);
  counting = true;
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const step of ROUND) {
      times.push(await timeSwitch(page, step));
      if (process.env.BENCH_DEBUG) console.log(label, step.option, times.at(-1)!.toFixed(0));
      await page.waitForTimeout(THINK_MS);
    }
  }
  await page.close();
  return { label, times, documents, dataRequests, switches: times.length };
}

function quantile(sorted: readonly number[], q: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index]!;
}

function print(results: readonly Measured[], start: string) {
  console.log(`\nFacet variant switch — ${new Date().toISOString()} — Node ${process.version}`);
  console.log(
    `${PRODUCT} (${start}), 390 × 844 touch screen, CPU ${CPU_SLOWDOWN}× slower, ${ROUNDS} rounds of ${ROUND.length} switches, ${THINK_MS} ms between them\n`,
  );
  const header = ['', 'median ms', 'p90 ms', 'min ms', 'max ms', 'documents', 'data requests a switch'];
  const rows = results.map((result) => {
    const sorted = [...result.times].sort((a, b) => a - b);
    return [
      result.label,
      quantile(sorted, 0.5).toFixed(0),
      quantile(sorted, 0.9).toFixed(0),
      sorted[0]!.toFixed(0),
      sorted[sorted.length - 1]!.toFixed(0),
      String(result.documents),
      (result.dataRequests / result.switches).toFixed(1),
    ];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  for (const row of [header, ...rows]) {
    console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
  }
  console.log('\nClick to the frame showing the new variant; the goal is a median of 150 ms or less.\n');
}

await buildIfStale();
const browser = await launchBrowser();
let server: RunningServer | undefined;
try {
  server = await startServer();
  const base = server.url;
  const start = await findStartPage(base);
  // The server's first renders of these pages are not measured.
  await (await fetch(`${base}${start}`)).text();
  const results: Measured[] = [];
  if (MODES.includes('plain')) {
    const context = await browser.newContext(mobile);
    // Every answer fetched ahead refused: each choice asks the server when it is made.
    await context.route(isFetchedAhead, (route) => route.abort());
    results.push(await measure(context, base, start, 'plain'));
    await context.close();
  }
  if (MODES.includes('prefetched')) {
    const context = await browser.newContext(mobile);
    results.push(await measure(context, base, start, 'prefetched'));
    await context.close();
  }
  print(results, start);
} finally {
  await browser.close();
  await server?.dispose();
}
