import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import { adminCookie, stoneIn } from './support/gone-items.ts';
import { saveScreenshot } from './support/screenshots.ts';
import type { RunningServer } from './support/server.ts';
import { startForSpec } from './support/spec-setup.ts';

/*
 * "Recently viewed" (decision 045): the pieces and stones this browser has shown, kept in its
 * localStorage only, drawn on the home page and under a piece or a stone at today's price, the
 * page's own piece left out; "Clear" forgets them; what can no longer be bought drops out.
 */

interface Card {
  sku: string;
  name: string;
}
interface VariantPage {
  product: { name: string };
  productVarients: { sku: string; metal: string }[];
  variant: { sku: string; metal: string };
}

let server: RunningServer;
let browser: Browser;
let pieces: Card[];
let stones: Card[];

startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  const list = async (path: string) =>
    ((await (await fetch(`${server.url}${path}`)).json()) as { data: { records: Card[] } }).data.records;
  pieces = await list('/api/product/for-customer?pageNo=1&pageSize=2&sort=newest');
  stones = await list('/api/stone/for-customer?pageNo=1&pageSize=3');
});

const KEY = 'recently_viewed';
const row = (page: Page) => page.getByTestId('recently-viewed');
const cardLinks = (page: Page) => row(page).getByRole('listitem').getByRole('link');
const hrefsOf = (links: Locator) => links.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY);
const pathOf = (kind: 'product' | 'stone', sku: string) => `/${kind}/${encodeURIComponent(sku)}`;

/** Opens a page and waits until the row's code has run: the page's piece or stone is then recorded. */
async function view(page: Page, path: string, recorded?: string) {
  await page.goto(`${server.url}${path}`);
  if (recorded) await expect.poll(() => stored(page), { timeout: 15_000 }).toContain(`"${recorded}"`);
}

/** The row's code has loaded (the browser was idle): what it shows, if anything, is there now or soon. */
async function rowLoaded(page: Page) {
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('recently-viewed-row')),
  );
}

async function variantsOf(sku: string): Promise<VariantPage> {
  const answer = await fetch(`${server.url}/api/product-varients/${encodeURIComponent(sku)}`);
  return ((await answer.json()) as { data: VariantPage }).data;
}

describe('recently viewed', () => {
  it('shows the pieces and stone seen, newest first and each piece once, leaves out the page’s own, and clears', async () => {
    const [first, second] = pieces;
    const [stone] = stones;
    const firstPiece = await variantsOf(first!.sku);
    const otherMetal = firstPiece.productVarients.find((variant) => variant.metal !== firstPiece.variant.metal);
    const context = await browser.newContext(desktop);
    const { page, problems } = await openPage(context);

    // Nothing seen yet: the home page has no row and no empty heading.
    await view(page, '/');
    await rowLoaded(page);
    expect(await page.getByRole('heading', { name: 'Recently viewed' }).count()).toBe(0);

    await view(page, pathOf('product', first!.sku), first!.sku);
    // The piece shown is left out of its own page's row.
    expect(await row(page).count()).toBe(0);
    await view(page, pathOf('product', second!.sku), second!.sku);
    await view(page, pathOf('stone', stone!.sku), stone!.sku);
    // The first piece again, in another metal: still one entry, now this variant, and the newest.
    const lastSeen = otherMetal?.sku ?? first!.sku;
    await view(page, pathOf('product', lastSeen), lastSeen);
    await expect
      .poll(() => hrefsOf(cardLinks(page)))
      .toEqual([pathOf('stone', stone!.sku), pathOf('product', second!.sku)]);

    await view(page, '/');
    await row(page).waitFor();
    await expect
      .poll(() => hrefsOf(cardLinks(page)))
      .toEqual([pathOf('product', lastSeen), pathOf('stone', stone!.sku), pathOf('product', second!.sku)]);
    // Priced today in the shopper's currency.
    expect(await row(page).getByRole('listitem').first().textContent()).toMatch(/\$\d{1,3}(,\d{3})*(?![\d.])/);
    expect(await cardLinks(page).first().textContent()).toContain(firstPiece.product.name);

    // Under the second piece: the others, not it.
    await view(page, pathOf('product', second!.sku), second!.sku);
    await row(page).waitFor();
    await expect
      .poll(() => hrefsOf(cardLinks(page)))
      .toEqual([pathOf('product', lastSeen), pathOf('stone', stone!.sku)]);

    // A card is a client move to its page, which records it in turn.
    await cardLinks(page).first().click();
    await page.waitForURL(`**${pathOf('product', lastSeen)}`);
    await expect
      .poll(() => hrefsOf(cardLinks(page)))
      .toEqual([pathOf('product', second!.sku), pathOf('stone', stone!.sku)]);

    await view(page, '/');
    await row(page).waitFor();
    await row(page).getByRole('button', { name: 'Clear recently viewed' }).click();
    await expect.poll(() => row(page).count()).toBe(0);
    expect(await stored(page)).toBeNull();
    await view(page, '/');
    await rowLoaded(page);
    expect(await page.getByRole('heading', { name: 'Recently viewed' }).count()).toBe(0);
    // Kept in the browser only: no cookie was set for it.
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(KEY);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('drops a stone that was sold or unlisted since, and ignores what it cannot read', async () => {
    const admin = await adminCookie(server);
    const sold = await stoneIn(server, admin, 'sold');
    const [, kept, unlisted] = stones;
    const context = await browser.newContext(desktop);
    const { page, problems } = await openPage(context);
    await view(page, pathOf('stone', kept!.sku), kept!.sku);
    await view(page, pathOf('stone', unlisted!.sku), unlisted!.sku);
    const { id } = (
      (await (await fetch(`${server.url}/api/stone/sku/${unlisted!.sku}`)).json()) as {
        data: { id: number };
      }
    ).data;
    const unlisting = await fetch(`${server.url}/api/stone/unlist/${id}`, {
      method: 'PUT',
      headers: { cookie: admin, origin: server.url },
    });
    expect(unlisting.status).toBe(200);
    // A stone sold since it was seen, and junk beside the good entries.
    await page.evaluate(
      ({ key, soldSku }) => {
        const list = JSON.parse(localStorage.getItem(key)!) as unknown[];
        localStorage.setItem(key, JSON.stringify([{ kind: 'stone', sku: soldSku, at: Date.now() }, 'junk', ...list]));
      },
      { key: KEY, soldSku: sold },
    );
    await view(page, '/');
    await row(page).waitFor();
    await expect.poll(() => hrefsOf(cardLinks(page))).toEqual([pathOf('stone', kept!.sku)]);

    // Storage holding something else altogether: no row, no error.
    await page.evaluate((key) => localStorage.setItem(key, '{"old":'), KEY);
    await view(page, '/');
    await rowLoaded(page);
    expect(await row(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const [name, options] of [
    ['phone', mobile],
    ['desktop', desktop],
  ] as const) {
    it(`has no serious accessibility problem and works by keyboard on a ${name} (${options.viewport.width} px)`, async () => {
      const [first, second] = pieces;
      const [stone] = stones;
      const context = await browser.newContext(options);
      const { page, problems } = await openPage(context);
      await view(page, pathOf('stone', stone!.sku), stone!.sku);
      await view(page, pathOf('product', second!.sku), second!.sku);
      await view(page, pathOf('product', first!.sku), first!.sku);
      await row(page).waitFor();
      await row(page).scrollIntoViewIfNeeded();
      await saveScreenshot(row(page), `recently-viewed-product-${name}`);
      await saveScreenshot(page, `recently-viewed-product-page-${name}`);

      await view(page, '/');
      await row(page).waitFor();
      await row(page).scrollIntoViewIfNeeded();
      await saveScreenshot(row(page), `recently-viewed-home-${name}`);
      await saveScreenshot(page, `recently-viewed-home-page-${name}`);
      expect(await seriousAxeViolations(page), name).toEqual([]);

      // By keyboard: from a card to the next, back to "Clear", which clears.
      await cardLinks(page).first().focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(
        pathOf('product', second!.sku),
      );
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      const clear = row(page).getByRole('button', { name: 'Clear recently viewed' });
      expect(
        await clear.evaluate((button) => button === document.activeElement && button.matches(':focus-visible')),
      ).toBe(true);
      expect(await clear.evaluate((button) => getComputedStyle(button).outlineStyle)).not.toBe('none');
      await page.keyboard.press('Enter');
      await expect.poll(() => row(page).count()).toBe(0);
      expect(await page.getByRole('status').filter({ hasText: 'Recently viewed pieces cleared' }).count()).toBe(1);
      expect(problems).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
