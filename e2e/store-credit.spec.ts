import { formatPrice } from '@facet/contracts/money';
import type { OrderDetail } from '@facet/contracts/orders';
import type { PaymentStart } from '@facet/contracts/checkout';
import type { StoreCreditAccount, StoreCreditSettings } from '@facet/contracts/store-credit';
import type { UserRecord } from '@facet/contracts/users';
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
 * order the credit covers whole, paid at once. The Admin sets the most one grant may be on the
 * Store credit page and gives credit from the customer's page, held to it; a Manager refunds
 * part of an order paid partly with credit, and the customer sees the credit share on the order
 * and in their history. Each page passes axe at 390 and 1440 px.
 */

let server: RunningServer;
let browser: Browser;
let customer: Session;
let manager: Session;
let admin: Session;
startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  [customer, manager, admin] = await Promise.all([
    sessionOf({ server, browser }, 'customer@example.com'),
    sessionOf({ server, browser }, 'manager@example.com'),
    sessionOf({ server, browser }, 'admin@example.com'),
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

/** The page fits its width and has no serious axe problem; a screenshot to look at in /tmp. */
async function checkLayout(page: Page, name: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `/tmp/store-credit-${name}-${width}.png`, fullPage: true });
}

/**
 * Staff give credit, and wait for the balance and the toast to show it. The page's first toast
 * loads the toast area on demand: an axe run begun before it mounts caught it fading in (a
 * colour-contrast failure on the toast, id "1"), so the toast is waited for before any check.
 */
async function giveCredit(page: Page, amount: string, reason: string, balance: string) {
  await submitCredit(page, amount, reason);
  await page.locator('.Toastify').getByText('Store credit given.').last().waitFor({ timeout: 15_000 });
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

  it('has its limit set by the Admin, is given from the customer’s page, and comes back in part with a partial refund', async () => {
    const staff = await browser.newContext({ ...desktop, storageState: admin });
    const { page, problems } = await openPage(staff);
    try {
      // The Admin's settings page, from the back-office menu.
      await page.goto(`${server.url}/tax`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Store credit', exact: true }).first().click();
      await page.waitForURL((url) => url.pathname === '/store-credit');
      const settings = page.getByTestId('store-credit-settings');
      const rupees = settings.getByLabel('Most one grant may be, in rupees');
      const dollars = settings.getByLabel('Most one grant may be, in dollars');
      expect(await rupees.inputValue()).toBe('500000');
      await rupees.fill('0');
      await settings.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => rupees.getAttribute('aria-invalid')).toBe('true');
      expect(await settings.textContent()).toMatch(/must be between ₹1 and ₹1,00,00,000/i);
      await rupees.fill('2000');
      await dollars.fill('100');
      await settings.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(() => settings.getByRole('status').textContent(), { timeout: 10_000 })
        .toContain('The store credit limits are saved.');
      expect(await api<StoreCreditSettings>(staff, 'get', '/api/store-credit/settings')).toEqual({
        issueMaxInr: 2000,
        issueMaxUsd: 100,
      });
      await checkLayout(page, 'settings');
      await page.setViewportSize(mobile.viewport);
      await checkLayout(page, 'settings');
      await page.setViewportSize(desktop.viewport);

      // The customer's page, from the Customers list: a grant above the limit is refused, one within it given.
      await page.goto(`${server.url}/customers?search=customer%40example.com`, { waitUntil: 'networkidle' });
      await page.getByRole('table').getByRole('link').first().click();
      await page.waitForURL(/\/customers\/detail\/[0-9a-f-]{36}$/);
      const userId = new URL(page.url()).pathname.split('/').pop()!;
      expect((await api<UserRecord>(staff, 'get', `/api/user/${userId}`)).email).toBe('customer@example.com');
      const before = await api<StoreCreditAccount>(staff, 'get', `/api/store-credit/customer/${userId}`);
      const held = before.balances.find((balance) => balance.currency === 'INR')?.balance ?? 0;
      await submitCredit(page, '2500', 'Too generous');
      await expect
        .poll(() => page.getByTestId('give-credit-problem').textContent())
        .toContain('One grant of store credit may be at most ₹2,000');
      await giveCredit(page, '300', 'Goodwill: a call about sizing.', `₹${(held + 300).toLocaleString('en-IN')}`);
      expect(await page.getByTestId('store-credit-ledger').textContent()).toContain('Goodwill: a call about sizing.');
      await checkLayout(page, 'customer');
      await page.setViewportSize(mobile.viewport);
      await checkLayout(page, 'customer');
      expect(problems).toEqual([]);
    } finally {
      await api(staff, 'put', '/api/store-credit/settings', { issueMaxInr: 500_000, issueMaxUsd: 6_000 });
      await staff.close();
    }

    // An order paid partly with credit, then partly refunded by a Manager.
    const shopper = await browser.newContext({ ...mobile, storageState: customer });
    const office = await browser.newContext({ ...desktop, storageState: manager });
    const addressId = await addressOf(server, shopper);
    await api(shopper, 'post', '/api/shopping-cart', { kind: 'product', sku: EARRINGS });
    const started = await api<PaymentStart>(shopper, 'post', '/api/test-payment/cart/orders', {
      addressId,
      currency: 'INR',
      pan: TEST_PAN,
      useStoreCredit: true,
    });
    expect(started.order.storeCredit).toBeGreaterThan(0);
    await api(shopper, 'post', '/api/test-payment/cart/orders/capture', {
      paymentId: started.payment.providerOrderId,
      outcome: 'success',
    });
    await api(office, 'post', '/api/order-detail/refund', {
      orderId: started.order.id,
      lines: [{ lineId: started.order.lines[0]!.id, amount: 500 }],
      reason: 'A scratch on the clasp',
      requestKey: `store-credit-spec-${Date.now()}`,
    });
    const refunded = await api<OrderDetail>(shopper, 'get', `/api/order-detail/for-customer/${started.order.id}`);
    const share = refunded.refunds[0]!.storeCredit;
    expect(share).toBe(Math.round((500 * started.order.storeCredit * 100) / started.order.figures.total) / 100);

    // The customer's order page says how it came back; their history has the entry (390 px walk, 1440 px layout).
    const { page: mine, problems: theirs } = await openPage(shopper);
    await mine.goto(`${server.url}/my-orders/${started.order.id}`, { waitUntil: 'networkidle' });
    const refunds = mine.getByTestId('order-refunds-section');
    expect(await refunds.getByTestId('refund-store-credit').textContent()).toBe(
      `Given back as store credit: ${formatPrice(share, 'INR')}`,
    );
    expect(await refunds.textContent()).toContain('A scratch on the clasp');
    await checkLayout(mine, 'order-refund');
    await mine.setViewportSize(desktop.viewport);
    await checkLayout(mine, 'order-refund');
    await mine.goto(`${server.url}/account`, { waitUntil: 'networkidle' });
    const ledger = mine.locator('#store-credit').getByTestId('store-credit-ledger');
    expect(await ledger.locator('tbody tr').first().textContent()).toContain('Given back as store credit');
    expect(theirs).toEqual([]);
    await office.close();
    await shopper.close();
  }, 180_000);
});
