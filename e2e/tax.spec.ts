import type { OrderDetail } from '@facet/contracts/orders';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addressOf, callApi } from './support/api-calls.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * The Tax page and the PAN at checkout: the Admin sees each tax class with what is in it and
 * the note on disputed rates, changes a rate and the PAN threshold; a buyer in India above the
 * threshold is asked for a PAN, cannot place the order without one, and sees it masked on the
 * order. The Tax page at 1440 px, checkout at 390 px, with axe (the sweep checks both at both).
 */

let server: RunningServer;
let browser: Browser;
let admin: Session;
let customer: Session;
startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  [admin, customer] = await Promise.all([
    sessionOf({ server, browser }, 'admin@example.com'),
    sessionOf({ server, browser }, 'customer@example.com'),
  ]);
});

const EARRINGS = 'gulmohar-ear-climbers-yellow-gold-0.3ctw';

describe('the Tax page', () => {
  // One width: /tax is swept with axe at both (accessibility-*.spec.ts).
  for (const viewport of [desktop]) {
    it(`shows the classes, the disputed rates and the PAN threshold, and saves a rate (${viewport.viewport.width} px)`, async () => {
      const context = await browser.newContext({ ...viewport, storageState: admin });
      const { page, problems } = await openPage(context);
      await page.goto(`${server.url}/tax`);
      await page.getByRole('heading', { name: 'Tax', level: 1 }).waitFor();
      const diamonds = page.getByRole('listitem').filter({ hasText: 'HSN 7102' });
      expect(await diamonds.textContent()).toContain('Published sources disagree on this rate');
      expect(await diamonds.textContent()).toContain('Natural Diamond');
      expect(await page.getByRole('listitem').filter({ hasText: 'HSN 7113' }).textContent()).toContain(
        'Engagement Ring',
      );
      expect(await page.getByLabel('Tax invoices').inputValue()).toBe('FCT');
      expect(await page.getByLabel('Credit notes').inputValue()).toBe('FCN');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);

      const rate = diamonds.getByLabel('GST rate');
      await rate.fill('1.5');
      await diamonds.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => diamonds.getByRole('status').textContent(), { timeout: 10_000 }).toMatch(/saved/);
      const tax = await callApi<{ classes: { key: string; rate: number }[] }>(server, context, 'get', '/api/tax');
      expect(tax.classes.find((c) => c.key === 'natural-diamond')!.rate).toBe(1.5);
      await callApi(server, context, 'put', '/api/tax/classes/natural-diamond', {
        hsn: '7102',
        description: 'Natural diamonds, cut and polished, not set',
        rate: 3,
      });
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe('the PAN at checkout', () => {
  it('is asked above the threshold, needed to place the order, and shown masked on it (390 px)', async () => {
    const staff = await browser.newContext({ ...desktop, storageState: admin });
    // A threshold every bag is above, for this test only.
    await callApi(server, staff, 'put', '/api/tax/pan-above', { panAbove: 1_000 });
    try {
      const context = await browser.newContext({ ...mobile, storageState: customer });
      await addressOf(server, context);
      await callApi(server, context, 'post', '/api/shopping-cart', { kind: 'product', sku: EARRINGS });
      const { page } = await openPage(context);
      await page.goto(`${server.url}/check-out`);
      const fields = page.getByTestId('pan-fields');
      await fields.waitFor();
      expect(await fields.textContent()).toContain('For orders above ₹1,000 delivered in India');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Without a PAN the browser keeps the order back; a PAN typed loosely is taken.
      await page.getByTestId('place-order').click();
      expect(
        await fields.getByLabel('PAN', { exact: true }).evaluate((input: HTMLInputElement) => input.validity.valid),
      ).toBe(false);
      expect(await page.getByTestId('payment-step').count()).toBe(0);
      await fields.getByLabel('PAN', { exact: true }).fill('aaapl1234c');
      await page.getByTestId('place-order').click();
      const step = page.getByTestId('payment-step');
      await step.waitFor();
      await page.getByRole('button', { name: /^Pay .* \(test\)$/ }).click();
      await page.waitForURL(/\/my-orders\/\d+$/);
      expect(await page.getByTestId('buyer-pan').textContent()).toBe('PAN: AAAPL****C');
      const orderId = new URL(page.url()).pathname.split('/').pop();
      const order = await callApi<OrderDetail>(server, staff, 'get', `/api/order-detail/${orderId}`);
      expect(order.buyerPan).toBe('AAAPL1234C');
      await context.close();
    } finally {
      await callApi(server, staff, 'put', '/api/tax/pan-above', { panAbove: 200_000 });
      await staff.close();
    }
  });
});
