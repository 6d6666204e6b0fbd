import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeRazorpay, startFakeRazorpay } from '../../testing/fake-razorpay.ts';
import { type PaymentGateway, type PaymentRequest, ProviderError } from './payment-provider.ts';
import { createRazorpayGateway } from './razorpay-gateway.ts';
import { hmacSha256Hex } from './razorpay-signatures.ts';

/* The Razorpay gateway against a local fake of Razorpay's API: what it sends, what it believes. */

const keyId = 'rzp_test_FacetKey0001';
const keySecret = 'facet_key_secret_never_shown';
const webhookSecret = 'facet_webhook_secret';
const basicAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

const request: PaymentRequest = {
  orderNumber: 'FCT-240611-0042',
  amount: 1_234_550,
  currency: 'INR',
  description: 'Facet order FCT-240611-0042',
  customer: { name: 'Asha Rao', email: 'asha@example.com', phone: '+919812345678' },
};

let fake: FakeRazorpay;
let gateway: PaymentGateway;

function gatewayWith(overrides: { keySecret?: string; webhookSecret?: string | undefined; timeoutMs?: number } = {}) {
  return createRazorpayGateway(
    {
      keyId,
      keySecret: overrides.keySecret ?? keySecret,
      webhookSecret: 'webhookSecret' in overrides ? overrides.webhookSecret : webhookSecret,
      apiUrl: fake.url,
    },
    overrides.timeoutMs ?? 2000,
  );
}

beforeEach(async () => {
  fake = await startFakeRazorpay({ keyId, keySecret, webhookSecret });
  gateway = gatewayWith();
});

afterEach(async () => {
  await fake.close();
});

/** A Razorpay order for `request`, and the payment as the payments service stores it. */
async function placed() {
  const created = await gateway.createPayment(request);
  return {
    created,
    payment: { providerOrderId: created.providerOrderId, amount: request.amount, currency: 'INR' as const },
  };
}

async function providerError(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderError);
    return error as ProviderError;
  }
  throw new Error('expected a ProviderError, the call succeeded');
}

function flipOne(hex: string): string {
  return `${hex.slice(0, 5)}${hex[5] === '0' ? '1' : '0'}${hex.slice(6)}`;
}

function calls(method: string, path: RegExp) {
  return fake.requests.filter((r) => r.method === method && path.test(r.path));
}

describe('createPayment', () => {
  it('creates a Razorpay order in paise with our order number, and hands Checkout its options without secrets', async () => {
    const { created } = await placed();
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v1/orders');
    expect(sent?.headers.authorization).toBe(basicAuth);
    expect(sent?.headers['content-type']).toMatch(/^application\/json/);
    expect(sent?.body).toEqual({
      amount: 1_234_550,
      currency: 'INR',
      receipt: 'FCT-240611-0042',
      notes: { order_number: 'FCT-240611-0042' },
    });
    expect(created.providerOrderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(fake.orders.get(created.providerOrderId)?.amount).toBe(1_234_550);
    expect(created.checkout).toEqual({
      key: keyId,
      order_id: created.providerOrderId,
      amount: 1_234_550,
      currency: 'INR',
      description: 'Facet order FCT-240611-0042',
      prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '+919812345678' },
    });
    expect(JSON.stringify(created.checkout)).not.toContain(keySecret);
  });

  it('refuses a currency other than rupees without calling Razorpay', async () => {
    const error = await providerError(gateway.createPayment({ ...request, currency: 'USD' }));
    expect(error.final).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('confirmPayment', () => {
  it('answers paid for a captured payment with a genuine signature, without capturing again', async () => {
    const { payment } = await placed();
    const answer = fake.pay(payment.providerOrderId);
    await expect(gateway.confirmPayment(payment, answer)).resolves.toEqual({
      status: 'paid',
      providerPaymentId: answer.razorpay_payment_id,
      amount: 1_234_550,
      currency: 'INR',
    });
    expect(calls('GET', new RegExp(`^/v1/payments/${answer.razorpay_payment_id}$`))).toHaveLength(1);
    expect(calls('POST', /\/capture$/)).toHaveLength(0);
  });

  it('captures a payment Razorpay only authorised, for its amount, before answering paid', async () => {
    const { payment } = await placed();
    const answer = fake.pay(payment.providerOrderId, { status: 'authorized' });
    const status = await gateway.confirmPayment(payment, answer);
    expect(status).toMatchObject({ status: 'paid', providerPaymentId: answer.razorpay_payment_id });
    const captures = calls('POST', new RegExp(`^/v1/payments/${answer.razorpay_payment_id}/capture$`));
    expect(captures.map((c) => c.body)).toEqual([{ amount: 1_234_550, currency: 'INR' }]);
    expect(fake.payments.get(answer.razorpay_payment_id)?.status).toBe('captured');
    expect(fake.orders.get(payment.providerOrderId)?.status).toBe('paid');
  });

  it('answers paid when the capture is refused because the payment was captured meanwhile', async () => {
    const { payment } = await placed();
    const answer = fake.pay(payment.providerOrderId, { status: 'authorized' });
    const stored = fake.payments.get(answer.razorpay_payment_id)!;
    fake.failNext(
      { method: 'POST', path: /\/capture$/ },
      {
        status: 400,
        body: { error: { code: 'BAD_REQUEST_ERROR', description: 'This payment has already been captured' } },
        meanwhile: () => Object.assign(stored, { status: 'captured', captured: true }),
      },
    );
    await expect(gateway.confirmPayment(payment, answer)).resolves.toMatchObject({ status: 'paid' });
  });

  it('refuses a forged signature, or one made with another key, before asking Razorpay', async () => {
    const { payment } = await placed();
    const answer = fake.pay(payment.providerOrderId);
    for (const signature of [
      flipOne(answer.razorpay_signature),
      hmacSha256Hex(`${answer.razorpay_order_id}|${answer.razorpay_payment_id}`, 'another_secret'),
    ]) {
      const error = await providerError(gateway.confirmPayment(payment, { ...answer, razorpay_signature: signature }));
      expect(error.final).toBe(true);
      expect(error.message).toBe('The payment could not be verified.');
    }
    expect(calls('GET', /^\/v1\/payments\//)).toHaveLength(0);
  });

  it('refuses an answer naming another order', async () => {
    const mine = await placed();
    const theirs = await placed();
    const answer = fake.pay(theirs.payment.providerOrderId);
    const error = await providerError(gateway.confirmPayment(mine.payment, answer));
    expect(error.final).toBe(true);
    expect(error.message).toMatch(/another order/);
  });

  it('refuses another order’s payment even when signed for ours', async () => {
    const mine = await placed();
    const theirs = await placed();
    const answer = fake.pay(theirs.payment.providerOrderId);
    const signedForMine = {
      razorpay_order_id: mine.payment.providerOrderId,
      razorpay_payment_id: answer.razorpay_payment_id,
      razorpay_signature: hmacSha256Hex(`${mine.payment.providerOrderId}|${answer.razorpay_payment_id}`, keySecret),
    };
    const error = await providerError(gateway.confirmPayment(mine.payment, signedForMine));
    expect(error.final).toBe(true);
    expect(error.message).toBe('The amount paid does not match the order.');
  });

  it('refuses a payment of another amount', async () => {
    const { payment } = await placed();
    const answer = fake.pay(payment.providerOrderId, { amount: 100 });
    const error = await providerError(gateway.confirmPayment(payment, answer));
    expect(error.final).toBe(true);
    expect(error.message).toBe('The amount paid does not match the order.');
    expect(calls('POST', /\/capture$/)).toHaveLength(0);
  });

  it('answers failed with Razorpay’s reason for a failed payment', async () => {
    const { payment } = await placed();
    const answer = fake.pay(payment.providerOrderId, { status: 'failed', errorDescription: 'The card was declined.' });
    await expect(gateway.confirmPayment(payment, answer)).resolves.toEqual({
      status: 'failed',
      reason: 'The card was declined.',
    });
  });

  it('refuses a body that is not Checkout’s answer with a readable sentence', async () => {
    const { payment } = await placed();
    for (const body of [{}, 'nonsense', { razorpay_order_id: payment.providerOrderId, razorpay_payment_id: 'pay_x' }]) {
      const error = await providerError(gateway.confirmPayment(payment, body));
      expect(error.final).toBe(true);
      expect(error.message).toMatch(/could not be confirmed\.$/);
    }
  });
});

describe('lookUpPayment', () => {
  it('answers paid for a captured payment of the order, pending when there is none', async () => {
    const { payment } = await placed();
    await expect(gateway.lookUpPayment(payment)).resolves.toEqual({ status: 'pending' });
    expect(calls('GET', new RegExp(`^/v1/orders/${payment.providerOrderId}/payments$`))).toHaveLength(1);
    fake.pay(payment.providerOrderId, { status: 'failed' });
    const answer = fake.pay(payment.providerOrderId);
    await expect(gateway.lookUpPayment(payment)).resolves.toEqual({
      status: 'paid',
      providerPaymentId: answer.razorpay_payment_id,
      amount: 1_234_550,
      currency: 'INR',
    });
  });

  it('captures an authorised payment and answers paid', async () => {
    const { payment } = await placed();
    const answer = fake.pay(payment.providerOrderId, { status: 'authorized' });
    await expect(gateway.lookUpPayment(payment)).resolves.toMatchObject({
      status: 'paid',
      providerPaymentId: answer.razorpay_payment_id,
    });
    expect(calls('POST', /\/capture$/)).toHaveLength(1);
    expect(fake.payments.get(answer.razorpay_payment_id)?.status).toBe('captured');
  });

  it('answers failed when every attempt failed', async () => {
    const { payment } = await placed();
    fake.pay(payment.providerOrderId, { status: 'failed', errorDescription: 'Cancelled by the payer.' });
    await expect(gateway.lookUpPayment(payment)).resolves.toEqual({
      status: 'failed',
      reason: 'Cancelled by the payer.',
    });
  });
});

describe('refund', () => {
  it('refunds the amount with our order number and answers Razorpay’s refund id', async () => {
    const { payment } = await placed();
    const answer = fake.pay(payment.providerOrderId);
    const paid = {
      providerPaymentId: answer.razorpay_payment_id,
      currency: 'INR' as const,
      orderNumber: request.orderNumber,
    };
    const { providerRefundId } = await gateway.refund({ ...paid, amount: 500_000 });
    expect(providerRefundId).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    const sent = calls('POST', new RegExp(`^/v1/payments/${answer.razorpay_payment_id}/refund$`));
    expect(sent.map((r) => r.body)).toEqual([{ amount: 500_000, notes: { order_number: request.orderNumber } }]);
    expect(fake.refunds.get(providerRefundId)).toMatchObject({
      amount: 500_000,
      payment_id: answer.razorpay_payment_id,
    });
    expect(fake.payments.get(answer.razorpay_payment_id)?.amount_refunded).toBe(500_000);

    // What is left is 734,550 paise: a refund beyond it is Razorpay's final no.
    const error = await providerError(gateway.refund({ ...paid, amount: 734_551 }));
    expect(error.final).toBe(true);
    expect(error.detail).toMatchObject({
      status: 400,
      description: expect.stringMatching(/greater than amount captured/),
    });
    expect(fake.refunds.size).toBe(1);
  });
});

describe('verifyWebhook', () => {
  let received: { headers: IncomingHttpHeaders; body: string }[];
  let receiver: ReturnType<typeof createServer>;
  let receiverUrl: string;

  beforeEach(async () => {
    received = [];
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/razorpay/webhook`;
  });

  afterEach(async () => {
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('believes a signed payment.captured and order.paid, reading the event id and the money', async () => {
    const { payment } = await placed();
    const answer = fake.pay(payment.providerOrderId);
    for (const event of ['payment.captured', 'order.paid']) {
      expect(await fake.webhook(receiverUrl, event)).toBe(200);
      const { headers, body } = received.at(-1)!;
      expect(typeof headers['x-razorpay-event-id']).toBe('string');
      await expect(gateway.verifyWebhook(headers, body)).resolves.toEqual({
        eventId: headers['x-razorpay-event-id'],
        kind: event,
        providerOrderId: payment.providerOrderId,
        paid: { providerPaymentId: answer.razorpay_payment_id, amount: 1_234_550, currency: 'INR' },
      });
    }
  });

  it('reads payment.failed and other events (payment.authorized) as no money, for their order', async () => {
    const { payment } = await placed();
    fake.pay(payment.providerOrderId, { status: 'failed' });
    await fake.webhook(receiverUrl, 'payment.failed');
    fake.pay(payment.providerOrderId, { status: 'authorized' });
    await fake.webhook(receiverUrl, 'payment.authorized');
    for (const [index, kind] of ['payment.failed', 'payment.authorized'].entries()) {
      const { headers, body } = received[index]!;
      await expect(gateway.verifyWebhook(headers, body)).resolves.toMatchObject({
        kind,
        providerOrderId: payment.providerOrderId,
        paid: null,
      });
    }
  });

  it('refuses a forged or altered webhook, and every webhook when no secret is configured', async () => {
    const { payment } = await placed();
    fake.pay(payment.providerOrderId);
    await fake.webhook(receiverUrl, 'payment.captured', { forge: true });
    await fake.webhook(receiverUrl, 'payment.captured');
    const [forged, genuine] = received as [(typeof received)[0], (typeof received)[0]];
    await expect(gateway.verifyWebhook(forged.headers, forged.body)).resolves.toBeNull();
    const altered = genuine.body.replace('"amount":1234550', '"amount":1234551');
    expect(altered).not.toBe(genuine.body);
    await expect(gateway.verifyWebhook(genuine.headers, altered)).resolves.toBeNull();
    await expect(
      gateway.verifyWebhook({ ...genuine.headers, 'x-razorpay-signature': undefined }, genuine.body),
    ).resolves.toBeNull();
    await expect(gateway.verifyWebhook(genuine.headers, genuine.body)).resolves.not.toBeNull();
    await expect(
      gatewayWith({ webhookSecret: undefined }).verifyWebhook(genuine.headers, genuine.body),
    ).resolves.toBeNull();
  });

  it('names an event without an id header by the digest of its body', async () => {
    const { payment } = await placed();
    fake.pay(payment.providerOrderId);
    await fake.webhook(receiverUrl, 'payment.captured');
    const { headers, body } = received[0]!;
    const verified = await gateway.verifyWebhook({ ...headers, 'x-razorpay-event-id': undefined }, body);
    expect(verified?.eventId).toBe(createHash('sha256').update(body).digest('hex'));
  });
});

describe('when Razorpay fails', () => {
  it('a 5xx, an unreadable answer or a closed socket may work if tried again', async () => {
    fake.failNext({ path: '/v1/orders' }, { status: 500, body: { error: { code: 'SERVER_ERROR', description: 'x' } } });
    expect((await providerError(gateway.createPayment(request))).final).toBe(false);
    fake.failNext({ path: '/v1/orders' }, { status: 200, body: '<html>gateway</html>' });
    expect((await providerError(gateway.createPayment(request))).final).toBe(false);
    fake.failNext({ path: '/v1/orders' }, 'close');
    expect((await providerError(gateway.createPayment(request))).final).toBe(false);
    expect(fake.orders.size).toBe(0);
  });

  it('no answer in time may work if tried again', async () => {
    const quick = gatewayWith({ timeoutMs: 150 });
    fake.failNext({ method: 'POST', path: '/v1/orders' }, 'hang');
    const started = Date.now();
    const error = await providerError(quick.createPayment(request));
    expect(error.final).toBe(false);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('wrong keys are a final refusal that carries Razorpay’s description and never the secret', async () => {
    const wrongSecret = 'wrong_secret_do_not_log';
    const error = await providerError(gatewayWith({ keySecret: wrongSecret }).createPayment(request));
    expect(error.final).toBe(true);
    expect(error.detail).toMatchObject({ status: 401, description: 'Authentication failed' });
    const said = `${error.message} ${JSON.stringify(error.detail)}`;
    expect(said).not.toContain(wrongSecret);
    expect(said).not.toContain(Buffer.from(`${keyId}:${wrongSecret}`).toString('base64'));
  });
});
