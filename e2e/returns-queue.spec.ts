import type { OrderDetail } from '@facet/contracts/orders';
import type { ReturnRequestRecord } from '@facet/contracts/returns';
import type { Browser, BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { callApi } from './support/api-calls.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { toast } from './support/back-office.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import { fillParcelFields, freshDelhiveryNumber } from './support/parcels.ts';
import { deliveredRing, moveTo, REASON, startReturnsSpec, stateShown } from './support/return-requests.ts';
import type { RunningServer } from './support/server.ts';
import type { Session } from './support/spec-setup.ts';

/*
 * The Returns queue as the shop's staff work it: a customer's delivered ring and their request to
 * return it (with a picture) are made through the API; a Manager finds it in /returns, filters,
 * opens it, approves it, marks the parcel received, fails the inspection with a note and a photo,
 * and reads it all in the history; a settling move not wired yet shows the server's sentence. A
 * Jewellery Manager gets the 403 page. Both pages pass axe at 390 and 1440 px.
 */

const FAILED_NOTE = 'The band is scratched deeply on the inside; we cannot take it back as new.';

let server: RunningServer;
let browser: Browser;
let customer: Session;
let manager: Session;
let jewelleryManager: Session;
startReturnsSpec((rig) => ({ server, browser, customer, manager, jewelleryManager } = rig));

const api = <T>(context: BrowserContext, method: 'get' | 'post' | 'put' | 'delete', path: string, data?: unknown) =>
  callApi<T>(server, context, method, path, data);

/** A photograph-sized PNG of one colour. */
const photo = (background: string) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background } })
    .png()
    .toBuffer();

/** The customer uploads a picture and asks to return the order's ring. */
async function askToReturn(shopper: BrowserContext, order: OrderDetail): Promise<ReturnRequestRecord> {
  const uploaded = await shopper.request.post(`${server.url}/api/return-requests/picture`, {
    headers: { origin: server.url },
    multipart: { file: { name: 'ring.png', mimeType: 'image/png', buffer: await photo('#d9c7a3') } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const picture = ((await uploaded.json()) as { data: { id: string } }).data.id;
  return api<ReturnRequestRecord>(shopper, 'post', '/api/return-requests', {
    orderLineId: order.lines[0]!.id,
    kind: 'return',
    quantity: 1,
    reason: REASON,
    pictures: [picture],
  });
}

async function axeAtBothWidths(session: Session, path: string): Promise<string[]> {
  const problems: string[] = [];
  for (const viewport of [mobile, desktop]) {
    const context = await browser.newContext({ ...viewport, storageState: session });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    for (const problem of await seriousAxeViolations(page)) problems.push(`${viewport.viewport.width} px ${problem}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) problems.push(`${viewport.viewport.width} px: ${path} is ${overflow} px too wide`);
    await context.close();
  }
  return problems;
}

let request: ReturnRequestRecord;

describe('the Returns queue', () => {
  it('takes a Manager from the queue through approval, receipt and a failed inspection', async () => {
    const shopper = await browser.newContext({ ...desktop, storageState: customer });
    const staff = await browser.newContext({ ...desktop, storageState: manager });
    const order = await deliveredRing(server, shopper, staff);
    request = await askToReturn(shopper, order);
    await shopper.close();

    const { page, problems } = await openPage(staff);
    await page.goto(`${server.url}/returns`, { waitUntil: 'networkidle' });
    const results = page.getByRole('table', { name: 'Return requests' });
    const row = results.getByRole('row').filter({ hasText: request.number });
    expect(await row.textContent()).toContain(order.number);
    expect(await row.getByRole('link', { name: `Order ${order.number}` }).getAttribute('href')).toBe(
      `/orders/detail/${order.id}`,
    );

    // An exchange filter finds nothing (and says how to clear it); Return finds the request.
    await page.getByLabel('Kind').selectOption('exchange');
    await page.waitForURL(`${server.url}/returns?kind=exchange`);
    await page.getByText('No request matches these filters.').first().waitFor();
    await page.getByLabel('Kind').selectOption('return');
    await page.waitForURL(`${server.url}/returns?kind=return`);
    await results.getByRole('link', { name: `Return request ${request.number}` }).click();
    await page.waitForURL(`${server.url}/returns/${request.id}`);

    expect(await page.getByTestId('return-reason').textContent()).toBe(REASON);
    expect(await page.getByTestId('return-item').textContent()).toContain(order.lines[0]!.name);
    expect(await page.getByTestId('return-pictures-request').getByRole('img').count()).toBe(1);

    await moveTo(page, 'Approved — send it to us');
    await toast(page, `Request ${request.number} is now ‘Approved — send it to us’.`).waitFor();
    await expect.poll(() => stateShown(page)).toBe('approved');

    await moveTo(page, 'Received');
    await expect.poll(() => stateShown(page)).toBe('received');

    await page.getByLabel('Next step').selectOption({ label: 'Inspection failed' });
    expect(await page.getByLabel(/^Note/).getAttribute('required')).not.toBeNull();
    await page.getByLabel(/^Note/).fill(FAILED_NOTE);
    await page.getByLabel('Choose pictures').setInputFiles({
      name: 'scratch.png',
      mimeType: 'image/png',
      buffer: await photo('#8a8f99'),
    });
    await page.getByRole('img', { name: 'Your upload 1' }).waitFor();
    await page.getByRole('button', { name: 'Move the request' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, move it' }).click();
    await expect.poll(() => stateShown(page)).toBe('failed');
    expect(await page.getByTestId('inspection-note').textContent()).toBe(FAILED_NOTE);
    expect(await page.getByTestId('return-pictures-inspection').getByRole('img').count()).toBe(1);

    const history = page.getByTestId('return-history').getByRole('listitem');
    expect(await history.count()).toBe(4);
    const lastStep = (await history.last().textContent()) ?? '';
    expect(lastStep).toContain('Inspection failed by the shop');
    expect(lastStep).toContain(FAILED_NOTE);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // It goes back to the customer as a parcel booked with its carrier.
    await page.getByLabel('Next step').selectOption({ label: 'Sent back to you' });
    const number = freshDelhiveryNumber();
    await fillParcelFields(page, 'Delhivery', number);
    await page.getByRole('button', { name: 'Move the request' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Yes, move it' }).click();
    await expect.poll(() => stateShown(page)).toBe('returned-to-customer');
    const settled = await api<ReturnRequestRecord>(staff, 'get', `/api/return-requests/${request.id}`);
    expect(settled.shipment).toMatchObject({ direction: 'back-to-customer', trackingNumber: number });
    expect(problems).toEqual([]);
    await staff.close();
  }, 120_000);

  it('passes axe on the queue and the request at 390 and 1440 px', async () => {
    expect(await axeAtBothWidths(manager, '/returns?state=all')).toEqual([]);
    expect(await axeAtBothWidths(manager, `/returns/${request.id}`)).toEqual([]);
  });

  it('shows a Jewellery Manager the 403 page', async () => {
    const context = await browser.newContext({ ...desktop, storageState: jewelleryManager });
    const page = await context.newPage();
    for (const path of ['/returns', `/returns/${request.id}`]) {
      const answer = await page.goto(`${server.url}${path}`);
      expect(answer?.status(), path).toBe(403);
      expect(await page.textContent('body')).not.toContain(REASON);
    }
    await context.close();
  });
});
