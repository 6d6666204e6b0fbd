import { randomUUID } from 'node:crypto';
import type { Bag } from '@facet/contracts/bag';
import { type OrderDetail, type OrderPage, type PaymentStart, placementMessages } from '@facet/contracts/orders';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../testing/customers.ts';
import { addToBag, checkoutCustomer, huidsFor, placeAndPay, startCheckout } from '../../testing/orders.ts';
import { insertStoneRow } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { runJobs } from '../../testing/jobs.ts';
import { oneRow } from '../../testing/rows.ts';

/*
 * Checkout and orders with the test provider, on the demo shop: placing an order from a bag of a
 * piece, a stone and a ring-builder pair (holds, coupon use, the bag emptied, one order per
 * checkout attempt), paying it, refusals that change nothing, tax by the delivery address, the
 * order's life as staff move it, what each customer may see, and the hold running out.
 */

let t: TestApp;
let earring: string;
let ring: string;
let setting: string;

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);

const stoneState = async (sku: string) =>
  (await one<{ state: string }>(sql`select state from stones where sku = ${sku}`)).state;
const couponUses = async (code: string) =>
  (await one<{ uses: number }>(sql`select uses from discount_coupons where code = ${code}`)).uses;
const orderCount = async (userId: string) =>
  (await one<{ n: number }>(sql`select count(*)::int as n from orders where user_id = ${userId}`)).n;
const mailsTo = async (email: string) =>
  (await one<{ n: number }>(sql`select count(*)::int as n from messages where "to" = ${email}`)).n;

async function bagOf(cookie: string): Promise<Bag> {
  const response = await t.app.inject({ method: 'GET', url: '/api/shopping-cart?currency=INR', headers: { cookie } });
  return response.json().data as Bag;
}

async function capture(cookie: string, paymentId: string, outcome: 'success' | 'failure' = 'success') {
  return t.app.inject({
    method: 'POST',
    url: '/api/test-payment/cart/orders/capture',
    headers: { cookie },
    payload: { paymentId, outcome },
  });
}

async function moveAs(role: 'Admin' | 'Manager' | 'StoneManager', payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/order-detail/updateStatus',
    headers: { cookie: await t.cookieFor(role) },
    payload,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const sku = async (query: ReturnType<typeof sql>) => (await one<{ sku: string }>(query)).sku;
  earring = await sku(
    sql`select v.sku from product_variants v join products p on p.id = v.product_id
          join jewellery_sub_types st on st.id = p.sub_type_id
          join jewellery_types jt on jt.id = st.jewellery_type_id
         where jt.name = 'Earring' and p.is_listed and v.is_active order by v.id limit 1`,
  );
  ring = await sku(
    sql`select v.sku from product_variants v join products p on p.id = v.product_id
         where p.name = 'Seraphine Three Stone Ring' and v.is_active order by v.id limit 1`,
  );
  setting = await sku(
    sql`select v.sku from product_variants v join products p on p.id = v.product_id
         where p.name = 'Elara Solitaire Ring' and v.is_active and v.center_stone_carat = 100 order by v.id limit 1`,
  );
  for (const [stoneSku, shape] of [
    ['ORD-LOOSE-1', 'Oval'],
    ['ORD-PAIR-1', 'Round'],
    ['ORD-RACE-1', 'Oval'],
    ['ORD-CANCEL-1', 'Oval'],
    ['ORD-EXPIRE-1', 'Oval'],
  ] as const) {
    await insertStoneRow(t, { sku: stoneSku, shape, carat: 1.01, costRupees: 300_000 });
  }
  await t.database.db.execute(
    sql`insert into discount_coupons (code, discount, usage_limit, start_date, end_date)
        values ('ORDER10', 1000, 5, current_date - 1, current_date + 30), ('LASTONE', 500, 1, current_date - 1, current_date + 30)`,
  );
});

afterAll(async () => {
  await t?.close();
});

describe('placing an order (POST /api/test-payment/cart/orders)', () => {
  it('snapshots a bag of a piece, a stone and a ring-builder pair, holds its stones, takes a coupon use and empties the bag', async () => {
    const asha = await checkoutCustomer(t, 'asha.order@example.com');
    await addToBag(t, asha.cookie, { kind: 'product', sku: ring, ringSize: '6', engraving: 'A & R', quantity: 2 });
    await addToBag(t, asha.cookie, { kind: 'product', sku: earring });
    await addToBag(t, asha.cookie, { kind: 'stone', sku: 'ORD-LOOSE-1' });
    await addToBag(t, asha.cookie, { kind: 'pair', settingSku: setting, stoneSku: 'ORD-PAIR-1', ringSize: '5.5' });
    await t.app.inject({
      method: 'POST',
      url: '/api/shopping-cart/apply-coupon',
      headers: { cookie: asha.cookie },
      payload: { couponCode: 'order10' },
    });
    const bag = await bagOf(asha.cookie);
    expect(bag.canCheckOut).toBe(true);
    // One way of counting: two of the ring, the earring, the stone, and the built ring once.
    expect(bag.count).toBe(5);
    const quoted = await t.app.inject({
      url: `/api/check-out/quote?addressId=${asha.addressId}&provider=test-payment&currency=INR`,
      headers: { cookie: asha.cookie },
    });
    expect(quoted.json().data.count).toBe(5);
    const mailsBeforePlacing = await mailsTo('asha.order@example.com');

    const key = randomUUID();
    // Figures from the browser are not read: the order's come from the server.
    const placed = await startCheckout(
      t,
      asha.cookie,
      { addressId: asha.addressId, currency: 'INR', total: 1, price: 1 },
      { key },
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const { order, payment } = placed.json().data as PaymentStart;
    expect(order.state).toBe('PendingPayment');
    expect(order.number).toMatch(/^FCT-\d{6}$/);
    expect(order.isTestPayment).toBe(true);
    expect(order.currency).toBe('INR');
    expect(order.delivery).toBe('india');
    expect(order.figures.total).toBe(bag.totals.total);
    expect(order.figures.tax).toBe(bag.totals.taxIncluded);
    expect(order.figures.couponDiscount).toBe(bag.totals.couponDiscount);
    expect(order.coupon).toEqual({ code: 'ORDER10', percent: 10 });
    expect(order.lines.map((line) => [line.sku, line.quantity, line.ringSize, line.engraving])).toEqual(
      bag.lines.map((line) => [line.sku, line.quantity, line.ringSize, line.engraving]),
    );
    expect(order.lines.find((line) => line.sku === ring)).toMatchObject({
      details: expect.any(String),
      lineTotal: expect.any(Number),
    });
    expect(order.address).toMatchObject({ city: 'Mumbai', postalCode: '400002', country: 'IN' });
    // A stone without a picture is drawn from its shape.
    expect(order.lines.find((line) => line.sku === 'ORD-LOOSE-1')).toMatchObject({ kind: 'stone', stoneShape: 'Oval' });
    expect(order.lines.find((line) => line.sku === earring)?.stoneShape).toBeNull();
    expect(order.canPay).toBe(true);
    expect(Date.parse(order.holdUntil!) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(payment).toMatchObject({ provider: 'test-payment', amount: bag.totals.total, currency: 'INR' });

    expect(await stoneState('ORD-LOOSE-1')).toBe('on_hold');
    expect(await stoneState('ORD-PAIR-1')).toBe('on_hold');
    expect(await couponUses('ORDER10')).toBe(1);
    expect((await bagOf(asha.cookie)).lines).toEqual([]);

    // The same attempt again (a double click, a retry, a second tab): the same order and payment.
    const again = await startCheckout(t, asha.cookie, { addressId: asha.addressId, currency: 'INR' }, { key });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json().data as PaymentStart).order.id).toBe(order.id);
    expect((again.json().data as PaymentStart).payment.providerOrderId).toBe(payment.providerOrderId);
    expect(await orderCount(asha.id)).toBe(1);
    expect(await couponUses('ORDER10')).toBe(1);

    // Placed: one "complete your payment" e-mail (not one per attempt), its pay-now link while the
    // hold lasts, the items counted as the bag counts them.
    expect(await mailsTo('asha.order@example.com')).toBe(mailsBeforePlacing + 1);
    const placedMail = await one<{ subject: string; text: string; html: string }>(
      sql`select subject, text, html from messages where "to" = 'asha.order@example.com' order by id desc limit 1`,
    );
    expect(placedMail.subject).toBe(`Order ${order.number}: placed — complete your payment — Facet Fine Jewellery`);
    expect(placedMail.text).toContain(`Pay now: http://shop.test/check-out?order=${order.id}`);
    expect(placedMail.text).toMatch(/keeping its pieces for you until \d{2}:\d{2} IST/);
    expect(placedMail.text).toContain(`Your order: 5 items, ₹`);
    expect(placedMail.text).toContain(', set with the ');
    expect(placedMail.html).toContain(`/check-out?order=${order.id}`);
    const mine = await t.app.inject({ url: '/api/order-detail/for-customer', headers: { cookie: asha.cookie } });
    expect((mine.json().data as OrderPage).records[0]).toMatchObject({ id: order.id, itemCount: 5 });

    // Paid: the stones are sold, the order says so, the customer has the e-mail; a replay changes nothing.
    const mailsBefore = await mailsTo('asha.order@example.com');
    const paid = await capture(asha.cookie, payment.providerOrderId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((paid.json().data as OrderDetail).state).toBe('Paid');
    expect(await stoneState('ORD-LOOSE-1')).toBe('sold');
    expect(await stoneState('ORD-PAIR-1')).toBe('sold');
    for (let i = 0; i < 3; i += 1) expect((await capture(asha.cookie, payment.providerOrderId)).statusCode).toBe(200);
    const detail = (paid.json().data as OrderDetail).events.map((event) => event.toState);
    expect(detail).toEqual(['PendingPayment', 'Paid']);
    const events = await one<{ n: number }>(
      sql`select count(*)::int as n from order_events where order_id = ${order.id}`,
    );
    expect(events.n).toBe(2);
    expect(await mailsTo('asha.order@example.com')).toBe(mailsBefore + 1);
  });

  it('needs an idempotency key, the customer’s own address, a confirmed e-mail and a bag that can be bought', async () => {
    const ben = await checkoutCustomer(t, 'ben.order@example.com');
    const other = await checkoutCustomer(t, 'other.order@example.com');
    expect((await startCheckout(t, ben.cookie, { addressId: ben.addressId })).json().errorMessages).toEqual([
      placementMessages.emptyBag,
    ]);
    await addToBag(t, ben.cookie, { kind: 'product', sku: earring });
    const noKey = await startCheckout(t, ben.cookie, { addressId: ben.addressId }, { key: null });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().errorMessages[0]).toContain('Idempotency-Key');
    const badKey = await startCheckout(t, ben.cookie, { addressId: ben.addressId }, { key: 'short' });
    expect(badKey.statusCode).toBe(400);
    const notTheirs = await startCheckout(t, ben.cookie, { addressId: other.addressId });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().errorMessages).toEqual([placementMessages.noAddress]);
    const both = await startCheckout(t, ben.cookie, { addressId: ben.addressId, orderId: 1 });
    expect(both.statusCode).toBe(400);

    await t.database.db.execute(sql`update users set email_confirmed = false where id = ${ben.id}`);
    expect((await startCheckout(t, ben.cookie, { addressId: ben.addressId })).statusCode).toBe(403);
    await t.database.db.execute(sql`update users set email_confirmed = true where id = ${ben.id}`);

    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/test-payment/cart/orders',
      payload: { addressId: ben.addressId },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await orderCount(ben.id)).toBe(0);
    expect((await bagOf(ben.cookie)).lines).toHaveLength(1);
  });

  it('refuses a stone another shopper holds, saying which, and holds or consumes nothing', async () => {
    const first = await checkoutCustomer(t, 'first.race@example.com');
    const second = await checkoutCustomer(t, 'second.race@example.com');
    await addToBag(t, first.cookie, { kind: 'stone', sku: 'ORD-RACE-1' });
    await addToBag(t, second.cookie, { kind: 'stone', sku: 'ORD-RACE-1' });
    await addToBag(t, second.cookie, { kind: 'product', sku: earring });
    await t.app.inject({
      method: 'POST',
      url: '/api/shopping-cart/apply-coupon',
      headers: { cookie: second.cookie },
      payload: { couponCode: 'LASTONE' },
    });
    expect((await startCheckout(t, first.cookie, { addressId: first.addressId, currency: 'INR' })).statusCode).toBe(
      200,
    );

    const refused = await startCheckout(t, second.cookie, { addressId: second.addressId, currency: 'INR' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessages).toEqual([placementMessages.stoneHeld('ORD-RACE-1')]);
    expect(await couponUses('LASTONE')).toBe(0);
    expect(await orderCount(second.id)).toBe(0);
    expect((await bagOf(second.cookie)).lines).toHaveLength(2);
  });

  it('refuses a coupon used up since it was applied, and places nothing', async () => {
    const cara = await checkoutCustomer(t, 'cara.order@example.com');
    await addToBag(t, cara.cookie, { kind: 'product', sku: earring });
    await t.app.inject({
      method: 'POST',
      url: '/api/shopping-cart/apply-coupon',
      headers: { cookie: cara.cookie },
      payload: { couponCode: 'LASTONE' },
    });
    await t.database.db.execute(sql`update discount_coupons set uses = usage_limit where code = 'LASTONE'`);
    const refused = await startCheckout(t, cara.cookie, { addressId: cara.addressId, currency: 'INR' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessages[0]).toContain('The coupon LASTONE has been used as many times as it allows.');
    expect(await orderCount(cara.id)).toBe(0);
    await t.database.db.execute(sql`update discount_coupons set uses = 0 where code = 'LASTONE'`);
  });

  it('charges no GST on an export: the tax line goes and the total drops by it', async () => {
    const amy = await checkoutCustomer(t, 'amy.export@example.com', 'US');
    await addToBag(t, amy.cookie, { kind: 'product', sku: earring });
    const bag = await bagOf(amy.cookie);
    const placed = await startCheckout(t, amy.cookie, { addressId: amy.addressId, currency: 'INR' });
    const { order } = placed.json().data as PaymentStart;
    expect(order.delivery).toBe('export');
    expect(order.figures.tax).toBe(0);
    expect(order.figures.taxRemoved).toBe(bag.totals.taxIncluded);
    expect(order.figures.total).toBeCloseTo(bag.totals.total - bag.totals.taxIncluded, 2);
  });

  it('keeps a declined payment’s order awaiting payment, and takes payment again from the order', async () => {
    const dev = await checkoutCustomer(t, 'dev.retry@example.com');
    await addToBag(t, dev.cookie, { kind: 'product', sku: earring });
    const { order, payment } = (await startCheckout(t, dev.cookie, { addressId: dev.addressId })).json()
      .data as PaymentStart;
    const declined = await capture(dev.cookie, payment.providerOrderId, 'failure');
    expect(declined.statusCode).toBe(422);
    expect(declined.json().errorMessages[0]).toContain('declined');
    const retry = await startCheckout(t, dev.cookie, { orderId: order.id }, { key: null });
    expect(retry.statusCode, retry.body).toBe(200);
    const second = (retry.json().data as PaymentStart).payment;
    expect(second.providerOrderId).not.toBe(payment.providerOrderId);
    expect((await capture(dev.cookie, second.providerOrderId)).json().data.state).toBe('Paid');
    // Paid: no more payments for it; another customer cannot pay for it or read it.
    expect((await startCheckout(t, dev.cookie, { orderId: order.id }, { key: null })).statusCode).toBe(409);
    const stranger = await newCustomer(t, 'stranger.order@example.com');
    expect((await startCheckout(t, stranger.cookie, { orderId: order.id }, { key: null })).statusCode).toBe(404);
    expect((await capture(stranger.cookie, second.providerOrderId)).statusCode).toBe(404);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/order-detail/for-customer/${order.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(peek.statusCode).toBe(404);
  });
});

describe('orders for customers and staff', () => {
  it('lists a customer’s own orders and shows one without the provider’s references', async () => {
    const eve = await checkoutCustomer(t, 'eve.list@example.com');
    await addToBag(t, eve.cookie, { kind: 'product', sku: earring });
    const paid = await placeAndPay(t, eve.cookie, eve.addressId);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/order-detail/for-customer',
      headers: { cookie: eve.cookie },
    });
    const page = list.json().data as OrderPage;
    expect(page.totalRecords).toBe(1);
    expect(page.records[0]).toMatchObject({ id: paid.id, number: paid.number, state: 'Paid', itemCount: 1 });
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/order-detail/for-customer/${paid.id}`,
      headers: { cookie: eve.cookie },
    });
    expect(own.json().data).toMatchObject({ id: paid.id, payments: [], nextStates: [] });
    for (const id of ['0', '-1', '1099511627776', 'abc', '1.5']) {
      const bad = await t.app.inject({
        method: 'GET',
        url: `/api/order-detail/for-customer/${id}`,
        headers: { cookie: eve.cookie },
      });
      expect(bad.statusCode, id).toBe(400);
    }
  });

  it('lets the Orders area find, read and move orders through their life, one allowed step at a time', async () => {
    const fay = await checkoutCustomer(t, 'fay.staff@example.com');
    await addToBag(t, fay.cookie, { kind: 'product', sku: earring });
    const paid = await placeAndPay(t, fay.cookie, fay.addressId);

    const manager = await t.cookieFor('Manager');
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/order-detail?search=${encodeURIComponent('fay.staff')}&state=Paid`,
      headers: { cookie: manager },
    });
    expect((found.json().data as OrderPage).records.map((order) => order.id)).toEqual([paid.id]);
    const bySku = await t.app.inject({
      method: 'GET',
      url: `/api/order-detail?search=${earring.toUpperCase()}`,
      headers: { cookie: manager },
    });
    expect((bySku.json().data as OrderPage).records.map((order) => order.id)).toContain(paid.id);
    const byNumber = await t.app.inject({
      method: 'GET',
      url: `/api/order-detail?search=${paid.number}`,
      headers: { cookie: manager },
    });
    expect((byNumber.json().data as OrderPage).records.map((order) => order.id)).toEqual([paid.id]);
    const badRange = await t.app.inject({
      method: 'GET',
      url: '/api/order-detail?from=2026-12-01&to=2026-11-01',
      headers: { cookie: manager },
    });
    expect(badRange.statusCode).toBe(400);
    const ancient = await t.app.inject({
      method: 'GET',
      url: '/api/order-detail?from=0000-01-01',
      headers: { cookie: manager },
    });
    expect(ancient.statusCode).toBe(400);
    expect(ancient.json().errorMessages[0]).toContain('must be a date between 2000 and 2999');

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/order-detail/${paid.id}`,
      headers: { cookie: manager },
    });
    const staffView = detail.json().data as OrderDetail;
    expect(staffView.nextStates).toEqual(['Processing', 'Cancelled', 'Refunded']);
    expect(staffView.payments[0]).toMatchObject({ provider: 'test-payment', status: 'captured' });

    // Not allowed: a sentence, nothing changed.
    const skip = await moveAs('Manager', { id: paid.id, status: 'Delivered' });
    expect(skip.statusCode).toBe(422);
    expect(skip.json().errorMessages).toEqual([
      'An order that is paid can only become being made or cancelled or refunded.',
    ]);
    expect((await moveAs('StoneManager', { id: paid.id, status: 'Processing' })).statusCode).toBe(403);
    expect((await moveAs('Manager', { id: 0, status: 'Processing' })).statusCode).toBe(400);
    expect((await moveAs('Manager', { id: 2_000_000_000, status: 'Processing' })).statusCode).toBe(404);

    expect(
      (await moveAs('Manager', { id: paid.id, status: 'Processing', note: 'Sizing at the bench' })).statusCode,
    ).toBe(200);
    const untracked = await moveAs('Manager', { id: paid.id, status: 'Shipped' });
    expect(untracked.statusCode).toBe(422);
    expect(untracked.json().errorMessages).toEqual(['Give the tracking number of the parcel to mark it shipped.']);
    const shipped = await moveAs('Admin', {
      id: paid.id,
      status: 'Shipped',
      trackingNumber: 'BD 123456789 IN',
      huids: huidsFor(paid),
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((shipped.json().data as OrderDetail).trackingNumber).toBe('BD 123456789 IN');
    const shippedMail = await one<{ subject: string; text: string; html: string }>(
      sql`select subject, text, html from messages where "to" = 'fay.staff@example.com' order by id desc limit 1`,
    );
    expect(shippedMail.subject).toContain('shipped');
    expect(shippedMail.text).toContain('Tracking number: BD 123456789 IN');
    expect(shippedMail.text).toContain(`http://shop.test/my-orders/${paid.id}`);
    expect(shippedMail.html).toContain('BD 123456789 IN');
    const cancelShipped = await moveAs('Manager', { id: paid.id, status: 'Cancelled' });
    expect(cancelShipped.json().errorMessages).toEqual([
      'An order that has shipped cannot be cancelled; refund it once it is returned.',
    ]);
    expect((await moveAs('Manager', { id: paid.id, status: 'Delivered' })).statusCode).toBe(200);
    const history = (
      await t.app.inject({
        method: 'GET',
        url: `/api/order-detail/for-customer/${paid.id}`,
        headers: { cookie: fay.cookie },
      })
    ).json().data as OrderDetail;
    expect(history.events.map((event) => [event.toState, event.mover])).toEqual([
      ['PendingPayment', 'customer'],
      ['Paid', 'payment'],
      ['Processing', 'staff'],
      ['Shipped', 'staff'],
      ['Delivered', 'staff'],
    ]);
    expect(history.events[2]!.note).toBe('Sizing at the bench');
    const lastMail = await one<{ subject: string; text: string }>(
      sql`select subject, text from messages where "to" = 'fay.staff@example.com' order by id desc limit 1`,
    );
    expect(lastMail.subject).toContain('delivered');

    const customerList = await t.app.inject({
      method: 'GET',
      url: '/api/order-detail',
      headers: { cookie: fay.cookie },
    });
    expect(customerList.statusCode).toBe(403);
  });

  it('cancelling an order awaiting payment puts its stones back on sale and gives the coupon use back', async () => {
    const gil = await checkoutCustomer(t, 'gil.cancel@example.com');
    await addToBag(t, gil.cookie, { kind: 'stone', sku: 'ORD-CANCEL-1' });
    await t.app.inject({
      method: 'POST',
      url: '/api/shopping-cart/apply-coupon',
      headers: { cookie: gil.cookie },
      payload: { couponCode: 'ORDER10' },
    });
    const usesBefore = await couponUses('ORDER10');
    const { order } = (await startCheckout(t, gil.cookie, { addressId: gil.addressId })).json().data as PaymentStart;
    expect(await couponUses('ORDER10')).toBe(usesBefore + 1);
    const cancelled = await moveAs('Manager', { id: order.id, status: 'Cancelled', note: 'Customer asked' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stoneState('ORD-CANCEL-1')).toBe('available');
    expect(await couponUses('ORDER10')).toBe(usesBefore);
    expect((await moveAs('Manager', { id: order.id, status: 'Paid' })).json().errorMessages).toEqual([
      'A cancelled order stays cancelled.',
    ]);
  });

  it('cancelling a paid order refunds it and puts its stone back on sale', async () => {
    const hal = await checkoutCustomer(t, 'hal.refund@example.com');
    await insertStoneRow(t, { sku: 'ORD-REFUND-1', shape: 'Oval', carat: 1.2, costRupees: 200_000 });
    await addToBag(t, hal.cookie, { kind: 'stone', sku: 'ORD-REFUND-1' });
    const paid = await placeAndPay(t, hal.cookie, hal.addressId);
    expect(await stoneState('ORD-REFUND-1')).toBe('sold');
    const cancelled = await moveAs('Admin', { id: paid.id, status: 'Cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json().data as OrderDetail).payments[0]).toMatchObject({
      status: 'refunded',
      providerRefundId: expect.stringContaining('refund'),
    });
    expect(await stoneState('ORD-REFUND-1')).toBe('available');
  });
});

describe('money arriving twice', () => {
  it('refunds a declined payment paid late after a second payment paid the order, and keeps the one that paid', async () => {
    const kit = await checkoutCustomer(t, 'kit.twice@example.com');
    await addToBag(t, kit.cookie, { kind: 'product', sku: earring });
    const { order, payment: first } = (await startCheckout(t, kit.cookie, { addressId: kit.addressId })).json()
      .data as PaymentStart;
    expect((await capture(kit.cookie, first.providerOrderId, 'failure')).statusCode).toBe(422);
    const second = (
      (await startCheckout(t, kit.cookie, { orderId: order.id }, { key: null })).json().data as PaymentStart
    ).payment;
    expect((await capture(kit.cookie, second.providerOrderId)).json().data.state).toBe('Paid');
    // The first payment goes through after all (a slow UPI approval, say): the order did not want it.
    expect((await capture(kit.cookie, first.providerOrderId)).statusCode).toBe(200);
    await t.database.db.execute(sql`insert into jobs (kind, run_at) values ('orders.reconcile-payments', now())`);
    await runJobs(t);
    const payments = await queryRows<{ provider_order_id: string; status: string }>(
      t.database.db,
      sql`select provider_order_id, status from order_payments where order_id = ${order.id} order by id`,
    );
    // The payment that paid the order is kept (before the fix the job refunded it too, leaving a
    // paid order with all its money given back).
    expect(payments).toEqual([
      { provider_order_id: first.providerOrderId, status: 'refunded' },
      { provider_order_id: second.providerOrderId, status: 'captured' },
    ]);
    expect((await one<{ state: string }>(sql`select state from orders where id = ${order.id}`)).state).toBe('Paid');
  });
});

describe('the hold running out', () => {
  it('cancels an unpaid order after its hold, puts its stones back on sale, and refuses paying for it', async () => {
    const ivy = await checkoutCustomer(t, 'ivy.expire@example.com');
    await addToBag(t, ivy.cookie, { kind: 'stone', sku: 'ORD-EXPIRE-1' });
    const { order, payment } = (await startCheckout(t, ivy.cookie, { addressId: ivy.addressId })).json()
      .data as PaymentStart;
    await t.database.db.execute(sql`update orders set hold_until = now() - interval '1 second' where id = ${order.id}`);
    await t.database.db.execute(sql`insert into jobs (kind, run_at) values ('orders.reconcile-payments', now())`);
    await runJobs(t);
    const after = await one<{ state: string }>(sql`select state from orders where id = ${order.id}`);
    expect(after.state).toBe('Cancelled');
    expect(await stoneState('ORD-EXPIRE-1')).toBe('available');
    const late = await startCheckout(t, ivy.cookie, { orderId: order.id }, { key: null });
    expect(late.statusCode).toBe(409);
    // A payment that arrives anyway is given back, not kept.
    const paidLate = await capture(ivy.cookie, payment.providerOrderId);
    expect(paidLate.statusCode, paidLate.body).toBe(200);
    const payments = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from order_payments where order_id = ${order.id}`,
    );
    expect(payments.map((p) => p.status)).toEqual(['refunded']);
    expect((paidLate.json().data as OrderDetail).state).toBe('Cancelled');
  });
});

describe('before placing: the ways to pay and the review', () => {
  it('offers the test provider when no real provider is configured, to anyone', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/payment-providers' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual([
      {
        provider: 'test-payment',
        label: 'Test payment — no money taken',
        currency: null,
        scriptUrl: null,
        publicKey: null,
      },
    ]);
  });

  it('quotes the bag as the order would be: tax by the address, the provider’s currency, the blockers', async () => {
    const jay = await checkoutCustomer(t, 'jay.quote@example.com');
    const abroad = await checkoutCustomer(t, 'kim.quote@example.com', 'US');
    const quote = (cookie: string, addressId: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/check-out/quote?addressId=${addressId}&provider=test-payment&currency=INR`,
        headers: { cookie },
      });
    const empty = await quote(jay.cookie, jay.addressId);
    expect(empty.json().data.blockers).toEqual([placementMessages.emptyBag]);

    await addToBag(t, jay.cookie, { kind: 'product', sku: earring });
    await addToBag(t, abroad.cookie, { kind: 'product', sku: earring });
    const bag = await bagOf(jay.cookie);
    const india = (await quote(jay.cookie, jay.addressId)).json().data;
    expect(india).toMatchObject({ currency: 'INR', delivery: 'india', count: 1, blockers: [] });
    expect(india.figures.total).toBe(bag.totals.total);
    expect(india.figures.tax).toBe(bag.totals.taxIncluded);
    const exported = (await quote(abroad.cookie, abroad.addressId)).json().data;
    expect(exported.delivery).toBe('export');
    expect(exported.figures.tax).toBe(0);
    expect(exported.figures.taxRemoved).toBe(bag.totals.taxIncluded);

    expect((await quote(jay.cookie, abroad.addressId)).statusCode).toBe(404);
    const notOffered = await t.app.inject({
      method: 'GET',
      url: `/api/check-out/quote?addressId=${jay.addressId}&provider=paypal`,
      headers: { cookie: jay.cookie },
    });
    expect(notOffered.statusCode).toBe(404);
    expect(notOffered.json().errorMessages).toEqual(['Payments with PayPal are not offered here.']);
    expect((await quote(jay.cookie, 'not-a-uuid')).statusCode).toBe(400);
    const signedOut = await t.app.inject({
      method: 'GET',
      url: `/api/check-out/quote?addressId=${jay.addressId}&provider=test-payment`,
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('estimates the bag for a country before there is an address, the same figures the address then gives', async () => {
    const eve = await checkoutCustomer(t, 'eve.estimate@example.com');
    const ned = await checkoutCustomer(t, 'ned.estimate@example.com', 'US');
    for (const customer of [eve, ned]) await addToBag(t, customer.cookie, { kind: 'product', sku: earring });
    const ask = (cookie: string, query: string) =>
      t.app.inject({ method: 'GET', url: `/api/check-out/quote?provider=test-payment&${query}`, headers: { cookie } });

    const inIndia = (await ask(eve.cookie, 'country=IN&currency=INR')).json().data;
    expect(inIndia).toMatchObject({ estimate: true, country: 'IN', delivery: 'india', currency: 'INR', count: 1 });
    const exact = (await ask(eve.cookie, `addressId=${eve.addressId}&currency=INR`)).json().data;
    expect(exact).toMatchObject({ estimate: false, country: 'IN', delivery: 'india' });
    expect(exact.figures).toEqual(inIndia.figures);

    const abroad = (await ask(ned.cookie, 'country=US&currency=USD')).json().data;
    expect(abroad).toMatchObject({ estimate: true, country: 'US', delivery: 'export', currency: 'USD' });
    expect(abroad.figures.tax).toBe(0);
    expect(abroad.figures.taxRemoved).toBeGreaterThan(0);
    expect((await ask(ned.cookie, `addressId=${ned.addressId}&currency=USD`)).json().data.figures).toEqual(
      abroad.figures,
    );

    for (const query of ['country=XX', 'country=in', `country=IN&addressId=${eve.addressId}`, '']) {
      const refused = await ask(eve.cookie, query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().errorMessages[0], query).toMatch(/^(country|addressId): /);
    }
  });
});

describe('a stone held by the customer’s own order', () => {
  it('says so when they add it to the bag again, naming the order to pay for', async () => {
    const lea = await checkoutCustomer(t, 'lea.own@example.com');
    await insertStoneRow(t, { sku: 'ORD-OWN-1', shape: 'Oval', carat: 1.1, costRupees: 250_000 });
    await addToBag(t, lea.cookie, { kind: 'stone', sku: 'ORD-OWN-1' });
    const { order } = (await startCheckout(t, lea.cookie, { addressId: lea.addressId })).json().data as PaymentStart;
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/shopping-cart',
      headers: { cookie: lea.cookie },
      payload: { kind: 'stone', sku: 'ORD-OWN-1' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errorMessages).toEqual([
      `This stone is in your order ${order.number}, awaiting payment: pay for it from My orders.`,
    ]);
    const stranger = await newCustomer(t, 'mo.own@example.com');
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/shopping-cart',
      headers: { cookie: stranger.cookie },
      payload: { kind: 'stone', sku: 'ORD-OWN-1' },
    });
    expect(other.json().errorMessages[0]).toMatch(/Another shopper is buying this stone right now/);
  });
});
