import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakePaypal, type FakePaypal } from '../../testing/fake-paypal.ts';
import { centsToPaypalValue, paypalValueToCents } from './paypal-amounts.ts';
import {
  capturePath,
  credentials,
  orderPath,
  paymentRequest,
  paypalGatewayCalls,
  providerError,
} from './paypal-gateway.test-support.ts';

/*
 * The PayPal gateway against a local fake of PayPal's REST API: amounts, access tokens, creating a
 * payment, capturing it (confirmPayment) and looking it up. Refunds, webhooks and failures:
 * paypal-gateway-refunds-webhooks.unit.test.ts; their set-up: paypal-gateway.test-support.ts.
 */

let fake: FakePaypal;
beforeEach(async () => {
  fake = await startFakePaypal(credentials);
});
afterEach(async () => {
  await fake.close();
});
const { gateway, approvedPayment, calls } = paypalGatewayCalls(() => fake);

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
