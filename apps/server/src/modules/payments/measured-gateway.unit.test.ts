import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { parsePrometheusText, valueOf } from '../../testing/prometheus-text.ts';
import { measuredGateway, providerErrorKind } from './measured-gateway.ts';
import { type PaymentGateway, ProviderError } from './payment-provider.ts';
import { createTestPaymentGateway } from './test-payment-gateway.ts';

function measures() {
  const registry = new Registry();
  return {
    registry,
    paymentCallDuration: new Histogram({
      name: 'calls_seconds',
      help: 'calls',
      labelNames: ['provider', 'operation'],
      registers: [registry],
    }),
    paymentCallErrors: new Counter({
      name: 'errors_total',
      help: 'errors',
      labelNames: ['provider', 'operation', 'kind'],
      registers: [registry],
    }),
  };
}

describe('providerErrorKind', () => {
  it('tells a refusal, a provider out of reach, a call out of time and anything else apart', () => {
    expect(providerErrorKind(new ProviderError('Declined.', undefined, true))).toBe('refused');
    expect(providerErrorKind(new ProviderError('Could not be reached.', { status: 503 }))).toBe('unavailable');
    const timedOut = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    expect(providerErrorKind(new ProviderError('Could not be reached.', timedOut))).toBe('timeout');
    expect(providerErrorKind(new TypeError('x is undefined'))).toBe('unexpected');
  });
});

describe('measuredGateway', () => {
  it('passes every answer and error on untouched, timing each call and counting each failure', async () => {
    const m = measures();
    const gateway = measuredGateway(createTestPaymentGateway(), m);
    expect(gateway.name).toBe('test-payment');
    const created = await gateway.createPayment({
      orderNumber: 'FA-1',
      amount: 1000,
      currency: 'INR',
      description: 'A ring',
      customer: { name: 'Asha', email: 'asha@example.com', phone: '+919820012345' },
    });
    expect(created.providerOrderId).toMatch(/^test_/);
    const payment = { providerOrderId: created.providerOrderId, amount: 1000, currency: 'INR' as const };
    await expect(gateway.confirmPayment(payment, { nonsense: true })).rejects.toBeInstanceOf(ProviderError);

    const samples = parsePrometheusText(await m.registry.metrics());
    const calls = (operation: string) =>
      valueOf(samples, 'calls_seconds_count', { provider: 'test-payment', operation });
    expect(calls('create_payment')).toBe(1);
    expect(calls('confirm_payment')).toBe(1);
    expect(valueOf(samples, 'errors_total', { operation: 'confirm_payment', kind: 'refused' })).toBe(1);
    expect(valueOf(samples, 'errors_total', { operation: 'create_payment' })).toBeUndefined();
  });

  it('calls the gateway’s own methods with itself as this', async () => {
    const m = measures();
    const inner = {
      ...createTestPaymentGateway(),
      refunds: 0,
      async refund(this: { refunds: number }) {
        this.refunds += 1;
        return { providerRefundId: 'r1' };
      },
    };
    const gateway = measuredGateway(inner as PaymentGateway, m);
    await gateway.refund({ providerPaymentId: 'p1', amount: 1, currency: 'INR', orderNumber: 'FA-1' });
    expect(inner.refunds).toBe(1);
  });
});
