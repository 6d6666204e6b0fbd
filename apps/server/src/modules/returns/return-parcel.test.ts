import type { OrderDetail } from '@facet/contracts/orders';
import type { OrderReturnOptions, ReturnRequestRecord } from '@facet/contracts/returns';
import { shopDateOf } from '@facet/contracts/shop-dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductAs, ringDraft } from '../../testing/catalogue.ts';
import { messagesTo } from '../../testing/messages.ts';
import { addToBag, checkoutCustomer, deliverOrder, placeAndPay } from '../../testing/orders.ts';
import { oneRow } from '../../testing/rows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * The return parcel and the pick-up: a customer may ask the shop to collect a return or an
 * exchange (the policy's cost, fixed when asked, comes off the refund or the credit); once the
 * request is approved the customer records the parcel they sent, or staff the pick-up they
 * booked — once, checked against the carrier, and nobody else's.
 */

let t: TestApp;
let ring: string;
let customerNo = 0;
let awb = 50_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;
const nextAwb = () => String((awb += 1));

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);
const DAY = 86_400_000;
const shopDay = (days: number) => shopDateOf(new Date(Date.now() + days * DAY));
const carrierId = async (name: string) =>
  (await one<{ id: number }>(sql`select id from carriers where name = ${name}`)).id;
const returnParcels = async (id: number) =>
  (
    await one<{ n: number }>(
      sql`select count(*)::int as n from shipments where return_request_id = ${id} and direction = 'return'`,
    )
  ).n;

interface Delivered {
  order: OrderDetail;
  cookie: string;
  email: string;
  lineId: number;
  /** What one of the line's two rings was paid, major units. */
  paidEach: number;
}

/** A new customer's delivered order of two rings on one line. */
async function deliveredOrder(): Promise<Delivered> {
  customerNo += 1;
  const email = `parcel.buyer.${customerNo}@example.com`;
  const buyer = await checkoutCustomer(t, email);
  await addToBag(t, buyer.cookie, { kind: 'product', sku: ring, ringSize: '6', quantity: 2 });
  const paid = await placeAndPay(t, buyer.cookie, buyer.addressId);
  await deliverOrder(t, paid);
  const line = paid.lines[0]!;
  return { order: paid, cookie: buyer.cookie, email, lineId: line.id, paidEach: line.lineTotal / 2 };
}

function ask(cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/return-requests', headers: { cookie }, payload });
}

function move(payload: Record<string, unknown>) {
  return t.injectAs('Manager', { method: 'PUT', url: '/api/return-requests/move', payload });
}

function sendParcel(cookie: string, id: number | string, payload: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/return-requests/for-customer/${id}/parcel`,
    headers: { cookie },
    payload: payload as object,
  });
}

function bookPickup(id: number, payload: unknown, role: 'Manager' | 'Customer' = 'Manager') {
  return t.injectAs(role, { method: 'PUT', url: `/api/return-requests/${id}/parcel`, payload: payload as object });
}

async function setPickup(returnPickup: { offered: boolean; costInr: number; costUsd: number }) {
  const policy = (await t.app.inject({ method: 'GET', url: '/api/after-sale-policy' })).json().data;
  const { updateDate: _updateDate, ...terms } = policy;
  const changed = await t.injectAs('Admin', {
    method: 'PUT',
    url: '/api/after-sale-policy',
    payload: { ...terms, returnPickup },
  });
  expect(changed.statusCode, changed.body).toBe(200);
}

async function asked(delivered: Delivered, body: Record<string, unknown>): Promise<ReturnRequestRecord> {
  const answer = await ask(delivered.cookie, { orderLineId: delivered.lineId, reason: 'Not for me.', ...body });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as ReturnRequestRecord;
}

async function moveThrough(id: number, states: string[]) {
  for (const status of states) {
    const moved = await move({ id, status, note: 'Fine.' });
    expect(moved.statusCode, moved.body).toBe(200);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const product = await createProductAs(
    t,
    ringDraft({ productName: 'Test Parcel Solitaire', metalAttribute: ['Platinum'] }),
  );
  ring = product.productVarients.find((v) => v.centerStoneCarat === 1)!.sku;
});

afterAll(async () => {
  await t?.close();
});

describe('the pick-up, chosen when asking (POST /api/return-requests)', () => {
  it('offers the policy’s pick-up in the order’s currency and keeps its cost as asked, whatever the policy does after', async () => {
    await setPickup({ offered: true, costInr: 250, costUsd: 5 });
    const delivered = await deliveredOrder();
    const options = await t.app.inject({
      method: 'GET',
      url: `/api/return-requests/for-customer/order/${delivered.order.id}`,
      headers: { cookie: delivered.cookie },
    });
    expect((options.json().data as OrderReturnOptions).pickup).toEqual({ cost: 250 });
    const request = await asked(delivered, { kind: 'return', pickup: true });
    expect(request).toMatchObject({
      pickup: { cost: 250 },
      paidForPieces: delivered.paidEach,
      refundEstimate: delivered.paidEach - 250,
      returnParcel: null,
    });
    await setPickup({ offered: true, costInr: 900, costUsd: 20 });
    const later = await t.app.inject({
      method: 'GET',
      url: `/api/return-requests/for-customer/${request.id}`,
      headers: { cookie: delivered.cookie },
    });
    expect((later.json().data as ReturnRequestRecord).pickup).toEqual({ cost: 250 });
    // Nor can anything rewrite it in the database.
    await expect(
      t.database.db.execute(sql`update return_requests set pickup_cost = 0 where id = ${request.id}`),
    ).rejects.toThrow();
    // Settled without an amount, the refund is what was paid less the pick-up; never more than that.
    await moveThrough(request.id, ['approved', 'received', 'passed']);
    const above = await move({ id: request.id, status: 'refunded', amount: Math.ceil(delivered.paidEach) });
    expect(above.statusCode).toBe(422);
    expect(above.json().errorMessages[0]).toMatch(
      /^A return refunds at most ₹[\d,]+: what was paid for the pieces sent back, less the pick-up’s ₹250\.$/,
    );
    const refunded = await move({ id: request.id, status: 'refunded' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const line = await one<{ refunded: number }>(
      sql`select refunded_amount::float8 as refunded from order_lines where id = ${delivered.lineId}`,
    );
    expect(line.refunded).toBe((delivered.paidEach - 250) * 100);
  });

  it('takes the pick-up off an exchange’s credit, and a free pick-up off nothing', async () => {
    await setPickup({ offered: true, costInr: 300, costUsd: 5 });
    const delivered = await deliveredOrder();
    const exchange = await asked(delivered, { kind: 'exchange', pickup: true, quantity: 1 });
    expect(exchange.creditEstimate).toBe(delivered.paidEach - 300);
    await moveThrough(exchange.id, ['approved', 'received', 'passed', 'credited']);
    const credit = await one<{ balance: number }>(
      sql`select coalesce((select balance::float8 from store_credit_balances b join orders o on o.user_id = b.user_id
                            where o.id = ${delivered.order.id} and b.currency = 'INR'), 0) as balance`,
    );
    expect(credit.balance).toBe((delivered.paidEach - 300) * 100);
    await setPickup({ offered: true, costInr: 0, costUsd: 0 });
    const free = await asked(delivered, { kind: 'return', pickup: true });
    expect(free).toMatchObject({ pickup: { cost: 0 }, refundEstimate: delivered.paidEach });
  });

  it('refuses a pick-up the policy does not offer, one for a resize, and one that is not true or false', async () => {
    const delivered = await deliveredOrder();
    await setPickup({ offered: false, costInr: 0, costUsd: 0 });
    const options = await t.app.inject({
      method: 'GET',
      url: `/api/return-requests/for-customer/order/${delivered.order.id}`,
      headers: { cookie: delivered.cookie },
    });
    expect((options.json().data as OrderReturnOptions).pickup).toBeNull();
    const notOffered = await ask(delivered.cookie, {
      orderLineId: delivered.lineId,
      kind: 'return',
      reason: 'Too big.',
      pickup: true,
    });
    expect(notOffered.statusCode).toBe(422);
    expect(notOffered.json().errorMessages).toEqual([
      'We do not collect returns at the moment; please send the piece yourself.',
    ]);
    await setPickup({ offered: true, costInr: 0, costUsd: 0 });
    const resize = await ask(delivered.cookie, {
      orderLineId: delivered.lineId,
      kind: 'resize',
      newRingSize: '7',
      reason: 'Too tight.',
      pickup: true,
    });
    expect(resize.statusCode).toBe(400);
    expect(resize.body).toContain('We collect returns and exchanges; please send a ring for resizing yourself.');
    const notBoolean = await ask(delivered.cookie, {
      orderLineId: delivered.lineId,
      kind: 'return',
      reason: 'Too big.',
      pickup: 'yes',
    });
    expect(notBoolean.statusCode).toBe(400);
    expect(
      (
        await one<{ n: number }>(
          sql`select count(*)::int as n from return_requests where order_line_id = ${delivered.lineId}`,
        )
      ).n,
    ).toBe(0);
  });
});

describe('the customer’s parcel (PUT /api/return-requests/for-customer/:id/parcel)', () => {
  it('records the parcel once the request is approved: carrier, number, insured for what was paid', async () => {
    const delivered = await deliveredOrder();
    const request = await asked(delivered, { kind: 'return' });
    const blueDart = await carrierId('Blue Dart');
    const number = nextAwb();
    const early = await sendParcel(delivered.cookie, request.id, { carrierId: blueDart, trackingNumber: number });
    expect(early.statusCode).toBe(422);
    expect(early.json().errorMessages).toEqual([
      'The parcel is recorded once the request is approved and until we receive it; this one is requested.',
    ]);
    await moveThrough(request.id, ['approved']);
    // Another customer's request is none of theirs; an id that is not one is not found either.
    const other = await deliveredOrder();
    const theirs = await sendParcel(other.cookie, request.id, { carrierId: blueDart, trackingNumber: number });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().errorMessages).toEqual(['There is no such return request.']);
    expect(
      (await sendParcel(delivered.cookie, 2_147_483_647, { carrierId: blueDart, trackingNumber: number })).statusCode,
    ).toBe(404);
    expect(
      (await sendParcel(delivered.cookie, 'abc', { carrierId: blueDart, trackingNumber: number })).statusCode,
    ).toBe(400);
    // Wrong JSON types, missing fields, a body that is not an object.
    for (const body of [
      { carrierId: String(blueDart), trackingNumber: number },
      { carrierId: blueDart, trackingNumber: Number(number) },
      { carrierId: blueDart },
      { carrierId: blueDart, trackingNumber: '   ' },
      { carrierId: blueDart, trackingNumber: 'BD#1' },
      [blueDart, number],
    ]) {
      const bad = await sendParcel(delivered.cookie, request.id, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await sendParcel(delivered.cookie, request.id, { carrierId: 999_999, trackingNumber: number });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errorMessages).toEqual(['There is no such carrier.']);
    const misfit = await sendParcel(delivered.cookie, request.id, { carrierId: blueDart, trackingNumber: 'BD-12' });
    expect(misfit.statusCode).toBe(422);
    expect(misfit.json().errorMessages[0]).toContain('11 digits');
    expect(await returnParcels(request.id)).toBe(0);

    const sent = await sendParcel(delivered.cookie, request.id, { carrierId: blueDart, trackingNumber: ` ${number} ` });
    expect(sent.statusCode, sent.body).toBe(200);
    const record = sent.json().data as ReturnRequestRecord;
    expect(record.returnParcel).toMatchObject({
      direction: 'return',
      carrier: { name: 'Blue Dart' },
      trackingNumber: number,
      insuredValue: delivered.paidEach,
      pickupDate: null,
    });
    expect(record.returnParcel!.trackingUrl).toContain(`trackNo=${number}`);
    expect(record.shipment).toBeNull();
    // Staff see it on the request.
    const staff = await t.injectAs('Manager', { method: 'GET', url: `/api/return-requests/${request.id}` });
    expect((staff.json().data as ReturnRequestRecord).returnParcel?.trackingNumber).toBe(number);

    // Sent again, or another number: the first stays, alone.
    const replay = await sendParcel(delivered.cookie, request.id, { carrierId: blueDart, trackingNumber: number });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().errorMessages).toEqual(['The parcel of this request is already recorded.']);
    const another = await sendParcel(delivered.cookie, request.id, { carrierId: blueDart, trackingNumber: nextAwb() });
    expect(another.statusCode).toBe(409);
    expect(await returnParcels(request.id)).toBe(1);
  });

  it('takes no parcel once the piece is received, nor from the customer when the shop collects it', async () => {
    await setPickup({ offered: true, costInr: 0, costUsd: 0 });
    const delivered = await deliveredOrder();
    const blueDart = await carrierId('Blue Dart');
    const received = await asked(delivered, { kind: 'return', quantity: 1 });
    await moveThrough(received.id, ['approved', 'received']);
    const late = await sendParcel(delivered.cookie, received.id, { carrierId: blueDart, trackingNumber: nextAwb() });
    expect(late.statusCode).toBe(422);
    // A line has one request under way at a time: the pick-up is another customer's.
    const collector = await deliveredOrder();
    const collected = await asked(collector, { kind: 'exchange', pickup: true });
    await moveThrough(collected.id, ['approved']);
    const mine = await sendParcel(collector.cookie, collected.id, { carrierId: blueDart, trackingNumber: nextAwb() });
    expect(mine.statusCode).toBe(422);
    expect(mine.json().errorMessages[0]).toMatch(/^We collect this parcel/);
    expect(await returnParcels(received.id)).toBe(0);
    expect(await returnParcels(collected.id)).toBe(0);
  });
});

describe('the pick-up staff book (PUT /api/return-requests/:id/parcel)', () => {
  it('records the booked pick-up with its day, e-mails the customer its tracking link — once', async () => {
    await setPickup({ offered: true, costInr: 0, costUsd: 0 });
    const delivered = await deliveredOrder();
    const request = await asked(delivered, { kind: 'return', pickup: true });
    await moveThrough(request.id, ['approved']);
    const delhivery = await carrierId('Delhivery');
    const number = `9${nextAwb()}0`;
    expect(
      (
        await bookPickup(
          request.id,
          { carrierId: delhivery, trackingNumber: number, pickupDate: shopDay(2) },
          'Customer',
        )
      ).statusCode,
    ).toBe(403);
    for (const pickupDate of [shopDay(-3), shopDay(45)]) {
      const outside = await bookPickup(request.id, { carrierId: delhivery, trackingNumber: number, pickupDate });
      expect(outside.statusCode).toBe(422);
      expect(outside.json().errorMessages[0]).toMatch(/^The pick-up day must be from /);
    }
    expect(
      (await bookPickup(request.id, { carrierId: delhivery, trackingNumber: number, pickupDate: '2-12-2026' }))
        .statusCode,
    ).toBe(400);
    expect((await bookPickup(request.id, { carrierId: delhivery, trackingNumber: number })).statusCode).toBe(400);
    expect(await returnParcels(request.id)).toBe(0);

    const booked = await bookPickup(request.id, {
      carrierId: delhivery,
      trackingNumber: number,
      pickupDate: shopDay(2),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const record = booked.json().data as ReturnRequestRecord;
    expect(record.returnParcel).toMatchObject({
      direction: 'return',
      carrier: { name: 'Delhivery' },
      trackingNumber: number,
      pickupDate: shopDay(2),
      insuredValue: delivered.paidEach,
    });
    const mails = await messagesTo(t.database.db, delivered.email);
    const mail = mails.find((candidate) =>
      candidate.subject.startsWith(`Return ${request.number}: we collect your parcel`),
    );
    expect(mail?.text).toContain(`Delhivery will collect the parcel on`);
    expect(mail?.text).toContain(number);
    expect(mail?.text).toContain(`https://www.delhivery.com/track/package/${number}`);

    const replay = await bookPickup(request.id, {
      carrierId: delhivery,
      trackingNumber: number,
      pickupDate: shopDay(2),
    });
    expect(replay.statusCode).toBe(409);
    expect(await returnParcels(request.id)).toBe(1);
    const mailsAfter = await messagesTo(t.database.db, delivered.email);
    expect(mailsAfter.length).toBe(mails.length);
  });

  it('books no pick-up for a parcel the customer sends themselves, nor for an unknown request', async () => {
    const delivered = await deliveredOrder();
    const request = await asked(delivered, { kind: 'return' });
    await moveThrough(request.id, ['approved']);
    const payload = { carrierId: await carrierId('Blue Dart'), trackingNumber: nextAwb(), pickupDate: shopDay(1) };
    const theirs = await bookPickup(request.id, payload);
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().errorMessages[0]).toMatch(/^The customer sends this parcel themselves/);
    expect((await bookPickup(2_147_483_000, payload)).statusCode).toBe(404);
    expect(await returnParcels(request.id)).toBe(0);
  });
});
