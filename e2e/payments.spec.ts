import type { OrderDetail } from '@facet/contracts/orders';
import { type FakePaypal, startFakePaypal } from '@facet/server/testing/fake-paypal';
import { type FakeRazorpay, startFakeRazorpay } from '@facet/server/testing/fake-razorpay';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api-calls.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, workerBrowser } from './support/browser.ts';
import { givePanIfAsked } from './support/customers.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { type Session, sessionOf } from './support/spec-setup.ts';

/*
 * Paying with Razorpay and PayPal in the browser, against the local fakes (there is no network
 * here): the fakes serve a Checkout.js and a JS SDK that play the providers' windows
 * (apps/server/src/testing/fake-provider-scripts.ts), and the server is configured with their
 * addresses as it would be with Razorpay's and PayPal's. The demo customer pays for a bag with
 * each, closes Razorpay's window without paying, and the payment step's Content-Security-Policy
 * lets the providers in on /check-out only, without a single violation while paying.
 */

const RAZORPAY = { keyId: 'rzp_test_E2eFacet0001', keySecret: 'e2e-razorpay-secret', webhookSecret: 'e2e-hook' };
const PAYPAL = { clientId: 'e2e-paypal-client', clientSecret: 'e2e-paypal-secret', webhookId: 'WH-E2E-0001' };
/** A demo piece that is not a ring (no size to choose). */
const EARRINGS = 'gulmohar-ear-climbers-yellow-gold-0.3ctw';

let razorpay: FakeRazorpay;
let paypal: FakePaypal;
let server: RunningServer;
let browser: Browser;
let customer: Session;

beforeAll(async () => {
  [razorpay, paypal] = await Promise.all([startFakeRazorpay(RAZORPAY), startFakePaypal(PAYPAL)]);
  [server, browser] = await Promise.all([
    startServer({
      env: {
        RAZORPAY_KEY_ID: RAZORPAY.keyId,
        RAZORPAY_KEY_SECRET: RAZORPAY.keySecret,
        RAZORPAY_WEBHOOK_SECRET: RAZORPAY.webhookSecret,
        RAZORPAY_API_URL: razorpay.url,
        RAZORPAY_CHECKOUT_URL: `${razorpay.url}/v1/checkout.js`,
        PAYPAL_CLIENT_ID: PAYPAL.clientId,
        PAYPAL_CLIENT_SECRET: PAYPAL.clientSecret,
        PAYPAL_WEBHOOK_ID: PAYPAL.webhookId,
        PAYPAL_API_URL: paypal.url,
        PAYPAL_SDK_URL: `${paypal.url}/sdk/js`,
        TEST_PAYMENTS: 'true',
      },
    }),
    workerBrowser(),
  ]);
  customer = await sessionOf({ server, browser }, 'customer@example.com');
  // The customer's address, once: every order of this file goes there.
  await withCustomer(async (context) => {
    const addresses = await api<unknown[]>(context, 'get', '/api/address');
    if (addresses.length > 0) return;
    await api(context, 'post', '/api/address', {
      fullName: 'Meera Shah',
      phoneNumber: '+919820000005',
      line1: '12 Marine Drive',
      city: 'Mumbai',
      state: 'Maharashtra',
      postalCode: '400002',
      country: 'IN',
      makeDefault: true,
    });
  });
});

afterAll(async () => {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  await server?.dispose();
  await Promise.all([razorpay?.close(), paypal?.close()]);
});

const api = <T>(context: BrowserContext, method: 'get' | 'post' | 'put' | 'delete', path: string, data?: unknown) =>
  callApi<T>(server, context, method, path, data);

async function withCustomer<T>(run: (context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ ...desktop, storageState: customer });
  try {
    return await run(context);
  } finally {
    await context.close();
  }
}

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/**
 * A page that records every CSP violation (the event, in every document of the context), every
 * console line about one, and every console error or uncaught error (content-security-policy.spec.ts).
 */
async function watchedPage(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      }),
    );
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy|Refused to/i.test(message.text())) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  /** What went wrong in the current document so far, and before it. */
  const violations = async () => {
    const seen = await page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);
    return [...seen.map((v) => JSON.stringify(v)), ...problems];
  };
  return { page, violations };
}

/** The earrings in the bag, then /check-out as the bag's button opens it (a document load). */
async function checkOutWithEarrings(context: BrowserContext, page: Page) {
  await api(context, 'post', '/api/shopping-cart', { kind: 'product', sku: EARRINGS });
  await page.goto(`${server.url}/cart`, { waitUntil: 'networkidle' });
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/check-out', { waitUntil: 'networkidle' }),
    page.getByTestId('proceed-to-checkout').click(),
  ]);
}

/** Chooses the way to pay, waits for the review priced for it, places the order: the payment step. */
async function placeOrderWith(page: Page, provider: 'razorpay' | 'paypal') {
  // Razorpay, the first way to pay, is chosen already; choosing another reprices the review.
  await page.getByRole('radio', { name: provider === 'razorpay' ? /^Razorpay/ : /^PayPal/ }).check();
  const placing = page.locator('form').filter({ has: page.getByTestId('place-order') });
  await expect.poll(() => placing.locator('input[name="provider"]').inputValue()).toBe(provider);
  const place = page.getByTestId('place-order');
  const symbol = provider === 'razorpay' ? '₹' : '$';
  await expect.poll(() => place.textContent()).toMatch(new RegExp(`^Place order and pay \\${symbol}[\\d,.]+$`));
  await givePanIfAsked(page);
  await expect.poll(() => place.isEnabled()).toBe(true);
  await place.click();
  const step = page.getByTestId('payment-step');
  await step.waitFor();
  const number = /Order (\S+)/.exec((await step.locator('.eyebrow').textContent()) ?? '')?.[1];
  expect(number).toBeTruthy();
  return { step, number: number! };
}

/** The order page after paying: the address, the badge and the API all say Paid. */
async function expectPaidOrderPage(context: BrowserContext, page: Page, provider: 'razorpay' | 'paypal') {
  await page.waitForURL((url) => /^\/my-orders\/\d+$/.test(url.pathname), { timeout: 20_000 });
  const id = /\/my-orders\/(\d+)$/.exec(new URL(page.url()).pathname)![1]!;
  const badge = page.getByTestId('order-status');
  await badge.waitFor();
  expect(await badge.getAttribute('data-state')).toBe('Paid');
  expect(await badge.textContent()).toBe('Paid');
  const order = await api<OrderDetail>(context, 'get', `/api/order-detail/for-customer/${id}`);
  expect(order).toMatchObject({ state: 'Paid', provider });
  expect(order.paidAt).not.toBeNull();
  return order;
}

/** The directives of a Content-Security-Policy header by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('paying with the providers (local fakes)', () => {
  it('Razorpay: Checkout.js opens, the payer pays, and the order page says Paid', async () => {
    await withCustomer(async (context) => {
      const { page, violations } = await watchedPage(context);
      await checkOutWithEarrings(context, page);
      const { step, number } = await placeOrderWith(page, 'razorpay');
      const providerOrder = [...razorpay.orders.values()].find((order) => order.receipt === number);
      expect(providerOrder?.status).toBe('created');

      const open = step.getByRole('button', { name: /^Pay ₹[\d,.]+ with Razorpay$/ });
      await open.waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Razorpay (fake)' });
      await dialog.waitFor();
      const pay = dialog.getByRole('button', { name: /^Pay ₹[\d,.]+ \(fake Razorpay\)$/ });
      // The window asks for the order's amount (paise in Razorpay's order, rupees on the button).
      const shown = Number(((await pay.textContent()) ?? '').replace(/[^\d.]/g, ''));
      expect(Math.round(shown * 100)).toBe(providerOrder!.amount);
      await pay.click();

      const order = await expectPaidOrderPage(context, page, 'razorpay');
      expect(order.number).toBe(number);
      const payments = [...razorpay.payments.values()].filter((p) => p.order_id === providerOrder!.id);
      expect(payments.map((p) => p.status)).toEqual(['captured']);
      expect(await violations()).toEqual([]);
    });
  });

  it('PayPal: the SDK renders its button, the payer approves, and the order page says Paid', async () => {
    await withCustomer(async (context) => {
      const { page, violations } = await watchedPage(context);
      await checkOutWithEarrings(context, page);
      const { step, number } = await placeOrderWith(page, 'paypal');
      const providerOrder = [...paypal.orders.values()].find((order) => order.purchaseUnit.invoice_id === number);
      expect(providerOrder?.status).toBe('CREATED');

      const button = step.getByRole('button', { name: 'PayPal (fake)' });
      await button.waitFor();
      await expect.poll(() => step.getByText('Pay with your PayPal account or a card, in US dollars.').count()).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await button.click();

      const order = await expectPaidOrderPage(context, page, 'paypal');
      expect(order.number).toBe(number);
      expect(providerOrder!.status).toBe('COMPLETED');
      expect(providerOrder!.capture?.amount).toEqual({ currency_code: 'USD', value: order.figures.total.toFixed(2) });
      expect(await violations()).toEqual([]);
    });
  });

  it('Razorpay closed without paying: the page says nothing was taken, and it opens again', async () => {
    await withCustomer(async (context) => {
      const { page, violations } = await watchedPage(context);
      await checkOutWithEarrings(context, page);
      const { step, number } = await placeOrderWith(page, 'razorpay');
      const providerOrder = [...razorpay.orders.values()].find((order) => order.receipt === number)!;

      const open = step.getByRole('button', { name: /with Razorpay$/ });
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Razorpay (fake)' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await step.getByText('The payment window was closed; nothing was taken. You can open it again.').waitFor();
      expect([...razorpay.payments.values()].filter((p) => p.order_id === providerOrder.id)).toEqual([]);
      const id = (
        await api<{ records: { id: number; number: string }[] }>(context, 'get', '/api/order-detail/for-customer')
      ).records.find((record) => record.number === number)!.id;
      expect((await api<OrderDetail>(context, 'get', `/api/order-detail/for-customer/${id}`)).state).toBe(
        'PendingPayment',
      );
      expect(page.url()).toMatch(/\/check-out/);

      // Escape closes it too; opened once more, it takes the payment.
      await open.click();
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await open.click();
      await dialog.getByRole('button', { name: /\(fake Razorpay\)$/ }).click();
      await expectPaidOrderPage(context, page, 'razorpay');
      expect(await violations()).toEqual([]);
    });
  });

  it("lets the providers' origins into /check-out's Content-Security-Policy only", async () => {
    await withCustomer(async (context) => {
      const page = await context.newPage();
      const checkout = await page.goto(`${server.url}/check-out`);
      expect(checkout?.status()).toBe(200);
      const policy = directives(checkout?.headers()['content-security-policy'] ?? '');
      for (const fake of [razorpay.url, paypal.url]) {
        // The script, the calls it makes to its own origin, and the frames real providers open.
        expect(policy.get('script-src'), fake).toContain(fake);
        expect(policy.get('connect-src'), fake).toContain(fake);
        expect(policy.get('frame-src'), fake).toContain(fake);
      }
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('style-src')?.join(' ')).toMatch(/^'self' 'nonce-[^']+'$/);

      const cart = await page.goto(`${server.url}/cart`);
      expect(cart?.status()).toBe(200);
      const cartPolicy = cart?.headers()['content-security-policy'] ?? '';
      expect(cartPolicy).toContain("script-src 'self'");
      expect(cartPolicy).not.toContain(razorpay.url);
      expect(cartPolicy).not.toContain(paypal.url);
      expect(directives(cartPolicy).has('frame-src')).toBe(false);
    });
  });
});
