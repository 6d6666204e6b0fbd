import type { OrderDetail } from '@facet/contracts/orders';
import type { Browser, BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api-calls.ts';
import { demoSku, moveOrderOn, placePaidOrder } from './support/paid-orders.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';
import { saveScreenshot } from './support/screenshots.ts';

/*
 * Refunds by line (decision 032) as staff and the customer live them: a Manager opens a delivered
 * order of a ring and a pair of earrings, ticks the earrings, types part of their price and a
 * reason, confirms the sum in the dialog, and the order page shows what was refunded and what is
 * left; the customer's order page shows "Refunded ₹X" on that line and the credit note to view.
 * The gift wrap of a wrapped order is its own box (decision 042): ticked, confirmed, given back
 * once, then shown refunded. At 1440 px, with axe.
 */

let server: RunningServer;
let browser: Browser;
let customer: Session;
let manager: Session;
startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  [customer, manager] = await Promise.all([
    sessionOf({ server, browser }, 'customer@example.com'),
    sessionOf({ server, browser }, 'manager@example.com'),
  ]);
});

const api = <T>(context: BrowserContext, method: 'get' | 'post' | 'put', path: string, data?: unknown) =>
  callApi<T>(server, context, method, path, data);

/** The customer's paid order of a ring and earrings, taken through to delivered by the Manager. */
async function deliveredOrder(shopper: BrowserContext, staff: BrowserContext): Promise<OrderDetail> {
  const pieces = [
    { sku: await demoSku(server, 'Ring', 'Willow Leaf Ring'), ringSize: '6' },
    { sku: await demoSku(server, 'Earring') },
  ];
  return moveOrderOn(server, staff, await placePaidOrder(server, shopper, pieces), 'Delivered');
}

const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(amount)}`;

describe('refunds by line', () => {
  // One width: the refund form and the order pages are swept with axe at both (accessibility-*.spec.ts).
  for (const [name, viewport] of [
    ['1440 px', desktop],
    ['390 px', mobile],
  ] as const) {
    it(`a Manager refunds part of one line of a delivered order; the customer sees it (${name})`, async () => {
      const shopper = await browser.newContext({ ...viewport, storageState: customer });
      const staff = await browser.newContext({ ...viewport, storageState: manager });
      const order = await deliveredOrder(shopper, staff);
      expect(order.state).toBe('Delivered');
      const earrings = order.lines[1]!;
      const part = Math.floor(earrings.charged / 4);

      const { page: back, problems } = await openPage(staff);
      await back.goto(`${server.url}/orders/detail/${order.id}`, { waitUntil: 'networkidle' });
      const panel = back.getByTestId('refund-form');
      await panel.waitFor();
      expect(await seriousAxeViolations(back)).toEqual([]);
      await back.getByLabel(`Refund ${earrings.name}`).check();
      await panel
        .locator(`[data-sku="${earrings.sku}"]`)
        .getByLabel(/^Amount/)
        .fill(String(part));
      await panel.getByLabel('Reason').fill('One earring’s clasp was loose');
      await back.getByRole('button', { name: 'Refund', exact: true }).click();
      const dialog = back.getByRole('alertdialog');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(`${rupees(part)} goes back to the customer`);
      expect(await seriousAxeViolations(back)).toEqual([]);
      await dialog.getByRole('button', { name: `Refund ${rupees(part)}` }).click();
      await expect
        .poll(async () => (await api<OrderDetail>(staff, 'get', `/api/order-detail/${order.id}`)).lines[1]!.refunded)
        .toBe(part);
      const line = panel.locator(`[data-sku="${earrings.sku}"]`);
      await expect.poll(async () => line.textContent()).toContain(`refunded ${rupees(part)}`);
      expect(await back.getByTestId('order-history').textContent()).toContain('Part refunded');
      expect(await seriousAxeViolations(back)).toEqual([]);
      expect(problems).toEqual([]);

      const refunded = await api<OrderDetail>(staff, 'get', `/api/order-detail/${order.id}`);
      expect(refunded.state).toBe('Delivered');
      const creditNote = refunded.refunds[0]!.creditNote!;

      const { page, problems: shopperProblems } = await openPage(shopper);
      await page.goto(`${server.url}/my-orders/${order.id}`);
      const shown = page.locator(`[data-testid="order-line"][data-sku="${earrings.sku}"]`).getByTestId('line-refunded');
      expect(await shown.textContent()).toBe(`Refunded ${rupees(part)}`);
      expect(await page.getByTestId('line-refunded').count()).toBe(1);
      const link = page.getByRole('link', { name: `View credit note ${creditNote.number}` });
      await link.click();
      await page.waitForURL(`**/my-orders/${order.id}/documents/${creditNote.id}`);
      expect(await page.locator('main').textContent()).toContain(creditNote.number);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.goto(`${server.url}/my-orders/${order.id}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(shopperProblems).toEqual([]);
      await shopper.close();
      await staff.close();
    });

    it(`a Manager refunds the gift wrap of a wrapped order, once (${name})`, async () => {
      const shopper = await browser.newContext({ ...viewport, storageState: customer });
      const staff = await browser.newContext({ ...viewport, storageState: manager });
      const pieces = [{ sku: await demoSku(server, 'Earring') }];
      const order = await placePaidOrder(server, shopper, pieces, { giftWrap: true });
      const wrap = order.figures.giftWrap;
      expect(wrap).toBeGreaterThan(0);

      const { page: back, problems } = await openPage(staff);
      await back.goto(`${server.url}/orders/detail/${order.id}`, { waitUntil: 'networkidle' });
      const panel = back.getByTestId('refund-form');
      await panel.waitFor();
      const box = back.getByLabel('Refund the gift wrapping');
      expect(await panel.getByTestId('refund-gift-wrap').textContent()).toContain(`Paid ${rupees(wrap)}`);
      await box.check();
      await panel.getByLabel('Reason').fill('The wrapping arrived torn');
      await saveScreenshot(panel, `refund-gift-wrap-${name}`);
      await back.getByRole('button', { name: 'Refund', exact: true }).click();
      const dialog = back.getByRole('alertdialog');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(`${rupees(wrap)} goes back to the customer`);
      expect(await seriousAxeViolations(back)).toEqual([]);
      await dialog.getByRole('button', { name: `Refund ${rupees(wrap)}` }).click();
      await expect
        .poll(async () => (await api<OrderDetail>(staff, 'get', `/api/order-detail/${order.id}`)).refunds.length)
        .toBe(1);
      const refunded = await api<OrderDetail>(staff, 'get', `/api/order-detail/${order.id}`);
      expect(refunded.refunds[0]).toMatchObject({ amount: wrap, giftWrap: wrap, lines: [] });
      expect(refunded.lines[0]!.refunded).toBe(0);
      await expect.poll(async () => box.isDisabled()).toBe(true);
      expect(await panel.getByTestId('refund-gift-wrap').textContent()).toContain('refunded');
      await saveScreenshot(panel, `refund-gift-wrap-refunded-${name}`);
      expect(await seriousAxeViolations(back)).toEqual([]);
      expect(problems).toEqual([]);
      await shopper.close();
      await staff.close();
    });
  }
});
