import type { OrderDetail } from '@facet/contracts/orders';
import type { Browser, BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api-calls.ts';
import { demoSku, moveOrderOn, placePaidOrder } from './support/paid-orders.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { mobile, openPage } from './support/browser.ts';
import { freshHuid, huidsFor } from './support/huids.ts';
import { fillParcelFields, freshDelhiveryNumber } from './support/parcels.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * HUIDs at dispatch, as staff and the customer live them: a Manager ships a paid gold ring from
 * the back-office order page, typing its HUID (in lower case) in the field named for the piece
 * beside the parcel's carrier and tracking number; a HUID already on another order is refused with that order's
 * number and nothing moves; the order page then shows the HUID and how to verify it, to staff
 * and to the customer. At 390 px, with axe.
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

const api = <T>(context: BrowserContext, method: 'get' | 'post' | 'put' | 'delete', path: string, data?: unknown) =>
  callApi<T>(server, context, method, path, data);

/** The customer's paid order of the Willow Leaf Ring (18K gold, over 2 g: it ships with a HUID), being made. */
async function ringBeingMade(shopper: BrowserContext, staff: BrowserContext): Promise<OrderDetail> {
  const sku = await demoSku(server, 'Ring', 'Willow Leaf Ring');
  return moveOrderOn(server, staff, await placePaidOrder(server, shopper, [{ sku, ringSize: '6' }]), 'Processing');
}

/** Another order's ring, shipped through the API with its HUID: the walk tries that HUID first and is refused. */
async function huidShippedBefore(shopper: BrowserContext, staff: BrowserContext) {
  const order = await ringBeingMade(shopper, staff);
  const huids = huidsFor(order);
  await callApi(server, staff, 'put', '/api/order-detail/updateStatus', {
    id: order.id,
    status: 'Shipped',
    trackingNumber: 'BD 24680 IN',
    huids,
  });
  return { huid: huids[0]!.huids[0]!, orderNumber: order.number };
}

describe('HUIDs at dispatch', () => {
  // One width: the order pages are swept with axe at both (accessibility-*.spec.ts), and
  // carriers.spec.ts ships at 1440 px.
  for (const [name, viewport] of [['390 px', mobile]] as const) {
    it(`a Manager ships a gold ring with its HUID and the customer sees it (${name})`, async () => {
      const shopper = await browser.newContext({ ...viewport, storageState: customer });
      const staff = await browser.newContext({ ...viewport, storageState: manager });
      const usedHuid = await huidShippedBefore(shopper, staff);
      const order = await ringBeingMade(shopper, staff);
      const ring = order.lines[0]!;
      expect(ring.needsHuid).toBe(true);

      const { page: back, problems } = await openPage(staff);
      await back.goto(`${server.url}/orders/detail/${order.id}`, { waitUntil: 'networkidle' });
      await back.getByLabel('New status').selectOption('Shipped');
      const field = back.getByLabel(`HUID for ${ring.name}, ${ring.details}`);
      await field.waitFor();
      expect(await back.getByLabel(/^HUID for /).count()).toBe(1);
      expect(await seriousAxeViolations(back)).toEqual([]);
      await fillParcelFields(back, 'Delhivery', freshDelhiveryNumber());

      await field.fill(usedHuid.huid.toLowerCase());
      await back.getByRole('button', { name: 'Change status' }).click();
      const refusal = back.getByRole('alert').filter({ hasText: 'HUID' });
      await refusal.waitFor();
      expect(await refusal.textContent()).toBe(
        `HUID ${usedHuid.huid} is already recorded on order ${usedHuid.orderNumber}.`,
      );
      expect((await api<OrderDetail>(staff, 'get', `/api/order-detail/${order.id}`)).state).toBe('Processing');
      expect(await seriousAxeViolations(back)).toEqual([]);

      const huid = freshHuid();
      await field.fill(huid.toLowerCase());
      await back.getByRole('button', { name: 'Change status' }).click();
      await expect
        .poll(async () => (await api<OrderDetail>(staff, 'get', `/api/order-detail/${order.id}`)).state)
        .toBe('Shipped');
      const shownToStaff = back.getByTestId('line-huids');
      await shownToStaff.waitFor();
      expect(await shownToStaff.textContent()).toBe(`HUID: ${huid}`);
      expect(await back.getByTestId('huid-verify').textContent()).toContain(
        'Verify it in the BIS Care app (Verify HUID).',
      );
      expect(await seriousAxeViolations(back)).toEqual([]);
      expect(problems).toEqual([]);

      const { page, problems: shopperProblems } = await openPage(shopper);
      await page.goto(`${server.url}/my-orders/${order.id}`);
      expect(await page.getByTestId('line-huids').textContent()).toBe(`HUID: ${huid}`);
      expect(await page.getByTestId('huid-verify').textContent()).toContain(
        'Verify it in the BIS Care app (Verify HUID).',
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      // The tax invoice, issued when the order was paid, is printed with the HUIDs recorded at dispatch.
      await page.goto(`${server.url}/my-orders/${order.id}/invoice`);
      expect(await page.getByTestId('dispatch-huids').textContent()).toContain(huid);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(shopperProblems).toEqual([]);
      await shopper.close();
      await staff.close();
    });
  }
});
