import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, openPage, withContext } from './support/browser.ts';
import { signIn } from './support/outbox.ts';
import type { RunningServer } from './support/server.ts';
import { startForSpec } from './support/spec-setup.ts';

/*
 * The diamond search as a shopper uses it: filters by shape, carat and price (each a step of
 * the address the back button undoes), the table view, a stone page, and three stones side
 * by side on /compare. Unknown, unlisted and sold stones answer as they should (404, 410, 410).
 */

let server: RunningServer;
let browser: Browser;

startForSpec((rig) => ({ server, browser } = rig));

const search = (page: Page) => new URL(page.url()).searchParams;
const resultCount = async (page: Page) =>
  Number(((await page.getByTestId('results-count').textContent()) ?? '').replace(/[^\d]/g, ''));
/** The prices on the cards, in dollars. */
const shownPrices = async (page: Page) =>
  (await page.getByTestId('stone-card').locator('p span.figures').allTextContents()).map((text) =>
    Number(text.replace(/[^\d.]/g, '')),
  );

interface Box {
  top: number;
  left: number;
  right: number;
  width: number;
  centre: number;
}

/** Where a slider's track, filled track and thumbs are on the page. */
async function sliderGeometry(page: Page, testId: string) {
  const slider = page.getByTestId(testId);
  const box = async (part: string, index = 0): Promise<Box> => {
    const found = (await slider.locator(`[data-slider-part="${part}"]`).nth(index).boundingBox())!;
    return {
      top: found.y,
      left: found.x,
      right: found.x + found.width,
      width: found.width,
      centre: found.x + found.width / 2,
    };
  };
  return {
    track: await box('track'),
    range: await box('range'),
    thumbs: [await box('thumb', 0), await box('thumb', 1)],
  };
}

/** Within a pixel: the slider's own rounding to a tenth of a percent is a third of one on a wide track. */
function expectNear(actual: number, expected: number) {
  expect(Math.abs(actual - expected)).toBeLessThan(1);
}

describe('the diamond search', () => {
  it('lets a shopper filter by shape, carat and price, step back, switch to the table, open a stone and compare three', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page, problems } = await openPage(context);
      await page.goto(`${server.url}/collections/diamonds`, { waitUntil: 'networkidle' });
      expect(await page.locator('h1').textContent()).toBe('Loose Diamonds');
      const everything = await resultCount(page);
      expect(everything).toBeGreaterThan(100);
      expect(await page.getByTestId('stone-card').count()).toBe(12);

      // Shape: a toggle button; the address and the list follow without a page load.
      const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = Math.random()));
      const round = page.getByRole('button', { name: 'Round', exact: true });
      await round.click();
      await page.waitForURL((url) => url.searchParams.get('stoneShape') === 'Round');
      await expect.poll(() => round.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => resultCount(page)).toBeLessThan(everything);
      const rounds = await resultCount(page);
      for (const name of await page.getByTestId('stone-card').locator('h2').allTextContents()) {
        expect(name).toContain('Round');
      }

      // Carat: typed bounds, applied on Enter.
      await page.getByRole('spinbutton', { name: 'Minimum carat weight' }).fill('0.5');
      await page.getByRole('spinbutton', { name: 'Maximum carat weight' }).fill('2');
      await page.getByRole('spinbutton', { name: 'Maximum carat weight' }).press('Enter');
      await page.waitForURL(
        (url) => url.searchParams.get('minCarat') === '0.5' && url.searchParams.get('maxCarat') === '2',
      );
      await expect.poll(() => resultCount(page)).toBeLessThan(rounds);
      const byCarat = await resultCount(page);
      for (const name of await page.getByTestId('stone-card').locator('h2').allTextContents()) {
        const carat = Number(/^([\d.]+) ct/.exec(name)?.[1]);
        expect(carat).toBeGreaterThanOrEqual(0.5);
        expect(carat).toBeLessThanOrEqual(2);
      }

      // Price: the slider's upper thumb, by keyboard; the list follows once it rests.
      const maxPrice = page.getByRole('slider', { name: 'Maximum price in USD' });
      await maxPrice.focus();
      for (let press = 0; press < 30; press++) await page.keyboard.press('PageDown');
      await page.waitForURL((url) => url.searchParams.has('maxBudget'));
      const budget = Number(search(page).get('maxBudget'));
      expect(budget).toBeGreaterThan(1_000);
      expect(budget).toBeLessThan(50_000);
      await expect.poll(() => resultCount(page)).toBeLessThan(byCarat);
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc');
      await page.waitForURL((url) => url.searchParams.get('sort') === 'price-desc');
      await expect.poll(async () => Math.max(...(await shownPrices(page)))).toBeLessThanOrEqual(budget);
      expect(await page.getByTestId('filter-chip').allTextContents()).toEqual(
        expect.arrayContaining(['Round shape', '0.50 – 2.00 ct']),
      );

      // Back: the order, then the price step is undone, with the list it showed.
      await page.goBack();
      await page.waitForURL((url) => !url.searchParams.has('sort') && url.searchParams.has('maxBudget'));
      await page.goBack();
      await page.waitForURL((url) => !url.searchParams.has('maxBudget') && url.searchParams.get('minCarat') === '0.5');
      await expect.poll(() => resultCount(page)).toBe(byCarat);
      expect(await round.getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByRole('spinbutton', { name: 'Minimum carat weight' }).inputValue()).toBe('0.5');
      // All of it without a page load.
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(marker);

      // The table view: shape, carat, cut, colour, clarity, lab, price, compare, the wish list's heart.
      await page.getByRole('link', { name: 'Table view' }).click();
      await page.waitForURL((url) => url.searchParams.get('view') === 'table');
      const table = page.getByTestId('stone-table');
      await table.waitFor();
      expect(await table.locator('thead th').allTextContents()).toEqual([
        'Shape',
        'Carat',
        'Cut',
        'Colour',
        'Clarity',
        'Lab',
        'Price',
        'Compare',
        'Wish list',
      ]);
      const rows = page.getByTestId('stone-row');
      expect(await rows.count()).toBe(Math.min(12, byCarat));

      // Two stones to compare from the table, the third from its page.
      await rows.nth(0).getByRole('checkbox').check();
      await rows.nth(1).getByRole('checkbox').check();
      await expect.poll(() => page.getByTestId('compare-count').textContent()).toMatch(/^2 of 4/);
      await Promise.all([
        page.waitForURL((url) => url.pathname.startsWith('/stone/')),
        rows.nth(2).getByRole('link').click(),
      ]);
      await expect.poll(() => page.locator('h1').textContent()).toMatch(/^\d\.\d\d ct Round /);
      const name = (await page.locator('h1').textContent())!;
      expect(await page.getByTestId('stone-grading').textContent()).toContain('Clarity');
      await page.getByTestId('price-breakdown').locator('summary').click();
      expect(await page.getByTestId('price-breakdown').textContent()).toContain('Total');
      await page.getByTestId('ring-builder-actions').getByRole('checkbox').check();
      await expect.poll(() => page.getByTestId('compare-count').textContent()).toMatch(/^3 of 4/);

      // Side by side, from the compare bar; the address names the three.
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/compare'),
        page.getByTestId('compare-link').click(),
      ]);
      expect(search(page).get('skus')?.split(',')).toHaveLength(3);
      await expect.poll(() => page.getByTestId('compare-column').count()).toBe(3);
      const table3 = await page.getByTestId('compare-table').textContent();
      expect(table3).toContain(name);
      for (const label of ['Carat weight', 'Colour', 'Clarity', 'Cut', 'Measurements', 'Price']) {
        expect(table3).toContain(label);
      }

      // The address alone shows the same comparison (it can be shared).
      const shared = page.url();
      await withContext(browser, desktop, async (other) => {
        const { page: friend } = await openPage(other);
        await friend.goto(shared);
        expect(await friend.getByTestId('compare-column').count()).toBe(3);
      });

      // Removing one updates the address and the list kept in the browser.
      await page.getByTestId('compare-remove').first().click();
      await page.waitForURL((url) => url.searchParams.get('skus')?.split(',').length === 2);
      await expect.poll(() => page.getByTestId('compare-column').count()).toBe(2);
      const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('compare_stones') ?? '[]') as unknown[]);
      expect(kept).toHaveLength(2);
      expect(problems).toEqual([]);
    });
  });

  it('draws the sliders where the address puts them before the scripts, and filters by submitting without them', async () => {
    await withContext(browser, { ...desktop, javaScriptEnabled: false }, async (context) => {
      const page = await context.newPage();
      await page.goto(`${server.url}/collections/diamonds?minCarat=1&maxCarat=2&color=E,F,G&sort=carat-asc`);
      const everything = await resultCount(page);

      // Carat runs from 0.20 to 10 ct on a logarithmic scale: 1 ct is 41.1 % of the way, 2 ct 58.9 %.
      const scale = (carat: number) => Math.log(carat / 0.2) / Math.log(10 / 0.2);
      const carat = await sliderGeometry(page, 'carat-slider');
      expectNear(carat.range.left, carat.track.left + scale(1) * carat.track.width);
      expectNear(carat.range.right, carat.track.left + scale(2) * carat.track.width);
      // A thumb's centre keeps half a thumb inside each end of the track (as the slider does once it runs).
      const inner = (fraction: number) =>
        carat.track.left + carat.thumbs[0]!.width / 2 + fraction * (carat.track.width - carat.thumbs[0]!.width);
      expectNear(carat.thumbs[0]!.centre, inner(scale(1)));
      expectNear(carat.thumbs[1]!.centre, inner(scale(2)));
      // A range of grades: E to G of D–K (8 grades) is 1/7 to 3/7; no price bound is the whole track.
      const colour = await sliderGeometry(page, 'colour-slider');
      expectNear(colour.range.left, colour.track.left + (1 / 7) * colour.track.width);
      expectNear(colour.range.right, colour.track.left + (3 / 7) * colour.track.width);
      const price = await sliderGeometry(page, 'price-slider');
      expectNear(price.range.left, price.track.left);
      expectNear(price.range.right, price.track.left + price.track.width);
      expectNear(price.thumbs[1]!.centre, price.track.left + price.track.width - price.thumbs[1]!.width / 2);

      // The typed bounds are a form: submitted, the address has the new carats and keeps the rest.
      await page.getByRole('spinbutton', { name: 'Minimum carat weight' }).fill('0.5');
      await page.getByRole('spinbutton', { name: 'Maximum carat weight' }).fill('3');
      await Promise.all([
        page.waitForURL(/minCarat=0\.5/),
        page.getByRole('button', { name: 'Apply the carat weight' }).click(),
      ]);
      const address = search(page);
      expect(address.get('maxCarat')).toBe('3');
      expect(address.get('color')).toBe('E,F,G');
      expect(address.get('sort')).toBe('carat-asc');
      expect(await resultCount(page)).toBeGreaterThan(everything);
      const wider = await sliderGeometry(page, 'carat-slider');
      expectNear(wider.range.left, wider.track.left + scale(0.5) * wider.track.width);
      // The price form submits under the address's keys too.
      await page.getByRole('spinbutton', { name: 'Maximum price in USD' }).fill('5000');
      await Promise.all([
        page.waitForURL(/maxBudget=5000/),
        page.getByRole('spinbutton', { name: 'Maximum price in USD' }).press('Enter'),
      ]);
      expect(search(page).get('minCarat')).toBe('0.5');
      for (const price of await shownPrices(page)) expect(price).toBeLessThanOrEqual(5000);
    });
  });

  it('moves no thumb when the scripts take the sliders over', async () => {
    // On a phone the ranges open from a button, with the scripts; from 1024 px they are in view at once.
    for (const viewport of [desktop, { viewport: { width: 1024, height: 768 } }]) {
      await withContext(browser, viewport, async (context) => {
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        // The page's scripts wait until the sliders drawn by the server are measured.
        await context.route(/\/assets\/.*\.js$/, async (route) => {
          await released;
          await route.continue();
        });
        const page = await context.newPage();
        // Not the load event, which may wait on the scripts held back above: the page as drawn,
        // its stylesheets applied and its fonts in, is what the sliders are measured on.
        await page.goto(
          `${server.url}/collections/diamonds?minCarat=0.7&maxCarat=3&clarity=VS1,VS2,SI1&minBudget=900`,
          {
            waitUntil: 'commit',
          },
        );
        const sliders = ['carat-slider', 'price-slider', 'clarity-slider', 'cut-slider'];
        for (const slider of sliders) await page.getByTestId(slider).waitFor();
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
            (link) => link.sheet !== null,
          ),
        );
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const before = [];
        for (const slider of sliders) before.push(await sliderGeometry(page, slider));
        expect(await page.getByRole('slider').count()).toBe(0);
        release();
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
        await expect.poll(() => page.getByRole('slider').count()).toBe(10);
        for (const [index, slider] of sliders.entries()) {
          const after = await sliderGeometry(page, slider);
          const was = before[index]!;
          for (const part of [
            [was.range, after.range],
            [was.thumbs[0]!, after.thumbs[0]!],
            [was.thumbs[1]!, after.thumbs[1]!],
          ] as const) {
            expect(Math.abs(part[0].left - part[1].left)).toBeLessThan(0.5);
            expect(Math.abs(part[0].right - part[1].right)).toBeLessThan(0.5);
            expect(Math.abs(part[0].top - part[1].top)).toBeLessThan(0.5);
          }
        }
      });
    }
  });

  it('refuses a fifth stone to compare, with a message', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page } = await openPage(context);
      await page.goto(`${server.url}/collections/diamonds?view=table`, { waitUntil: 'networkidle' });
      const boxes = page.getByTestId('stone-row').getByRole('checkbox');
      for (let index = 0; index < 4; index++) await boxes.nth(index).check();
      await expect.poll(() => page.getByTestId('compare-count').textContent()).toMatch(/^4 of 4/);
      await boxes.nth(4).click();
      await page.getByText('You can compare up to four stones. Remove one to add another.').waitFor();
      expect(await boxes.nth(4).isChecked()).toBe(false);
      expect(await page.getByTestId('compare-count').textContent()).toMatch(/^4 of 4/);
    });
  });

  it('shows a stone page with its structured data, and the not-found page for an unknown stone', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page, problems } = await openPage(context);
      await page.goto(`${server.url}/collections/diamonds?stoneCategory=Lab%20Grown%20Diamond`, {
        waitUntil: 'networkidle',
      });
      const href = await page.getByTestId('stone-card').first().getByRole('link').first().getAttribute('href');
      const response = await page.goto(`${server.url}${href}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      const sku = href!.split('/').pop()!;
      expect(await page.locator('link[rel=canonical]').getAttribute('href')).toBe(`${server.url}/stone/${sku}`);
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
        '@type': string;
        sku: string;
        offers: { price: string; priceCurrency: string; availability: string };
      };
      expect(jsonLd['@type']).toBe('Product');
      expect(jsonLd.sku).toBe(sku);
      expect(jsonLd.offers.priceCurrency).toBe('USD');
      expect(jsonLd.offers.availability).toBe('https://schema.org/InStock');
      const shown = (await page.getByTestId('stone-price').locator('span.figures').first().textContent()) ?? '';
      expect(Number(shown.replace(/[^\d.]/g, ''))).toBe(Number(jsonLd.offers.price));
      expect(await page.getByTestId('add-to-setting').count()).toBe(1);
      expect(problems).toEqual([]);

      const unknown = await page.goto(`${server.url}/stone/NO-SUCH-STONE-1`);
      expect(unknown?.status()).toBe(404);
      expect(await page.locator('h1').textContent()).toBe('OOPS! NO RESULTS FOUND...');
    });
  });

  it('answers a sold stone and an unlisted one with 410 and the closest stones (gone-pages.spec.ts)', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page } = await openPage(context);
      await signIn(page, server.url, 'admin@example.com', 'Demo#2026');
      const skuIn = async (state: string) => {
        const answer = await context.request.get(`${server.url}/api/stone?state=${state}&pageSize=1`);
        const body = (await answer.json()) as { data: { records: { sku: string }[] } };
        return body.data.records[0]?.sku;
      };
      const [sold, unlisted] = [await skuIn('sold'), await skuIn('unlisted')];
      expect(sold).toBeDefined();
      expect(unlisted).toBeDefined();

      await withContext(browser, desktop, async (shopperContext) => {
        const { page: shopper } = await openPage(shopperContext);
        for (const sku of [sold, unlisted]) {
          const gone = await shopper.goto(`${server.url}/stone/${sku}`);
          expect(gone?.status(), sku).toBe(410);
          expect(await shopper.locator('h1').textContent()).toBe('This stone is no longer available');
          expect(await shopper.getByTestId('gone-alternatives').getByTestId('stone-card').count()).toBeGreaterThan(0);
        }
      });
    });
  });
});
