import { randomUUID } from 'node:crypto';
import type { OrderDetail } from '@facet/contracts/orders';
import type { PaymentStart } from '@facet/contracts/checkout';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePaypal, startFakePaypal } from '../../testing/fake-paypal.ts';
import type { FakePaypalOrder } from '../../testing/fake-paypal-orders.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../../testing/fake-razorpay.ts';
import { runJobs } from '../../testing/jobs.ts';
import { addToBag, checkoutCustomer, startCheckout } from '../../testing/orders.ts';
import { insertStoneRow } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { oneRow } from '../../testing/rows.ts';

/*
 * Paying with Razorpay and PayPal through the shop's own routes, against the local fakes of both
 * (issue 13): placing and capturing, refusals that change nothing, webhooks (forged, replayed,
 * racing the capture), the reconcile job, staff refunds and providers that fail or hang. What must
 * happen once (a payment recorded, the move to Paid, its e-mail) is counted exactly; on the
 * PostgreSQL server (TEST_DATABASE_URL) the concurrent deliveries really run side by side.
 */

const razorpayKeys = {
  keyId: 'rzp_test_FacetApi0001',
  keySecret: 'facet_api_razorpay_secret_never_shown',
  webhookSecret: 'facet_api_razorpay_webhook_secret',
};
const paypalKeys = {
  clientId: 'facet-api-paypal-client',
  clientSecret: 'facet_api_paypal_secret_never_shown',
  webhookId: 'WH-FACET-API-0000001',
};

let t: TestApp;
let razorpay: FakeRazorpay;
let paypal: FakePaypal;
let earring: string;
let stoneCount = 0;

function providerEnv(): Record<string, string> {
  return {
    RAZORPAY_KEY_ID: razorpayKeys.keyId,
    RAZORPAY_KEY_SECRET: razorpayKeys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpayKeys.webhookSecret,
    RAZORPAY_API_URL: razorpay.url,
    PAYPAL_CLIENT_ID: paypalKeys.clientId,
    PAYPAL_CLIENT_SECRET: paypalKeys.clientSecret,
    PAYPAL_WEBHOOK_ID: paypalKeys.webhookId,
    PAYPAL_API_URL: paypal.url,
    TEST_PAYMENTS: 'true',
    PAYMENT_TIMEOUT_MS: '500',
  };
}

beforeAll(async () => {
  // The fakes first: the app is configured with their addresses.
  razorpay = await startFakeRazorpay(razorpayKeys);
  paypal = await startFakePaypal(paypalKeys);
  t = await createTestApp(providerEnv());
  earring = (
    await one<{ sku: string }>(
      sql`select v.sku from product_variants v join products p on p.id = v.product_id
            join jewellery_sub_types st on st.id = p.sub_type_id
            join jewellery_types jt on jt.id = st.jewellery_type_id
           where jt.name = 'Earring' and p.is_listed and v.is_active order by v.id limit 1`,
    )
  ).sku;
}, 60_000);

afterAll(async () => {
  await t?.close();
  await razorpay?.close();
  await paypal?.close();
});

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);

const count = async (query: ReturnType<typeof sql>) => (await one<{ n: number }>(query)).n;
const orderState = async (orderId: number) =>
  (await one<{ state: string }>(sql`select state from orders where id = ${orderId}`)).state;
const stoneState = async (sku: string) =>
  (await one<{ state: string }>(sql`select state from stones where sku = ${sku}`)).state;
const paymentStatuses = async (orderId: number) =>
  (
    await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from order_payments where order_id = ${orderId} order by id`,
    )
  ).map((row) => row.status);
const paidEvents = (orderId: number) =>
  count(sql`select count(*)::int as n from order_events where order_id = ${orderId} and to_state = 'Paid'`);
const capturedPayments = (orderId: number) =>
  count(sql`select count(*)::int as n from order_payments where order_id = ${orderId} and status = 'captured'`);
const paidMails = (email: string) =>
  count(sql`select count(*)::int as n from messages where "to" = ${email} and subject like '%payment received%'`);

/** What must happen exactly once when an order is paid: one captured payment, one move to Paid, one e-mail. */
async function expectPaidOnce(order: { id: number; customer: { email: string } }) {
  expect(await orderState(order.id)).toBe('Paid');
  expect(await capturedPayments(order.id)).toBe(1);
  expect(await paidEvents(order.id)).toBe(1);
  expect(await paidMails(order.customer.email)).toBe(1);
}

/** Minor units (paise, cents) of an amount the API gives in major units. */
const minor = (major: number) => Math.round(major * 100);

/** A customer with a confirmed e-mail, an address, and a bag of an earring and a loose stone of their own. */
async function shopper(name: string, country: 'IN' | 'US' = 'IN') {
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
  const started = await startCheckout(t, buyer.cookie, { addressId: buyer.addressId }, { provider });
  if (started.statusCode !== 200) throw new Error(`placement failed: ${started.statusCode} ${started.body}`);
  return started.json().data as PaymentStart;
}

function capture(provider: 'razorpay' | 'paypal', cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/api/${provider}/cart/orders/capture`, headers: { cookie }, payload });
}

/** A Razorpay webhook delivered to the shop exactly as the fake would post it. */
function razorpayWebhook(event: string, options: Parameters<FakeRazorpay['signWebhook']>[1] = {}) {
  const { headers, rawBody } = razorpay.signWebhook(event, options);
  return t.app.inject({ method: 'POST', url: '/api/razorpay/webhook', headers, payload: rawBody });
}

/** A PayPal webhook delivered to the shop exactly as the fake would post it. */
function paypalWebhook(event: Record<string, unknown>, options: { forge?: boolean } = {}) {
  const { headers, rawBody } = paypal.signWebhook(event, options);
  return t.app.inject({ method: 'POST', url: '/api/paypal/webhook', headers, payload: rawBody });
}

function captureCompleted(order: FakePaypalOrder) {
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

function orderApproved(paypalOrderId: string) {
  return {
    id: `WH-${randomUUID()}`,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'checkout-order',
    event_type: 'CHECKOUT.ORDER.APPROVED',
    resource: { id: paypalOrderId, status: 'APPROVED', intent: 'CAPTURE' },
  };
}

function flipOne(hex: string): string {
  return `${hex.slice(0, 5)}${hex[5] === '0' ? '1' : '0'}${hex.slice(6)}`;
}

async function moveAs(role: 'Manager', payload: Record<string, unknown>) {
  const cookie = await t.cookieFor(role);
  return t.app.inject({ method: 'PUT', url: '/api/order-detail/updateStatus', headers: { cookie }, payload });
}

async function runReconcile() {
  await t.database.db.execute(sql`insert into jobs (kind, run_at) values ('orders.reconcile-payments', now())`);
  await runJobs(t);
}

describe('Razorpay, end to end', () => {
  it('places an INR order with a Razorpay order for its total in paise, and a signed Checkout answer pays it once', async () => {
    const asha = await shopper('asha.razorpay');
    // The shopper browses in dollars: Razorpay takes rupees only, so the order is in rupees.
    const started = await startCheckout(
      t,
      `${asha.cookie}; currency=USD`,
      { addressId: asha.addressId },
      { provider: 'razorpay', key: randomUUID() },
    );
    expect(started.statusCode, started.body).toBe(200);
    const { order, payment } = started.json().data as PaymentStart;
    expect(order).toMatchObject({
      state: 'PendingPayment',
      provider: 'razorpay',
      currency: 'INR',
      isTestPayment: false,
    });
    expect(payment).toMatchObject({ provider: 'razorpay', currency: 'INR', amount: order.figures.total });

    const creates = razorpay.requests.filter((r) => r.method === 'POST' && r.path === '/v1/orders');
    const created = creates.find((r) => (r.body as { receipt?: string }).receipt === order.number);
    expect(created?.body).toMatchObject({ amount: minor(order.figures.total), currency: 'INR', receipt: order.number });
    expect(razorpay.orders.get(payment.providerOrderId)?.amount).toBe(minor(order.figures.total));
    expect(payment.checkout).toMatchObject({
      key: razorpayKeys.keyId,
      order_id: payment.providerOrderId,
      amount: minor(order.figures.total),
      currency: 'INR',
    });
    expect(started.body).not.toContain(razorpayKeys.keySecret);
    expect(started.body).not.toContain(razorpayKeys.webhookSecret);
    expect(await stoneState(asha.stoneSku)).toBe('on_hold');

    // The payer pays in Checkout; a forged signature is refused and changes nothing.
    const answer = razorpay.pay(payment.providerOrderId);
    const fetchesBefore = razorpay.requests.filter((r) => r.path.startsWith('/v1/payments/')).length;
    const forged = await capture('razorpay', asha.cookie, {
      ...answer,
      razorpay_signature: flipOne(answer.razorpay_signature),
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errorMessages).toEqual(['The payment could not be verified.']);
    expect(razorpay.requests.filter((r) => r.path.startsWith('/v1/payments/')).length).toBe(fetchesBefore);
    expect(await orderState(order.id)).toBe('PendingPayment');
    expect(await paymentStatuses(order.id)).toEqual(['created']);
    expect(await stoneState(asha.stoneSku)).toBe('on_hold');
    expect(await paidEvents(order.id)).toBe(0);
    expect(await paidMails(asha.email)).toBe(0);

    const paid = await capture('razorpay', asha.cookie, { ...answer });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((paid.json().data as OrderDetail).state).toBe('Paid');
    expect(await stoneState(asha.stoneSku)).toBe('sold');
    await expectPaidOnce(order);
    const row = await one<{ provider_payment_id: string; captured_amount: number }>(
      sql`select provider_payment_id, captured_amount::float8 as captured_amount from order_payments where order_id = ${order.id}`,
    );
    expect(row).toEqual({
      provider_payment_id: answer.razorpay_payment_id,
      captured_amount: minor(order.figures.total),
    });

    // Checkout's answer sent again: the order as it is, nothing recorded twice.
    expect((await capture('razorpay', asha.cookie, { ...answer })).statusCode).toBe(200);
    await expectPaidOnce(order);
  });
});

describe('PayPal, end to end', () => {
  it('places a USD order with a PayPal order (OAuth, a request id, two decimals); captured after approval only', async () => {
    const amy = await shopper('amy.paypal', 'US');
    const started = await startCheckout(
      t,
      `${amy.cookie}; currency=INR`,
      { addressId: amy.addressId },
      { provider: 'paypal' },
    );
    expect(started.statusCode, started.body).toBe(200);
    const { order, payment } = started.json().data as PaymentStart;
    expect(order).toMatchObject({ state: 'PendingPayment', provider: 'paypal', currency: 'USD', delivery: 'export' });

    expect(paypal.requests.some((r) => r.method === 'POST' && r.path === '/v1/oauth2/token')).toBe(true);
    const create = paypal.requests.find(
      (r) =>
        r.method === 'POST' &&
        r.path === '/v2/checkout/orders' &&
        (r.body as { purchase_units: { invoice_id: string }[] }).purchase_units[0]!.invoice_id === order.number,
    );
    expect(create?.headers['paypal-request-id']).toBeTruthy();
    expect(create?.headers.authorization).toMatch(/^Bearer /);
    const amount = (create!.body as { purchase_units: { amount: { currency_code: string; value: string } }[] })
      .purchase_units[0]!.amount;
    expect(amount).toEqual({ currency_code: 'USD', value: order.figures.total.toFixed(2) });
    expect(amount.value).toMatch(/^\d+\.\d{2}$/);
    expect(payment.checkout).toMatchObject({ orderId: payment.providerOrderId, clientId: paypalKeys.clientId });
    expect(started.body).not.toContain(paypalKeys.clientSecret);

    // onApprove before the payer approved (a tampered page): PayPal says not approved; nothing changes.
    const early = await capture('paypal', amy.cookie, { orderID: payment.providerOrderId });
    expect(early.statusCode, early.body).toBe(200);
    expect((early.json().data as OrderDetail).state).toBe('PendingPayment');
    expect((early.json().data as OrderDetail).canPay).toBe(true);
    expect(await paymentStatuses(order.id)).toEqual(['created']);
    expect(await stoneState(amy.stoneSku)).toBe('on_hold');
    expect(await paidEvents(order.id)).toBe(0);

    paypal.approve(payment.providerOrderId);
    const paid = await capture('paypal', amy.cookie, { orderID: payment.providerOrderId });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((paid.json().data as OrderDetail).state).toBe('Paid');
    expect(paypal.orders.get(payment.providerOrderId)?.status).toBe('COMPLETED');
    expect(await stoneState(amy.stoneSku)).toBe('sold');
    await expectPaidOnce(order);
  });

  it('keeps the order awaiting payment when PayPal declines the instrument, and takes payment again for it', async () => {
    const ben = await shopper('ben.declined', 'US');
    const { order, payment } = await placed(ben, 'paypal');
    paypal.approve(payment.providerOrderId, { declined: true });
    const declined = await capture('paypal', ben.cookie, { orderID: payment.providerOrderId });
    expect(declined.statusCode).toBe(422);
    expect(declined.json().errorMessages).toEqual([
      'PayPal declined the payment method. Please choose another one in PayPal, or another way to pay. You can try again while your order is held.',
    ]);
    expect(await orderState(order.id)).toBe('PendingPayment');
    expect(await stoneState(ben.stoneSku)).toBe('on_hold');
    expect(await paymentStatuses(order.id)).toEqual(['failed']);

    const again = await startCheckout(t, ben.cookie, { orderId: order.id }, { provider: 'paypal', key: null });
    expect(again.statusCode, again.body).toBe(200);
    // PayPal answers a repeat create (its request id is our order number) with the same PayPal
    // order: the payment is reopened for it, and the payer picks another funding source in
    // PayPal's window (the fake has no "restart", so the test plays it).
    const retry = (again.json().data as PaymentStart).payment;
    expect(retry.providerOrderId).toBe(payment.providerOrderId);
    expect(await paymentStatuses(order.id)).toEqual(['created']);
    paypal.orders.get(retry.providerOrderId)!.declined = false;
    const paid = await capture('paypal', ben.cookie, { orderID: retry.providerOrderId });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((paid.json().data as OrderDetail).state).toBe('Paid');
    expect(await paymentStatuses(order.id)).toEqual(['captured']);
    await expectPaidOnce(order);
  });
});

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
      await count(
        sql`select count(*)::int as n from payment_webhook_events where provider = 'razorpay' and event_id = ${eventId}`,
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
    const row = await one<{ status: string; provider_refund_id: string }>(
      sql`select status, provider_refund_id from order_payments where order_id = ${order.id}`,
    );
    expect(row).toEqual({ status: 'refunded', provider_refund_id: refunds[0]!.id });
    expect(await orderState(order.id)).toBe('Refunded');
    expect(await stoneState(ned.stoneSku)).toBe('available');
  });
});

describe('a provider failing when the order is placed', () => {
  for (const failure of [{ status: 500, body: { error: { code: 'SERVER_ERROR' } } }, 'hang' as const]) {
    const how = failure === 'hang' ? 'hangs past the time limit' : 'answers 500';
    it(`Razorpay ${how}: 503 with a sentence, the order held awaiting payment, and paying again works`, async () => {
      const buyer = await shopper(`olga.${failure === 'hang' ? 'hang' : '500'}`);
      razorpay.failNext({ method: 'POST', path: '/v1/orders' }, failure);
      const started = await startCheckout(t, buyer.cookie, { addressId: buyer.addressId }, { provider: 'razorpay' });
      expect(started.statusCode).toBe(503);
      expect(started.json().errorMessages).toEqual([
        failure === 'hang'
          ? 'The payment provider could not be reached. Please try again in a moment.'
          : 'Razorpay could not be reached. Please try again in a moment.',
      ]);
      const [placedOrder] = await queryRows<{ id: number; state: string }>(
        t.database.db,
        sql`select id, state from orders where user_id = ${buyer.id}`,
      );
      expect(placedOrder?.state).toBe('PendingPayment');
      expect(await stoneState(buyer.stoneSku)).toBe('on_hold');
      expect(await paymentStatuses(placedOrder!.id)).toEqual(['failed']);

      const again = await startCheckout(
        t,
        buyer.cookie,
        { orderId: placedOrder!.id },
        { provider: 'razorpay', key: null },
      );
      expect(again.statusCode, again.body).toBe(200);
      const { order, payment } = again.json().data as PaymentStart;
      expect(razorpay.orders.get(payment.providerOrderId)?.amount).toBe(minor(order.figures.total));
      const paid = await capture('razorpay', buyer.cookie, { ...razorpay.pay(payment.providerOrderId) });
      expect((paid.json().data as OrderDetail).state).toBe('Paid');
      await expectPaidOnce(order);
    });
  }

  it('PayPal hangs past the time limit: 503 with a sentence, and paying again works', async () => {
    const buyer = await shopper('pia.hang', 'US');
    paypal.failNext({ method: 'POST', path: '/v2/checkout/orders' }, 'hang');
    const started = await startCheckout(t, buyer.cookie, { addressId: buyer.addressId }, { provider: 'paypal' });
    expect(started.statusCode).toBe(503);
    expect(started.json().errorMessages).toEqual([
      'The payment provider could not be reached. Please try again in a moment.',
    ]);
    const placedOrder = await one<{ id: number; state: string }>(
      sql`select id, state from orders where user_id = ${buyer.id}`,
    );
    expect(placedOrder.state).toBe('PendingPayment');
    expect(await stoneState(buyer.stoneSku)).toBe('on_hold');
    const again = await startCheckout(t, buyer.cookie, { orderId: placedOrder.id }, { provider: 'paypal', key: null });
    expect(again.statusCode, again.body).toBe(200);
    const { order, payment } = again.json().data as PaymentStart;
    paypal.approve(payment.providerOrderId);
    expect((await capture('paypal', buyer.cookie, { orderID: payment.providerOrderId })).json().data.state).toBe(
      'Paid',
    );
    await expectPaidOnce(order);
  });
});

describe('a provider that is not configured', () => {
  it('answers 404 with a sentence to its calls, and places nothing', async () => {
    const withoutPaypal = Object.fromEntries(
      Object.entries(providerEnv()).filter(([name]) => !name.startsWith('PAYPAL_')),
    );
    const other = await createTestApp(withoutPaypal);
    try {
      const quinn = await checkoutCustomer(other, 'quinn.nopaypal@example.com', 'US');
      await addToBag(other, quinn.cookie, { kind: 'product', sku: earring });
      const sentence = 'Payments with PayPal are not offered here.';
      const started = await startCheckout(other, quinn.cookie, { addressId: quinn.addressId }, { provider: 'paypal' });
      expect(started.statusCode).toBe(404);
      expect(started.json().errorMessages).toEqual([sentence]);
      const captured = await other.app.inject({
        method: 'POST',
        url: '/api/paypal/cart/orders/capture',
        headers: { cookie: quinn.cookie },
        payload: { orderID: '5O190127TN364715T' },
      });
      expect(captured.statusCode).toBe(404);
      expect(captured.json().errorMessages).toEqual([sentence]);
      const { headers, rawBody } = paypal.signWebhook(orderApproved('5O190127TN364715T'));
      const hooked = await other.app.inject({ method: 'POST', url: '/api/paypal/webhook', headers, payload: rawBody });
      expect(hooked.statusCode).toBe(404);
      const [orders] = await queryRows<{ n: number }>(
        other.database.db,
        sql`select count(*)::int as n from orders where user_id = ${quinn.id}`,
      );
      expect(orders?.n).toBe(0);
      // Razorpay, configured, still places orders in this shop.
      const withRazorpay = await startCheckout(
        other,
        quinn.cookie,
        { addressId: quinn.addressId },
        { provider: 'razorpay' },
      );
      expect(withRazorpay.statusCode, withRazorpay.body).toBe(200);
    } finally {
      await other.close();
    }
  });
});
