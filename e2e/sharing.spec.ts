import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import { linkFromOutbox } from './support/outbox.ts';
import { saveScreenshot } from './support/screenshots.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * Sharing (decision 046): a shopper makes a link to their wish list, copies it, a visitor opens it
 * signed out (read-only, first name only, never kept), the shopper stops sharing and the same
 * visitor then finds a 404 with a sentence; and a hint dropped from a product page lands in the
 * outbox with the piece's link.
 */

const PIECE = 'aurora-halo-ring-white-gold-halo-1ct-oval-1.8mm';

let server: RunningServer;
let browser: Browser;
let customer: Session;
startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  customer = await sessionOf({ server, browser }, 'customer@example.com');
});

describe('a shared wish list', () => {
  it('is made, copied, opened signed out at 390 and 1440 px, stopped, and then gone', async () => {
    const owner = await browser.newContext({ ...desktop, storageState: customer });
    await owner.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const added = await owner.request.post(`${server.url}/api/wish/wish`, {
      headers: { origin: server.url },
      data: { kind: 'product', sku: PIECE },
    });
    expect(added.ok()).toBe(true);
    const { page, problems } = await openPage(owner);
    await page.goto(`${server.url}/wish-list`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Make a link' }).click();
    const field = page.getByLabel('Your link');
    await field.waitFor();
    const link = await field.inputValue();
    expect(link).toMatch(new RegExp(`/shared-wish-list/[A-Za-z0-9_-]{32}$`));
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied', { exact: false }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await saveScreenshot(page.locator('section[aria-labelledby="share-heading"]'), 'share-panel-1440');
    const path = new URL(link).pathname;

    // A visitor, signed out: the same page at both widths, read-only, never kept.
    const visitor = await browser.newContext({ ...mobile });
    const seen = await visitor.newPage();
    const answer = await seen.goto(`${server.url}${path}`);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    expect(answer?.headers()['x-robots-tag']).toBe('noindex');
    expect(await seen.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const heading = await seen.getByRole('heading', { level: 1 }).textContent();
    expect(heading).toMatch(/^\S+’s wish list$/);
    const card = seen.getByTestId('shared-wish-item');
    expect(await card.count()).toBe(1);
    expect(await card.getByRole('link').last().getAttribute('href')).toBe(`/product/${PIECE}`);
    expect(await card.textContent()).toMatch(/\$\d/);
    expect(await seen.getByRole('button', { name: /remove/i }).count()).toBe(0);
    expect(await seriousAxeViolations(seen)).toEqual([]);
    await saveScreenshot(seen, 'shared-wish-list-390');
    const wide = await (await browser.newContext({ ...desktop })).newPage();
    await wide.goto(`${server.url}${path}`);
    expect(await seriousAxeViolations(wide)).toEqual([]);
    await saveScreenshot(wide, 'shared-wish-list-1440');

    // Stopped, after asking: the visitor who saw it gets the 404 page with a sentence at once.
    await page.getByRole('button', { name: 'Stop sharing' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('The link stops working at once').waitFor();
    await dialog.getByRole('button', { name: 'Stop sharing' }).click();
    await page.getByRole('button', { name: 'Make a link' }).waitFor();
    const gone = await seen.goto(`${server.url}${path}`);
    expect(gone?.status()).toBe(404);
    expect(await seen.getByTestId('shared-gone').textContent()).toMatch(/not shared any more/);
    expect(await seriousAxeViolations(seen)).toEqual([]);
    const altered = await seen.goto(`${server.url}${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`);
    expect(altered?.status()).toBe(404);
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await Promise.all([owner.close(), visitor.close(), wide.context().close()]);
  });
});

describe('a hint', () => {
  it('leads a signed-out shopper through sign-in and back, and lands in the outbox', async () => {
    const friend = `friend.${Date.now()}@example.com`;
    const context = await browser.newContext({ ...desktop });
    const { page } = await openPage(context);
    await page.goto(`${server.url}/product/${PIECE}`);
    await page.getByTestId('drop-a-hint').click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(`/drop-a-hint?sku=${PIECE}`);
    await page.getByLabel('E-mail or phone number').fill('customer@example.com');
    await page.getByLabel('Password').fill('Demo#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/drop-a-hint' && url.searchParams.get('sku') === PIECE);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('Your friend’s e-mail address').fill(friend);
    await page.getByLabel('A message (optional)').fill('This one, please. <b>Love</b>');
    await page.getByRole('button', { name: 'Send the hint' }).click();
    await page
      .getByTestId('hint-outcome')
      .filter({ hasText: `on its way to ${friend}` })
      .waitFor();
    await page.setViewportSize(mobile.viewport);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'drop-a-hint-390');
    const link = await linkFromOutbox(browser, server.url, friend, '/product/');
    expect(new URL(link).pathname).toBe(`/product/${PIECE}`);
    await context.close();
  });
});
