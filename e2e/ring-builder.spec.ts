import type { RingBuilderPair } from '@facet/contracts/ring-builder-pair';
import type { StoneCardPage } from '@facet/contracts/stones';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, mobile, openPage, withContext } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { startForSpec } from './support/spec-setup.ts';

/*
 * The ring builder as a shopper uses it: from a setting (its product page → the diamonds that
 * fit it → a stone → the review) and from a stone (its page → the settings of its shape → a
 * setting → the review); a pair kept in the browser that no longer resolves is said in a toast
 * and that half cleared; a stone that does not fit is explained.
 */

let server: RunningServer;
let browser: Browser;
/** A demo setting: Elara Solitaire Ring in white gold, made for a 1 ct round stone. */
const ELARA = 'elara-solitaire-ring-white-gold-solitaire-1ct-round-1.8mm';

startForSpec((rig) => ({ server, browser } = rig));

/** "$1,234.50" or "₹1,23,450" → 1234.5 */
function amountOf(text: string): number {
  return Number(text.replace(/[^0-9.]/g, ''));
}

async function storedPair(page: Page) {
  return page.evaluate(() => ({
    setting: localStorage.getItem('pair_setting'),
    stone: localStorage.getItem('pair_stone'),
  }));
}

/** The review shows both halves, no misfit, and a total that is the sum of the two prices. */
async function expectReviewOfBoth(page: Page, settingName: string | RegExp) {
  await page.waitForURL((url) => url.pathname === '/ring-builder');
  const setting = page.getByTestId('review-setting');
  const stone = page.getByTestId('review-stone');
  await expect.poll(() => setting.getByRole('heading', { level: 3 }).textContent()).toMatch(settingName);
  await stone.getByTestId('stone-price').waitFor();
  await page.getByTestId('ring-total').waitFor();
  expect(await page.getByTestId('pair-problem').count()).toBe(0);
  const settingPrice = amountOf((await setting.getByTestId('setting-price').textContent())!);
  const stonePrice = amountOf((await stone.getByTestId('stone-price').textContent())!);
  const total = amountOf((await page.getByTestId('ring-total').textContent())!);
  expect(settingPrice).toBeGreaterThan(0);
  expect(stonePrice).toBeGreaterThan(0);
  expect(total).toBeCloseTo(settingPrice + stonePrice, 2);
  // The pair goes in the bag as one ring (e2e/bag.spec.ts adds it).
  expect(await page.getByTestId('add-to-bag-button').isDisabled()).toBe(false);
}

describe('the ring builder', () => {
  it('builds a ring from a setting', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page, problems } = await openPage(context);
      await page.goto(`${server.url}/product/${ELARA}`);
      await page.getByTestId('builder-bar').waitFor();
      await page.getByTestId('choose-diamond').click();

      // The diamond search opens on the stones that fit: round, 0.90 to 1.15 ct.
      await page.waitForURL((url) => url.pathname === '/collections/diamonds');
      const url = new URL(page.url());
      expect(url.searchParams.get('stoneShape')).toBe('Round');
      expect(url.searchParams.get('minCarat')).toBe('0.9');
      expect(url.searchParams.get('maxCarat')).toBe('1.15');
      expect((await storedPair(page)).setting).toBe(ELARA);
      // The builder bar follows the shopper, naming the setting chosen.
      await page.getByTestId('builder-bar').getByText('Elara Solitaire Ring').waitFor();
      const cards = page.getByTestId('stone-card');
      await cards.first().waitFor();
      const names = await cards.getByRole('heading').allTextContents();
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) {
        const [, carat, shape] = /^(\d+\.\d\d) ct (\w+)/.exec(name.trim())!;
        expect(shape).toBe('Round');
        expect(Number(carat)).toBeGreaterThanOrEqual(0.9);
        expect(Number(carat)).toBeLessThanOrEqual(1.15);
      }

      await cards.first().getByRole('link').first().click();
      await page.waitForURL((next) => next.pathname.startsWith('/stone/'));
      const stoneSku = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]!);
      await page.getByTestId('ring-builder-actions').getByTestId('select-stone').click();
      await expectReviewOfBoth(page, 'Elara Solitaire Ring');
      expect((await storedPair(page)).stone?.toLowerCase()).toBe(stoneSku.toLowerCase());
      await page.getByTestId('review-stone').getByRole('heading', { level: 3 }).waitFor();
      expect(problems).toEqual([]);
    });
  });

  it('builds a ring from a stone', async () => {
    await withContext(browser, mobile, async (context) => {
      const { page, problems } = await openPage(context);
      await page.goto(`${server.url}/collections/diamonds?stoneShape=Round&minCarat=0.95&maxCarat=1.05`);
      await page.getByTestId('stone-card').first().getByRole('link').first().click();
      await page.waitForURL((next) => next.pathname.startsWith('/stone/'));
      await page.getByTestId('ring-builder-actions').getByTestId('add-to-setting').click();

      // The settings that take a round stone of that weight, with the builder bar.
      await page.waitForURL((url) => url.pathname === '/collections/engagement-rings');
      const url = new URL(page.url());
      expect(url.searchParams.get('stoneShape')).toBe('Round');
      expect(url.searchParams.get('hasAttachedStone')).toBe('false');
      await page.getByTestId('builder-bar').waitFor();
      await page
        .getByTestId('builder-bar')
        .getByText(/ct Round/)
        .waitFor();
      const select = page.getByTestId('select-setting');
      await select.first().waitFor();
      const settingName = (await page
        .getByTestId('product-grid')
        .locator('li')
        .first()
        .getByRole('heading')
        .textContent())!.trim();
      await select.first().click();
      await expectReviewOfBoth(page, settingName);
      expect(problems).toEqual([]);
    });
  });

  it('takes a setting from its product page once a stone is chosen, and lets either half go', async () => {
    const answer = await fetch(
      `${server.url}/api/stone/for-customer?stoneShapeName=Round&minCarats=0.9&maxCarats=1.15&pageSize=1`,
    );
    const round = ((await answer.json()) as { data: StoneCardPage }).data.records[0]!;
    await withContext(browser, desktop, async (context) => {
      await context.addInitScript((stone) => {
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem('pair_stone', stone);
        }
      }, round.sku);
      const { page, problems } = await openPage(context);
      await page.goto(`${server.url}/product/${ELARA}`);
      await page.getByTestId('builder-bar').getByText(round.name).waitFor();
      await page.getByTestId('select-setting').click();
      await expectReviewOfBoth(page, 'Elara Solitaire Ring');
      expect(await storedPair(page)).toEqual({ setting: ELARA, stone: round.sku });

      await page.getByTestId('review-stone').getByRole('button', { name: 'Remove the stone' }).click();
      await page.getByTestId('review-stone').getByText('No stone chosen yet.').waitFor();
      expect(await storedPair(page)).toEqual({ setting: ELARA, stone: null });
      expect(problems).toEqual([]);
    });
  });

  it('forgets a stored stone that no longer resolves, with a toast', async () => {
    await withContext(browser, desktop, async (context) => {
      await context.addInitScript((setting) => {
        // Only before the first visit: the page then clears the stale half itself.
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem('pair_setting', setting);
          localStorage.setItem('pair_stone', 'NO-SUCH-STONE-1');
        }
      }, ELARA);
      const page = await context.newPage();
      await page.goto(`${server.url}/ring-builder`);
      await page.locator('.Toastify__toast', { hasText: 'Failed to fetch stone' }).waitFor();
      await expect.poll(() => storedPair(page)).toEqual({ setting: ELARA, stone: null });
      // The setting stays; the stone's place asks for one again.
      await page.getByTestId('review-setting').getByText('Elara Solitaire Ring').waitFor();
      await page.getByTestId('review-stone').getByText('No stone chosen yet.').waitFor();
    });
  });

  it('forgets a stored setting that no longer resolves, with a toast', async () => {
    await withContext(browser, desktop, async (context) => {
      await context.addInitScript(() => {
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem('pair_setting', 'no-such-setting');
        }
      });
      const page = await context.newPage();
      await page.goto(`${server.url}/ring-builder`);
      await page.locator('.Toastify__toast', { hasText: 'Failed to fetch setting' }).waitFor();
      await expect.poll(() => storedPair(page)).toEqual({ setting: null, stone: null });
      await page.getByTestId('ring-builder-empty').waitFor();
    });
  });

  it('explains a stone that does not fit, and the review page has no serious accessibility problem', async () => {
    const answer = await fetch(`${server.url}/api/stone/for-customer?stoneShapeName=Oval&pageSize=1`);
    const oval = ((await answer.json()) as { data: StoneCardPage }).data.records[0]!;
    for (const viewport of [mobile, desktop]) {
      await withContext(browser, viewport, async (context) => {
        await context.addInitScript(
          ([setting, stone]) => {
            localStorage.setItem('pair_setting', setting!);
            localStorage.setItem('pair_stone', stone!);
          },
          [ELARA, oval.sku],
        );
        const page = await context.newPage();
        await page.goto(`${server.url}/ring-builder`, { waitUntil: 'networkidle' });
        const problem = page.getByTestId('pair-problem');
        await problem.waitFor();
        expect(await problem.textContent()).toContain('This setting is made for a round stone; this stone is oval.');
        // Either half can be changed from here.
        expect(
          await page.getByTestId('review-stone').getByRole('link', { name: 'Change the stone' }).getAttribute('href'),
        ).toBe('/collections/diamonds?stoneShape=Round&minCarat=0.9&maxCarat=1.15');
        expect(
          await page
            .getByTestId('review-setting')
            .getByRole('link', { name: 'Change the setting' })
            .getAttribute('href'),
        ).toMatch(/^\/collections\/engagement-rings\?stoneShape=Oval&hasAttachedStone=false/);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
    // The server says the same.
    const pair = await fetch(`${server.url}/api/ring-builder/pair?settingSku=${ELARA}&stoneSku=${oval.sku}`);
    const data = ((await pair.json()) as { data: RingBuilderPair }).data;
    expect(data.fits).toBe(false);
  });
});
