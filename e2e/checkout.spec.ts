import type { OrderDetail } from '@facet/contracts/orders';
import type { PaymentStart } from '@facet/contracts/checkout';
import type { Browser, BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addressOf as addressOfCustomer, callApi } from './support/api-calls.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import { fillParcelFields } from './support/parcels.ts';
import { fillHuidFields } from './support/huids.ts';
import { linkFromOutbox } from './support/outbox.ts';
import { givePanIfAsked, TEST_PAN } from './support/customers.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * Checkout with the test provider, as a shopper and the shop's staff live it: a bag of a piece, a
 * loose stone and a built ring is checked out and paid; the order shows as paid in My orders; a
 * Manager moves it to being made and shipped with a tracking number and its HUIDs; the customer sees it and
 * has the e-mail in the outbox. A second buyer of the same stone is told it is no longer
 * available. The checkout fits a 390 px phone and passes axe.
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

/** A demo setting: Elara Solitaire Ring in white gold, made for a 1 ct round stone. */
const ELARA = 'elara-solitaire-ring-white-gold-solitaire-1ct-round-1.8mm';
/** A demo piece that is not a ring. */
const EARRINGS = 'gulmohar-ear-climbers-yellow-gold-0.3ctw';

const api = <T>(context: BrowserContext, method: 'get' | 'post' | 'put' | 'delete', path: string, data?: unknown) =>
  callApi<T>(server, context, method, path, data);

async function stones(query: string, count: number): Promise<string[]> {
  const answer = (await (await fetch(`${server.url}/api/stone/for-customer?pageSize=${count}&${query}`)).json()) as {
    data: { records: { sku: string }[] };
  };
  return answer.data.records.map((record) => record.sku);
}

const addressOf = (context: BrowserContext) => addressOfCustomer(server, context);

describe('checkout with the test provider', () => {
  it('takes a bag of a piece, a stone and a built ring to a paid order that staff ship and the customer follows', async () => {
    const context = await browser.newContext({ ...desktop, storageState: customer });
    const [loose] = await stones('stoneShapeName=Oval', 1);
    const [centre] = await stones('stoneShapeName=Round&minCarats=0.9&maxCarats=1.15', 1);
    await addressOf(context);
    await api(context, 'post', '/api/shopping-cart', { kind: 'product', sku: EARRINGS });
    await api(context, 'post', '/api/shopping-cart', { kind: 'stone', sku: loose });
    await api(context, 'post', '/api/shopping-cart', {
      kind: 'pair',
      settingSku: ELARA,
      stoneSku: centre,
      ringSize: '6',
    });

    const { page, problems } = await openPage(context);
    await page.goto(`${server.url}/cart`);
    await page.getByTestId('proceed-to-checkout').click();
    await page.waitForURL(`${server.url}/check-out`);
    const review = page.getByTestId('checkout-review');
    await review.waitFor();
    const total = (await review.getByTestId('total').textContent())!;
    expect(await seriousAxeViolations(page)).toEqual([]);

    await givePanIfAsked(page);
    await page.getByTestId('place-order').click();
    const step = page.getByTestId('payment-step');
    await step.waitFor();
    await expect.poll(() => step.getByRole('heading', { level: 2 }).textContent()).toContain(total);
    expect(await page.getByTestId('test-payment').textContent()).toContain('Test payment — no money taken');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Pay .* \(test\)$/ }).click();
    await page.waitForURL(/\/my-orders\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const badge = page.getByTestId('order-status').first();
    await badge.waitFor();
    expect(await badge.getAttribute('data-state')).toBe('Paid');
    await page.goto(`${server.url}/my-orders`);
    const listed = page.getByTestId('my-order').first();
    expect(await listed.textContent()).toMatch(/FCT-\d{6}/);
    expect(await listed.getByTestId('order-status').getAttribute('data-state')).toBe('Paid');
    expect(problems).toEqual([]);

    // A Manager moves it on: being made, then shipped with the parcel's carrier and tracking number.
    const staff = await browser.newContext({ ...desktop, storageState: manager });
    const back = await staff.newPage();
    // Once the page is hydrated: the menu is React's from then on.
    await back.goto(`${server.url}/orders/detail/${orderId}`, { waitUntil: 'networkidle' });
    await back.getByLabel('New status').selectOption('Processing');
    await back.getByRole('button', { name: 'Change status' }).click();
    await expect.poll(() => back.getByLabel('New status').locator('option').allTextContents()).toContain('Shipped');
    await back.getByLabel('New status').selectOption('Shipped');
    await fillParcelFields(back, 'India Post', 'EE 998877665 IN');
    // The built ring's gold setting is hallmarked: one HUID field for it.
    expect(await fillHuidFields(back)).toBeGreaterThan(0);
    await back.getByRole('button', { name: 'Change status' }).click();
    await expect
      .poll(async () => (await api<OrderDetail>(staff, 'get', `/api/order-detail/${orderId}`)).state)
      .toBe('Shipped');

    await page.goto(`${server.url}/my-orders/${orderId}`);
    expect(await page.getByTestId('order-status').first().getAttribute('data-state')).toBe('Shipped');
    expect(await page.locator('main').textContent()).toContain('EE998877665IN');
    const mail = await linkFromOutbox(browser, server.url, 'customer@example.com', `/my-orders/${orderId}`);
    expect(mail).toContain(`/my-orders/${orderId}`);
    await staff.close();
    await context.close();
  });

  it('tells a second buyer of the same stone that it is no longer available', async () => {
    const [stone] = await stones('stoneShapeName=Pear', 1);
    const first = await browser.newContext({ ...desktop, storageState: customer });
    await addressOf(first);
    await api(first, 'post', '/api/shopping-cart', { kind: 'stone', sku: stone });

    // The second buyer: a new account, e-mail confirmed from the outbox, the same stone in the bag.
    const second = await browser.newContext(mobile);
    const email = `second.buyer.${Date.now()}@example.org`;
    const registered = await second.request.post(`${server.url}/api/auth/register`, {
      headers: { origin: server.url },
      data: {
        firstName: 'Ira',
        lastName: 'Sen',
        email,
        password: 'Second-Buyer-2026',
        phoneNumber: `+91 9${String(Date.now()).slice(-9)}`,
        sendNewsAndOffer: false,
      },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const confirm = await linkFromOutbox(browser, server.url, email, '/confirm-email');
    const { page } = await openPage(second);
    await page.goto(confirm);
    await addressOf(second);
    await api(second, 'post', '/api/shopping-cart', { kind: 'stone', sku: stone });
    await page.goto(`${server.url}/check-out`);
    await page.getByTestId('checkout-review').waitFor();
    expect(await page.getByTestId('place-order').isEnabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The first buyer places the order while the second is on the review.
    const placed = await api<PaymentStart>(first, 'post', '/api/test-payment/cart/orders', {
      addressId: await addressOf(first),
      pan: TEST_PAN,
      currency: 'INR',
    });
    expect(placed.order.state).toBe('PendingPayment');

    await givePanIfAsked(page);
    await page.getByTestId('place-order').click();
    const problem = page.getByTestId('checkout-problem');
    await problem.waitFor();
    expect(await problem.textContent()).toContain(`The stone ${stone} is being bought by another shopper right now`);
    // Reloaded, the review says why the order cannot be placed, and the button stays off.
    await page.reload();
    expect(await page.getByTestId('checkout-blockers').textContent()).toContain('can no longer be bought');
    expect(await page.getByTestId('place-order').isDisabled()).toBe(true);
    await first.close();
    await second.close();
  });
});
