import type { CarrierRecord } from '@facet/contracts/carriers';
import type { OrderDetail } from '@facet/contracts/orders';
import type { Browser, BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api-calls.ts';
import { demoSku, moveOrderOn, placePaidOrder } from './support/paid-orders.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { toast } from './support/back-office.ts';
import { desktop, openPage } from './support/browser.ts';
import { fillHuidFields } from './support/huids.ts';
import { fillParcelFields } from './support/parcels.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * Carriers and parcels as staff and the customer live them: the Admin changes a carrier's
 * tracking page on /carriers (and a pattern that is not safe is refused beside its form); a
 * Manager ships a paid ring from the back-office order page with that carrier, its tracking
 * number and the day it should arrive; the customer's order page then links to the carrier's
 * page for the parcel. At 1440 px, with axe.
 */

let server: RunningServer;
let browser: Browser;
let admin: Session;
let manager: Session;
let customer: Session;
startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  [admin, manager, customer] = await Promise.all([
    sessionOf({ server, browser }, 'admin@example.com'),
    sessionOf({ server, browser }, 'manager@example.com'),
    sessionOf({ server, browser }, 'customer@example.com'),
  ]);
});

const api = <T>(context: BrowserContext, method: 'get' | 'post' | 'put' | 'delete', path: string, data?: unknown) =>
  callApi<T>(server, context, method, path, data);

/** The customer's paid order of the Willow Leaf Ring, moved to being made by the Manager. */
async function ringBeingMade(shopper: BrowserContext, staff: BrowserContext): Promise<OrderDetail> {
  const sku = await demoSku(server, 'Ring', 'Willow Leaf Ring');
  return moveOrderOn(server, staff, await placePaidOrder(server, shopper, [{ sku, ringSize: '6' }]), 'Processing');
}

// One width: /carriers and the order pages are swept with axe at both (accessibility-*.spec.ts),
// and huids.spec.ts ships at 390 px.
const widths = [['1440 px', desktop, 'https://track.example/india-post/{tracking}', 'EE 246801357 IN']] as const;

describe('carriers and parcels', () => {
  for (const [name, viewport, template, trackingNumber] of widths) {
    it(`the Admin changes a carrier's tracking page; an unsafe pattern is refused (${name})`, async () => {
      const office = await browser.newContext({ ...viewport, storageState: admin });
      const { page: carriersPage, problems } = await openPage(office);
      await carriersPage.goto(`${server.url}/carriers`, { waitUntil: 'networkidle' });
      expect(await carriersPage.locator('h1').textContent()).toBe('Carriers');
      expect(await seriousAxeViolations(carriersPage)).toEqual([]);
      const indiaPost = carriersPage
        .locator('section')
        .filter({ has: carriersPage.getByRole('heading', { name: 'India Post' }) });

      // An unsafe pattern is refused beside its form, and nothing changes.
      await indiaPost.getByLabel(/Number pattern/).fill('^[A-Z0-9]+$');
      await indiaPost.getByRole('button', { name: 'Save India Post' }).click();
      const refusal = indiaPost.getByRole('alert');
      await refusal.waitFor();
      expect(await refusal.textContent()).toContain('Number pattern: must say how many characters there may be');
      expect(await seriousAxeViolations(carriersPage)).toEqual([]);

      await indiaPost.getByLabel(/Number pattern/).fill('^[A-Z]{2}[0-9]{9}IN$');
      await indiaPost.getByLabel('Tracking page').fill(template);
      await indiaPost.getByRole('button', { name: 'Save India Post' }).click();
      await toast(carriersPage, 'India Post is saved.').waitFor();
      const saved = (await api<CarrierRecord[]>(office, 'get', '/api/carriers')).find(
        (one) => one.name === 'India Post',
      );
      expect(saved?.trackingUrl).toBe(template);
      expect(problems).toEqual([]);

      await office.close();
    }, 120_000);

    it(`a Manager ships with it and the customer follows the link to its page (${name})`, async () => {
      const shopper = await browser.newContext({ ...viewport, storageState: customer });
      const staff = await browser.newContext({ ...viewport, storageState: manager });
      const order = await ringBeingMade(shopper, staff);
      const { page: back, problems: staffProblems } = await openPage(staff);
      await back.goto(`${server.url}/orders/detail/${order.id}`, { waitUntil: 'networkidle' });
      await back.getByLabel('New status').selectOption('Shipped');
      await back.getByLabel('Carrier').waitFor();
      // The carrier's number shape is the tracking number's hint; a wrong number is refused by the server.
      await fillParcelFields(back, 'India Post', '12345');
      await back
        .getByText('India Post tracking numbers are two letters, 9 digits and IN, like EE123456789IN.')
        .waitFor();
      await fillHuidFields(back);
      expect(await seriousAxeViolations(back)).toEqual([]);
      await back.getByRole('button', { name: 'Change status' }).click();
      const wrong = back.getByRole('alert').filter({ hasText: 'India Post tracking numbers' });
      await wrong.waitFor();
      expect((await api<OrderDetail>(staff, 'get', `/api/order-detail/${order.id}`)).state).toBe('Processing');

      await back.getByLabel(/Tracking number/).fill(trackingNumber);
      await back.getByRole('button', { name: 'Change status' }).click();
      await expect
        .poll(async () => (await api<OrderDetail>(staff, 'get', `/api/order-detail/${order.id}`)).state)
        .toBe('Shipped');
      const kept = trackingNumber.replaceAll(' ', '');
      const link = template.replace('{tracking}', kept);
      const staffParcel = back.getByTestId('parcel-tracking');
      await staffParcel.waitFor();
      expect(await staffParcel.textContent()).toContain(`Sent with India Post, tracking number ${kept}`);
      expect(await staffParcel.textContent()).toContain('Insured for ₹');
      expect(await back.getByRole('link', { name: /Packing slip/ }).getAttribute('href')).toBe(
        `/api/order-detail/${order.id}/packing-slip`,
      );
      expect(await seriousAxeViolations(back)).toEqual([]);
      expect(staffProblems).toEqual([]);

      const { page, problems: shopperProblems } = await openPage(shopper);
      await page.goto(`${server.url}/my-orders/${order.id}`);
      const parcel = page.getByTestId('parcel-tracking');
      expect(await parcel.textContent()).toContain(`Sent with India Post, tracking number ${kept}`);
      expect(await parcel.textContent()).toMatch(/Expected by \d{1,2} \w+ \d{4}/);
      const track = page.getByRole('link', { name: /Track the parcel with India Post/ });
      expect(await track.getAttribute('href')).toBe(link);
      expect(await track.getAttribute('target')).toBe('_blank');
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(shopperProblems).toEqual([]);
      await Promise.all([shopper.close(), staff.close()]);
    }, 120_000);
  }
});
