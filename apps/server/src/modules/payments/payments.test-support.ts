import { randomUUID } from 'node:crypto';
import type { PaymentStart } from '@facet/contracts/checkout';
import { messages } from '@facet/db/schema/messages';
import { orderEvents, orderPayments, orders } from '@facet/db/schema/orders';
import { stones } from '@facet/db/schema/stones';
import { and, eq, like, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type FakePaypal, startFakePaypal } from '../../testing/fake-paypal.ts';
import type { FakePaypalOrder } from '../../testing/fake-paypal-orders.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../../testing/fake-razorpay.ts';
import { runJobs } from '../../testing/jobs.ts';
import { addToBag, checkoutCustomer, startCheckout } from '../../testing/orders.ts';
import { insertStoneRow } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { firstListedSku } from '../../testing/catalogue.ts';

/*
 * What the payment test files share (payments-checkout, payments-webhooks, payments-reconcile):
 * the shop configured with the local fakes of Razorpay and PayPal (issue 13), a shopper with a
 * bag, the calls a browser and a provider make, and the counts of what must happen once (a
 * payment recorded, the move to Paid, its e-mail).
 */

export const razorpayKeys = {
  keyId: 'rzp_test_FacetApi0001',
  keySecret: 'facet_api_razorpay_secret_never_shown',
  webhookSecret: 'facet_api_razorpay_webhook_secret',
};
export const paypalKeys = {
  clientId: 'facet-api-paypal-client',
  clientSecret: 'facet_api_paypal_secret_never_shown',
  webhookId: 'WH-FACET-API-0000001',
};

/** The shop under test, the two fakes it calls, and an earring any shopper may buy. */
export interface PaymentsShop {
  t: TestApp;
  razorpay: FakeRazorpay;
  paypal: FakePaypal;
  earring: string;
}

/** The environment that points the shop at the fakes, with a short time limit for their calls. */
export function providerEnv(fakes: Pick<PaymentsShop, 'razorpay' | 'paypal'>): Record<string, string> {
  return {
    RAZORPAY_KEY_ID: razorpayKeys.keyId,
    RAZORPAY_KEY_SECRET: razorpayKeys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpayKeys.webhookSecret,
    RAZORPAY_API_URL: fakes.razorpay.url,
    PAYPAL_CLIENT_ID: paypalKeys.clientId,
    PAYPAL_CLIENT_SECRET: paypalKeys.clientSecret,
    PAYPAL_WEBHOOK_ID: paypalKeys.webhookId,
    PAYPAL_API_URL: fakes.paypal.url,
    TEST_PAYMENTS: 'true',
    PAYMENT_TIMEOUT_MS: '500',
  };
}

/** Starts the fakes, then the shop configured with their addresses (for a file's beforeAll). */
export async function startPaymentsShop(): Promise<PaymentsShop> {
  const razorpay = await startFakeRazorpay(razorpayKeys);
  const paypal = await startFakePaypal(paypalKeys);
  const t = await createTestApp(providerEnv({ razorpay, paypal }));
  const earring = await firstListedSku(t.database.db, 'Earring');
  return { t, razorpay, paypal, earring };
}

/** Stops what startPaymentsShop started (for a file's afterAll; any part may be missing). */
export async function stopPaymentsShop(shop: Partial<PaymentsShop>): Promise<void> {
  await shop.t?.close();
  await shop.razorpay?.close();
  await shop.paypal?.close();
}

/** Minor units (paise, cents) of an amount the API gives in major units. */
export const minor = (major: number) => Math.round(major * 100);

/** A hex signature with one digit changed. */
export function flipOne(hex: string): string {
  return `${hex.slice(0, 5)}${hex[5] === '0' ? '1' : '0'}${hex.slice(6)}`;
}

/** PayPal's PAYMENT.CAPTURE.COMPLETED event for the fake's order, as PayPal writes it. */
export function captureCompleted(order: FakePaypalOrder) {
  const captured = order.capture!;
  return {
    id: `WH-${randomUUID()}`,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'capture',
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    summary: `Payment completed for $ ${captured.amount.value} USD`,
    resource: {
      id: captured.id,
      status: 'COMPLETED',
      amount: captured.amount,
      final_capture: true,
      supplementary_data: { related_ids: { order_id: order.id } },
    },
  };
}

/** PayPal's CHECKOUT.ORDER.APPROVED event for one of its orders. */
export function orderApproved(paypalOrderId: string) {
  return {
    id: `WH-${randomUUID()}`,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'checkout-order',
    event_type: 'CHECKOUT.ORDER.APPROVED',
    resource: { id: paypalOrderId, status: 'APPROVED', intent: 'CAPTURE' },
  };
}

/** Calls and reads for one test file, on the shop `shop` answers once the file's beforeAll has started it. */
export function paymentCalls(shop: () => PaymentsShop) {
  const db = () => shop().t.database.db;
  let stoneCount = 0;

  const orderState = async (orderId: number) =>
    (await db().select({ state: orders.state }).from(orders).where(eq(orders.id, orderId)))[0]!.state;
  const stoneState = async (sku: string) =>
    (await db().select({ state: stones.state }).from(stones).where(eq(stones.sku, sku)))[0]!.state;
  const paymentStatuses = async (orderId: number) =>
    (
      await db()
        .select({ status: orderPayments.status })
        .from(orderPayments)
        .where(eq(orderPayments.orderId, orderId))
        .orderBy(orderPayments.id)
    ).map((row) => row.status);
  const paidEvents = (orderId: number) =>
    db().$count(orderEvents, and(eq(orderEvents.orderId, orderId), eq(orderEvents.toState, 'Paid')));
  const capturedPayments = (orderId: number) =>
    db().$count(orderPayments, and(eq(orderPayments.orderId, orderId), eq(orderPayments.status, 'captured')));
  const paidMails = (email: string) =>
    db().$count(messages, and(eq(messages.to, email), like(messages.subject, '%payment received%')));

  /** What must happen exactly once when an order is paid: one captured payment, one move to Paid, one e-mail. */
  async function expectPaidOnce(order: { id: number; customer: { email: string } }) {
    expect(await orderState(order.id)).toBe('Paid');
    expect(await capturedPayments(order.id)).toBe(1);
    expect(await paidEvents(order.id)).toBe(1);
    expect(await paidMails(order.customer.email)).toBe(1);
  }

  /** A customer with a confirmed e-mail, an address, and a bag of an earring and a loose stone of their own. */
  async function shopper(name: string, country: 'IN' | 'US' = 'IN') {
    const { t, earring } = shop();
    stoneCount += 1;
    const stoneSku = `PAY-STONE-${stoneCount}`;
    await insertStoneRow(t, { sku: stoneSku, shape: 'Oval', carat: 1.01, costRupees: 250_000 });
    const customer = await checkoutCustomer(t, `${name}@example.com`, country);
    await addToBag(t, customer.cookie, { kind: 'product', sku: earring });
    await addToBag(t, customer.cookie, { kind: 'stone', sku: stoneSku });
    return { ...customer, email: `${name}@example.com`, stoneSku };
  }

  type Shopper = Awaited<ReturnType<typeof shopper>>;

  /** Places the shopper's order with a provider; throws unless it worked. */
  async function placed(buyer: Shopper, provider: 'razorpay' | 'paypal'): Promise<PaymentStart> {
    const started = await startCheckout(shop().t, buyer.cookie, { addressId: buyer.addressId }, { provider });
    if (started.statusCode !== 200) throw new Error(`placement failed: ${started.statusCode} ${started.body}`);
    return started.json().data as PaymentStart;
  }

  function capture(provider: 'razorpay' | 'paypal', cookie: string, payload: Record<string, unknown>) {
    return shop().t.app.inject({
      method: 'POST',
      url: `/api/${provider}/cart/orders/capture`,
      headers: { cookie },
      payload,
    });
  }

  /** A Razorpay webhook delivered to the shop exactly as the fake would post it. */
  function razorpayWebhook(event: string, options: Parameters<FakeRazorpay['signWebhook']>[1] = {}) {
    const { headers, rawBody } = shop().razorpay.signWebhook(event, options);
    return shop().t.app.inject({ method: 'POST', url: '/api/razorpay/webhook', headers, payload: rawBody });
  }

  /** A PayPal webhook delivered to the shop exactly as the fake would post it. */
  function paypalWebhook(event: Record<string, unknown>, options: { forge?: boolean } = {}) {
    const { headers, rawBody } = shop().paypal.signWebhook(event, options);
    return shop().t.app.inject({ method: 'POST', url: '/api/paypal/webhook', headers, payload: rawBody });
  }

  async function moveAs(role: 'Manager', payload: Record<string, unknown>) {
    const cookie = await shop().t.cookieFor(role);
    return shop().t.app.inject({ method: 'PUT', url: '/api/order-detail/updateStatus', headers: { cookie }, payload });
  }

  async function runReconcile() {
    await db().execute(sql`insert into jobs (kind, run_at) values ('orders.reconcile-payments', now())`);
    await runJobs(shop().t);
  }

  return {
    orderState,
    stoneState,
    paymentStatuses,
    paidEvents,
    paidMails,
    expectPaidOnce,
    shopper,
    placed,
    capture,
    razorpayWebhook,
    paypalWebhook,
    moveAs,
    runReconcile,
  };
}
