import { shopDateOf } from '@facet/contracts/shop-dates';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';
import { confirm, toast } from './support/back-office.ts';

/*
 * Discount coupons as the Admin keeps them: one is added (and a wrong end date is refused
 * beside the field), found in the list as active and unused, its discount changed, ended after
 * a confirmation; an unused one is deleted. A Manager cannot open the coupons.
 */

let server: RunningServer;
let browser: Browser;
const sessions: Partial<Record<'admin' | 'manager', Session>> = {};

startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  sessions.admin = await sessionOf({ server, browser }, 'admin@example.com');
  sessions.manager = await sessionOf({ server, browser }, 'manager@example.com');
});

const DAY_MS = 24 * 60 * 60 * 1000;
/** A day in India, `days` from today. */
const shopDay = (days: number) => shopDateOf(new Date(Date.now() + days * DAY_MS));

/** The problems shown for a field: the elements its aria-describedby names that say what is wrong. */
async function fieldProblems(page: Page, label: string): Promise<string> {
  const ids = (await page.getByLabel(label, { exact: true }).getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(ids.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

async function findInList(page: Page, code: string) {
  await page.goto(`${server.url}/coupon?search=${encodeURIComponent(code)}`, { waitUntil: 'networkidle' });
  const table = page.getByRole('region', { name: 'Coupons' });
  await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
  return table.locator('tbody tr').first();
}

describe('the coupons back-office', () => {
  it('lets an Admin add, find, edit and end a coupon, and delete an unused one', async () => {
    const context = await browser.newContext({ ...desktop, storageState: sessions.admin });
    const { page, problems } = await openPage(context);
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;

    await page.goto(`${server.url}/coupon`, { waitUntil: 'networkidle' });
    expect(
      await page
        .getByRole('navigation', { name: 'Back-office' })
        .getByRole('link', { name: 'Discount Coupons' })
        .count(),
    ).toBe(1);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/coupon/new'),
      page.getByRole('link', { name: 'New coupon' }).click(),
    ]);

    // Typed in lower case; it starts today, in India.
    expect(await page.getByLabel('Start date').inputValue()).toBe(shopDay(0));
    await page.getByLabel('Code').fill(code.toLowerCase());
    await page.getByLabel('Description').fill('End-to-end test coupon');
    await page.getByLabel('Discount (%)').fill('10');
    await page.getByLabel('Limit (total uses)').fill('50');
    expect(await page.locator('main').textContent()).toContain('Days in India (IST, Asia/Kolkata), both included.');

    // An end before the start is refused beside the end date.
    await page.getByLabel('End date').fill(shopDay(-1));
    await page.getByRole('button', { name: 'Add the coupon' }).click();
    await expect.poll(() => fieldProblems(page, 'End date')).toContain('Must not be before the start date');
    expect(await page.getByLabel('End date').getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toContain('/coupon/new');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('End date').fill(shopDay(30));
    await page.getByLabel('One use per customer').check();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/coupon', { timeout: 20_000 }),
      page.getByRole('button', { name: 'Add the coupon' }).click(),
    ]);
    await toast(page, `Coupon ${code} is added.`).waitFor();

    // Listed by its code in capitals: active, unused.
    let row = await findInList(page, code);
    expect(await row.textContent()).toContain(code);
    expect(await row.textContent()).toContain('Active');
    expect(await row.textContent()).toContain('0 / 50');
    expect(await row.textContent()).toContain('10% off');
    expect(await row.textContent()).toContain('one per customer');

    // The same code again, in another case, is refused with the server's sentence.
    await page.goto(`${server.url}/coupon/new`, { waitUntil: 'networkidle' });
    await page.getByLabel('Code').fill(code.toLowerCase());
    await page.getByLabel('Discount (%)').fill('5');
    await page.getByLabel('Limit (total uses)').fill('5');
    await page.getByLabel('End date').fill(shopDay(3));
    await page.getByRole('button', { name: 'Add the coupon' }).click();
    // Said on the form (a toast says it too: the form's own alert is the one that stays).
    await page.locator('form').getByRole('alert').filter({ hasText: code }).waitFor();
    expect(page.url()).toContain('/coupon/new');

    // Its discount is changed.
    row = await findInList(page, code);
    await Promise.all([
      page.waitForURL((url) => url.pathname.startsWith('/coupon/edit/')),
      page.getByRole('link', { name: `Edit coupon ${code}` }).click(),
    ]);
    expect(await page.getByLabel('Discount (%)').inputValue()).toBe('10');
    expect(await page.getByLabel('One use per customer').isChecked()).toBe(true);
    await page.getByLabel('Discount (%)').fill('12.5');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/coupon', { timeout: 20_000 }),
      page.getByRole('button', { name: 'Save the coupon' }).click(),
    ]);
    await toast(page, `Coupon ${code} is saved.`).waitFor();
    row = await findInList(page, code);
    expect(await row.textContent()).toContain('12.5% off');

    // Ended after a confirmation: expired, and nothing left to end.
    await confirm(page, `End coupon ${code}`, 'End it');
    await toast(page, `Coupon ${code} is ended`).waitFor();
    await expect.poll(() => row.textContent()).toContain('Expired');
    expect(await page.getByRole('button', { name: `End coupon ${code}` }).count()).toBe(0);

    // Another, never used, is deleted after a confirmation.
    const other = `${code}-X`;
    const created = await context.request.post(`${server.url}/api/discount-coupon`, {
      headers: { origin: server.url },
      data: { couponCode: other, description: '', discount: 5, limit: 3, startDate: shopDay(2), endDate: shopDay(9) },
    });
    expect(created.ok()).toBe(true);
    row = await findInList(page, other);
    expect(await row.textContent()).toContain('Scheduled');
    await confirm(page, `Delete coupon ${other}`, 'Delete');
    await toast(page, `Coupon ${other} is deleted.`).waitFor();
    await expect
      .poll(() => page.getByText('No coupon matches these filters.').filter({ visible: true }).count())
      .toBe(1);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('works at 390 px: the list is cards, the form fits the screen', async () => {
    const context = await browser.newContext({ ...mobile, storageState: sessions.admin });
    const { page, problems } = await openPage(context);
    await context.request.post(`${server.url}/api/discount-coupon`, {
      headers: { origin: server.url },
      data: {
        couponCode: `E2E-M${Date.now().toString(36).toUpperCase()}`,
        description: 'On a phone',
        discount: 7,
        limit: 10,
        startDate: shopDay(0),
        endDate: shopDay(5),
      },
    });
    await page.goto(`${server.url}/coupon`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('list', { name: 'Coupons' }).isVisible()).toBe(true);
    for (const path of ['/coupon', '/coupon/new']) {
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the server’s refusal beside its field when the browser runs no script', async () => {
    const context = await browser.newContext({ ...desktop, javaScriptEnabled: false, storageState: sessions.admin });
    const page = await context.newPage();
    await page.goto(`${server.url}/coupon/new`);
    await page.getByLabel('Code').fill(`E2E-N${Date.now().toString(36).toUpperCase()}`);
    await page.getByLabel('Discount (%)').fill('10');
    await page.getByLabel('Limit (total uses)').fill('5');
    await page.getByLabel('Start date').fill(shopDay(5));
    await page.getByLabel('End date').fill(shopDay(4));
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'Add the coupon' }).click()]);
    await expect.poll(() => fieldProblems(page, 'End date')).toContain('Must not be before the start date');
    expect(await page.getByLabel('Start date').inputValue()).toBe(shopDay(5));
    await context.close();
  });

  it('shows a missing coupon’s edit page as not found', async () => {
    const context = await browser.newContext({ ...desktop, storageState: sessions.admin });
    const page = await context.newPage();
    const answer = await page.goto(`${server.url}/coupon/edit/999999`);
    expect(answer?.status()).toBe(404);
    await context.close();
  });

  it('shows a Manager the 403 page on /coupon', async () => {
    const context = await browser.newContext({ ...desktop, storageState: sessions.manager });
    const page = await context.newPage();
    for (const path of ['/coupon', '/coupon/new', '/coupon/edit/1']) {
      const answer = await page.goto(`${server.url}${path}`);
      expect(answer?.status(), path).toBe(403);
      expect(await page.locator('h1').textContent()).toBe('This page is not open to you');
    }
    await context.close();
  });
});
