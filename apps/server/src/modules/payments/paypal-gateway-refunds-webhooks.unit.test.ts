import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakePaypal, type FakePaypal } from '../../testing/fake-paypal.ts';
import {
  captureCompletedEvent,
  credentials,
  paymentRequest,
  paypalGatewayCalls,
  providerError,
} from './paypal-gateway.test-support.ts';

/*
 * The PayPal gateway against a local fake of PayPal's REST API: refunds, webhooks, and failures
 * (which may work if tried again, which are final). Amounts, tokens, creating and capturing:
 * paypal-gateway-payments.unit.test.ts; their set-up: paypal-gateway.test-support.ts.
 */

let fake: FakePaypal;
beforeEach(async () => {
  fake = await startFakePaypal(credentials);
});
afterEach(async () => {
  await fake.close();
});
const { gateway, approvedPayment, calls } = paypalGatewayCalls(() => fake);

describe('PayPal refund', () => {
  it('refunds a capture with our order number as its request id', async () => {
    const g = gateway();
    const payment = await approvedPayment(g);
    const paid = await g.confirmPayment(payment, { orderID: payment.providerOrderId });
    if (paid.status !== 'paid') throw new Error('expected paid');

    const refund = await g.refund({
      providerPaymentId: paid.providerPaymentId,
      amount: 12345,
      currency: 'USD',
      orderNumber: 'FCT-1001',
    });
    const capture = fake.orders.get(payment.providerOrderId)!.capture!;
    expect(refund).toEqual({ providerRefundId: capture.refunds[0]!.id });
    expect(capture.status).toBe('REFUNDED');
    const [call] = calls('POST', `/v2/payments/captures/${paid.providerPaymentId}/refund`);
    expect(call?.headers['paypal-request-id']).toBe('FCT-1001-refund');
    expect(call?.body).toEqual({ amount: { value: '123.45', currency_code: 'USD' }, invoice_id: 'FCT-1001' });
  });

  it('a refund of more than was captured is a final error', async () => {
    const g = gateway();
    const payment = await approvedPayment(g);
    const paid = await g.confirmPayment(payment, { orderID: payment.providerOrderId });
    if (paid.status !== 'paid') throw new Error('expected paid');

    const error = await providerError(
      g.refund({ providerPaymentId: paid.providerPaymentId, amount: 12346, currency: 'USD', orderNumber: 'FCT-1001' }),
    );
    expect(error.final).toBe(true);
    expect(error.message).toContain('REFUND_AMOUNT_EXCEEDED');
    expect(fake.orders.get(payment.providerOrderId)!.capture!.refunds).toHaveLength(0);
  });
});

describe('PayPal webhooks', () => {
  async function capturedOrder() {
    const g = gateway();
    const payment = await approvedPayment(g);
    await g.confirmPayment(payment, { orderID: payment.providerOrderId });
    return fake.orders.get(payment.providerOrderId)!;
  }

  const verifyPath = '/v1/notifications/verify-webhook-signature';

  it('a capture PayPal vouches for is a paid event for its order', async () => {
    const order = await capturedOrder();
    const event = captureCompletedEvent(order);
    const { headers, rawBody } = fake.signWebhook(event);

    await expect(gateway().verifyWebhook(headers, rawBody)).resolves.toEqual({
      eventId: event.id,
      kind: 'PAYMENT.CAPTURE.COMPLETED',
      providerOrderId: order.id,
      paid: { providerPaymentId: order.capture!.id, amount: 12345, currency: 'USD' },
    });
    const [call] = calls('POST', verifyPath);
    expect(call?.body).toEqual({
      auth_algo: headers['paypal-auth-algo'],
      cert_url: headers['paypal-cert-url'],
      transmission_id: headers['paypal-transmission-id'],
      transmission_sig: headers['paypal-transmission-sig'],
      transmission_time: headers['paypal-transmission-time'],
      webhook_id: credentials.webhookId,
      webhook_event: event,
    });
  });

  it('an approved order is an event naming the order, with nothing paid yet', async () => {
    const event = {
      id: 'WH-COC11055RA711503B-4YM959094A144403T',
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource_type: 'checkout-order',
      resource: { id: '5O190127TN364715T', status: 'APPROVED' },
    };
    const { headers, rawBody } = fake.signWebhook(event);
    await expect(gateway().verifyWebhook(headers, rawBody)).resolves.toEqual({
      eventId: event.id,
      kind: 'CHECKOUT.ORDER.APPROVED',
      providerOrderId: '5O190127TN364715T',
      paid: null,
    });
  });

  it('arrives as PayPal posts it (headers as Node receives them)', async () => {
    const order = await capturedOrder();
    const received: { headers: Record<string, string | string[] | undefined>; rawBody: string }[] = [];
    const receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, rawBody: Buffer.concat(chunks).toString('utf8') });
        response.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = receiver.address() as AddressInfo;
      const answer = await fake.webhook(`http://127.0.0.1:${port}/api/webhooks/paypal`, captureCompletedEvent(order));
      expect(answer.status).toBe(200);
      const verified = await gateway().verifyWebhook(received[0]!.headers, received[0]!.rawBody);
      expect(verified?.paid?.providerPaymentId).toBe(order.capture!.id);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('a forged or altered webhook, or one for another webhook id, is not believed', async () => {
    const order = await capturedOrder();
    const event = captureCompletedEvent(order);

    const forged = fake.signWebhook(event, { forge: true });
    await expect(gateway().verifyWebhook(forged.headers, forged.rawBody)).resolves.toBeNull();

    const genuine = fake.signWebhook(event);
    const altered = genuine.rawBody.replace('"123.45"', '"1.00"');
    expect(altered).not.toBe(genuine.rawBody);
    await expect(gateway().verifyWebhook(genuine.headers, altered)).resolves.toBeNull();

    await expect(
      gateway({ webhookId: 'WH0THERWEBHOOK000' }).verifyWebhook(genuine.headers, genuine.rawBody),
    ).resolves.toBeNull();
    expect(calls('POST', verifyPath)).toHaveLength(3);
    // The genuine one passes: the refusals above are about the signature, not the gateway.
    await expect(gateway().verifyWebhook(genuine.headers, genuine.rawBody)).resolves.not.toBeNull();
  });

  it('without a webhook id, or with a header missing, is not believed and PayPal is not asked', async () => {
    const order = await capturedOrder();
    const { headers, rawBody } = fake.signWebhook(captureCompletedEvent(order));

    await expect(gateway({ webhookId: undefined }).verifyWebhook(headers, rawBody)).resolves.toBeNull();
    for (const name of Object.keys(headers).filter((h) => h.startsWith('paypal-'))) {
      const { [name]: _left, ...without } = headers;
      await expect(gateway().verifyWebhook(without, rawBody), name).resolves.toBeNull();
    }
    await expect(gateway().verifyWebhook(headers, 'not json')).resolves.toBeNull();
    expect(calls('POST', verifyPath)).toHaveLength(0);
  });
});

describe('PayPal failures', () => {
  it('a 5xx, no answer in time, a closed connection or an unreadable answer may work if tried again', async () => {
    const g = gateway({}, 300);
    await g.createPayment(paymentRequest('FCT-0999')); // a token, so the failures hit the API call
    const create = { method: 'POST', path: '/v2/checkout/orders' };
    const answers = [
      {
        status: 500,
        body: { name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred.', debug_id: 'f00d' },
      },
      { status: 503, body: { name: 'SERVICE_UNAVAILABLE' } },
      { status: 201, body: 'not an order' },
      'hang',
      'close',
    ] as const;
    for (const answer of answers) {
      fake.failNext(create, answer);
      const error = await providerError(g.createPayment(paymentRequest()));
      expect(error.final, JSON.stringify(answer)).toBe(false);
    }
    // And a call that works afterwards.
    await expect(g.createPayment(paymentRequest())).resolves.toHaveProperty('providerOrderId');
  });

  it('any other refusal is final, with PayPal’s name, message and debug id for the log', async () => {
    const g = gateway();
    fake.failNext(
      { method: 'POST', path: '/v2/checkout/orders' },
      {
        status: 400,
        body: {
          name: 'INVALID_REQUEST',
          message: 'Request is not well-formed.',
          debug_id: 'b1c2d3e4f5',
          details: [{ issue: 'MISSING_REQUIRED_PARAMETER' }],
        },
      },
    );
    const error = await providerError(g.createPayment(paymentRequest()));
    expect(error.final).toBe(true);
    expect(error.detail).toMatchObject({
      status: 400,
      name: 'INVALID_REQUEST',
      message: 'Request is not well-formed.',
      debug_id: 'b1c2d3e4f5',
      issues: [{ issue: 'MISSING_REQUIRED_PARAMETER' }],
    });
    expect(JSON.stringify(error.detail)).not.toContain('Bearer');
  });
});
