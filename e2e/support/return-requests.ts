import type { OrderDetail } from '@facet/contracts/orders';
import type { PaymentStart } from '@facet/contracts/checkout';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import { addressOf, callApi } from './api-calls.ts';
import { TEST_PAN } from './customers.ts';
import { huidsFor } from './huids.ts';
import type { RunningServer } from './server.ts';
import { type Session, sessionOf, type SpecRig, startForSpec } from './spec-setup.ts';

/*
 * What the Returns specs share (returns-queue.spec.ts, after-sale-walk-throughs.spec.ts): the ring,
 * the reason, each file's set-up, a delivered order and the moves through the queue.
 */

export const RING = 'aurora-halo-ring-white-gold-halo-1ct-oval-1.8mm';
export const REASON = 'The halo catches on my sleeves more than I expected.';

export interface ReturnsSpecRig extends SpecRig {
  customer: Session;
  manager: Session;
  jewelleryManager: Session;
}

/**
 * A Returns spec's set-up: its own server and the worker's browser (startForSpec), and the
 * customer, the Manager and the Jewellery Manager signed in once; `use` receives them.
 */
export function startReturnsSpec(use: (rig: ReturnsSpecRig) => void): void {
  let server: RunningServer;
  let browser: Browser;
  startForSpec((rig) => ({ server, browser } = rig));
  beforeAll(async () => {
    const [customer, manager, jewelleryManager] = await Promise.all([
      sessionOf({ server, browser }, 'customer@example.com'),
      sessionOf({ server, browser }, 'manager@example.com'),
      sessionOf({ server, browser }, 'jewellery.manager@example.com'),
    ]);
    use({ server, browser, customer, manager, jewelleryManager });
  });
}

/** The customer's ring, paid, then moved by the Manager to being made, shipped and delivered. */
export async function deliveredRing(
  server: RunningServer,
  shopper: BrowserContext,
  staff: BrowserContext,
): Promise<OrderDetail> {
  const api = <T>(context: BrowserContext, method: 'get' | 'post' | 'put' | 'delete', path: string, data?: unknown) =>
    callApi<T>(server, context, method, path, data);
  const addressId = await addressOf(server, shopper);
  await api(shopper, 'post', '/api/shopping-cart', { kind: 'product', sku: RING, ringSize: '6' });
  const started = await api<PaymentStart>(shopper, 'post', '/api/test-payment/cart/orders', {
    addressId,
    pan: TEST_PAN,
    currency: 'INR',
  });
  await api(shopper, 'post', '/api/test-payment/cart/orders/capture', {
    paymentId: started.payment.providerOrderId,
    outcome: 'success',
  });
  const move = (status: string, extra: object = {}) =>
    api<OrderDetail>(staff, 'put', '/api/order-detail/updateStatus', { id: started.order.id, status, ...extra });
  const made = await move('Processing');
  await move('Shipped', { trackingNumber: 'BD 13579 IN', huids: huidsFor(made) });
  return move('Delivered');
}

/** Chooses the next step, sends the form and confirms in the dialog. */
export async function moveTo(page: Page, label: string) {
  await page.getByLabel('Next step').selectOption({ label });
  await page.getByRole('button', { name: 'Move the request' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Yes, move it' }).click();
}

export const stateShown = (page: Page) => page.getByTestId('return-state').first().getAttribute('data-state');
