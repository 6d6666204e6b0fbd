import type { OrderDetail } from '@facet/contracts/orders';
import type { PaymentStart } from '@facet/contracts/checkout';
import { formatPrice } from '@facet/contracts/money';
import type { ProductCardPage } from '@facet/contracts/products';
import type { ReturnRequestRecord } from '@facet/contracts/returns';
import type { Browser, BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addressOf, callApi } from './support/api-calls.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import { TEST_PAN } from './support/customers.ts';
import { huidsFor } from './support/huids.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * A return as the customer lives it: their delivered order offers a return, a resize and an
 * exchange of each item (and says why not where it may not); they ask to return one, with a
 * reason, choosing to send the parcel themselves rather than have it collected, and land on the
 * request's page; once the shop approves it, they record the parcel they sent (carrier and
 * tracking number) and see its tracking link, staff see it on the request, and the return slip
 * prints with the request's number, the shop's address and how to pack. Each page passes axe at
 * 390 and 1440 px and is no wider than a phone.
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

async function ringSku(name: string): Promise<string> {
  const answer = (await (
    await fetch(`${server.url}/api/product/for-customer?pageSize=60&jewelleryTypeName=Ring`)
  ).json()) as { data: ProductCardPage };
  const card = answer.data.records.find((record) => record.name === name);
  if (!card) throw new Error(`no ${name} in the demo catalogue`);
  return card.sku;
}

/** The customer's order of a ring (size 6) and an engraved one, paid, shipped and delivered by the Manager. */
async function deliveredRings(shopper: BrowserContext, staff: BrowserContext): Promise<OrderDetail> {
  const addressId = await addressOf(server, shopper);
  const sku = await ringSku('Willow Leaf Ring');
  await api(shopper, 'post', '/api/shopping-cart', { kind: 'product', sku, ringSize: '6' });
  await api(shopper, 'post', '/api/shopping-cart', { kind: 'product', sku, ringSize: '7', engraving: 'Always' });
  const started = await api<PaymentStart>(shopper, 'post', '/api/test-payment/cart/orders', {
    addressId,
    pan: TEST_PAN,
    currency: 'INR',
  });
  const paid = await api<OrderDetail>(shopper, 'post', '/api/test-payment/cart/orders/capture', {
    paymentId: started.payment.providerOrderId,
    outcome: 'success',
  });
  const move = (status: string, extra: object = {}) =>
    api<OrderDetail>(staff, 'put', '/api/order-detail/updateStatus', { id: paid.id, status, ...extra });
  await move('Processing');
  await move('Shipped', { trackingNumber: 'BD 1234 IN', huids: huidsFor(paid) });
  return move('Delivered');
}

async function axeAtBothWidths(session: Session, path: string): Promise<string[]> {
  const problems: string[] = [];
  for (const viewport of [mobile, desktop]) {
    const context = await browser.newContext({ ...viewport, storageState: session });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    for (const problem of await seriousAxeViolations(page)) problems.push(`${viewport.viewport.width} px ${problem}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) problems.push(`${viewport.viewport.width} px ${path}: the page is ${overflow} px too wide`);
    await context.close();
  }
  return problems;
}

/** The pages the first test made, for the accessibility check after it (the customer's, and staff's). */
const axePages: string[] = [];
const staffAxePages: string[] = [];

describe('returns from My orders', () => {
  it('a customer returns one ring of a delivered order, and prints the slip once it is approved', async () => {
    const shopper = await browser.newContext({ ...mobile, storageState: customer });
    const staff = await browser.newContext({ ...desktop, storageState: manager });
    const order = await deliveredRings(shopper, staff);
    const plain = order.lines.find((line) => line.ringSize === '6')!;
    const engraved = order.lines.find((line) => line.engraving)!;
    const { page, problems } = await openPage(shopper);
    await page.goto(`${server.url}/my-orders/${order.id}`);
    const section = page.getByTestId('order-returns-section');
    await section.waitFor();
    const engravedRow = section.locator(`[data-line="${engraved.id}"]`);
    await expect
      .poll(() => engravedRow.getByTestId('return-reasons').textContent())
      .toContain('Engraved pieces cannot be returned.');
    expect(await engravedRow.getByTestId('ask-return').count()).toBe(0);
    await section.locator(`[data-line="${plain.id}"]`).getByTestId('ask-return').click();
    await page.waitForURL(/\/my-orders\/\d+\/returns\/new\?/);
    const refund = `A refund of ${formatPrice(plain.lineTotal, 'INR')},`;
    await expect.poll(() => page.getByTestId('return-outcome').textContent()).toContain(refund);
    // The shop's pick-up is free: offered first; this customer sends it themselves.
    expect(await page.getByLabel('Collect it from me (free)').isChecked()).toBe(true);
    await page.getByLabel('I will send it myself').check();
    await page.getByLabel('Tell us why').fill('It is lovely, but not for me.');
    await page.getByRole('button', { name: 'Send my request' }).click();
    await page.waitForURL(/\/my-returns\/\d+$/);
    const requestId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Return RTN-\d{6}$/);
    expect(await page.getByTestId('return-history').textContent()).toContain('Requested');

    await api(staff, 'put', '/api/return-requests/move', { id: requestId, status: 'approved' });
    await page.reload();
    // "I have sent it": a number that does not fit the carrier is refused with its shape, then the right one.
    const parcelForm = page.getByTestId('return-parcel-form');
    await parcelForm.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await parcelForm.getByLabel('Courier').selectOption({ label: 'Blue Dart' });
    await parcelForm.getByLabel('Tracking number').fill('BD 12');
    await parcelForm.getByRole('button', { name: 'I have sent it' }).click();
    await expect.poll(() => parcelForm.getByRole('alert').textContent()).toContain('11 digits');
    const awb = String(70_000_000_000 + (Date.now() % 1_000_000_000));
    await parcelForm.getByLabel('Tracking number').fill(awb);
    await parcelForm.getByRole('button', { name: 'I have sent it' }).click();
    const parcel = page.getByTestId('my-return-parcel');
    await expect.poll(() => parcel.textContent()).toContain(awb);
    expect(await parcel.textContent()).toContain('Blue Dart');
    const track = parcel.getByRole('link', { name: /Track the parcel with Blue Dart/ });
    expect(await track.getAttribute('href')).toContain(`trackNo=${awb}`);
    expect(await page.getByTestId('return-parcel-form').count()).toBe(0);
    // Staff see the parcel on its way on the request's page.
    const staffPage = await staff.newPage();
    await staffPage.goto(`${server.url}/returns/${requestId}`);
    await expect.poll(() => staffPage.getByTestId('return-parcel-in').textContent()).toContain(awb);
    await staffPage.close();

    await page.getByTestId('print-slip').click();
    await page.waitForURL(/\/slip$/);
    const request = await api<ReturnRequestRecord>(shopper, 'get', `/api/return-requests/for-customer/${requestId}`);
    await expect.poll(() => page.getByTestId('slip-number').textContent()).toBe(request.number);
    expect(await page.getByTestId('slip-address').textContent()).toContain(request.number);
    expect(await page.getByTestId('return-slip').textContent()).toContain('Film yourself packing it');
    expect(problems).toEqual([]);

    axePages.push(
      `/my-orders/${order.id}`,
      `/my-orders/${order.id}/returns/new?line=${engraved.id}&kind=resize`,
      `/my-returns/${requestId}`,
      `/my-returns/${requestId}/slip`,
    );
    staffAxePages.push(`/returns/${requestId}`);
    await shopper.close();
    await staff.close();
  });

  it('a customer withdraws a resize before sending the ring, after confirming', async () => {
    const shopper = await browser.newContext({ ...desktop, storageState: customer });
    const staff = await browser.newContext({ ...desktop, storageState: manager });
    const order = await deliveredRings(shopper, staff);
    const engraved = order.lines.find((line) => line.engraving)!;
    const { page, problems } = await openPage(shopper);
    await page.goto(`${server.url}/my-orders/${order.id}/returns/new?line=${engraved.id}&kind=resize`);
    await page.getByLabel('New ring size').selectOption('7.5');
    await page.getByLabel('Tell us why').fill('A little tight after the summer.');
    await page.getByRole('button', { name: 'Send my request' }).click();
    await page.waitForURL(/\/my-returns\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Resize RTN-\d{6}$/);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByTestId('withdraw').click();
    await expect.poll(() => page.getByTestId('return-history').textContent()).toContain('Withdrawn');
    expect(await page.getByTestId('withdraw').count()).toBe(0);
    expect(problems).toEqual([]);
    await shopper.close();
    await staff.close();
  });

  it('pass axe at 390 and 1440 px: the order, the request form, the request and its slip, staff’s request', async () => {
    expect(axePages).toHaveLength(4);
    expect(staffAxePages).toHaveLength(1);
    const problems = (
      await Promise.all([
        ...axePages.map((path) => axeAtBothWidths(customer, path)),
        ...staffAxePages.map((path) => axeAtBothWidths(manager, path)),
      ])
    ).flat();
    expect(problems).toEqual([]);
  }, 180_000);
});
