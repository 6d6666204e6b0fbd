import { randomUUID } from 'node:crypto';
import { type OrderDetail, type OrderPage } from '@facet/contracts/orders';
import { type PaymentStart, placementMessages } from '@facet/contracts/checkout';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../testing/customers.ts';
import { addToBag, checkoutCustomer, startCheckout } from '../../testing/orders.ts';
import { insertStoneRow } from '../../testing/stones.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { oneRow } from '../../testing/rows.ts';
import {
  createOrdersTestApp,
  bagOf,
  capture,
  couponUses,
  mailsTo,
  orderCount,
  stoneState,
} from './orders.test-support.ts';

/*
 * Placing an order with the test provider, on the demo shop: from a bag of a piece, a stone and
 * a ring-builder pair (holds, coupon use, the bag emptied, one order per checkout attempt),
 * paying it, refusals that change nothing, tax by the delivery address, and a stone the
 * customer's own order holds. The order's life after: order-life.test.ts; the review before:
 * checkout-review.test.ts.
 */

let t: TestApp;
let earring: string;
let ring: string;
let setting: string;

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);

beforeAll(async () => ({ t, earring, ring, setting } = await createOrdersTestApp()));
afterAll(() => t?.close());

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
    const bag = await bagOf(t, asha.cookie);
    expect(bag.canCheckOut).toBe(true);
    // One way of counting: two of the ring, the earring, the stone, and the built ring once.
    expect(bag.count).toBe(5);
    const quoted = await t.app.inject({
      url: `/api/check-out/quote?addressId=${asha.addressId}&provider=test-payment&currency=INR`,
      headers: { cookie: asha.cookie },
    });
    expect(quoted.json().data.count).toBe(5);
    const mailsBeforePlacing = await mailsTo(t, 'asha.order@example.com');

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

    expect(await stoneState(t, 'ORD-LOOSE-1')).toBe('on_hold');
    expect(await stoneState(t, 'ORD-PAIR-1')).toBe('on_hold');
    expect(await couponUses(t, 'ORDER10')).toBe(1);
    expect((await bagOf(t, asha.cookie)).lines).toEqual([]);

    // The same attempt again (a double click, a retry, a second tab): the same order and payment.
    const again = await startCheckout(t, asha.cookie, { addressId: asha.addressId, currency: 'INR' }, { key });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json().data as PaymentStart).order.id).toBe(order.id);
    expect((again.json().data as PaymentStart).payment.providerOrderId).toBe(payment.providerOrderId);
    expect(await orderCount(t, asha.id)).toBe(1);
    expect(await couponUses(t, 'ORDER10')).toBe(1);

    // Placed: one "complete your payment" e-mail (not one per attempt), its pay-now link while the
    // hold lasts, the items counted as the bag counts them.
    expect(await mailsTo(t, 'asha.order@example.com')).toBe(mailsBeforePlacing + 1);
    const placedMail = await one<{ subject: string; text: string; html: string }>(
      sql`select subject, text, html from messages where "to" = 'asha.order@example.com' order by id desc limit 1`,
    );
    expect(placedMail.subject).toBe(`Order ${order.number}: placed — complete your payment — Facet Fine Jewellery`);
    expect(placedMail.text).toContain(`Pay now: http://shop.test/check-out?order=${order.id}`);
    expect(placedMail.text).toMatch(/keeping its pieces for you until \d{2}:\d{2} IST/);
    expect(placedMail.text).toContain(`Your order: 5 items, ₹`);
    expect(placedMail.text).toContain(', set with the ');
    // The built ring drawn with its stone, from the shop's own address.
    expect(placedMail.html).toContain(`src="http://shop.test/media/ring/${setting}/ORD-PAIR-1/400.webp"`);
    expect(placedMail.html).toMatch(/alt="[^"]+, set with the [^"]+"/);
    const ringPicture = await t.app.inject({ url: `/media/ring/${setting}/ORD-PAIR-1/400.webp` });
    expect(ringPicture.statusCode, ringPicture.body).toBe(200);
    expect(placedMail.html).toContain(`/check-out?order=${order.id}`);
    const mine = await t.app.inject({ url: '/api/order-detail/for-customer', headers: { cookie: asha.cookie } });
    expect((mine.json().data as OrderPage).records[0]).toMatchObject({ id: order.id, itemCount: 5 });

    // Paid: the stones are sold, the order says so, the customer has the e-mail; a replay changes nothing.
    const mailsBefore = await mailsTo(t, 'asha.order@example.com');
    const paid = await capture(t, asha.cookie, payment.providerOrderId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((paid.json().data as OrderDetail).state).toBe('Paid');
    expect(await stoneState(t, 'ORD-LOOSE-1')).toBe('sold');
    expect(await stoneState(t, 'ORD-PAIR-1')).toBe('sold');
    for (let i = 0; i < 3; i += 1)
      expect((await capture(t, asha.cookie, payment.providerOrderId)).statusCode).toBe(200);
    const detail = (paid.json().data as OrderDetail).events.map((event) => event.toState);
    expect(detail).toEqual(['PendingPayment', 'Paid']);
    const events = await one<{ n: number }>(
      sql`select count(*)::int as n from order_events where order_id = ${order.id}`,
    );
    expect(events.n).toBe(2);
    expect(await mailsTo(t, 'asha.order@example.com')).toBe(mailsBefore + 1);
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
    expect(await orderCount(t, ben.id)).toBe(0);
    expect((await bagOf(t, ben.cookie)).lines).toHaveLength(1);
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
    expect(await couponUses(t, 'LASTONE')).toBe(0);
    expect(await orderCount(t, second.id)).toBe(0);
    expect((await bagOf(t, second.cookie)).lines).toHaveLength(2);
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
    expect(await orderCount(t, cara.id)).toBe(0);
    await t.database.db.execute(sql`update discount_coupons set uses = 0 where code = 'LASTONE'`);
  });

  it('charges no GST on an export: the tax line goes and the total drops by it', async () => {
    const amy = await checkoutCustomer(t, 'amy.export@example.com', 'US');
    await addToBag(t, amy.cookie, { kind: 'product', sku: earring });
    const bag = await bagOf(t, amy.cookie);
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
    const declined = await capture(t, dev.cookie, payment.providerOrderId, 'failure');
    expect(declined.statusCode).toBe(422);
    expect(declined.json().errorMessages[0]).toContain('declined');
    const retry = await startCheckout(t, dev.cookie, { orderId: order.id }, { key: null });
    expect(retry.statusCode, retry.body).toBe(200);
    const second = (retry.json().data as PaymentStart).payment;
    expect(second.providerOrderId).not.toBe(payment.providerOrderId);
    expect((await capture(t, dev.cookie, second.providerOrderId)).json().data.state).toBe('Paid');
    // Paid: no more payments for it; another customer cannot pay for it or read it.
    expect((await startCheckout(t, dev.cookie, { orderId: order.id }, { key: null })).statusCode).toBe(409);
    const stranger = await newCustomer(t, 'stranger.order@example.com');
    expect((await startCheckout(t, stranger.cookie, { orderId: order.id }, { key: null })).statusCode).toBe(404);
    expect((await capture(t, stranger.cookie, second.providerOrderId)).statusCode).toBe(404);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/order-detail/for-customer/${order.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(peek.statusCode).toBe(404);
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
