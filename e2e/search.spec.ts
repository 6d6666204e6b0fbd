import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, mobile, openPage, withContext } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { startForSpec } from './support/spec-setup.ts';

/*
 * The name search as a shopper uses it (docs/product.md, "Search"): Ctrl+F, the header's list after
 * the debounce, a piece opening its first variant (white, yellow, rose), a stone its page, "Show
 * all results", a click outside, the keyboard alone, the error toast, and /search with its pages.
 */

let server: RunningServer;
let browser: Browser;

startForSpec((rig) => ({ server, browser } = rig));

const DESKTOP_BOX = '#header-search';
const PHONE_BOX = '#header-search-mobile';

/** Types a term into a header box as a shopper would, and waits for its list. */
async function searchFor(page: Page, box: string, term: string) {
  await page.locator(box).click();
  await page.locator(box).pressSequentially(term, { delay: 20 });
  await page.getByTestId('search-dropdown').waitFor();
}

/** The page's address without the origin. */
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

describe('the header search', () => {
  it('takes Ctrl+F (Cmd+F) once, and leaves the second press to the browser’s own find', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page, problems } = await openPage(context);
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      // The shortcut is React's: a press before hydration is the browser's alone.
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      // What the browser would see of each press: whether the page kept it from its find.
      await page.evaluate(() => {
        const seen: boolean[] = [];
        (window as unknown as { finds: boolean[] }).finds = seen;
        window.addEventListener('keydown', (event) => {
          if (event.key.toLowerCase() === 'f') seen.push(event.defaultPrevented);
        });
      });
      const finds = () => page.evaluate(() => (window as unknown as { finds: boolean[] }).finds);
      await page.keyboard.press('Control+f');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('header-search');
      await page.keyboard.press('Control+f');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('header-search');
      expect(await finds()).toEqual([true, false]);
      // Cmd+F on a Mac is the same key with Meta.
      await page.locator('h1').first().click();
      await page.keyboard.press('Meta+f');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('header-search');
      expect(problems).toEqual([]);
    });
    await withContext(browser, mobile, async (context) => {
      const { page } = await openPage(context);
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.keyboard.press('Control+f');
      // On a phone the box of the search row is the one the shopper can see.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('header-search-mobile');
    });
  });

  it('searches once typing pauses for 500 ms, with the last term only, and lists pictures, names, kinds and prices', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page, problems } = await openPage(context);
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/globle-search') asked.push(url.searchParams.get('search') ?? '');
      });
      const box = page.locator(DESKTOP_BOX);
      // Both instants are taken in the page, on its own clock: the last keystroke's input event and
      // the search request's start. Taken in the test's process, they would carry its round trips.
      await box.evaluate((input) => {
        const clock = window as unknown as { lastInput: number; asked: number };
        input.addEventListener('input', () => {
          clock.lastInput = performance.now();
        });
        const fetchOfPage = window.fetch.bind(window);
        window.fetch = (resource, init) => {
          if (String(resource).includes('/api/globle-search')) clock.asked = performance.now();
          return fetchOfPage(resource, init);
        };
      });
      await box.click();
      // The list's code loads on focus; what is typed before it arrives waits for it (and is
      // searched 500 ms after it arrives), so the pause is timed from keystrokes made after.
      await page.locator('[data-testid="header-search-desktop"] [role="status"]').waitFor({ state: 'attached' });
      await box.pressSequentially('oval', { delay: 30 });
      await page.waitForTimeout(300);
      expect(await page.getByTestId('search-dropdown').count(), 'no list before the debounce').toBe(0);
      await page.getByTestId('search-dropdown').waitFor();
      expect(asked).toEqual(['oval']);
      const pause = await page.evaluate(() => {
        const clock = window as unknown as { lastInput: number; asked: number };
        return clock.asked - clock.lastInput;
      });
      expect(pause).toBeGreaterThanOrEqual(490);
      const url = new URL(page.url());
      expect(url.pathname).toBe('/');

      const options = page.getByTestId('search-option');
      expect(await options.count()).toBe(10);
      await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
      expect(await box.getAttribute('aria-controls')).toBe(await page.getByRole('listbox').getAttribute('id'));
      const first = options.first();
      expect(await first.locator('img').getAttribute('loading')).toBe('lazy');
      expect(await first.textContent()).toMatch(/(Jewellery|Loose stone)\$\d{1,3}(,\d{3})*$/);
      expect(await page.getByTestId('search-show-all').textContent()).toMatch(/^Show all \d+ results$/);
      // The count is announced politely.
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'results for' }).textContent())
        .toMatch(/^\d+ results for “oval”$/);

      // A term that finds nothing says so.
      await box.fill('zzqxv');
      await page.getByTestId('search-no-results').waitFor();
      await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
      expect(problems).toEqual([]);
    });
  });

  it('opens a piece at its white variant, or at its yellow one when it has no white', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page, problems } = await openPage(context);
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      await searchFor(page, DESKTOP_BOX, 'Aurora Halo');
      await Promise.all([
        page.waitForURL((url) => url.pathname.startsWith('/product/')),
        page.getByTestId('search-option').filter({ hasText: 'Aurora Halo Ring' }).first().click(),
      ]);
      expect(new URL(page.url()).pathname).toMatch(/^\/product\/aurora-halo-ring-white-gold-/);
      // Chosen: the list closes and the box is empty again.
      expect(await page.locator(DESKTOP_BOX).inputValue()).toBe('');
      expect(await page.getByTestId('search-dropdown').count()).toBe(0);

      // The Willow Leaf Ring comes in yellow and rose gold only (the demo catalogue).
      await searchFor(page, DESKTOP_BOX, 'Willow Leaf');
      await Promise.all([
        page.waitForURL((url) => url.pathname.startsWith('/product/willow')),
        page.getByTestId('search-option').filter({ hasText: 'Willow Leaf Ring' }).first().click(),
      ]);
      expect(new URL(page.url()).pathname).toMatch(/^\/product\/willow-leaf-ring-yellow-gold-/);
      await expect.poll(() => page.locator('h1').textContent()).toContain('Willow Leaf Ring');
      expect(problems).toEqual([]);
    });
  });

  it('opens a stone’s page from its stock number', async () => {
    const stones = (await (await fetch(`${server.url}/api/stone/for-customer?pageSize=1`)).json()) as {
      data: { records: { sku: string }[] };
    };
    const sku = stones.data.records[0]!.sku;
    await withContext(browser, desktop, async (context) => {
      const { page, problems } = await openPage(context);
      await page.goto(`${server.url}/about-us`, { waitUntil: 'networkidle' });
      await searchFor(page, DESKTOP_BOX, sku);
      const stone = page.locator('[data-testid="search-option"][data-kind="stone"]').first();
      expect(await stone.textContent()).toContain('Loose stone');
      await Promise.all([page.waitForURL((url) => url.pathname.startsWith('/stone/')), stone.click()]);
      expect(new URL(page.url()).pathname).toBe(`/stone/${encodeURIComponent(sku)}`);
      expect(problems).toEqual([]);
    });
  });

  it('goes to /search with the same term from "Show all results", and a click outside clears the box', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page, problems } = await openPage(context);
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      await searchFor(page, DESKTOP_BOX, 'oval lab');
      const total = Number(/\d+/.exec((await page.getByTestId('search-show-all').textContent()) ?? '')?.[0]);
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/search'),
        page.getByTestId('search-show-all').click(),
      ]);
      expect(pathOf(page)).toBe('/search?search=oval+lab');
      expect(await page.getByTestId('results-count').textContent()).toMatch(
        new RegExp(`^${total} results? for “oval lab”`),
      );
      // On /search the box holds the term and opens no list of its own.
      expect(await page.locator(DESKTOP_BOX).inputValue()).toBe('oval lab');

      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      await searchFor(page, DESKTOP_BOX, 'emerald');
      // Plain text beside the header (the list covers the page's heading).
      await page.getByText('Certified stones · Fully insured shipping worldwide').click();
      expect(await page.locator(DESKTOP_BOX).inputValue()).toBe('');
      expect(await page.getByTestId('search-dropdown').count()).toBe(0);
      await expect.poll(() => page.locator(DESKTOP_BOX).getAttribute('aria-expanded')).toBe('false');
      expect(problems).toEqual([]);
    });
  });

  it('works from the keyboard alone: arrows, Enter, Escape', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page, problems } = await openPage(context);
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      const box = page.locator(DESKTOP_BOX);
      await page.keyboard.press('Control+f');
      await page.keyboard.type('solitaire');
      await page.getByTestId('search-dropdown').waitFor();
      // Escape closes the list, Down opens it again, a second Escape (list closed) clears the box.
      await page.keyboard.press('Escape');
      expect(await page.getByTestId('search-dropdown').count()).toBe(0);
      expect(await box.inputValue()).toBe('solitaire');
      await page.keyboard.press('ArrowDown');
      await page.getByTestId('search-dropdown').waitFor();
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      expect(await box.inputValue()).toBe('');

      await page.keyboard.type('solitaire');
      await page.getByTestId('search-dropdown').waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowUp');
      const options = page.getByTestId('search-option');
      const firstId = await options.first().getAttribute('id');
      expect(await box.getAttribute('aria-activedescendant')).toBe(firstId);
      expect(await options.first().getAttribute('aria-selected')).toBe('true');
      // Up from the first option wraps to the last: "Show all results".
      await page.keyboard.press('ArrowUp');
      expect(await box.getAttribute('aria-activedescendant')).toBe(
        await page.getByTestId('search-show-all').getAttribute('id'),
      );
      await page.keyboard.press('ArrowDown');
      const href = await options.first().getAttribute('href');
      await Promise.all([page.waitForURL((url) => url.pathname === href), page.keyboard.press('Enter')]);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('header-search');

      // Enter with no option active sends the form to /search.
      await page.keyboard.type('platinum band');
      await page.getByTestId('search-dropdown').waitFor();
      await Promise.all([page.waitForURL((url) => url.pathname === '/search'), page.keyboard.press('Enter')]);
      expect(pathOf(page)).toBe('/search?search=platinum+band');
      expect(problems).toEqual([]);
    });
  });

  it('shows a failed search’s first message at the top centre for three seconds', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page } = await openPage(context);
      await page.route('**/api/globle-search**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 500,
            errorMessages: ['Search is resting for a moment.', 'A second message'],
            data: null,
            isSuccess: false,
          }),
        }),
      );
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      // When the message comes and goes, on the page's own clock (the test's process would add
      // its round trips to both ends).
      await page.evaluate(() => {
        const times: { shown?: number; gone?: number } = {};
        (window as unknown as { toastTimes: typeof times }).toastTimes = times;
        // Attributes too: the toast leaves by losing its role before its node goes.
        new MutationObserver(() => {
          const there = [...document.querySelectorAll('[role="alert"]')].some((alert) =>
            alert.textContent?.includes('Search is resting for a moment.'),
          );
          if (there) times.shown ??= performance.now();
          else if (times.shown !== undefined) times.gone ??= performance.now();
        }).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
      });
      await page.locator(DESKTOP_BOX).click();
      await page.locator(DESKTOP_BOX).pressSequentially('oval', { delay: 20 });
      const toast = page.getByRole('alert').filter({ hasText: 'Search is resting for a moment.' });
      await toast.waitFor();
      expect(await toast.textContent()).not.toContain('A second message');
      const box = (await toast.boundingBox())!;
      expect(Math.abs(box.x + box.width / 2 - desktop.viewport.width / 2)).toBeLessThan(30);
      expect(box.y).toBeLessThan(120);
      expect(await page.getByTestId('search-dropdown').count()).toBe(0);
      // Away the mouse, so hovering the toast does not hold it.
      await page.mouse.move(700, 800);
      await toast.waitFor({ state: 'detached', timeout: 6_000 });
      const gone = await page.evaluate(() => {
        const times = (window as unknown as { toastTimes: { shown?: number; gone?: number } }).toastTimes;
        return times.gone! - times.shown!;
      });
      expect(gone).toBeGreaterThan(2_500);
      expect(gone).toBeLessThan(4_500);
    });
  });

  it('opens full width on a 360 px phone', async () => {
    await withContext(browser, { ...mobile, viewport: { width: 360, height: 740 } }, async (context) => {
      const { page, problems } = await openPage(context);
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      await searchFor(page, PHONE_BOX, 'ring');
      const list = (await page.getByTestId('search-dropdown').boundingBox())!;
      expect(list.x).toBe(0);
      expect(list.width).toBe(360);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await Promise.all([
        page.waitForURL((url) => /^\/(product|stone)\//.test(url.pathname)),
        page.getByTestId('search-option').first().tap(),
      ]);
      expect(problems).toEqual([]);
    });
  });
});

describe('the /search page', () => {
  it('is rendered from its address, ten results a page, with page links, its own title and canonical address', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page, problems } = await openPage(context);
      // Without scripts: the server renders it all. A term's results may be listed by search
      // engines under one address; a search that finds nothing may not.
      const html = await (await fetch(`${server.url}/search?search=%20Oval%20&pageNo=1`)).text();
      expect(html).not.toContain('<meta name="robots"');
      expect(html).toContain(`<link rel="canonical" href="${server.url}/search?search=oval"/>`);
      const nothing = await (await fetch(`${server.url}/search?search=qqqzzzxx`)).text();
      expect(nothing).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain('<title>Search results for “Oval” | ');
      expect(html.match(/data-testid="search-card"/g)).toHaveLength(10);

      await page.goto(`${server.url}/search?search=oval`, { waitUntil: 'networkidle' });
      const count = (await page.getByTestId('results-count').textContent())!;
      const total = Number(/^(\d+) results for “oval”/.exec(count)?.[1]);
      expect(total).toBeGreaterThan(10);
      expect(await page.getByTestId('search-card').count()).toBe(10);
      const firstPage = await page.getByTestId('search-card').locator('h3').allTextContents();
      // Pieces and stones together.
      expect(await page.locator('[data-testid="search-card"][data-kind="product"]').count()).toBeGreaterThan(0);

      // The next page, from the keyboard.
      await page.getByRole('link', { name: 'Page 2' }).focus();
      await Promise.all([
        page.waitForURL((url) => url.searchParams.get('pageNo') === '2'),
        page.keyboard.press('Enter'),
      ]);
      await expect.poll(() => page.getByTestId('results-count').textContent()).toContain('page 2 of');
      const secondPage = await page.getByTestId('search-card').locator('h3').allTextContents();
      expect(secondPage.some((name, index) => name !== firstPage[index])).toBe(true);
      expect(await page.title()).toMatch(/^Search results for “oval” — page 2 \| /);

      // A page past the end goes to the last page.
      const last = Math.ceil(total / 10);
      await page.goto(`${server.url}/search?search=oval&pageNo=999`, { waitUntil: 'networkidle' });
      expect(pathOf(page)).toBe(`/search?search=oval${last > 1 ? `&pageNo=${last}` : ''}`);

      // On /search the header box changes the term after the pause; no list opens.
      await page.locator(DESKTOP_BOX).fill('emerald');
      await page.waitForURL((url) => url.searchParams.get('search') === 'emerald');
      expect(await page.getByTestId('search-dropdown').count()).toBe(0);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Search results for “emerald”');
      expect(problems).toEqual([]);
    });
  });

  it('browses without a term, suggests searches when nothing matches, and explains a refused term', async () => {
    await withContext(browser, mobile, async (context) => {
      const { page, problems } = await openPage(context);
      await page.goto(`${server.url}/search`, { waitUntil: 'networkidle' });
      expect(await page.locator('h1').textContent()).toBe('Browse the shop');
      expect(await page.title()).toMatch(/^Search \| /);
      expect(await page.getByTestId('search-card').count()).toBe(10);

      await page.goto(`${server.url}/search?search=qqxzv`, { waitUntil: 'networkidle' });
      expect(await page.getByTestId('results-count').textContent()).toBe('No results for “qqxzv”');
      await Promise.all([
        page.waitForURL((url) => url.searchParams.get('search') === 'solitaire'),
        page.getByTestId('search-empty').getByRole('link', { name: 'solitaire' }).click(),
      ]);
      await expect.poll(() => page.getByTestId('search-card').count()).toBeGreaterThan(0);
      expect(problems).toEqual([]);

      const refused = await page.goto(`${server.url}/search?search=${'a'.repeat(250)}`);
      expect(refused?.status()).toBe(400);
      expect(await page.locator('main').textContent()).toContain('We could not search for that');
    });
  });
});
