import { randomUUID } from 'node:crypto';
import type { OrderDetail } from '@facet/contracts/orders';
import type { PaymentStart } from '@facet/contracts/checkout';
import { refundMessages } from '@facet/contracts/refunds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePaypal, startFakePaypal } from '../../testing/fake-paypal.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../../testing/fake-razorpay.ts';
import { addToBag, checkoutCustomer, startCheckout } from '../../testing/orders.ts';
import { oneRow } from '../../testing/rows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { firstListedSku } from '../../testing/catalogue.ts';

/*
 * Refunds by line through the real providers' local fakes (decision 032): Razorpay in rupees and
 * PayPal in dollars each give back a part, then a second part that makes up the whole (the
 * payment becomes refunded), and a provider failure changes nothing in the shop. The fakes
 * refuse a refund above what is left at the provider, so a wrong amount sent fails here too.
 */

const razorpayKeys = {
  keyId: 'rzp_test_FacetRefunds01',
  keySecret: 'facet_refunds_razorpay_secret',
  webhookSecret: 'facet_refunds_razorpay_webhook',
};
const paypalKeys = {
  clientId: 'facet-refunds-paypal-client',
  clientSecret: 'facet_refunds_paypal_secret',
  webhookId: 'WH-FACET-REFUNDS-01',
};

let t: TestApp;
let razorpay: FakeRazorpay;
let paypal: FakePaypal;
let earring: string;
let manager: string;

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);
const minor = (major: number) => Math.round(major * 100);

beforeAll(async () => {
  razorpay = await startFakeRazorpay(razorpayKeys);
  paypal = await startFakePaypal(paypalKeys);
  t = await createTestApp({
    RAZORPAY_KEY_ID: razorpayKeys.keyId,
    RAZORPAY_KEY_SECRET: razorpayKeys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpayKeys.webhookSecret,
    RAZORPAY_API_URL: razorpay.url,
    PAYPAL_CLIENT_ID: paypalKeys.clientId,
    PAYPAL_CLIENT_SECRET: paypalKeys.clientSecret,
    PAYPAL_WEBHOOK_ID: paypalKeys.webhookId,
    PAYPAL_API_URL: paypal.url,
    PAYMENT_TIMEOUT_MS: '500',
  });
  manager = await t.cookieFor('Manager');
  earring = await firstListedSku(t.database.db, 'Earring');
}, 60_000);

afterAll(async () => {
  await t?.close();
  await razorpay?.close();
  await paypal?.close();
});

/** An order of two earrings paid with the provider; answers the order and the provider's payment id. */
async function paidWith(provider: 'razorpay' | 'paypal', name: string) {
  const buyer = await checkoutCustomer(t, `${name}@example.com`, provider === 'paypal' ? 'US' : 'IN');
  await addToBag(t, buyer.cookie, { kind: 'product', sku: earring, quantity: 2 });
  const started = await startCheckout(t, buyer.cookie, { addressId: buyer.addressId }, { provider });
  expect(started.statusCode, started.body).toBe(200);
  const { payment } = started.json().data as PaymentStart;
  let body: Record<string, unknown>;
  if (provider === 'razorpay') body = { ...razorpay.pay(payment.providerOrderId) };
  else {
    paypal.approve(payment.providerOrderId);
    body = { orderID: payment.providerOrderId };
  }
  const captured = await t.app.inject({
    method: 'POST',
    url: `/api/${provider}/cart/orders/capture`,
    headers: { cookie: buyer.cookie },
    payload: body,
  });
  expect(captured.statusCode, captured.body).toBe(200);
  const order = captured.json().data as OrderDetail;
  const { provider_payment_id: paymentId } = await one<{ provider_payment_id: string }>(
    sql`select provider_payment_id from order_payments where order_id = ${order.id} and status = 'captured'`,
  );
  return { order, paymentId };
}

function refund(order: OrderDetail, amount?: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/order-detail/refund',
    headers: { cookie: manager },
    payload: {
      orderId: order.id,
      lines: [{ lineId: order.lines[0]!.id, ...(amount === undefined ? {} : { amount }) }],
      reason: 'One earring returned',
      requestKey: randomUUID(),
    },
  });
}

const ledger = (orderId: number) =>
  one<{ refunds: number; documents: number; status: string; refunded: number }>(
    sql`select (select count(*)::int from order_refunds where order_id = ${orderId}) as refunds,
               (select count(*)::int from tax_documents where order_id = ${orderId}) as documents,
               p.status, p.refunded_amount::float8 as refunded
          from order_payments p where p.order_id = ${orderId} and p.captured_amount is not null`,
  );

describe('Razorpay', () => {
  it('gives back part, refuses nothing on a failure, then the rest: two refunds adding up to the capture', async () => {
    const { order, paymentId } = await paidWith('razorpay', 'refund.razorpay');
    const atRazorpay = () => [...razorpay.refunds.values()].filter((r) => r.payment_id === paymentId);
    const half = Math.floor(order.lines[0]!.charged / 2);

    const first = await refund(order, half);
    expect(first.statusCode, first.body).toBe(200);
    expect(atRazorpay().map((r) => r.amount)).toEqual([minor(half)]);
    expect(await ledger(order.id)).toMatchObject({
      refunds: 1,
      documents: 2,
      status: 'captured',
      refunded: minor(half),
    });

    razorpay.failNext(
      { method: 'POST', path: /\/refund$/ },
      { status: 500, body: { error: { code: 'SERVER_ERROR' } } },
    );
    const failed = await refund(order);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().errorMessages).toEqual([
      refundMessages.providerFailed('Razorpay could not be reached. Please try again in a moment.'),
    ]);
    expect(atRazorpay()).toHaveLength(1);
    expect(await ledger(order.id)).toMatchObject({ refunds: 1, documents: 2, refunded: minor(half) });

    // The rest of the line, then everything else by the whole-order move: the payment is given back in full.
    expect((await refund(order)).statusCode).toBe(200);
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/order-detail/updateStatus',
      headers: { cookie: manager },
      payload: { id: order.id, status: 'Refunded', note: 'Both returned' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const amounts = atRazorpay().map((r) => r.amount);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(minor(order.figures.total));
    expect(await ledger(order.id)).toMatchObject({ status: 'refunded', refunded: minor(order.figures.total) });
  });
});

describe('PayPal', () => {
  it('gives back part in dollars, then the rest, each a refund of its own at PayPal', async () => {
    const { order, paymentId } = await paidWith('paypal', 'refund.paypal');
    const capture = () => [...paypal.orders.values()].find((o) => o.capture?.id === paymentId)!.capture!;
    const first = await refund(order, 100);
    expect(first.statusCode, first.body).toBe(200);
    expect(capture().refunds.map((r) => r.amount)).toEqual([{ value: '100.00', currency_code: 'USD' }]);

    paypal.failNext({ method: 'POST', path: /\/refund$/ }, { status: 500, body: { name: 'INTERNAL_SERVER_ERROR' } });
    const failed = await refund(order, 1);
    expect(failed.statusCode).toBe(503);
    expect(capture().refunds).toHaveLength(1);
    expect(await ledger(order.id)).toMatchObject({ refunds: 1, refunded: 10_000 });

    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/order-detail/updateStatus',
      headers: { cookie: manager },
      payload: { id: order.id, status: 'Refunded', note: 'Returned' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const cents = capture().refunds.map((r) => Math.round(Number(r.amount.value) * 100));
    expect(cents).toHaveLength(2);
    expect(cents.reduce((a, b) => a + b, 0)).toBe(minor(order.figures.total));
    expect(await ledger(order.id)).toMatchObject({ status: 'refunded', refunded: minor(order.figures.total) });
  });
});
