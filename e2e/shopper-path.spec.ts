import type { Bag } from '@facet/contracts/bag';
import type { OrderPage } from '@facet/contracts/orders';
import type { PaymentStart } from '@facet/contracts/checkout';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api-calls.ts';
import { newCustomer, registerIn, TEST_PAN } from './support/customers.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import { linkFromOutbox } from './support/outbox.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * The shopper's path from a product to a paid order, as the shop prints it: whole rupees and
 * dollars with figures that line up, shipping set per currency, a piece kept through sign-in or
 * sign-up, a checkout whose review shows every figure before there is an address (estimated for
 * a country, exact once one is added, the address form filled in from the account), the total
 * in view on a phone, one way of counting a built ring, and the "complete your payment" e-mail
 * whose link leads to paying. At 390 and 1440 px, under axe.
 */

let server: RunningServer;
let browser: Browser;
let admin: Session;
startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  admin = await sessionOf({ server, browser }, 'admin@example.com');
});

/** A demo engagement ring sold with its stone, and a demo setting made for a 1 ct round stone. */
const AURORA = 'aurora-halo-ring-white-gold-halo-1ct-oval-1.8mm';
const ELARA = 'elara-solitaire-ring-white-gold-solitaire-1ct-round-1.8mm';
const PASSWORD = 'Shopper-Path-2026';
const widths = [
  ['390', mobile],
  ['1440', desktop],
] as const;

const api = <T>(context: BrowserContext, method: 'get' | 'post' | 'put' | 'delete', path: string, data?: unknown) =>
  callApi<T>(server, context, method, path, data);

/** A new customer with a confirmed e-mail, signed in in `context`. */
async function confirmedCustomer(context: BrowserContext) {
  const customer = await registerIn(server, context, PASSWORD);
  const page = await context.newPage();
  await page.goto(await linkFromOutbox(browser, server.url, customer.email, '/confirm-email'));
  await page.close();
  return customer;
}

async function firstStone(query: string): Promise<string> {
  const answer = (await (await fetch(`${server.url}/api/stone/for-customer?pageSize=1&${query}`)).json()) as {
    data: { records: { sku: string }[] };
  };
  return answer.data.records[0]!.sku;
}

/** Waits for a page's content (a client navigation fades in) and for its scripts. */
async function settle(page: Page, testId: string) {
  await page.getByTestId(testId).first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** Signed out, "Add to bag" on a ring in a size: the sign-in page, once it says what waits. */
async function addSignedOut(page: Page, ringSize: string) {
  await page.goto(`${server.url}/product/${AURORA}`, { waitUntil: 'networkidle' });
  await page.getByLabel('Ring size').selectOption(ringSize);
  await page.getByTestId('add-to-bag-button').click();
  await page.waitForURL((url) => url.pathname === '/login');
  await settle(page, 'pending-add');
}

const numberStyle = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).fontVariantNumeric);

describe('prices a jeweller would print', () => {
  it.each(widths)('shows whole units everywhere, in figures that line up (%s px)', async (_width, size) => {
    const context = await browser.newContext(size);
    const { page, problems } = await openPage(context);
    await page.goto(`${server.url}/product/${AURORA}`, { waitUntil: 'networkidle' });
    const price = page.getByTestId('product-price').locator('span.figures').first();
    expect(await price.textContent()).toMatch(/^\$\d{1,3}(,\d{3})*$/);
    expect(await numberStyle(page, '[data-testid="product-price"] span.figures')).toBe('lining-nums tabular-nums');
    await page.getByTestId('currency-INR').first().click();
    await expect.poll(() => price.textContent(), { timeout: 10_000 }).toMatch(/^₹\d{1,2}(,\d{2})*,\d{3}$/);
    // The breakdown's lines are whole too.
    await page.getByTestId('price-breakdown').locator('summary').click();
    for (const line of await page.getByTestId('price-breakdown').locator('dd').allTextContents()) {
      expect(line).not.toMatch(/\.\d\d/);
    }
    // A stone's name in the display face: lining figures ("0.93 ct", never "o.93").
    const stone = await firstStone('stoneShapeName=Round');
    await page.goto(`${server.url}/stone/${encodeURIComponent(stone)}`, { waitUntil: 'networkidle' });
    expect(await numberStyle(page, 'h1')).toContain('lining-nums');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('charges insured shipping set by the Admin in each currency, free from a threshold, never converted', async () => {
    const staff = await browser.newContext({ ...desktop, storageState: admin });
    const { page } = await openPage(staff);
    await page.goto(`${server.url}/metal-and-price`, { waitUntil: 'networkidle' });
    const save = async (label: string, value: string) => {
      const form = page.locator('form').filter({ has: page.getByLabel(label, { exact: true }) });
      await form.getByLabel(label, { exact: true }).fill(value);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => form.textContent(), { timeout: 10_000 }).toMatch(/saved/i);
    };
    await save('Shipping in dollars', '40');
    await save('Free shipping from ($)', '100000');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const shopper = await browser.newContext(desktop);
    await confirmedCustomer(shopper);
    await api(shopper, 'post', '/api/shopping-cart', { kind: 'product', sku: AURORA, ringSize: '6' });
    const inDollars = await api<Bag>(shopper, 'get', '/api/shopping-cart?currency=USD');
    expect(inDollars.totals.shipping).toBe(40);
    expect(inDollars.totals.total).toBe(inDollars.totals.subtotal - inDollars.totals.itemDiscounts + 40);
    const shown = await openPage(shopper);
    await shown.page.goto(`${server.url}/cart`, { waitUntil: 'networkidle' });
    expect(await shown.page.getByTestId('shipping').first().textContent()).toBe('$40');

    // Over the threshold it ships free.
    await save('Free shipping from ($)', '300');
    await expect
      .poll(async () => (await api<Bag>(shopper, 'get', '/api/shopping-cart?currency=USD')).totals.shipping)
      .toBe(0);
    await save('Shipping in dollars', '25');
    await staff.close();
    await shopper.close();
  });
});

describe('a piece kept through sign-in', () => {
  it('says which piece waits on the sign-in page, and has it in the bag after signing in (390 px)', async () => {
    const setup = await browser.newContext();
    const customer = newCustomer(PASSWORD);
    expect(
      (
        await setup.request.post(`${server.url}/api/auth/register`, { headers: { origin: server.url }, data: customer })
      ).ok(),
    ).toBe(true);
    await setup.close();

    const context = await browser.newContext(mobile);
    const { page, problems } = await openPage(context);
    await addSignedOut(page, '6.5');
    expect(await page.getByTestId('pending-add').textContent()).toContain(
      'Sign in to add Aurora Halo Ring, size US 6.5, to your bag.',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('E-mail or phone number').fill(customer.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await Promise.all([
      page.waitForURL((url) => url.pathname.startsWith('/product/')),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    const bag = await api<Bag>(context, 'get', '/api/shopping-cart');
    expect(bag.lines.map((line) => [line.sku, line.ringSize])).toEqual([[AURORA, '6.5']]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says it on the sign-up page too, and has it in the new account’s bag (1440 px)', async () => {
    const context = await browser.newContext(desktop);
    const { page, problems } = await openPage(context);
    await addSignedOut(page, '7');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/signup');
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    await expect
      .poll(() => page.getByTestId('pending-add').textContent())
      .toContain('Create an account to add Aurora Halo Ring, size US 7, to your bag.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    const customer = newCustomer(PASSWORD);
    await page.getByLabel('First name').fill(customer.firstName);
    await page.getByLabel('Last name').fill(customer.lastName);
    await page.getByLabel('E-mail address').fill(customer.email);
    await page.getByLabel('Mobile number').fill(customer.phoneNumber);
    await page.getByLabel('Password').fill(PASSWORD);
    await Promise.all([
      page.waitForURL((url) => url.pathname.startsWith('/product/')),
      page.getByRole('button', { name: 'Create my account' }).click(),
    ]);
    const bag = await api<Bag>(context, 'get', '/api/shopping-cart');
    expect(bag.lines.map((line) => [line.sku, line.ringSize])).toEqual([[AURORA, '7']]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('checkout before there is an address', () => {
  it.each(widths)('shows every figure, estimated for a country, then exact (%s px)', async (width, size) => {
    const context = await browser.newContext(size);
    const customer = await confirmedCustomer(context);
    await api(context, 'post', '/api/shopping-cart', { kind: 'product', sku: AURORA, ringSize: '6' });
    const bag = await api<Bag>(context, 'get', '/api/shopping-cart?currency=USD');
    const { page, problems } = await openPage(context);
    await page.goto(`${server.url}/check-out`, { waitUntil: 'networkidle' });
    const review = page.getByTestId('checkout-review');
    // From the first paint: the figures, estimated for India.
    expect(await review.getByTestId('estimate').textContent()).toContain('Prices include GST');
    expect(await review.getByLabel('Estimated for delivery to').inputValue()).toBe('IN');
    expect(await review.getByTestId('subtotal').textContent()).toBe(`$${bag.totals.subtotal.toLocaleString('en-US')}`);
    expect(await review.getByTestId('shipping').textContent()).toBe('Free');
    const inIndia = await review.getByTestId('total').textContent();
    expect(inIndia).toBe(`$${bag.totals.total.toLocaleString('en-US')}`);
    expect(await review.getByTestId('tax-included').textContent()).toContain('GST');
    // On a phone the total stays in view below the steps; beside them on a desktop, it is the review's.
    expect(await page.getByTestId('total-bar').isVisible()).toBe(width === '390');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Abroad: the GST comes off.
    await review.getByLabel('Estimated for delivery to').selectOption('US');
    await page.waitForURL(/country=US/);
    await expect.poll(() => review.getByTestId('tax-removed').count(), { timeout: 10_000 }).toBe(1);
    const abroad = Number((await review.getByTestId('total').textContent())!.replace(/[^0-9]/g, ''));
    expect(abroad).toBeLessThan(bag.totals.total);

    // The address form is filled in from the account; the first address becomes the default.
    expect(await page.getByLabel('Full name').inputValue()).toBe(`${customer.firstName} ${customer.lastName}`);
    expect((await page.getByLabel('Phone number').inputValue()).replace(/\s/g, '')).toBe(
      customer.phoneNumber.replace(/\s/g, ''),
    );
    expect(await page.getByTestId('first-address-default').textContent()).toContain('default');
    await page.getByLabel('Address line 1').fill('12 Marine Drive');
    await page.getByLabel('City').fill('Mumbai');
    await page.getByLabel('State or union territory').selectOption('Maharashtra');
    await page.getByLabel('PIN code').fill('400002');
    const save = page.getByRole('button', { name: 'Save the address' });
    if (width === '390') {
      // A control reached by the keyboard stops above the total bar, never under it.
      await save.focus();
      const [button, bar] = await Promise.all([save.boundingBox(), page.getByTestId('total-bar').boundingBox()]);
      expect(button!.y + button!.height).toBeLessThanOrEqual(bar!.y);
    }
    await save.click();
    await expect.poll(() => review.getByTestId('estimate').count(), { timeout: 10_000 }).toBe(0);
    expect(await review.getByTestId('total').textContent()).toBe(inIndia);
    const [address] = await api<{ isDefault: boolean }[]>(context, 'get', '/api/address');
    expect(address?.isDefault).toBe(true);
    expect(await page.getByTestId('place-order').isEnabled()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('one way of counting, and the e-mail that leads to paying', () => {
  it('counts a built ring once in the header, the bag, checkout, My orders and the e-mail', async () => {
    const context = await browser.newContext(mobile);
    await confirmedCustomer(context);
    const centre = await firstStone('stoneShapeName=Round&minCarats=0.9&maxCarats=1.15');
    await api(context, 'post', '/api/shopping-cart', { kind: 'product', sku: AURORA, ringSize: '6', quantity: 2 });
    await api(context, 'post', '/api/shopping-cart', {
      kind: 'pair',
      settingSku: ELARA,
      stoneSku: centre,
      ringSize: '6',
    });
    const { page, problems } = await openPage(context);
    await page.goto(`${server.url}/cart`, { waitUntil: 'networkidle' });
    expect(await page.getByTestId('cart-link').getAttribute('aria-label')).toBe('Bag, 3 items');
    expect(await page.getByTestId('bag-count').textContent()).toBe('3 items in your bag.');
    await page.goto(`${server.url}/check-out`, { waitUntil: 'networkidle' });
    expect(await page.getByTestId('checkout-review').getByRole('heading', { level: 2 }).textContent()).toContain(
      '3 items',
    );

    const addressId = (
      await api<{ id: string }>(context, 'post', '/api/address', {
        fullName: 'Tara Mehta',
        phoneNumber: '+91 98200 00006',
        line1: '4 Carter Road',
        city: 'Mumbai',
        state: 'Maharashtra',
        postalCode: '400050',
        country: 'IN',
      })
    ).id;
    const placed = await api<PaymentStart>(context, 'post', '/api/test-payment/cart/orders', {
      addressId,
      pan: TEST_PAN,
      currency: 'USD',
    });
    const mine = await api<OrderPage>(context, 'get', '/api/order-detail/for-customer');
    expect(mine.records[0]).toMatchObject({ id: placed.order.id, itemCount: 3 });
    await page.goto(`${server.url}/my-orders`, { waitUntil: 'networkidle' });
    expect(await page.getByTestId('my-order').first().textContent()).toContain('3 items');

    // The e-mail: "complete your payment", and its link pays for the order.
    const link = await linkFromOutbox(
      browser,
      server.url,
      (await api<{ email: string }>(context, 'get', '/api/user/cuser')).email,
      `/check-out?order=${placed.order.id}`,
    );
    await page.goto(link, { waitUntil: 'networkidle' });
    const pay = page.getByTestId('pay-for-order');
    expect(await pay.getByRole('heading', { level: 2 }).textContent()).toBe(
      `Pay $${placed.order.figures.total.toLocaleString('en-US')}`,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('pages fading in', () => {
  it('fades in another page, never the page the document was loaded at, even when it is asked again', async () => {
    const context = await browser.newContext(desktop);
    const { page, problems } = await openPage(context);
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    const fading = () => page.locator('main .animate-page-in').count();
    expect(await fading()).toBe(0);
    // The header's home link asks for the same page again: a client navigation that stays on it.
    await page.getByRole('link', { name: /— home$/ }).click();
    await page.waitForLoadState('networkidle');
    expect(await fading()).toBe(0);
    await page.locator('main a[href^="/collections/"]').first().click();
    await page.waitForURL(/\/collections\//);
    await expect.poll(fading).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
