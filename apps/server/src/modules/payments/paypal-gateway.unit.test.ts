import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakePaypal, type FakePaypal } from '../../testing/fake-paypal.ts';
import type { FakePaypalOrder } from '../../testing/fake-paypal-orders.ts';
import { ProviderError, type PaymentRequest } from './payment-provider.ts';
import { centsToPaypalValue, paypalValueToCents } from './paypal-amounts.ts';
import { createPaypalGateway } from './paypal-gateway.ts';

/* The PayPal gateway against a local fake of PayPal's REST API (tokens, Orders v2, refunds, webhooks). */

const credentials = {
  clientId: 'AfakeClientId-0123456789',
  clientSecret: 'EfakeClientSecret-do-not-leak',
  webhookId: 'WH7Y7254563A4550640',
};

let fake: FakePaypal;
beforeEach(async () => {
  fake = await startFakePaypal(credentials);
});
afterEach(async () => {
  await fake.close();
});

function gateway(
  overrides: Partial<{ clientSecret: string; webhookId: string | undefined }> = {},
  timeoutMs = 2000,
  now?: () => number,
) {
  return createPaypalGateway({ ...credentials, apiUrl: fake.url, ...overrides }, timeoutMs, now ? { now } : {});
}

function paymentRequest(orderNumber = 'FCT-1001', amount = 12345): PaymentRequest {
  return {
    orderNumber,
    amount,
    currency: 'USD',
    description: `Facet order ${orderNumber}`,
    customer: { name: 'Asha Rao', email: 'asha@example.com', phone: '+15555550100' },
  };
}

/** A PayPal order created by the gateway and approved by the payer. */
async function approvedPayment(g: ReturnType<typeof gateway>, options: { declined?: boolean } = {}) {
  const { providerOrderId } = await g.createPayment(paymentRequest());
  fake.approve(providerOrderId, options);
  return { providerOrderId, amount: 12345, currency: 'USD' as const };
}

function calls(method: string, path: RegExp | string) {
  return fake.requests.filter(
    (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
  );
}

const capturePath = /^\/v2\/checkout\/orders\/[A-Z0-9]+\/capture$/;
const orderPath = /^\/v2\/checkout\/orders\/[A-Z0-9]+$/;

async function providerError(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

function captureCompletedEvent(order: FakePaypalOrder) {
  const capture = order.capture!;
  return {
    id: 'WH-2WR32451HC0233532-67976317FL4543714',
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'capture',
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    summary: 'Payment completed for $ 123.45 USD',
    resource: {
      id: capture.id,
      status: 'COMPLETED',
      amount: capture.amount,
      final_capture: true,
      supplementary_data: { related_ids: { order_id: order.id } },
    },
  };
}

describe('PayPal amounts', () => {
  it('turn cents into PayPal’s two-decimal strings and back exactly', () => {
    expect(centsToPaypalValue(12345)).toBe('123.45');
    expect(centsToPaypalValue(5)).toBe('0.05');
    expect(centsToPaypalValue(0)).toBe('0.00');
    expect(centsToPaypalValue(100_000_000)).toBe('1000000.00');
    expect(paypalValueToCents('0.05')).toBe(5);
    expect(paypalValueToCents('1000000.00')).toBe(100_000_000);
    expect(paypalValueToCents('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(paypalValueToCents('10')).toBe(1000);
    expect(paypalValueToCents('10.5')).toBe(1050);
    for (let cents = 0; cents < 2000; cents += 1) expect(paypalValueToCents(centsToPaypalValue(cents))).toBe(cents);
  });

  it('refuse anything that is not a plain decimal with at most two places', () => {
    for (const bad of ['1e3', '12.345', '-1.00', '+1.00', ' 1.00', '1,000.00', '1.', '.5', '', 'NaN', '0x10', 12.34]) {
      expect(paypalValueToCents(bad), String(bad)).toBeNull();
    }
    expect(() => centsToPaypalValue(12.5)).toThrow(RangeError);
    expect(() => centsToPaypalValue(-1)).toThrow(RangeError);
  });
});

describe('PayPal access tokens', () => {
  it('are fetched once with the client credentials and reused by every call', async () => {
    const g = gateway();
    const first = await g.createPayment(paymentRequest('FCT-1001'));
    await g.createPayment(paymentRequest('FCT-1002'));
    await g.lookUpPayment({ providerOrderId: first.providerOrderId, amount: 12345, currency: 'USD' });

    expect(fake.tokensIssued).toBe(1);
    const [tokenCall] = calls('POST', '/v1/oauth2/token');
    expect(tokenCall?.body).toBe('grant_type=client_credentials');
    const bearers = new Set(
      fake.requests.filter((r) => r.path !== '/v1/oauth2/token').map((r) => r.headers.authorization),
    );
    expect(bearers.size).toBe(1);
    expect([...bearers][0]).toMatch(/^Bearer A21AA/);
  });

  it('are fetched again shortly before they expire, without waiting for a 401', async () => {
    let clock = Date.now();
    const g = gateway({}, 2000, () => clock);
    const { providerOrderId } = await g.createPayment(paymentRequest());
    const payment = { providerOrderId, amount: 12345, currency: 'USD' as const };

    clock += (32_400 - 400) * 1000; // more than five minutes left: kept
    await g.lookUpPayment(payment);
    expect(fake.tokensIssued).toBe(1);

    clock += 200 * 1000; // less than five minutes left: replaced
    await g.lookUpPayment(payment);
    expect(fake.tokensIssued).toBe(2);
    expect(calls('GET', orderPath)).toHaveLength(2); // no call was refused and repeated
  });

  it('are replaced once when PayPal drops one early, and the call is repeated', async () => {
    const g = gateway();
    const { providerOrderId } = await g.createPayment(paymentRequest());
    fake.expireTokens();

    await expect(g.lookUpPayment({ providerOrderId, amount: 12345, currency: 'USD' })).resolves.toEqual({
      status: 'pending',
    });
    expect(fake.tokensIssued).toBe(2);
    const gets = calls('GET', orderPath);
    expect(gets).toHaveLength(2);
    expect(gets[0]!.headers.authorization).not.toBe(gets[1]!.headers.authorization);
  });

  it('a second 401 in a row is a final error, not a loop', async () => {
    const g = gateway();
    const { providerOrderId } = await g.createPayment(paymentRequest());
    const unauthorised = { status: 401, body: { error: 'invalid_token', error_description: 'Token expired' } };
    fake.failNext({ method: 'GET', path: orderPath }, unauthorised);
    fake.failNext({ method: 'GET', path: orderPath }, unauthorised);

    const error = await providerError(g.lookUpPayment({ providerOrderId, amount: 12345, currency: 'USD' }));
    expect(error.final).toBe(true);
    expect(calls('GET', orderPath)).toHaveLength(2);
  });

  it('a wrong client secret is a final error that does not show the secret', async () => {
    const wrongSecret = 'EwrongSecret-also-private';
    const error = await providerError(gateway({ clientSecret: wrongSecret }).createPayment(paymentRequest()));
    expect(error.final).toBe(true);
    expect(fake.tokensIssued).toBe(0);
    expect(calls('POST', '/v2/checkout/orders')).toHaveLength(0);
    const shown = `${error.message} ${JSON.stringify(error.detail)}`;
    expect(shown).toContain('invalid_client');
    expect(shown).not.toContain(wrongSecret);
    expect(shown).not.toContain(Buffer.from(`${credentials.clientId}:${wrongSecret}`).toString('base64'));
  });
});

describe('PayPal createPayment', () => {
  it('creates a PayPal order for the amount in dollars, with our order number as its request id', async () => {
    const created = await gateway().createPayment(paymentRequest('FCT-1001', 12345));

    const [call] = calls('POST', '/v2/checkout/orders');
    expect(call?.headers.authorization).toMatch(/^Bearer \S+$/);
    expect(call?.headers['paypal-request-id']).toBe('FCT-1001-create');
    expect(call?.headers.prefer).toBe('return=representation');
    expect(call?.body).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'FCT-1001',
          invoice_id: 'FCT-1001',
          description: 'Facet order FCT-1001',
          amount: { currency_code: 'USD', value: '123.45' },
        },
      ],
    });
    const order = fake.orders.get(created.providerOrderId);
    expect(order?.status).toBe('CREATED');
    expect(created.checkout).toEqual({
      orderId: created.providerOrderId,
      clientId: credentials.clientId,
      approveUrl: `https://www.sandbox.paypal.com/checkoutnow?token=${created.providerOrderId}`,
    });
    expect(JSON.stringify(created)).not.toContain(credentials.clientSecret);
    expect(JSON.stringify(created)).not.toContain('A21AA');
  });

  it('asked again for the same order number, answers the same PayPal order', async () => {
    const g = gateway();
    const first = await g.createPayment(paymentRequest('FCT-1001'));
    const again = await g.createPayment(paymentRequest('FCT-1001'));
    expect(again.providerOrderId).toBe(first.providerOrderId);
    expect(fake.orders.size).toBe(1);
  });

  it('refuses a currency other than dollars without calling PayPal', async () => {
    const error = await providerError(gateway().createPayment({ ...paymentRequest(), currency: 'INR' }));
    expect(error.final).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('PayPal confirmPayment', () => {
  it('captures an approved order: paid, with the capture’s id', async () => {
    const g = gateway();
    const payment = await approvedPayment(g);

    const status = await g.confirmPayment(payment, { orderID: payment.providerOrderId });
    const capture = fake.orders.get(payment.providerOrderId)?.capture;
    expect(capture).toBeTruthy();
    expect(status).toEqual({ status: 'paid', providerPaymentId: capture!.id, amount: 12345, currency: 'USD' });
    const [call] = calls('POST', capturePath);
    expect(call?.headers['paypal-request-id']).toBe(`${payment.providerOrderId}-capture`);
  });

  it('confirmed twice, captures once: the repeat is answered from the same request id', async () => {
    const g = gateway();
    const payment = await approvedPayment(g);
    const first = await g.confirmPayment(payment, { orderID: payment.providerOrderId });
    const again = await g.confirmPayment(payment, { orderID: payment.providerOrderId });
    expect(again).toEqual(first);
    expect(calls('POST', capturePath)).toHaveLength(2);
    expect(calls('GET', orderPath)).toHaveLength(0); // not the ORDER_ALREADY_CAPTURED path
  });

  it('an order the payer has not approved yet is pending', async () => {
    const g = gateway();
    const { providerOrderId } = await g.createPayment(paymentRequest());
    await expect(
      g.confirmPayment({ providerOrderId, amount: 12345, currency: 'USD' }, { orderID: providerOrderId }),
    ).resolves.toEqual({
      status: 'pending',
    });
    expect(fake.orders.get(providerOrderId)?.capture).toBeNull();
  });

  it('a declined funding source is a failed payment with a readable reason', async () => {
    const g = gateway();
    const payment = await approvedPayment(g, { declined: true });
    const status = await g.confirmPayment(payment, { orderID: payment.providerOrderId });
    expect(status.status).toBe('failed');
    expect(status.status === 'failed' && status.reason).toMatch(/^PayPal declined .+\.$/);
  });

  it('an order already captured (by the PayPal button itself) is answered from the order', async () => {
    const g = gateway();
    const payment = await approvedPayment(g);
    const capture = fake.captureElsewhere(payment.providerOrderId);

    const status = await g.confirmPayment(payment, { orderID: payment.providerOrderId });
    expect(status).toEqual({ status: 'paid', providerPaymentId: capture.id, amount: 12345, currency: 'USD' });
    expect(calls('GET', orderPath)).toHaveLength(1);
  });

  it('refuses another order’s id, or a body that is not an approval, without capturing', async () => {
    const g = gateway();
    const payment = await approvedPayment(g);
    const other = await g.createPayment(paymentRequest('FCT-1002'));
    fake.approve(other.providerOrderId);

    for (const body of [{ orderID: other.providerOrderId }, {}, { orderID: '' }, 'nonsense', null]) {
      const error = await providerError(g.confirmPayment(payment, body));
      expect(error.final, JSON.stringify(body)).toBe(true);
    }
    expect(calls('POST', capturePath)).toHaveLength(0);
  });

  it('refuses a capture for another amount or currency than the payment', async () => {
    const g = gateway();
    const payment = await approvedPayment(g);
    const error = await providerError(
      g.confirmPayment({ ...payment, amount: 12300 }, { orderID: payment.providerOrderId }),
    );
    expect(error.final).toBe(true);
    expect(error.message).toBe('The amount paid does not match the order.');

    const inRupees = await providerError(
      g.confirmPayment({ ...payment, currency: 'INR' }, { orderID: payment.providerOrderId }),
    );
    expect(inRupees.message).toBe('The amount paid does not match the order.');
  });
});

describe('PayPal lookUpPayment', () => {
  it('captures an order the payer approved but nobody captured: paid', async () => {
    const g = gateway();
    const payment = await approvedPayment(g);
    const status = await g.lookUpPayment(payment);
    const order = fake.orders.get(payment.providerOrderId);
    expect(order?.status).toBe('COMPLETED');
    expect(status).toEqual({ status: 'paid', providerPaymentId: order!.capture!.id, amount: 12345, currency: 'USD' });
  });

  it('answers a captured order from its capture without capturing again', async () => {
    const g = gateway();
    const payment = await approvedPayment(g);
    const capture = fake.captureElsewhere(payment.providerOrderId);
    await expect(g.lookUpPayment(payment)).resolves.toEqual({
      status: 'paid',
      providerPaymentId: capture.id,
      amount: 12345,
      currency: 'USD',
    });
    expect(calls('POST', capturePath)).toHaveLength(0);
    await expect(g.lookUpPayment({ ...payment, amount: 1 })).rejects.toThrow(
      'The amount paid does not match the order.',
    );
  });

  it('an order still waiting for the payer is pending; a voided one failed', async () => {
    const g = gateway();
    const { providerOrderId } = await g.createPayment(paymentRequest());
    const payment = { providerOrderId, amount: 12345, currency: 'USD' as const };
    await expect(g.lookUpPayment(payment)).resolves.toEqual({ status: 'pending' });
    expect(calls('POST', capturePath)).toHaveLength(0);

    fake.orders.get(providerOrderId)!.status = 'VOIDED';
    const voided = await g.lookUpPayment(payment);
    expect(voided.status).toBe('failed');
  });
});

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
