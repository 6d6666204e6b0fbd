import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, withContext } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { startForSpec } from './support/spec-setup.ts';
import { type StorefrontPage, storefrontPages } from './support/storefront-pages.ts';

/*
 * How much work a phone does to hydrate each storefront page type (decision 036). Content that
 * never changes is left as the server's HTML (StaticHtml, marked data-static-html): React does not
 * render it on the phone. What React renders while it hydrates is counted here the way React's
 * own developer tools see it — the components and elements of the tree it commits (its fibers),
 * read through the tools' global hook — so the budget is a count, the same on a fast machine as
 * on a busy one, never a time. A page that grows back past its budget fails; the timings
 * themselves are bench/lighthouse.ts's (BENCH_TASKS=1 lists the long tasks).
 */

/**
 * Fibers React hydrates per page type, each a little above today's count (the comment: before the
 * static content was kept as the server's HTML → today). Lower one when a page gets lighter; raise
 * one only for something a shopper operates.
 */
const hydratedFiberBudgets: Record<string, number> = {
  home: 360, // 801 → 346
  collection: 930, // 1,775 → 942 → 904 (hearts drawn as plain forms)
  product: 720, // 1,230 → 754 → 707 (the reviews' summary kept too) → 688
  diamonds: 235, // 683 → 222
  'diamond search': 980, // 1,317 → 987 → 949
  stone: 460, // 812 → 459 → 444
  search: 340, // 611 → 325
  blog: 235, // 449 → 225
  article: 240, // 412 → 227
};

/** What a shopper operates: never inside kept HTML, where nothing would answer it (a table that scrolls by keys, tabindex="0", works without scripts). */
const CONTROLS = 'button, input, select, textarea, [role="button"], [role="tab"], [role="slider"]';

let server: RunningServer;
let browser: Browser;
let pages: StorefrontPage[];

startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  pages = await storefrontPages(server.url);
});

/**
 * Stands in for React's developer tools before the page's scripts run: React reports each commit
 * to the hook, and the first one is the hydration's. Its tree is counted, fiber by fiber.
 */
async function countHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = { fibers: -1 };
    interface Fiber {
      child: Fiber | null;
      sibling: Fiber | null;
    }
    const count = (fiber: Fiber | null): number => {
      let total = 0;
      const stack: Fiber[] = fiber ? [fiber] : [];
      while (stack.length > 0) {
        const next = stack.pop()!;
        total += 1;
        if (next.sibling) stack.push(next.sibling);
        if (next.child) stack.push(next.child);
      }
      return total;
    };
    Object.assign(window, {
      __hydrationCount: counted,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
          if (counted.fibers < 0) counted.fibers = count(root.current.child);
        },
      },
    });
  });
}

/**
 * Notes every Intl number or date formatter the page makes, and every toLocaleString that makes
 * one for it. A page's first such formatter loads the locale data into its renderer: 40–90 ms of
 * the main thread on this machine, four times that on a phone (number-text.ts writes numbers and
 * days by hand instead). The storefront makes none while a page loads and hydrates.
 */
async function watchFormatters(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const made: string[] = [];
    const note = (what: string) => made.push(`${what} ${new Error().stack?.split('\n')[3]?.trim() ?? ''}`);
    for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat', 'Collator'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      Object.assign(Intl, {
        [name]: new Proxy(Original, {
          construct: (target, args) => (note(`Intl.${name}`), Reflect.construct(target, args)),
          apply: (target, self, args) => (note(`Intl.${name}()`), Reflect.apply(target, self, args) as unknown),
        }),
      });
    }
    for (const [owner, name] of [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [String.prototype, 'localeCompare'],
    ] as const) {
      const original = (owner as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!;
      Object.assign(owner, {
        [name](this: unknown, ...args: unknown[]) {
          note(name);
          return original.apply(this, args);
        },
      });
    }
    Object.assign(window, { __formattersMade: made });
  });
}

describe('hydration on the storefront', () => {
  it('hydrates no more than each page type’s budget of components, leaves the static content as sent, and makes no Intl formatter', async () => {
    const counts: string[] = [];
    for (const { name, path } of pages) {
      await withContext(browser, {}, async (context) => {
        const page = await context.newPage();
        const problems: string[] = [];
        page.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())));
        page.on('pageerror', (error) => problems.push(error.message));
        await countHydration(page);
        await watchFormatters(page);
        // The scripts wait until the HTML as sent has been read.
        let release = () => {};
        const read = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/assets/*.js', async (route) => {
          await read;
          await route.continue();
        });
        await page.goto(`${server.url}${path}`, { waitUntil: 'domcontentloaded' });
        const sent = await page.locator('[data-static-html]').evaluateAll((kept) => kept.map((e) => e.innerHTML));
        release();
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        const fibers = await page.evaluate(
          () => (window as unknown as { __hydrationCount: { fibers: number } }).__hydrationCount.fibers,
        );
        const after = await page.locator('[data-static-html]').evaluateAll((kept) => kept.map((e) => e.innerHTML));
        counts.push(`${name} ${fibers}`);
        expect(fibers, `${name}: React reported no hydration`).toBeGreaterThan(0);
        expect(fibers, `${name}: components hydrated`).toBeLessThanOrEqual(hydratedFiberBudgets[name]!);
        expect(sent.length, `${name}: some content is left as the server's HTML`).toBeGreaterThan(0);
        expect(after, `${name}: the kept HTML is unchanged by hydration`).toEqual(sent);
        expect(after.every((html) => html.length > 0)).toBe(true);
        const stranded = await page.locator(`[data-static-html] :is(${CONTROLS})`).count();
        expect(stranded, `${name}: controls inside kept HTML`).toBe(0);
        const formatters = await page.evaluate(
          () => (window as unknown as { __formattersMade: string[] }).__formattersMade,
        );
        expect(formatters, `${name}: Intl formatters made while the page loaded`).toEqual([]);
        expect(problems).toEqual([]);
      });
    }
    console.log(`Fibers hydrated: ${counts.join(', ')}`);
  });

  it('follows a link of the kept HTML as the router does, by key or click, and renders the content again after a move', async () => {
    const product = pages.find((page) => page.name === 'product')!;
    await withContext(browser, { viewport: { width: 1280, height: 420 } }, async (context) => {
      const { page, problems } = await openPage(context);
      await page.goto(`${server.url}${product.path}`);
      // A mark on the window: a document load would wipe it.
      await page.evaluate(() => Object.assign(window, { __samePage: true }));
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      const collection = crumbs.getByRole('link').nth(1);
      const collectionPath = await collection.getAttribute('href');
      await collection.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`**${collectionPath!}`);
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
      await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThan(0);

      // A filter of the collection (kept HTML too) keeps the scroll where it is, like its <Link preventScrollReset>.
      // On a short window the metals are below the fold: focused, the page scrolls down to them.
      const metal = page.getByTestId('filter-panel').first().getByRole('link', { name: /gold/i }).first();
      await metal.focus();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);
      await page.keyboard.press('Enter');
      await page.waitForURL(/metal=/);
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

      // Back to where the page was first sent: its kept content is drawn again, not left empty.
      await page.goBack();
      await page.goBack();
      await page.waitForURL(`**${product.path}`);
      await expect.poll(() => page.getByTestId('product-details').textContent()).toMatch(/\w/);
      const kept = await page.locator('[data-static-html]').evaluateAll((elements) => elements.map((e) => e.innerHTML));
      expect(kept.every((html) => html.length > 0)).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
      expect(problems).toEqual([]);
    });
  });
});
