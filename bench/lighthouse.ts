import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM } from '../scripts/chromium-path.mjs';
import { type RunningServer, startServer } from '../e2e/support/server.ts';
import { storefrontPages } from '../e2e/support/storefront-pages.ts';
import { buildIfStale } from './support/build-if-stale.ts';

/*
 * Lighthouse on every storefront page type (issue 15): the built shop (embedded database, demo
 * data) on a free port, Lighthouse's default mobile run (simulated throttling) on home, a
 * collection, a product, /diamonds, /collections/diamonds, a stone, a search, /blogs and an
 * article. For each page: the four category scores, LCP, TBT, CLS, bytes transferred and the
 * largest contentful paint element with where its time went (TTFB, load delay, load, render
 * delay); then which pages meet the bar. Figures only, never a failure.
 * Run: npm run bench:lighthouse  (builds first if the build is stale; BENCH_RUNS=3 takes the
 * median run of three per page by performance score; BENCH_PAGES=product,stone measures only the
 * page types named; BENCH_TASKS=1 prints each page's longest main-thread tasks by script;
 * BENCH_THROTTLING=devtools slows the CPU and network for real instead of simulating them, to check
 * a figure the simulation may place wrongly, such as requests a page's inline script makes late).
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const ONLY = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
const SHOW_TASKS = process.env.BENCH_TASKS === '1';
const THROTTLING = process.env.BENCH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const MAX_RETRIES = 2;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const BAR = { performance: 0.95, lcpMs: 2000, others: 1 };

interface Measured {
  path: string;
  scores: number[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  lcpElement: { selector: string; snippet: string };
  lcpSubparts: string;
  failing: string[];
  /** The longest main-thread tasks (Lighthouse's long-tasks audit), as recorded before throttling. */
  longTasks: string[];
  /** Main-thread time by kind (script evaluation, parse and compile, style and layout…). */
  breakdown: string;
}

interface NodeItem {
  type: 'node';
  selector?: string;
  snippet?: string;
}
interface SubpartsTable {
  type: 'table';
  items: { label: string; duration: number }[];
}

/** The LCP element and its subparts, from the lcp-breakdown-insight audit (Lighthouse 13). */
function lcpBreakdown(lhr: Result): { element: Measured['lcpElement']; subparts: string } {
  const details = lhr.audits['lcp-breakdown-insight']?.details as { items?: (NodeItem | SubpartsTable)[] } | undefined;
  const items = details?.items ?? [];
  const node = items.find((item): item is NodeItem => item.type === 'node');
  const table = items.find((item): item is SubpartsTable => item.type === 'table');
  return {
    element: { selector: node?.selector ?? '(none found)', snippet: node?.snippet ?? '' },
    subparts: (table?.items ?? []).map((item) => `${item.label} ${Math.round(item.duration)} ms`).join(', '),
  };
}

function measure(pagePath: string, lhr: Result): Measured {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const { element, subparts } = lcpBreakdown(lhr);
  const failing = CATEGORIES.slice(1).flatMap((category) =>
    lhr.categories[category]!.auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0).map(
      (ref) => `${category}: ${ref.id}`,
    ),
  );
  const longTasks = (
    lhr.audits['long-tasks']?.details as { items?: { url: string; duration: number; startTime: number }[] }
  )?.items
    ?.slice(0, 6)
    .map(
      (task) => `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms — ${task.url.split('/').pop()}`,
    );
  const breakdown = (
    lhr.audits['mainthread-work-breakdown']?.details as { items?: { groupLabel: string; duration: number }[] }
  )?.items
    ?.map((item) => `${item.groupLabel} ${Math.round(item.duration)}`)
    .join(', ');
  return {
    path: pagePath,
    longTasks: longTasks ?? [],
    breakdown: breakdown ?? '',
    scores: CATEGORIES.map((category) => lhr.categories[category]?.score ?? 0),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    lcpElement: element,
    lcpSubparts: subparts,
    failing,
  };
}

/** What keeps a page under the bar, empty when it meets it. */
function misses(page: Measured): string[] {
  const [performance, ...others] = page.scores;
  const missed: string[] = [];
  if (performance! < BAR.performance) missed.push(`performance ${performance!.toFixed(2)}`);
  if (page.lcpMs > BAR.lcpMs) missed.push(`LCP ${(page.lcpMs / 1000).toFixed(1)} s`);
  others.forEach((score, i) => score < BAR.others && missed.push(`${CATEGORIES[i + 1]} ${score.toFixed(2)}`));
  return missed;
}

/** The last two steps of a CSS selector: enough to tell which picture or heading it is. */
const shortSelector = (element: Measured['lcpElement']) => element.selector.split(' > ').slice(-2).join(' > ');

function print(pages: Measured[], about: { lhr: Result; browser: string; origin: string }) {
  console.log(`\nFacet Lighthouse — ${new Date().toISOString()} — Node ${process.version}`);
  console.log(
    `Lighthouse ${about.lhr.lighthouseVersion}, ${about.browser}, benchmark index ${Math.round(about.lhr.environment.benchmarkIndex)}`,
  );
  console.log(
    `Default mobile run (${THROTTLING === 'devtools' ? 'devtools' : 'simulated'} throttling), ${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`} a page\n`,
  );
  const header = ['page', 'perf', 'a11y', 'b-p', 'seo', 'LCP s', 'TBT ms', 'CLS', 'KiB', 'LCP element'];
  const rows = pages.map((page) => [
    page.path.length > 40 ? `${page.path.slice(0, 39)}…` : page.path,
    ...page.scores.map((score) => score.toFixed(2)),
    (page.lcpMs / 1000).toFixed(2),
    String(Math.round(page.tbtMs)),
    page.cls.toFixed(3),
    String(Math.round(page.bytes / 1024)),
    shortSelector(page.lcpElement),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  for (const row of [header, ...rows]) {
    const cells = row.map((cell, i) =>
      i === 0 || i === row.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!),
    );
    console.log(cells.join('  ').trimEnd());
  }
  console.log('\nThe LCP element and where its time went (the trace as recorded, before the simulated throttling)');
  for (const page of pages) {
    const snippet = page.lcpElement.snippet.replaceAll(about.origin, '');
    console.log(`  ${page.path}\n    ${snippet.length > 150 ? `${snippet.slice(0, 149)}…` : snippet}`);
    console.log(`    ${page.lcpSubparts || '(no breakdown)'}`);
  }
  if (SHOW_TASKS) {
    console.log('\nMain-thread work (ms, simulated phone) and the longest tasks');
    for (const page of pages) {
      console.log(`  ${page.path}\n    ${page.breakdown}`);
      for (const task of page.longTasks) console.log(`    ${task}`);
    }
  }
  console.log(`\nThe bar: performance ≥ ${BAR.performance}, LCP ≤ ${BAR.lcpMs / 1000} s, a11y/best practices/SEO 1.00`);
  for (const page of pages) {
    const missed = misses(page);
    console.log(
      `  ${missed.length === 0 ? 'meets ' : 'misses'}  ${page.path}${missed.length ? ` — ${missed.join(', ')}` : ''}`,
    );
    for (const failing of page.failing) console.log(`            failing audit ${failing}`);
  }
  console.log('');
}

await buildIfStale();

// Lighthouse measures in the whole browser, not the tests' headless shell.
const chromiumPath = process.env.CHROMIUM_PATH ?? CHROMIUM;
// chrome-launcher throws a missing browser from an event nobody can catch: look first.
if (!existsSync(chromiumPath)) throw new Error(`Chromium is not installed at ${chromiumPath} (or set CHROMIUM_PATH).`);
// The browser before the server: a browser that does not start leaves no server behind.
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-component-update'],
});
let server: RunningServer | undefined;
try {
  server = await startServer();
  const measured: Measured[] = [];
  let last: Result | undefined;
  const pages = (await storefrontPages(server.url)).filter((page) => !ONLY || ONLY.includes(page.name));
  // A browser just started is slower at its first page than any shopper's: one run, not measured.
  await lighthouse(`${server.url}${pages[0]!.path}`, {
    port: chrome.port,
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  for (const { path: pagePath } of pages) {
    const url = `${server.url}${pagePath}`;
    await (await fetch(url)).text(); // warm-up: the server's first render of this page is not measured
    const runs: Result[] = [];
    for (let run = 0, failed = 0; run < RUNS;) {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        throttlingMethod: THROTTLING,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      if (result.lhr.runtimeError) {
        // Chromium sometimes records no trace ("NO_NAVSTART: please run Lighthouse again"): once more, twice at most.
        failed += 1;
        if (failed > MAX_RETRIES) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
        process.stdout.write(`  ${pagePath}: ${result.lhr.runtimeError.code}, measuring again\n`);
        continue;
      }
      runs.push(result.lhr);
      run += 1;
    }
    runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    last = runs[Math.floor(runs.length / 2)]!;
    measured.push(measure(pagePath, last));
    process.stdout.write(`  ${pagePath} measured\n`);
  }
  const { Browser: browser } = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
    Browser: string;
  };
  print(measured, { lhr: last!, browser, origin: server.url });
} finally {
  chrome.kill();
  await server?.dispose();
}
