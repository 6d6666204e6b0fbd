import type { OrderDetail, PaymentStart } from '@facet/contracts/orders';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addressOf, callApi } from './support/api-calls.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import { givePanIfAsked, TEST_PAN } from './support/customers.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * Store credit (decision 031) as staff and a shopper live it: a Manager gives the customer credit
 * from one of their orders' page; the customer sees it on their account page, checks out a piece
 * paying part with the credit and the rest with the test provider, then — after more credit — an
 * order the credit covers whole, paid at once. The account page's credit section and the staff
 * form pass axe at 390 and 1440 px.
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

/** A demo piece that is not a ring. */
const EARRINGS = 'gulmohar-ear-climbers-yellow-gold-0.3ctw';

const api = <T>(context: BrowserContext, method: 'get' | 'post' | 'put' | 'delete', path: string, data?: unknown) =>
  callApi<T>(server, context, method, path, data);

/** Staff fill and send the order page's "Give store credit" form. */
async function submitCredit(page: Page, amount: string, reason: string) {
  const panel = page.getByRole('region', { name: 'Store credit', exact: true });
  await panel.getByLabel('Amount').fill(amount);
  await panel.getByLabel(/Reason/).fill(reason);
  await panel.getByTestId('give-credit').click();
}

/** Staff give credit, and wait for the balance to show it. */
async function giveCredit(page: Page, amount: string, reason: string, balance: string) {
  await submitCredit(page, amount, reason);
  const panel = page.getByRole('region', { name: 'Store credit', exact: true });
  await expect
    .poll(
      async () =>
        (await panel.getByTestId('store-credit-balance').count()) > 0
          ? panel.getByTestId('store-credit-balance').textContent()
          : panel.textContent(),
      { timeout: 15_000 },
    )
    .toBe(balance);
}

describe('store credit', () => {
  it('is given by staff, shown to the customer, and spent at checkout in part and in whole', async () => {
    const shopper = await browser.newContext({ ...desktop, storageState: customer });
    // The credit is in rupees, so the shopper shops in rupees (the shop's default is dollars).
    await shopper.addCookies([{ name: 'currency', value: 'INR', url: server.url }]);
    const addressId = await addressOf(server, shopper);
    // An order of the customer's, paid, for staff to open.
    await api(shopper, 'post', '/api/shopping-cart', { kind: 'product', sku: EARRINGS });
    const started = await api<PaymentStart>(shopper, 'post', '/api/test-payment/cart/orders', {
      addressId,
      currency: 'INR',
      pan: TEST_PAN,
    });
    await api(shopper, 'post', '/api/test-payment/cart/orders/capture', {
      paymentId: started.payment.providerOrderId,
      outcome: 'success',
    });
    const total = started.order.figures.total;

    const staff = await browser.newContext({ ...desktop, storageState: manager });
    const back = await staff.newPage();
    await back.goto(`${server.url}/orders/detail/${started.order.id}`, { waitUntil: 'networkidle' });
    await submitCredit(back, '0', 'A mistake');
    await expect
      .poll(() => back.getByTestId('give-credit-problem').textContent())
      .toContain('Amount: must be more than 0');
    await giveCredit(back, '1000', 'Goodwill: the parcel was late.', '₹1,000');
    expect(await back.getByTestId('store-credit-ledger').textContent()).toContain('Goodwill: the parcel was late.');
    expect(await seriousAxeViolations(back)).toEqual([]);
    await back.setViewportSize(mobile.viewport);
    expect(await seriousAxeViolations(back)).toEqual([]);
    await back.setViewportSize(desktop.viewport);

    // The customer's account page: the balance and the history, at both widths.
    const { page, problems } = await openPage(shopper);
    await page.goto(`${server.url}/account`);
    const section = page.locator('#store-credit');
    expect(await section.getByTestId('store-credit-balance').textContent()).toBe('₹1,000');
    expect(await section.textContent()).toContain('Goodwill: the parcel was late.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize(mobile.viewport);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize(desktop.viewport);

    // Part with credit, the rest with the test provider.
    await api(shopper, 'post', '/api/shopping-cart', { kind: 'product', sku: EARRINGS });
    await page.goto(`${server.url}/check-out`, { waitUntil: 'networkidle' });
    const choice = page.getByTestId('store-credit-choice');
    await choice.getByLabel(/Store credit ₹1,000 available — use it/).check();
    const rest = (total - 1000).toLocaleString('en-IN');
    await expect.poll(() => page.getByTestId('place-order').textContent()).toContain(`₹${rest}`);
    await givePanIfAsked(page);
    await page.getByTestId('place-order').click();
    const step = page.getByTestId('payment-step');
    await step.waitFor();
    expect(await step.getByRole('heading', { level: 2 }).textContent()).toContain(`₹${rest}`);
    await page.getByRole('button', { name: /^Pay .* \(test\)$/ }).click();
    await page.waitForURL(/\/my-orders\/\d+$/);
    expect(await page.getByTestId('order-status').first().getAttribute('data-state')).toBe('Paid');
    expect(await page.getByTestId('paid-with-store-credit').textContent()).toBe('₹1,000');

    // More credit than the piece costs: the order is paid at once, without the provider's step.
    await giveCredit(
      back,
      String(total + 500),
      'Exchange of a ring, settled by hand.',
      `₹${(total + 500).toLocaleString('en-IN')}`,
    );
    await api(shopper, 'post', '/api/shopping-cart', { kind: 'product', sku: EARRINGS });
    await page.goto(`${server.url}/check-out`, { waitUntil: 'networkidle' });
    await page.getByTestId('store-credit-choice').getByRole('checkbox').check();
    await expect.poll(() => page.getByTestId('place-order').textContent()).toBe('Place order, paid with store credit');
    await givePanIfAsked(page);
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/my-orders\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(await page.getByTestId('order-status').first().getAttribute('data-state')).toBe('Paid');
    const paid = await api<OrderDetail>(shopper, 'get', `/api/order-detail/for-customer/${orderId}`);
    expect(paid).toMatchObject({ storeCredit: total, amountDue: 0 });
    expect(paid.payments).toEqual([]);
    await page.goto(`${server.url}/account`);
    expect(await page.locator('#store-credit').getByTestId('store-credit-balance').textContent()).toBe('₹500');
    expect(problems).toEqual([]);
    await staff.close();
    await shopper.close();
  }, 180_000);
});
