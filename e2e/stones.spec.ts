import { formatMoney, toMinor } from '@facet/contracts/money';
import { priceStone } from '@facet/contracts/pricing';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';
import { confirm, toast } from './support/back-office.ts';

/*
 * The stones back-office as a stone manager uses it: a stone is added with a picture and its
 * selling price is shown as its cost is typed, found in the list by its stock number, edited,
 * unlisted and listed again after a confirmation; another is deleted. A jewellery manager
 * cannot open the stones.
 */

let server: RunningServer;
let browser: Browser;
const sessions: Partial<Record<'stoneManager' | 'jewelleryManager' | 'admin', Session>> = {};

startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  sessions.stoneManager = await sessionOf({ server, browser }, 'stone.manager@example.com');
  sessions.jewelleryManager = await sessionOf({ server, browser }, 'jewellery.manager@example.com');
  sessions.admin = await sessionOf({ server, browser }, 'admin@example.com');
});

/** A picture a camera might have taken: 900 × 900, a pale gradient with a bright oval. */
async function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900">
    <defs><radialGradient id="g"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#cfd6dd"/></radialGradient></defs>
    <rect width="900" height="900" fill="url(#g)"/><ellipse cx="450" cy="450" rx="220" ry="300" fill="#f4fbff" stroke="#9aa7b3" stroke-width="10"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** What a stone of this cost sells at, in both currencies, from every pricing parameter (read as Admin). */
async function expectedPrice(cost: number): Promise<{ inr: string; usd: string }> {
  const context = await browser.newContext({ storageState: sessions.admin });
  try {
    const answer = await context.request.get(`${server.url}/api/conversion/all-params`);
    const params = ((await answer.json()) as { data: Record<string, number> }).data;
    const price = priceStone(toMinor(cost), {
      conversion: Math.round(params.conversion! * 10_000),
      charge: Math.round(params.charge! * 100),
      shopDiscount: Math.round(params.shopDiscount! * 100),
      profitRate: Math.round(params.profitRate! * 100),
    });
    return { inr: formatMoney(price.inr.price, 'INR'), usd: formatMoney(price.usd.price, 'USD') };
  } finally {
    await context.close();
  }
}

describe('the stones back-office', () => {
  it('lets a stone manager add, find, edit, unlist and relist a stone, and delete another', async () => {
    const context = await browser.newContext({ ...desktop, storageState: sessions.stoneManager });
    const { page, problems } = await openPage(context);
    const sku = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const expected = await expectedPrice(45_000);

    await page.goto(`${server.url}/stones`, { waitUntil: 'networkidle' });
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/stones/new'),
      page.getByRole('link', { name: 'New stone' }).click(),
    ]);

    // What the form refuses it says beside the field, before anything is sent.
    await page.getByRole('button', { name: 'Add the stone' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'The stone is not saved yet' });
    await summary.waitFor();
    expect(await summary.textContent()).toContain('Carat: is required');
    expect(await page.locator('#stone-carat-errors').textContent()).toContain('Is required');
    // The form with its problems shown is as usable as without them.
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Stock number').fill(sku);
    await page.getByLabel('Category').selectOption('Lab Grown Diamond');
    await page.getByRole('radio', { name: 'Oval' }).check();
    await page.getByLabel('Carat').fill('1.21');
    await page.getByLabel('Colour').selectOption('E');
    await page.getByLabel('Clarity').selectOption('VS1');
    await page.getByLabel('Cut', { exact: true }).selectOption('Ideal');
    await page.getByLabel('Polish').selectOption('Excellent');
    await page.getByLabel('Symmetry').selectOption('Very Good');
    await page.getByLabel('Fluorescence').selectOption('None');
    await page.getByLabel('Length', { exact: true }).fill('7.7');
    await page.getByLabel('Width', { exact: true }).fill('5.5');
    await page.getByLabel('Depth', { exact: true }).fill('3.4');
    expect(await page.locator('output').textContent()).toBe('1.40');
    await page.getByLabel('Depth %').fill('61.8');
    await page.getByLabel('Table %').fill('57');
    await page.getByLabel('Certificate lab').selectOption('IGI');
    await page.getByLabel('Certificate number').fill('LG612345678');
    await page.getByLabel('Certificate link').fill('https://www.igi.org/verify?r=LG612345678');

    // The selling price follows the cost as it is typed, in both currencies.
    const preview = page.getByTestId('stone-price-preview');
    await page.getByLabel('Cost price').fill('45000');
    await expect.poll(() => preview.textContent()).toContain(expected.inr);
    expect(await preview.textContent()).toContain(expected.usd);

    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'oval.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await page.getByAltText('Picture 1').waitFor({ timeout: 15_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await Promise.all([
      page.waitForURL((url) => url.pathname.startsWith('/stones/detail/'), { timeout: 20_000 }),
      page.getByRole('button', { name: 'Add the stone' }).click(),
    ]);
    const stoneId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect.poll(() => page.locator('h1').textContent()).toBe('1.21 ct Oval laboratory-grown diamond');
    await toast(page, `Stone ${sku} is added.`).waitFor();
    const main = page.locator('main');
    expect(await main.textContent()).toContain(expected.inr);
    expect(await main.textContent()).toContain(expected.usd);
    expect(await main.textContent()).toContain('1.40');
    await page.getByAltText(`Stone ${sku}, view 1`).waitFor();
    expect(await page.getByRole('link', { name: /View in shop/ }).getAttribute('href')).toBe(`/stone/${sku}`);

    // A second stone with the same stock number is refused with the server's sentence.
    await page.goto(`${server.url}/stones/new`, { waitUntil: 'networkidle' });
    await page.getByLabel('Stock number').fill(sku);
    await page.getByLabel('Category').selectOption('Moissanite');
    await page.getByRole('radio', { name: 'Round' }).check();
    await page.getByLabel('Carat').fill('0.5');
    await page.getByLabel('Colour').selectOption('D');
    await page.getByLabel('Clarity').selectOption('VVS1');
    await page.getByLabel('Cost price').fill('2500');
    await page.getByRole('button', { name: 'Add the stone' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'The stone is not saved yet' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(sku);
    expect(page.url()).toContain('/stones/new');
    // Left empty, the stock number is generated.
    await page.getByLabel('Stock number').fill('');
    await Promise.all([
      page.waitForURL((url) => url.pathname.startsWith('/stones/detail/'), { timeout: 20_000 }),
      page.getByRole('button', { name: 'Add the stone' }).click(),
    ]);
    const secondSku = (await page.locator('nav[aria-label="Breadcrumb"] .font-mono').textContent())!.trim();
    expect(secondSku).not.toBe('');

    // The list finds the first by its stock number.
    await page.goto(`${server.url}/stones`, { waitUntil: 'networkidle' });
    await page.getByLabel('Stock or certificate number').fill(sku);
    await page.getByLabel('Stock or certificate number').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === sku);
    const table = page.getByRole('region', { name: 'Stones' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    expect(await table.textContent()).toContain('Available');

    // Edited.
    await Promise.all([
      page.waitForURL((url) => url.pathname === `/stones/edit/${stoneId}`),
      page.getByRole('link', { name: `Edit stone ${sku}` }).click(),
    ]);
    expect(await page.getByLabel('Carat').inputValue()).toBe('1.21');
    await page.getByLabel('Carat').fill('1.22');
    await page.getByLabel('Clarity').selectOption('VS2');
    await page.getByRole('button', { name: 'Remove Picture 1' }).click();
    expect(await page.locator('main').textContent()).toContain('One saved picture is taken off the stone');
    await Promise.all([
      page.waitForURL((url) => url.pathname === `/stones/detail/${stoneId}`, { timeout: 20_000 }),
      page.getByRole('button', { name: 'Save the stone' }).click(),
    ]);
    await expect.poll(() => page.locator('h1').textContent()).toBe('1.22 ct Oval laboratory-grown diamond');
    expect(await page.locator('main').textContent()).toContain('VS2');
    expect(await page.getByAltText(`Stone ${sku}, view 1`).count()).toBe(0);

    // Unlisted and listed again, each after a confirmation.
    await confirm(page, 'Unlist', 'Unlist');
    await toast(page, `Stone ${sku} is unlisted`).waitFor();
    await expect.poll(() => page.locator('main header').first().textContent()).toContain('Unlisted');
    expect(await page.getByRole('link', { name: /View in shop/ }).count()).toBe(0);
    await confirm(page, 'Relist', 'List again');
    await toast(page, `Stone ${sku} is listed again`).waitFor();
    await expect.poll(() => page.locator('main header').first().textContent()).toContain('Available');

    // The second is deleted from the list, after a confirmation.
    await page.goto(`${server.url}/stones?search=${encodeURIComponent(secondSku)}`, { waitUntil: 'networkidle' });
    await confirm(page, `Delete stone ${secondSku}`, 'Delete');
    await toast(page, `Stone ${secondSku} is deleted.`).waitFor();
    await expect
      .poll(() => page.getByText('No stone matches these filters.').filter({ visible: true }).count())
      .toBe(1);
    const gone = await context.request.get(`${server.url}/api/stone/sku/${secondSku}`);
    expect(gone.status()).toBe(404);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('works at 390 px: the list is cards, the form fits the screen', async () => {
    const context = await browser.newContext({ ...mobile, storageState: sessions.stoneManager });
    const { page, problems } = await openPage(context);
    await page.goto(`${server.url}/stones`, { waitUntil: 'networkidle' });
    const cards = page.getByRole('list', { name: 'Stones' });
    expect(await cards.isVisible()).toBe(true);
    await page.goto(`${server.url}/stones/new`, { waitUntil: 'networkidle' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a jewellery manager the 403 page on /stones', async () => {
    const context = await browser.newContext({ ...desktop, storageState: sessions.jewelleryManager });
    const page = await context.newPage();
    for (const path of ['/stones', '/stones/new']) {
      const answer = await page.goto(`${server.url}${path}`);
      expect(answer?.status(), path).toBe(403);
      expect(await page.locator('h1').textContent()).toBe('This page is not open to you');
    }
    // Nor does the back-office navigation offer it.
    await page.goto(`${server.url}/jewelleries`, { waitUntil: 'networkidle' });
    expect(
      await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Stones' }).count(),
    ).toBe(0);
    await context.close();
  });

  it('shows the Admin the stones on the dashboard, as the stone figures say', async () => {
    const context = await browser.newContext({ ...desktop, storageState: sessions.admin });
    const { page, problems } = await openPage(context);
    const answer = await context.request.get(`${server.url}/api/analytics/minimal/stone`);
    const figures = ((await answer.json()) as { data: { available: number; sold: number } }).data;
    await page.goto(`${server.url}/dashboard`, { waitUntil: 'networkidle' });
    const section = page.getByRole('region', { name: 'Stones' });
    const figure = (label: string) =>
      section
        .locator('div', { has: page.locator('dt', { hasText: label }) })
        .locator('dd')
        .first();
    expect(await figure('For sale').textContent()).toBe(figures.available.toLocaleString('en-IN'));
    expect(await figure('Sold').textContent()).toBe(figures.sold.toLocaleString('en-IN'));
    expect(
      await page.getByRole('region', { name: 'Inquiries' }).getByRole('link', { name: 'All inquiries' }).count(),
    ).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
