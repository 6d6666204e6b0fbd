import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, mobile, openPage } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { startForSpec } from './support/spec-setup.ts';

/*
 * Choosing a metal, a centre-stone shape or a carat on a product page: the carat chosen is kept
 * across a metal switch, the page says so when a shape is not made in it (and brings it back
 * with a shape that is), and once the page has its scripts a switch is a client navigation —
 * the variant's data was fetched ahead, no document is asked for. The demo's Aurora Halo Ring
 * comes in white, yellow and rose gold, as a 1.00 or 1.50 ct oval and a 1.00 ct round.
 */

let server: RunningServer;
let browser: Browser;

startForSpec((rig) => ({ server, browser } = rig));

const NOT_IN_ROUND = '1.50 ct isn’t made in Round — showing 1.00 ct';

/** The Aurora Halo Ring in white gold with a 1.00 ct oval: its page's address. */
async function auroraPath(): Promise<string> {
  const query = new URLSearchParams({
    jewellerySubTypeName: 'Engagement Ring',
    metalName: 'White Gold',
    pageSize: '60',
  });
  const answer = (await (await fetch(`${server.url}/api/product/for-customer?${query}`)).json()) as {
    data: { records: { name: string; sku: string }[] };
  };
  const sku = answer.data.records.find((card) => card.name === 'Aurora Halo Ring')!.sku;
  expect(sku).toMatch(/white-gold.*1ct-oval/);
  return `/product/${sku}`;
}

const selectors = (page: Page) => page.getByTestId('variant-selectors');

async function choose(page: Page, group: string, option: string) {
  await selectors(page).getByRole('group', { name: group }).getByRole('link', { name: option, exact: true }).click();
  await selectors(page)
    .getByRole('link', { name: `${option} (chosen)`, exact: true })
    .waitFor();
}

/** What a group shows as chosen. */
async function chosenIn(page: Page, group: string): Promise<string | null> {
  const chosen = selectors(page).getByRole('group', { name: group }).locator('a[aria-current="true"]');
  return (await chosen.getAttribute('aria-label'))?.replace(' (chosen)', '') ?? null;
}

const note = (page: Page) => page.getByRole('status').filter({ has: page.getByText(/isn’t made/) });

describe('switching metal, shape or carat on a product page', () => {
  for (const [size, viewport] of [
    ['390', mobile],
    ['1440', desktop],
  ] as const) {
    it(`keeps the carat, says what changed and needs no new document (${size} px)`, async () => {
      const context = await browser.newContext(viewport);
      const { page, problems } = await openPage(context);
      await page.goto(`${server.url}${await auroraPath()}?ringSize=6.5`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
      let documents = 0;
      let pageData = 0;
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents += 1;
        if (new URL(request.url()).pathname.endsWith('.data')) pageData += 1;
      });

      await choose(page, 'Centre stone carat', '1.50 ct');
      const ovalPrice = await page.getByTestId('product-price').textContent();
      await choose(page, 'Metal', 'Yellow Gold');
      expect(page.url()).toMatch(/yellow-gold.*1\.5ct-oval/);
      expect(await chosenIn(page, 'Centre stone carat')).toBe('1.50 ct');
      await expect.poll(() => page.getByTestId('product-price').textContent()).not.toBe(ovalPrice);

      // Round is made in 1.00 ct only: the page goes to it and says so, politely.
      await choose(page, 'Centre stone shape', 'Round');
      expect(page.url()).toMatch(/yellow-gold.*1ct-round.*\?carat=1\.5&ringSize=6\.5$/);
      await note(page).waitFor();
      expect(await note(page).textContent()).toBe(NOT_IN_ROUND);
      expect(await note(page).getAttribute('role')).toBe('status');

      // The carat chosen is remembered through a metal switch and comes back with the oval.
      await choose(page, 'Metal', 'Rose Gold');
      expect(await note(page).textContent()).toBe(NOT_IN_ROUND);
      await choose(page, 'Centre stone shape', 'Oval');
      expect(page.url()).toMatch(/rose-gold.*1\.5ct-oval.*\?ringSize=6\.5$/);
      expect(await chosenIn(page, 'Centre stone carat')).toBe('1.50 ct');
      expect(await note(page).count()).toBe(0);

      // The switches were client navigations on data fetched ahead: no page, no page data asked for at the click.
      expect(documents).toBe(0);
      expect(pageData).toBe(0);
      // The page shown is the one the server makes for that address.
      const shown = await page.getByTestId('product-price').textContent();
      const fresh = await context.newPage();
      await fresh.goto(page.url());
      expect(await fresh.getByTestId('product-price').textContent()).toBe(shown);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('says what changed on a page loaded without scripts, and keeps the carat through links', async () => {
    const context = await browser.newContext({ ...mobile, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}${await auroraPath()}`);
    await selectors(page).getByRole('link', { name: '1.50 ct', exact: true }).click();
    await page.waitForURL(/1\.5ct-oval/);
    await selectors(page).getByRole('link', { name: 'Round', exact: true }).click();
    await page.waitForURL(/1ct-round.*\?carat=1\.5$/);
    expect(await note(page).textContent()).toBe(NOT_IN_ROUND);
    await selectors(page).getByRole('link', { name: 'Oval', exact: true }).click();
    await page.waitForURL(/1\.5ct-oval[^?]*$/);
    expect(await note(page).count()).toBe(0);
    await context.close();
  });
});
