import { randomUUID } from 'node:crypto';
import type { OrderDetail } from '@facet/contracts/orders';
import type { PaymentStart } from '@facet/contracts/checkout';
import { orderPayments, orders } from '@facet/db/schema/orders';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakePaypal } from '../../testing/fake-paypal.ts';
import type { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { addToBag, checkoutCustomer, startCheckout } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  flipOne,
  minor,
  orderApproved,
  paymentCalls,
  type PaymentsShop,
  paypalKeys,
  providerEnv,
  razorpayKeys,
  startPaymentsShop,
  stopPaymentsShop,
} from './payments.test-support.ts';

/*
 * Paying with Razorpay and PayPal through the shop's own routes, against the local fakes of both
 * (issue 13): placing and capturing, refusals that change nothing, providers that fail or hang
 * when the order is placed, and a provider that is not configured. Webhooks:
 * payments-webhooks.test.ts; the reconcile job and staff refunds: payments-reconcile.test.ts.
 * What must happen once (a payment recorded, the move to Paid, its e-mail) is counted exactly; on
 * the PostgreSQL server (TEST_DATABASE_URL) the concurrent deliveries really run side by side.
 * Their set-up: payments.test-support.ts.
 */

let shop: PaymentsShop;
let t: TestApp;
let razorpay: FakeRazorpay;
let paypal: FakePaypal;
let earring: string;

beforeAll(async () => {
  shop = await startPaymentsShop();
  ({ t, razorpay, paypal, earring } = shop);
}, 60_000);

afterAll(() => stopPaymentsShop(shop ?? {}));

const { orderState, stoneState, paymentStatuses, paidEvents, paidMails, expectPaidOnce, shopper, placed, capture } =
  paymentCalls(() => shop);

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
    const [row] = await t.database.db
      .select({ provider_payment_id: orderPayments.providerPaymentId, captured_amount: orderPayments.capturedAmount })
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id));
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
      const [placedOrder] = await t.database.db
        .select({ id: orders.id, state: orders.state })
        .from(orders)
        .where(eq(orders.userId, buyer.id));
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
    const placedOrder = (
      await t.database.db.select({ id: orders.id, state: orders.state }).from(orders).where(eq(orders.userId, buyer.id))
    )[0]!;
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
      Object.entries(providerEnv({ razorpay, paypal })).filter(([name]) => !name.startsWith('PAYPAL_')),
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
      const [placedOrders] = await other.database.db
        .select({ n: count() })
        .from(orders)
        .where(eq(orders.userId, quinn.id));
      expect(placedOrders?.n).toBe(0);
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
