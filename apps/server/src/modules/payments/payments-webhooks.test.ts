import { randomUUID } from 'node:crypto';
import type { OrderDetail } from '@facet/contracts/orders';
import { paymentWebhookEvents } from '@facet/db/schema/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakePaypal } from '../../testing/fake-paypal.ts';
import type { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import type { TestApp } from '../../testing/test-app.ts';
import {
  captureCompleted,
  orderApproved,
  paymentCalls,
  type PaymentsShop,
  startPaymentsShop,
  stopPaymentsShop,
} from './payments.test-support.ts';

/*
 * Provider webhooks reaching the shop (issue 13), against the local fakes of Razorpay and PayPal:
 * signed events that pay an order whose browser never came back, forged ones, replays one by one
 * and all at once, and deliveries racing the browser's capture. Placing and capturing:
 * payments-checkout.test.ts.
 * What must happen once (a payment recorded, the move to Paid, its e-mail) is counted exactly; on
 * the PostgreSQL server (TEST_DATABASE_URL) the concurrent deliveries really run side by side.
 * Their set-up: payments.test-support.ts.
 */

let shop: PaymentsShop;
let t: TestApp;
let razorpay: FakeRazorpay;
let paypal: FakePaypal;

beforeAll(async () => {
  shop = await startPaymentsShop();
  ({ t, razorpay, paypal } = shop);
}, 60_000);

afterAll(() => stopPaymentsShop(shop ?? {}));

const {
  orderState,
  stoneState,
  paymentStatuses,
  expectPaidOnce,
  shopper,
  placed,
  capture,
  razorpayWebhook,
  paypalWebhook,
} = paymentCalls(() => shop);

describe('webhooks', () => {
  it('Razorpay: a signed payment.captured pays an order whose browser never came back; a forgery and replays change nothing', async () => {
    const cy = await shopper('cy.webhook');
    const { order, payment } = await placed(cy, 'razorpay');
    razorpay.pay(payment.providerOrderId);

    const forged = await razorpayWebhook('payment.captured', { orderId: payment.providerOrderId, forge: true });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errorMessages).toEqual(['The webhook could not be verified.']);
    expect(await orderState(order.id)).toBe('PendingPayment');
    expect(await paymentStatuses(order.id)).toEqual(['created']);

    const eventId = `evt_${randomUUID()}`;
    const first = await razorpayWebhook('payment.captured', { orderId: payment.providerOrderId, eventId });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ handled: true });
    expect(await stoneState(cy.stoneSku)).toBe('sold');
    await expectPaidOnce(order);

    // Razorpay retries an event with its id; it also sends order.paid about the same payment.
    for (let i = 0; i < 10; i += 1) {
      const replay = await razorpayWebhook('payment.captured', { orderId: payment.providerOrderId, eventId });
      expect(replay.statusCode).toBe(200);
      expect(replay.json().data).toEqual({ handled: false });
    }
    expect((await razorpayWebhook('order.paid', { orderId: payment.providerOrderId })).statusCode).toBe(200);
    await expectPaidOnce(order);
  });

  it('Razorpay: one webhook delivered 10 times at once records one payment, one move to Paid and one e-mail', async () => {
    const dee = await shopper('dee.webhooks');
    const { order, payment } = await placed(dee, 'razorpay');
    razorpay.pay(payment.providerOrderId);
    const eventId = `evt_${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        razorpayWebhook('payment.captured', { orderId: payment.providerOrderId, eventId }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    await expectPaidOnce(order);
    expect(
      await t.database.db.$count(
        paymentWebhookEvents,
        and(eq(paymentWebhookEvents.provider, 'razorpay'), eq(paymentWebhookEvents.eventId, eventId)),
      ),
    ).toBe(1);
  });

  it('Razorpay: the capture racing its webhook pays once', async () => {
    const eli = await shopper('eli.race');
    const { order, payment } = await placed(eli, 'razorpay');
    const answer = razorpay.pay(payment.providerOrderId);
    const [captured, hooked] = await Promise.all([
      capture('razorpay', eli.cookie, { ...answer }),
      razorpayWebhook('payment.captured', { orderId: payment.providerOrderId }),
    ]);
    expect(captured.statusCode, captured.body).toBe(200);
    expect((captured.json().data as OrderDetail).state).toBe('Paid');
    expect(hooked.statusCode, hooked.body).toBe(200);
    await expectPaidOnce(order);
  });

  it('PayPal: PAYMENT.CAPTURE.COMPLETED pays the order; a forgery, replays one by one and 10 at once change nothing', async () => {
    const fay = await shopper('fay.paypal.hook', 'US');
    const { order, payment } = await placed(fay, 'paypal');
    paypal.approve(payment.providerOrderId);
    // The PayPal button captured it itself, and the browser went away before telling us.
    paypal.captureElsewhere(payment.providerOrderId);
    const event = captureCompleted(paypal.orders.get(payment.providerOrderId)!);

    const forged = await paypalWebhook(event, { forge: true });
    expect(forged.statusCode).toBe(400);
    expect(await orderState(order.id)).toBe('PendingPayment');
    expect(await paymentStatuses(order.id)).toEqual(['created']);

    const first = await paypalWebhook(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ handled: true });
    await expectPaidOnce(order);
    for (let i = 0; i < 10; i += 1) expect((await paypalWebhook(event)).json().data).toEqual({ handled: false });
    const atOnce = await Promise.all(Array.from({ length: 10 }, () => paypalWebhook(event)));
    expect(atOnce.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    await expectPaidOnce(order);
  });

  it('PayPal: a capture event delivered 10 times at once, racing the browser’s capture, pays once', async () => {
    const gus = await shopper('gus.paypal.race', 'US');
    const { order, payment } = await placed(gus, 'paypal');
    paypal.approve(payment.providerOrderId);
    paypal.captureElsewhere(payment.providerOrderId);
    const event = captureCompleted(paypal.orders.get(payment.providerOrderId)!);
    const answers = await Promise.all([
      capture('paypal', gus.cookie, { orderID: payment.providerOrderId }),
      ...Array.from({ length: 10 }, () => paypalWebhook(event)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(11).fill(200));
    expect((answers[0]!.json().data as OrderDetail).state).toBe('Paid');
    await expectPaidOnce(order);
  });

  it('PayPal: CHECKOUT.ORDER.APPROVED makes the shop look the order up, which captures it', async () => {
    const hal = await shopper('hal.approved', 'US');
    const { order, payment } = await placed(hal, 'paypal');
    paypal.approve(payment.providerOrderId);
    const hooked = await paypalWebhook(orderApproved(payment.providerOrderId));
    expect(hooked.statusCode, hooked.body).toBe(200);
    expect(
      paypal.requests.filter(
        (r) => r.method === 'POST' && r.path === `/v2/checkout/orders/${payment.providerOrderId}/capture`,
      ),
    ).toHaveLength(1);
    expect(paypal.orders.get(payment.providerOrderId)?.status).toBe('COMPLETED');
    expect(await stoneState(hal.stoneSku)).toBe('sold');
    await expectPaidOnce(order);
  });
});
