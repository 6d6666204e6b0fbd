import type { OrderDetail } from '@facet/contracts/orders';
import { orderPayments } from '@facet/db/schema/orders';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakePaypal } from '../../testing/fake-paypal.ts';
import type { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import type { TestApp } from '../../testing/test-app.ts';
import {
  minor,
  paymentCalls,
  type PaymentsShop,
  startPaymentsShop,
  stopPaymentsShop,
} from './payments.test-support.ts';

/*
 * The reconcile job (issue 13) — payments nobody reported, orders whose hold ran out, money
 * captured for an order that no longer wanted it — and staff refunds through the provider,
 * against the local fakes of Razorpay and PayPal. Placing and capturing: payments-checkout.test.ts.
 * What must happen once (a payment recorded, the move to Paid, its e-mail) is counted exactly.
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
  paidEvents,
  expectPaidOnce,
  shopper,
  placed,
  capture,
  razorpayWebhook,
  moveAs,
  runReconcile,
} = paymentCalls(() => shop);

describe('the reconcile job', () => {
  it('asks the providers about payments nobody reported for a minute: paid at Razorpay, approved at PayPal → Paid', async () => {
    const ida = await shopper('ida.reconcile');
    const jo = await shopper('jo.reconcile', 'US');
    const kim = await shopper('kim.reconcile');
    const atRazorpay = await placed(ida, 'razorpay');
    const atPaypal = await placed(jo, 'paypal');
    const recent = await placed(kim, 'razorpay');
    razorpay.pay(atRazorpay.payment.providerOrderId);
    paypal.approve(atPaypal.payment.providerOrderId);
    razorpay.pay(recent.payment.providerOrderId);
    await t.database.db.execute(
      sql`update order_payments set update_date = now() - interval '2 minutes'
           where order_id in (${atRazorpay.order.id}, ${atPaypal.order.id})`,
    );

    await runReconcile();
    await expectPaidOnce(atRazorpay.order);
    await expectPaidOnce(atPaypal.order);
    expect(paypal.orders.get(atPaypal.payment.providerOrderId)?.status).toBe('COMPLETED');
    // A payment started less than a minute ago is left to its browser and webhook.
    expect(await orderState(recent.order.id)).toBe('PendingPayment');
    expect(await paymentStatuses(recent.order.id)).toEqual(['created']);
  });

  it('cancels an order whose hold ran out unpaid and puts its stone back on sale', async () => {
    const lea = await shopper('lea.expired');
    const { order } = await placed(lea, 'razorpay');
    await t.database.db.execute(sql`update orders set hold_until = now() - interval '1 second' where id = ${order.id}`);
    await runReconcile();
    expect(await orderState(order.id)).toBe('Cancelled');
    expect(await stoneState(lea.stoneSku)).toBe('available');
    expect(await paymentStatuses(order.id)).toEqual(['failed']);
    expect(await paidEvents(order.id)).toBe(0);
  });

  it('keeps an expired order held while Razorpay cannot say whether it was paid, and records the payment once it can', async () => {
    const nia = await shopper('nia.unsure');
    const { order, payment } = await placed(nia, 'razorpay');
    razorpay.pay(payment.providerOrderId);
    await t.database.db.execute(sql`update orders set hold_until = now() - interval '1 second' where id = ${order.id}`);
    razorpay.failNext(
      { method: 'GET', path: `/v1/orders/${payment.providerOrderId}/payments` },
      { status: 500, body: { error: { code: 'SERVER_ERROR' } } },
    );
    await runReconcile();
    // Cancelling now would put the stone back on sale with the payer's money kept at Razorpay.
    expect(await orderState(order.id)).toBe('PendingPayment');
    expect(await stoneState(nia.stoneSku)).toBe('on_hold');
    await runReconcile();
    await expectPaidOnce(order);
    expect(await stoneState(nia.stoneSku)).toBe('sold');
  });

  it('refunds money captured at Razorpay for an order already cancelled, at once or by the job when Razorpay fails; the order stays cancelled', async () => {
    const max = await shopper('max.late');
    const { order, payment } = await placed(max, 'razorpay');
    await t.database.db.execute(sql`update orders set hold_until = now() - interval '1 second' where id = ${order.id}`);
    await runReconcile();
    expect(await orderState(order.id)).toBe('Cancelled');

    // The payer still had Checkout open and paid; Razorpay tells us, but refuses the refund for now.
    const answer = razorpay.pay(payment.providerOrderId);
    razorpay.failNext(
      { method: 'POST', path: /\/refund$/ },
      { status: 500, body: { error: { code: 'SERVER_ERROR' } } },
    );
    const hooked = await razorpayWebhook('payment.captured', { paymentId: answer.razorpay_payment_id });
    expect(hooked.statusCode, hooked.body).toBe(200);
    expect(await paymentStatuses(order.id)).toEqual(['captured']);
    expect([...razorpay.refunds.values()].filter((r) => r.payment_id === answer.razorpay_payment_id)).toHaveLength(0);

    await runReconcile();
    const refunds = [...razorpay.refunds.values()].filter((r) => r.payment_id === answer.razorpay_payment_id);
    expect(refunds.map((r) => r.amount)).toEqual([minor(order.figures.total)]);
    expect(await paymentStatuses(order.id)).toEqual(['refunded']);
    expect(await orderState(order.id)).toBe('Cancelled');
    expect(await stoneState(max.stoneSku)).toBe('available');
    expect(await paidEvents(order.id)).toBe(0);

    // The browser's capture arriving after all changes nothing and refunds nothing more.
    const late = await capture('razorpay', max.cookie, { ...answer });
    expect(late.statusCode, late.body).toBe(200);
    expect((late.json().data as OrderDetail).state).toBe('Cancelled');
    expect([...razorpay.refunds.values()].filter((r) => r.payment_id === answer.razorpay_payment_id)).toHaveLength(1);
  });
});

describe('staff refunds', () => {
  it('refunds a paid Razorpay order in full through Razorpay; a Razorpay failure refuses the move and changes nothing', async () => {
    const ned = await shopper('ned.refund');
    const { order, payment } = await placed(ned, 'razorpay');
    const answer = razorpay.pay(payment.providerOrderId);
    expect((await capture('razorpay', ned.cookie, { ...answer })).statusCode).toBe(200);

    razorpay.failNext(
      { method: 'POST', path: /\/refund$/ },
      { status: 500, body: { error: { code: 'SERVER_ERROR' } } },
    );
    const refused = await moveAs('Manager', { id: order.id, status: 'Refunded', note: 'Returned unworn' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().errorMessages).toEqual([
      'The refund could not be made: Razorpay could not be reached. Please try again in a moment. Nothing was changed.',
    ]);
    expect(await orderState(order.id)).toBe('Paid');
    expect(await paymentStatuses(order.id)).toEqual(['captured']);
    expect(await stoneState(ned.stoneSku)).toBe('sold');
    expect([...razorpay.refunds.values()].filter((r) => r.payment_id === answer.razorpay_payment_id)).toEqual([]);

    const refunded = await moveAs('Manager', { id: order.id, status: 'Refunded', note: 'Returned unworn' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const refunds = [...razorpay.refunds.values()].filter((r) => r.payment_id === answer.razorpay_payment_id);
    expect(refunds.map((r) => r.amount)).toEqual([minor(order.figures.total)]);
    const [row] = await t.database.db
      .select({ status: orderPayments.status, provider_refund_id: orderPayments.providerRefundId })
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id));
    expect(row).toEqual({ status: 'refunded', provider_refund_id: refunds[0]!.id });
    expect(await orderState(order.id)).toBe('Refunded');
    expect(await stoneState(ned.stoneSku)).toBe('available');
  });
});
