import type { StonePriceHistory, VariantPriceHistory } from '@facet/contracts/price-history';
import type { StoneCardPage } from '@facet/contracts/stones';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, mobile, openPage, withContext } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { startForSpec } from './support/spec-setup.ts';

/*
 * Price history on the stone and product pages (decision 040): the demo shop's past prices
 * drawn as a chart with its values in a table, the fair-price band's sentence and bar on a stone
 * page, a piece's price beside its metal's rate. At 390 and 1440 px, with axe, no sideways scroll.
 */

let server: RunningServer;
let browser: Browser;
startForSpec((rig) => ({ server, browser } = rig));

const PIECE = '/product/aurora-halo-ring-white-gold-halo-1ct-oval-1.8mm';

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** A demo stone whose price has moved (two of every three have a past) and that has stones like it. */
async function stoneWithHistory(): Promise<{ sku: string; history: StonePriceHistory }> {
  const page = await api<StoneCardPage>('/api/stone/for-customer?pageSize=60&currency=INR');
  for (const { sku } of page.records) {
    const history = await api<StonePriceHistory>(`/api/price-history/stone/${sku}?currency=INR`);
    if (history.points.length > 1 && history.band) return { sku, history };
  }
  throw new Error('no demo stone has a price history and a band');
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

async function shoot(page: Page, name: string) {
  const section = page.getByTestId(name.startsWith('stone') ? 'stone-price-history' : 'piece-price-history');
  await section.scrollIntoViewIfNeeded();
  await saveScreenshot(section, name);
}

describe('price history', () => {
  it.each([
    ['phone', mobile],
    ['desktop', desktop],
  ] as const)('a stone page charts its price and places it in its band (%s)', async (name, size) => {
    const { sku, history } = await stoneWithHistory();
    await withContext(browser, { ...size }, async (context) => {
      await context.addCookies([{ name: 'currency', value: 'INR', url: server.url }]);
      const { page, problems } = await openPage(context);
      await page.goto(`${server.url}/stone/${sku}`, { waitUntil: 'networkidle' });
      const section = page.getByTestId('stone-price-history');
      await expect.poll(() => section.getByTestId('price-chart').locator('svg').isVisible()).toBe(true);
      const band = section.getByTestId('fair-price-band');
      const { compared, percentile } = history.band!;
      // A rank among five stones or more; fewer are only given their prices.
      expect(await band.textContent()).toContain(
        compared < 5
          ? `only ${compared} stone`
          : percentile === 0
            ? `None of the ${compared} similar stones we have costs less`
            : `Priced above ${percentile} % of the ${compared} similar stones`,
      );
      // The bar and its mark only where the price is ranked.
      expect(await band.getByTestId('fair-price-mark').count()).toBe(compared < 5 ? 0 : 1);
      // The chart's values, for those who cannot see it: a row a change, opened from the keyboard.
      const summary = section.getByText('Price: every change');
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => section.locator('tbody tr').count()).toBe(history.points.length);
      expect(await section.locator('tbody tr').last().textContent()).toContain(
        `₹${history.points.at(-1)!.price.toLocaleString('en-IN')}`,
      );
      await noSidewaysScroll(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shoot(page, `stone-${name}`);
      expect(problems).toEqual([]);
    });
  });

  it.each([
    ['phone', mobile],
    ['desktop', desktop],
  ] as const)('a piece’s page shows its price beside its metal’s rate (%s)', async (name, size) => {
    const history = await api<VariantPriceHistory>(`/api/price-history/variant/${PIECE.split('/')[2]}?currency=USD`);
    expect(history.points.length).toBeGreaterThan(1);
    await withContext(browser, { ...size }, async (context) => {
      const { page, problems } = await openPage(context);
      await page.goto(`${server.url}${PIECE}`, { waitUntil: 'networkidle' });
      const section = page.getByTestId('piece-price-history');
      await expect.poll(() => section.getByTestId('price-chart').locator('svg').isVisible()).toBe(true);
      expect(await section.getByTestId('metal-rate-chart').locator('svg').isVisible()).toBe(true);
      expect(await section.textContent()).toContain(`Its price moves with the rate of its metal, ${history.metal}.`);
      await noSidewaysScroll(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shoot(page, `piece-${name}`);
      expect(problems).toEqual([]);
    });
  });

  it('says so when a stone’s price has not moved yet', async () => {
    let unchanged: string | null = null;
    for (const sku of ['LG-20001', 'LG-20002', 'LG-20003', 'LG-20004', 'LG-20005', 'LG-20006']) {
      const history = await api<StonePriceHistory>(`/api/price-history/stone/${sku}?currency=INR`);
      if (history.points.length === 1) unchanged = sku;
    }
    expect(unchanged).not.toBeNull();
    await withContext(browser, { ...desktop }, async (context) => {
      const { page } = await openPage(context);
      await page.goto(`${server.url}/stone/${unchanged}`, { waitUntil: 'networkidle' });
      const section = page.getByTestId('stone-price-history');
      expect(await section.getByTestId('price-unchanged').textContent()).toMatch(
        /unchanged since .+ history starts here/,
      );
      expect(await section.getByTestId('price-chart').count()).toBe(0);
    });
  });

  it('shows the new variant’s history after a switch fetched ahead, with no page data asked for', async () => {
    await withContext(browser, { ...desktop }, async (context) => {
      const { page, problems } = await openPage(context);
      await page.goto(`${server.url}${PIECE}`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
      const section = page.getByTestId('piece-price-history');
      await expect.poll(() => section.textContent()).toContain('rate of its metal, White Gold.');
      let pageData = 0;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('.data')) pageData += 1;
      });
      const metals = page.getByTestId('variant-selectors').getByRole('group', { name: 'Metal' });
      // The options' variants (and now their histories) are fetched ahead once they are in view.
      await metals.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await metals.getByRole('link', { name: 'Yellow Gold', exact: true }).click();
      await page.waitForURL(/yellow-gold/);
      await expect.poll(() => section.isVisible()).toBe(true);
      await expect.poll(() => section.textContent()).toContain('rate of its metal, Yellow Gold.');
      await expect.poll(() => section.getByTestId('price-chart').locator('svg').isVisible()).toBe(true);
      expect(pageData).toBe(0);
      expect(problems).toEqual([]);
    });
  });
});
