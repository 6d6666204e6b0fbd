import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, withContext } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { startForSpec } from './support/spec-setup.ts';
import { type StorefrontPage, storefrontPages } from './support/storefront-pages.ts';

/*
 * What makes the storefront fast on a phone, as the browser itself reports it (issue 15; the
 * timings are bench/lighthouse.ts's, never a test's). On Lighthouse's phone (412 × 823 at 1.75×)
 * over its slow connection (1.6 Mbit/s, 150 ms), every storefront page type
 *  - moves nothing while it loads, its fonts arrive and it hydrates (the Layout Instability
 *    API's cumulative shift, CLS, at most 0.05),
 *  - asks for its largest picture before any other picture,
 *  - asks for no script and no font before its first paint (scripts-after-paint.server.ts), and
 *    hydrates — while a returning shopper's pages paint in the typefaces from the start;
 * and at full speed it downloads no more picture bytes than its budget.
 */

const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const MAX_CLS = 0.05;
/**
 * The first paint's time is when the frame was shown, which a busy machine's headless Chromium
 * reports up to a few frames after the page's own code has moved on; the scripts start in the
 * frame after it. Without the after-paint loader they start with the HTML, hundreds of
 * milliseconds before it on this connection.
 */
const PAINT_REPORT_SLACK_MS = 50;
const PAINT_TRIES = 3;

/**
 * KiB of pictures each page downloads on its first load on the phone (what its first screens
 * show, and the lazy ones just below), each a little above what it weighs today. Raise one only
 * for a picture worth the shoppers' wait.
 */
const pictureBudgetsKiB: Record<string, number> = {
  // The hero at 800 px and the category pictures just below it: 86.1.
  home: 90,
  // The first rows of cards at 400 px: 79.5.
  collection: 84,
  // The first gallery picture at 800 px, the next ones' 400 px thumbnails: 54.0.
  product: 58,
  // The banner at 800 px; the shapes are drawings: 6.9.
  diamonds: 10,
  // Stones without photographs are drawn from their shape, in the page: 0.
  'diamond search': 4,
  stone: 4,
  search: 22,
  blog: 64,
  article: 22,
};

let server: RunningServer;
let browser: Browser;
let pages: StorefrontPage[];

startForSpec((rig) => ({ server, browser } = rig), { wholeBrowser: true });
beforeAll(async () => {
  pages = await storefrontPages(server.url);
});

/** Watches layout shifts and the largest contentful paint from the first byte. */
async function watchLoading(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen = { cls: 0, shifts: [] as string[], lcp: null as { url: string; tag: string } | null };
    Object.assign(window, { __seen: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        seen.cls += entry.value;
        seen.shifts.push(
          `${entry.value.toFixed(3)}: ${entry.sources.map((source) => (source.node as Element | null)?.outerHTML?.slice(0, 80) ?? source.node?.nodeName).join(' | ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as
        (PerformanceEntry & { url: string; element: Element | null }) | undefined;
      if (last) seen.lcp = { url: last.url, tag: last.element?.tagName ?? '' };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

interface Loaded {
  cls: number;
  shifts: string[];
  lcp: { url: string; tag: string } | null;
  firstPaint: number;
  resources: { name: string; startTime: number; bytes: number }[];
}

async function measured(page: Page): Promise<Loaded> {
  return page.evaluate(() => {
    const { __seen: seen } = window as unknown as { __seen: Pick<Loaded, 'cls' | 'shifts' | 'lcp'> };
    const paint =
      performance.getEntriesByName('first-paint')[0] ?? performance.getEntriesByName('first-contentful-paint')[0];
    return {
      ...seen,
      firstPaint: paint?.startTime ?? Number.NaN,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .map((entry) => ({
          name: new URL(entry.name).pathname,
          startTime: entry.startTime,
          bytes: entry.encodedBodySize,
        }))
        .sort((a, b) => a.startTime - b.startTime),
    };
  });
}

const isPicture = (path: string) => /^\/(media|imagery)\//.test(path);
const isScript = (path: string) => /^\/assets\/.+\.js$/.test(path);
const isFont = (path: string) => /^\/assets\/.+\.woff2$/.test(path);

/** One page opened in a new phone context over the throttled connection, once it has hydrated and settled. */
async function loadOnPhone(path: string): Promise<{ loaded: Loaded; problems: string[] }> {
  return withContext(browser, phone, async (context) => {
    await watchLoading(context);
    const { page, problems } = await openPage(context);
    await throttle(page);
    await page.goto(`${server.url}${path}`, { waitUntil: 'load', timeout: 30_000 });
    // The scripts arrive after the paint and hydrate the page; then fonts and late pictures have settled.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForTimeout(500);
    return { loaded: await measured(page), problems };
  });
}

const firstScriptOf = (loaded: Loaded) => loaded.resources.find((resource) => isScript(resource.name));

const firstFontOf = (loaded: Loaded) => loaded.resources.find((resource) => isFont(resource.name));

/** Whether the first script or typeface was asked for before the first paint the browser reports. */
const askedBeforePaint = (loaded: Loaded) =>
  [firstScriptOf(loaded), firstFontOf(loaded)].some(
    (first) => first !== undefined && first.startTime < loaded.firstPaint - PAINT_REPORT_SLACK_MS,
  );

describe('page speed on a phone', () => {
  it('moves nothing while a page loads, asks for its largest picture first and its scripts after the first paint', async () => {
    for (const { name, path } of pages) {
      // A busy machine's Chromium may show (and report) the first paint a few hundred milliseconds
      // after the frame was made, when the scripts and typefaces the next frame asked for are
      // already on their way (CI once saw 340 ms): such a page is loaded again, up to PAINT_TRIES
      // times. Without the loader they start with the HTML, before the stylesheet has even
      // arrived, on every try.
      let tries = 0;
      let measuredLoad: Awaited<ReturnType<typeof loadOnPhone>>;
      do {
        tries += 1;
        measuredLoad = await loadOnPhone(path);
      } while (tries < PAINT_TRIES && askedBeforePaint(measuredLoad.loaded));
      const { loaded, problems } = measuredLoad;

      expect(loaded.cls, `${name} (${path}) moved while loading:\n${loaded.shifts.join('\n')}`).toBeLessThanOrEqual(
        MAX_CLS,
      );

      const firstScript = firstScriptOf(loaded);
      expect(firstScript, `${name}: no script loaded`).toBeDefined();
      expect(loaded.firstPaint, `${name}: no first paint`).toBeGreaterThan(0);
      expect(
        firstScript!.startTime,
        `${name}: ${firstScript!.name} was asked for at ${Math.round(firstScript!.startTime)} ms, before the first paint at ${Math.round(loaded.firstPaint)} ms`,
      ).toBeGreaterThanOrEqual(loaded.firstPaint - PAINT_REPORT_SLACK_MS);

      // The typefaces come after the first paint too (the local fonts standing in are scaled to them).
      const firstFont = firstFontOf(loaded);
      if (firstFont) {
        expect(
          firstFont.startTime,
          `${name}: ${firstFont.name} was asked for before the first paint`,
        ).toBeGreaterThanOrEqual(loaded.firstPaint - PAINT_REPORT_SLACK_MS);
      }

      expect(loaded.lcp, `${name}: no largest contentful paint`).not.toBeNull();
      if (loaded.lcp!.tag === 'IMG') {
        const firstPicture = loaded.resources.find((resource) => isPicture(resource.name));
        expect(firstPicture?.name, `${name}: the first picture asked for is not the largest paint`).toBe(
          new URL(loaded.lcp!.url).pathname,
        );
      }
      expect(problems, name).toEqual([]);
    }
    // Nine pages over a slow connection, some of them loaded again: more than the default minute.
  }, 120_000);

  it('shows the typefaces after the first paint in one change, and a returning shopper from the first paint', async () => {
    await withContext(browser, phone, async (context) => {
      // When the typefaces' sheet applies: while the <head> is read (no <body> yet: nothing can
      // have been painted) or later; and the faces added by script, one list per task.
      await context.addInitScript(() => {
        const seen: string[] = [];
        const added: string[][] = [];
        let task: string[] | null = null;
        const add = FontFaceSet.prototype.add;
        FontFaceSet.prototype.add = function (face) {
          if (!task) {
            task = [];
            added.push(task);
            queueMicrotask(() => (task = null));
          }
          task.push(`${face.family} ${face.weight} ${face.style} ${face.status}`);
          return add.call(this, face);
        };
        Object.assign(window, { __faces: seen, __added: added });
        new MutationObserver((changes) => {
          for (const change of changes) {
            const link = change.target as HTMLLinkElement;
            if (link.matches('link[data-font-faces]') && link.media === 'all') {
              seen.push(document.body ? 'after the head' : 'in the head');
            }
          }
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['media'] });
      });
      const { page, problems } = await openPage(context);
      const applied = () => page.evaluate(() => (window as unknown as { __faces: string[] }).__faces);
      await page.goto(`${server.url}/`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      // A first visit: after the paint, every face of the sheet loaded first and then added in
      // one task, so the page is laid out again once; the sheet itself is left as it was.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('facet-fonts'))).toContain('/assets/faces-');
      const faceRules = await page.evaluate(
        () =>
          [...document.querySelector<HTMLLinkElement>('link[data-font-faces]')!.sheet!.cssRules].filter(
            (rule) => rule instanceof CSSFontFaceRule,
          ).length,
      );
      const added = await page.evaluate(() => (window as unknown as { __added: string[][] }).__added);
      expect(added).toHaveLength(1);
      expect(added[0]).toHaveLength(faceRules);
      expect(
        added[0]!.every((face) => face.endsWith(' loaded')),
        added[0]!.join('\n'),
      ).toBe(true);
      expect(await page.evaluate(() => document.fonts.check('500 16px "Cormorant Garamond"'))).toBe(true);
      expect(await applied()).toEqual([]);
      // The next page: before anything is painted, so its text never changes face.
      await page.goto(`${server.url}/diamonds`);
      expect(await applied()).toEqual(['in the head']);
      expect(problems).toEqual([]);
    });
  });

  it('downloads no more picture bytes than each page’s budget', async () => {
    const weights: string[] = [];
    for (const { name, path } of pages) {
      await withContext(browser, phone, async (context) => {
        const { page } = await openPage(context);
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        const { resources } = await measured(page);
        const pictures = resources.filter((resource) => isPicture(resource.name));
        const kib = pictures.reduce((sum, picture) => sum + picture.bytes, 0) / 1024;
        weights.push(`${name} ${kib.toFixed(1)}`);
        expect(
          kib,
          `${name} (${path}) downloads ${kib.toFixed(1)} KiB of pictures, over its ${pictureBudgetsKiB[name]} KiB budget:\n${pictures
            .map((picture) => `${(picture.bytes / 1024).toFixed(1).padStart(7)} KiB  ${picture.name}`)
            .join('\n')}`,
        ).toBeLessThanOrEqual(pictureBudgetsKiB[name]!);
      });
    }
    console.log(`pictures at first load (KiB): ${weights.join(', ')}`);
  });
});
