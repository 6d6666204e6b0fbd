import { expect } from 'vitest';
import type { FakePaypal } from '../../testing/fake-paypal.ts';
import type { FakePaypalOrder } from '../../testing/fake-paypal-orders.ts';
import { ProviderError, type PaymentRequest } from './payment-provider.ts';
import { createPaypalGateway } from './paypal-gateway.ts';

/*
 * What the PayPal gateway's test files share (paypal-gateway-payments,
 * paypal-gateway-refunds-webhooks): the credentials the local fake of PayPal's REST API is
 * started with, the gateway pointed at it, a payment request, and the calls the fake received.
 */

export const credentials = {
  clientId: 'AfakeClientId-0123456789',
  clientSecret: 'EfakeClientSecret-do-not-leak',
  webhookId: 'WH7Y7254563A4550640',
};

export const capturePath = /^\/v2\/checkout\/orders\/[A-Z0-9]+\/capture$/;
export const orderPath = /^\/v2\/checkout\/orders\/[A-Z0-9]+$/;

export function paymentRequest(orderNumber = 'FCT-1001', amount = 12345): PaymentRequest {
  return {
    orderNumber,
    amount,
    currency: 'USD',
    description: `Facet order ${orderNumber}`,
    customer: { name: 'Asha Rao', email: 'asha@example.com', phone: '+15555550100' },
  };
}

export async function providerError(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

export function captureCompletedEvent(order: FakePaypalOrder) {
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

/** The gateway and the fake's records, on the fake `fake` answers once the file's beforeEach has started it. */
export function paypalGatewayCalls(fake: () => FakePaypal) {
  function gateway(
    overrides: Partial<{ clientSecret: string; webhookId: string | undefined }> = {},
    timeoutMs = 2000,
    now?: () => number,
  ) {
    return createPaypalGateway({ ...credentials, apiUrl: fake().url, ...overrides }, timeoutMs, now ? { now } : {});
  }

  /** A PayPal order created by the gateway and approved by the payer. */
  async function approvedPayment(g: ReturnType<typeof gateway>, options: { declined?: boolean } = {}) {
    const { providerOrderId } = await g.createPayment(paymentRequest());
    fake().approve(providerOrderId, options);
    return { providerOrderId, amount: 12345, currency: 'USD' as const };
  }

  function calls(method: string, path: RegExp | string) {
    return fake().requests.filter(
      (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
    );
  }

  return { gateway, approvedPayment, calls };
}
