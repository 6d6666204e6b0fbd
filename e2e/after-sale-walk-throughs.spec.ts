import { type CarrierRecord, trackingLinkOf } from '@facet/contracts/carriers';
import { formatPrice } from '@facet/contracts/money';
import type { OrderDetail } from '@facet/contracts/orders';
import type { ReturnRequestRecord } from '@facet/contracts/returns';
import { shopDateInWords } from '@facet/contracts/shop-dates';
import type { StoreCreditAccount } from '@facet/contracts/store-credit';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from './support/api-calls.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { toast } from './support/back-office.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import { givePanIfAsked } from './support/customers.ts';
import { fillParcelFields, freshDelhiveryNumber } from './support/parcels.ts';
import { deliveredRing, moveTo, REASON, RING, startReturnsSpec, stateShown } from './support/return-requests.ts';
import type { RunningServer } from './support/server.ts';
import type { Session } from './support/spec-setup.ts';

/*
 * The three after-sale walk-throughs end to end, each at one width (1440, 390, 1440) with axe on
 * every page it visits: a return refunded in part from the queue, seen by the customer with its
 * credit note; a resize shipped back with its carrier and tracking link; an exchange credited and
 * spent on a new ring at checkout. The customer's delivered ring is made through the API.
 */

let server: RunningServer;
let browser: Browser;
let customer: Session;
let manager: Session;
startReturnsSpec((rig) => ({ server, browser, customer, manager } = rig));

const api = <T>(context: BrowserContext, method: 'get' | 'post' | 'put' | 'delete', path: string, data?: unknown) =>
  callApi<T>(server, context, method, path, data);

/** Axe's serious problems on the page as it is now, and how much wider than the screen it is, into `found`. */
async function checkPage(page: Page, found: string[]) {
  const width = page.viewportSize()!.width;
  const where = new URL(page.url()).pathname;
  for (const problem of await seriousAxeViolations(page)) found.push(`${width} px ${where} ${problem}`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) found.push(`${width} px ${where} is ${overflow} px too wide`);
}

/** Opens a page of a walk-through and checks it (axe, width) into `found`. */
async function visit(page: Page, path: string, found: string[]) {
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  await checkPage(page, found);
}

/**
 * The customer, on their delivered order's page, asks a `kind` for its ring: the form (filled
 * further by `fill`), a reason, and the request's page it lands on. Returns the request's id.
 */
async function askInBrowser(
  page: Page,
  order: OrderDetail,
  kind: 'return' | 'resize' | 'exchange',
  found: string[],
  fill: (form: Page) => Promise<void> = async () => {},
): Promise<number> {
  await visit(page, `/my-orders/${order.id}`, found);
  const row = page.getByTestId('order-returns-section').locator(`[data-line="${order.lines[0]!.id}"]`);
  await row.getByTestId(`ask-${kind}`).click();
  await page.waitForURL(/\/my-orders\/\d+\/returns\/new\?/);
  await page.getByTestId('return-outcome').waitFor();
  await checkPage(page, found);
  await fill(page);
  await page.getByLabel('Tell us why').fill(REASON);
  await page.getByRole('button', { name: 'Send my request' }).click();
  await page.waitForURL(/\/my-returns\/\d+$/);
  await page.getByTestId('return-history').waitFor();
  await checkPage(page, found);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** The Manager's moves through the API, up to the inspection passed (the walk-through's point is after). */
async function passedThroughApi(staff: BrowserContext, id: number) {
  for (const status of ['approved', 'received', 'passed']) {
    await api(staff, 'put', '/api/return-requests/move', { id, status });
  }
}

const rupees = (amount: number) => formatPrice(amount, 'INR');

const balanceOf = async (shopper: BrowserContext) =>
  (await api<StoreCreditAccount>(shopper, 'get', '/api/store-credit/mine')).balances.find(
    (balance) => balance.currency === 'INR',
  )?.balance ?? 0;

const WEAR_NOTE = 'The band needed polishing: ₹2,000 is kept for it.';

describe('after-sale walk-throughs', () => {
  it('a return refunded in part from the queue: the customer sees it refunded, on the line and in a credit note (1440 px)', async () => {
    const shopper = await browser.newContext({ ...desktop, storageState: customer });
    const staff = await browser.newContext({ ...desktop, storageState: manager });
    const order = await deliveredRing(server, shopper, staff);
    const found: string[] = [];
    const { page, problems } = await openPage(shopper);
    const id = await askInBrowser(page, order, 'return', found);
    expect(await stateShown(page)).toBe('requested');
    const asked = await api<ReturnRequestRecord>(staff, 'get', `/api/return-requests/${id}`);

    // The Manager finds it in the queue and takes it to refunded, keeping something for wear.
    const { page: back, problems: staffProblems } = await openPage(staff);
    await visit(back, '/returns', found);
    await back
      .getByRole('table', { name: 'Return requests' })
      .getByRole('link', { name: `Return request ${asked.number}` })
      .click();
    await back.waitForURL(`${server.url}/returns/${id}`);
    await back.getByTestId('return-move-form').waitFor();
    await checkPage(back, found);
    for (const [label, state] of [
      ['Approved — send it to us', 'approved'],
      ['Received', 'received'],
      ['Inspection passed', 'passed'],
    ] as const) {
      await moveTo(back, label);
      await expect.poll(() => stateShown(back)).toBe(state);
    }
    const amount = Math.floor(asked.refundEstimate) - 2000;
    await back.getByLabel('Next step').selectOption({ label: 'Refunded' });
    await back.getByLabel(/^Refund \(/).fill(String(amount));
    await back.getByLabel(/^Note/).fill(WEAR_NOTE);
    await back.getByRole('button', { name: 'Move the request' }).click();
    const dialog = back.getByRole('alertdialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Yes, move it' }).click();
    await toast(back, `Request ${asked.number} is now ‘Refunded’.`).waitFor();
    await expect.poll(() => stateShown(back)).toBe('refunded');
    expect(await back.getByTestId('return-refunded').textContent()).toContain(rupees(amount));
    expect(await back.getByTestId('return-closed').count()).toBe(1);
    await checkPage(back, found);

    // The customer's request says Refunded and how much; the order's line too, with its credit note.
    await visit(page, `/my-returns/${id}`, found);
    expect(await stateShown(page)).toBe('refunded');
    expect(await page.getByTestId('return-state').first().textContent()).toBe('Refunded');
    expect(await page.getByTestId('return-refunded').textContent()).toContain(rupees(amount));
    expect(await page.getByTestId('return-history').textContent()).toContain(WEAR_NOTE);
    await visit(page, `/my-orders/${order.id}`, found);
    expect(await page.getByTestId('line-refunded').textContent()).toBe(`Refunded ${rupees(amount)}`);
    const settled = await api<ReturnRequestRecord>(shopper, 'get', `/api/return-requests/for-customer/${id}`);
    const creditNote = settled.creditNote!;
    expect(creditNote.number).toBeTruthy();
    await page.getByRole('link', { name: `View credit note ${creditNote.number}` }).click();
    await page.waitForURL(`**/my-orders/${order.id}/documents/${creditNote.id}`);
    expect(await page.locator('main').textContent()).toContain(creditNote.number);
    expect(await page.locator('main').textContent()).toContain(rupees(amount));
    await checkPage(page, found);

    expect(found).toEqual([]);
    expect([...problems, ...staffProblems]).toEqual([]);
    await shopper.close();
    await staff.close();
  }, 180_000);

  it('a resize shipped back: the customer sees the carrier, the tracking link and the day (390 px)', async () => {
    const shopper = await browser.newContext({ ...mobile, storageState: customer });
    const staff = await browser.newContext({ ...mobile, storageState: manager });
    const order = await deliveredRing(server, shopper, staff);
    const found: string[] = [];
    const { page, problems } = await openPage(shopper);
    const id = await askInBrowser(page, order, 'resize', found, async (form) => {
      await form.getByLabel('New ring size').selectOption('7');
    });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Resize RTN-\d{6}$/);
    await passedThroughApi(staff, id);

    const { page: back, problems: staffProblems } = await openPage(staff);
    await visit(back, `/returns/${id}`, found);
    await back.getByLabel('Next step').selectOption({ label: 'Resized and shipped back' });
    const number = freshDelhiveryNumber();
    const arrives = await fillParcelFields(back, 'Delhivery', number);
    await checkPage(back, found);
    await back.getByRole('button', { name: 'Move the request' }).click();
    const dialog = back.getByRole('alertdialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Yes, move it' }).click();
    await expect.poll(() => stateShown(back)).toBe('shipped-back');
    await checkPage(back, found);

    const carriers = await api<CarrierRecord[]>(staff, 'get', '/api/carriers');
    const delhivery = carriers.find((carrier) => carrier.name === 'Delhivery')!;
    await visit(page, `/my-returns/${id}`, found);
    expect(await stateShown(page)).toBe('shipped-back');
    const parcel = page.getByTestId('return-parcel');
    const facts = (await parcel.textContent()) ?? '';
    expect(facts).toContain('Delhivery');
    expect(facts).toContain(number);
    expect(facts).toContain(shopDateInWords(arrives));
    expect(await parcel.getByRole('link', { name: /Track the parcel with Delhivery/ }).getAttribute('href')).toBe(
      trackingLinkOf(delhivery.trackingUrl, number),
    );

    expect(found).toEqual([]);
    expect([...problems, ...staffProblems]).toEqual([]);
    await shopper.close();
    await staff.close();
  }, 180_000);

  it('an exchange credited, then spent on a new ring at checkout (1440 px)', async () => {
    const shopper = await browser.newContext({ ...desktop, storageState: customer });
    // The credit is in rupees, as the order was, so the shopper shops in rupees.
    await shopper.addCookies([{ name: 'currency', value: 'INR', url: server.url }]);
    const staff = await browser.newContext({ ...desktop, storageState: manager });
    const before = await balanceOf(shopper);
    const order = await deliveredRing(server, shopper, staff);
    const found: string[] = [];
    const { page, problems } = await openPage(shopper);
    // Asked within the return window, an exchange credits what was paid: the form says so.
    const paid = rupees(order.lines[0]!.lineTotal);
    const id = await askInBrowser(page, order, 'exchange', found, async (form) => {
      expect(await form.getByTestId('return-outcome').textContent()).toMatch(
        new RegExp(`^${paid} as store credit towards a new piece`),
      );
    });
    await passedThroughApi(staff, id);

    const { page: back, problems: staffProblems } = await openPage(staff);
    await visit(back, `/returns/${id}`, found);
    await moveTo(back, 'Credited to your account');
    await expect.poll(() => stateShown(back)).toBe('credited');
    const settled = await api<ReturnRequestRecord>(staff, 'get', `/api/return-requests/${id}`);
    const credited = settled.credited!;
    expect(credited).toBe(order.lines[0]!.lineTotal);
    expect(await back.getByTestId('return-credited').textContent()).toContain(rupees(credited));
    await checkPage(back, found);

    await visit(page, `/my-returns/${id}`, found);
    expect(await page.getByTestId('return-credited').textContent()).toContain(rupees(credited));
    await visit(page, '/account', found);
    expect(await page.locator('#store-credit').getByTestId('store-credit-balance').textContent()).toBe(
      rupees(before + credited),
    );

    // A new ring, paid with the credit (and the rest, if any, through the provider).
    await api(shopper, 'post', '/api/shopping-cart', { kind: 'product', sku: RING, ringSize: '7' });
    await visit(page, '/check-out', found);
    await page.getByTestId('store-credit-choice').getByRole('checkbox').check();
    await givePanIfAsked(page);
    await checkPage(page, found);
    const wholly = (await page.getByTestId('place-order').textContent()) === 'Place order, paid with store credit';
    await page.getByTestId('place-order').click();
    if (!wholly) {
      await page.getByTestId('payment-step').waitFor();
      await page.getByRole('button', { name: /^Pay .* \(test\)$/ }).click();
    }
    await page.waitForURL(/\/my-orders\/\d+$/);
    await checkPage(page, found);
    expect(await page.getByTestId('order-status').first().getAttribute('data-state')).toBe('Paid');
    const bought = await api<OrderDetail>(
      shopper,
      'get',
      `/api/order-detail/for-customer/${new URL(page.url()).pathname.split('/').pop()}`,
    );
    const used = Math.min(before + credited, bought.figures.total);
    expect(bought.storeCredit).toBe(used);
    expect(await page.getByTestId('paid-with-store-credit').textContent()).toBe(rupees(used));
    await visit(page, '/account', found);
    const left = before + credited - used;
    const balance = page.locator('#store-credit');
    expect(
      left > 0 ? await balance.getByTestId('store-credit-balance').textContent() : await balance.textContent(),
    ).toContain(left > 0 ? rupees(left) : 'No store credit at the moment.');
    expect(await balanceOf(shopper)).toBe(left);

    expect(found).toEqual([]);
    expect([...problems, ...staffProblems]).toEqual([]);
    await shopper.close();
    await staff.close();
  }, 180_000);
});
