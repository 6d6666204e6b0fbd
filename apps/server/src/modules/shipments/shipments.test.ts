import type { CarrierRecord } from '@facet/contracts/carriers';
import type { OrderDetail } from '@facet/contracts/orders';
import { shopDateOf } from '@facet/contracts/shop-dates';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBag, checkoutCustomer, huidsFor, placeAndPay } from '../../testing/orders.ts';
import { oneRow } from '../../testing/rows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * Shipping with a carrier: the move to Shipped books the parcel (carrier, tracking number in the
 * carrier's shape, insured value, day of arrival) and shows it on both order pages and in the
 * e-mail with a tracking link; every wrong input is refused with a sentence and changes nothing;
 * the call with a tracking number alone still ships as before.
 */

/** An e-mail in the outbox as the tests read it back. */
interface MailRow {
  text: string;
  html: string;
  links: string[];
}

let t: TestApp;
let ring: string;
let carriers: CarrierRecord[];
let buyerNo = 0;

const carrier = (name: string) => carriers.find((one) => one.name === name)!;
const daysFromNow = (days: number) => shopDateOf(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  t = await createTestApp();
  ring = (
    await oneRow<{ sku: string }>(
      t.database.db,
      sql`select v.sku from product_variants v join products p on p.id = v.product_id
           where p.name = 'Seraphine Three Stone Ring' and v.is_active order by v.id limit 1`,
    )
  ).sku;
  carriers = (await t.injectAs('Admin', { method: 'GET', url: '/api/carriers' })).json().data as CarrierRecord[];
});
afterAll(() => t.close());

/** A new customer's order of the ring, paid and being made; answers it as staff see it, and the buyer. */
async function orderBeingMade(): Promise<{ order: OrderDetail; cookie: string; email: string }> {
  buyerNo += 1;
  const email = `parcel.buyer.${buyerNo}@example.com`;
  const buyer = await checkoutCustomer(t, email);
  await addToBag(t, buyer.cookie, { kind: 'product', sku: ring, ringSize: '6', quantity: 1 });
  const paid = await placeAndPay(t, buyer.cookie, buyer.addressId);
  const moved = await move({ id: paid.id, status: 'Processing' });
  expect(moved.statusCode, moved.body).toBe(200);
  return { order: moved.json().data as OrderDetail, cookie: buyer.cookie, email };
}

function move(payload: Record<string, unknown>, role: 'Admin' | 'Manager' | 'StoneManager' = 'Manager') {
  return t.injectAs(role, { method: 'PUT', url: '/api/order-detail/updateStatus', payload });
}

function ship(order: OrderDetail, fields: Record<string, unknown>) {
  return move({
    id: order.id,
    status: 'Shipped',
    huids: huidsFor(order),
    carrierId: carrier('Blue Dart').id,
    trackingNumber: '1234 5678 901',
    estimatedDelivery: daysFromNow(3),
    ...fields,
  });
}

/** What a refused move must leave as it was. */
async function snapshot(orderId: number) {
  return queryRows(
    t.database.db,
    sql`select (select state from orders where id = ${orderId}) as state,
               (select count(*)::int from shipments where order_id = ${orderId}) as shipments,
               (select count(*)::int from order_events where order_id = ${orderId}) as events,
               (select count(*)::int from messages) as messages,
               (select count(*)::int from order_line_huids h join order_lines l on l.id = h.order_line_id
                 where l.order_id = ${orderId}) as huids`,
  );
}

describe('shipping with a carrier', () => {
  it('books the parcel and shows its carrier, tracking link and day of arrival to staff, the customer and in the e-mail', async () => {
    const { order, cookie, email } = await orderBeingMade();
    const arrives = daysFromNow(3);
    const response = await ship(order, { insuredValue: 150000, estimatedDelivery: arrives });
    expect(response.statusCode, response.body).toBe(200);
    const shipped = response.json().data as OrderDetail;
    expect(shipped.state).toBe('Shipped');
    expect(shipped.trackingNumber).toBe('12345678901');
    expect(shipped.shipments).toEqual([
      expect.objectContaining({
        direction: 'outbound',
        carrier: { id: carrier('Blue Dart').id, name: 'Blue Dart' },
        trackingNumber: '12345678901',
        trackingUrl: carrier('Blue Dart').trackingUrl.replace('{tracking}', '12345678901'),
        insuredValue: 150000,
        currency: 'INR',
        estimatedDelivery: arrives,
      }),
    ]);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/order-detail/for-customer/${order.id}`,
      headers: { cookie },
    });
    expect((own.json().data as OrderDetail).shipments).toEqual(shipped.shipments);

    const [mail] = await queryRows<MailRow>(
      t.database.db,
      sql`select text, html, links from messages where "to" = ${email} and subject like '%shipped%'`,
    );
    expect(mail!.text).toContain('Carrier: Blue Dart\nTracking number: 12345678901\nExpected by: ');
    expect(mail!.text).toContain(`Track your parcel: ${shipped.shipments[0]!.trackingUrl}`);
    expect(mail!.html).toContain(`href="${shipped.shipments[0]!.trackingUrl.replace('&', '&amp;')}"`);
    expect(mail!.links).toContain(shipped.shipments[0]!.trackingUrl);
  });

  it("insures the parcel for the order's total when no value is given, and today is a day it may arrive", async () => {
    const { order } = await orderBeingMade();
    const response = await ship(order, {
      carrierId: carrier('UPS').id,
      trackingNumber: '1z999aa10123456784',
      estimatedDelivery: daysFromNow(0),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [shipment] = (response.json().data as OrderDetail).shipments;
    expect(shipment).toMatchObject({ trackingNumber: '1Z999AA10123456784', insuredValue: order.figures.total });
  });

  it('still ships with a tracking number alone, as orders did before carriers, with no parcel booked', async () => {
    const { order, email } = await orderBeingMade();
    const response = await move({
      id: order.id,
      status: 'Shipped',
      trackingNumber: 'BD 4455 IN',
      huids: huidsFor(order),
    });
    expect(response.statusCode, response.body).toBe(200);
    const shipped = response.json().data as OrderDetail;
    expect(shipped).toMatchObject({ state: 'Shipped', trackingNumber: 'BD 4455 IN', shipments: [] });
    const [mail] = await queryRows<Pick<MailRow, 'text'>>(
      t.database.db,
      sql`select text from messages where "to" = ${email} and subject like '%shipped%'`,
    );
    expect(mail!.text).toContain('Tracking number: BD 4455 IN');
    expect(mail!.text).not.toContain('Carrier:');
  });
});

describe('refusals change nothing', () => {
  let order: OrderDetail;
  beforeAll(async () => {
    ({ order } = await orderBeingMade());
  });

  it.each([
    ['an unknown carrier', { carrierId: 999999 }, 422, 'There is no such carrier.'],
    [
      'a number of the wrong shape',
      { trackingNumber: '1234567890' },
      422,
      'Blue Dart tracking numbers are 11 digits, like 12345678901.',
    ],
    ['a negative insured value', { insuredValue: -5 }, 400, 'insuredValue: must be more than 0'],
    ['a zero insured value', { insuredValue: 0 }, 400, 'insuredValue: must be more than 0'],
    ['an insured value as text', { insuredValue: '1000' }, 400, 'insuredValue:'],
    ['a carrier id as text', { carrierId: 'Blue Dart' }, 400, 'carrierId:'],
    ['a day in the past', { estimatedDelivery: daysFromNow(-1) }, 422, 'cannot be before today'],
    [
      'a day that is not one',
      { estimatedDelivery: '2026-02-30' },
      400,
      'estimatedDelivery: must be a date like 2026-12-02',
    ],
    ['no day of arrival', { estimatedDelivery: undefined }, 422, 'Give the day the parcel should arrive.'],
    [
      'no tracking number',
      { trackingNumber: undefined },
      422,
      'Give the tracking number of the parcel to mark it shipped.',
    ],
    [
      'an insured value without a carrier',
      { carrierId: undefined, insuredValue: 100 },
      422,
      'Choose the carrier of the parcel.',
    ],
  ])('%s', async (_what, fields, status, message) => {
    const before = await snapshot(order.id);
    const response = await ship(order, fields);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().errorMessages.join(' ')).toContain(message);
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('an inactive carrier', async () => {
    const created = await t.injectAs('Admin', {
      method: 'POST',
      url: '/api/carriers',
      payload: { name: 'Old Courier', trackingUrl: 'https://old.example/{tracking}', active: false },
    });
    const old = created.json().data as CarrierRecord;
    const before = await snapshot(order.id);
    const response = await ship(order, { carrierId: old.id, trackingNumber: 'ABC123' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errorMessages).toEqual([
      'Old Courier is no longer used for parcels; choose another carrier.',
    ]);
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('a carrier on a move that is not shipping, and a tracking number already on another parcel', async () => {
    const before = await snapshot(order.id);
    const cancel = await move({ id: order.id, status: 'Cancelled', carrierId: carrier('Blue Dart').id });
    expect(cancel.statusCode).toBe(422);
    expect(await snapshot(order.id)).toEqual(before);

    const first = await orderBeingMade();
    expect((await ship(first.order, { trackingNumber: '55555555555' })).statusCode).toBe(200);
    const afterFirst = await snapshot(order.id);
    const again = await ship(order, { trackingNumber: '555-5555-5555' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessages).toEqual([
      'The Blue Dart tracking number 55555555555 is already on another parcel.',
    ]);
    expect(await snapshot(order.id)).toEqual(afterFirst);
  });

  it('counts each carrier’s own parcels: one that carried none is deleted while others have carried some', async () => {
    const list = await t.injectAs('Admin', { method: 'GET', url: '/api/carriers' });
    const counts = new Map(
      list.json<{ data: { name: string; shipmentCount: number }[] }>().data.map((one) => [one.name, one.shipmentCount]),
    );
    expect(counts.get('Blue Dart')).toBeGreaterThan(0);
    expect(counts.get('India Post')).toBe(0);
    const deleted = await t.injectAs('Admin', { method: 'DELETE', url: `/api/carriers/${carrier('India Post').id}` });
    expect(deleted.statusCode).toBe(200);
  });

  it('a carrier that carried a parcel is made inactive, never deleted', async () => {
    const blueDart = carrier('Blue Dart');
    const refused = await t.injectAs('Admin', { method: 'DELETE', url: `/api/carriers/${blueDart.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessages).toEqual([
      'Blue Dart has carried parcels, so it stays in their records: make it inactive instead.',
    ]);
  });
});
