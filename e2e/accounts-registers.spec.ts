import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { placePaidOrder } from './support/paid-orders.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * The Admin's /accounts for the books: a shopper in Mumbai pays, the month's sales register
 * shows the invoice with its tax and totals row, the HSN summary and the (empty) exports follow,
 * and the sales register downloads as a CSV with the invoice in it. An earlier month says it has
 * no documents. At 390 and 1440 px, with axe, and nothing wider than the phone but the tables.
 */

const GSTIN = '27AAPFU0939F1ZV';
const EARRINGS = 'gulmohar-ear-climbers-yellow-gold-0.3ctw';

let server: RunningServer;
let browser: Browser;
let customer: Session;
let admin: Session;
startForSpec((rig) => ({ server, browser } = rig), { env: { COMPANY_GSTIN: GSTIN } });
beforeAll(async () => {
  [customer, admin] = await Promise.all([
    sessionOf({ server, browser }, 'customer@example.com'),
    sessionOf({ server, browser }, 'admin@example.com'),
  ]);
});

/** A paid order through the API with the test provider; answers its invoice's number. */
async function paidOrder(): Promise<string> {
  const context = await browser.newContext({ storageState: customer });
  try {
    const paid = await placePaidOrder(server, context, [{ sku: EARRINGS }]);
    return paid.documents[0]!.number;
  } finally {
    await context.close();
  }
}

describe('the accounts page', () => {
  it('shows the month’s registers with totals, downloads the sales register as CSV, and passes axe at both widths', async () => {
    const number = await paidOrder();
    for (const viewport of [mobile, desktop]) {
      const context = await browser.newContext({ ...viewport, storageState: admin, acceptDownloads: true });
      try {
        const { page, problems } = await openPage(context);
        await page.goto(`${server.url}/accounts`, { waitUntil: 'networkidle' });
        await expect.poll(() => page.locator('h1').textContent()).toBe('Accounts');
        const sales = page.getByRole('region', { name: 'Sales register table' });
        expect(await sales.getByText(number).count()).toBeGreaterThan(0);
        expect(await sales.locator('tfoot').textContent()).toMatch(/^Total \(\d+ documents?\)/);
        expect(await page.getByRole('heading', { name: 'HSN summary' }).count()).toBe(1);
        expect(await page.getByRole('region', { name: 'HSN summary table' }).getByText('7113').count()).toBe(1);
        expect(await seriousAxeViolations(page)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${viewport.viewport.width} px`).toBeLessThanOrEqual(0);

        if (viewport === desktop) {
          const month = await page.getByLabel('Month').inputValue();
          expect(month).toMatch(/^\d{4}-\d{2}$/);
          const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.getByRole('link', { name: 'Download the sales register as CSV' }).click(),
          ]);
          expect(download.suggestedFilename()).toBe(`sales-register-${month}.csv`);
          const csv = readFileSync((await download.path())!, 'utf8');
          expect(csv.split('\n')[0]).toContain('Buyer GSTIN');
          expect(csv).toContain(number);

          // Another month, chosen with the form (a GET, so the address says it): nothing issued.
          await page.getByLabel('Month').fill('2021-02');
          await page.getByRole('button', { name: 'Show' }).click();
          await page.waitForURL((url) => url.searchParams.get('month') === '2021-02');
          await page.getByText('No tax invoices or credit notes were issued in February 2021.').waitFor();
          expect(await seriousAxeViolations(page)).toEqual([]);
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
