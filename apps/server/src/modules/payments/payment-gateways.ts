import type { PaymentProvider } from '@facet/contracts/orders';
import type { PaymentsConfig } from '../../env.ts';
import type { Metrics } from '../../lib/metrics.ts';
import { measuredGateway } from './measured-gateway.ts';
import type { PaymentGateway } from './payment-provider.ts';
import { createPaypalGateway } from './paypal-gateway.ts';
import { createRazorpayGateway } from './razorpay-gateway.ts';
import { createTestPaymentGateway } from './test-payment-gateway.ts';

/** The providers this shop takes payments with, by name: each real one with keys, the test one when on. */
export type PaymentGateways = ReadonlyMap<PaymentProvider, PaymentGateway>;

/** With `metrics`, every call to a provider is timed and its failures counted (measured-gateway.ts). */
export function createPaymentGateways(config: PaymentsConfig, metrics?: Metrics): PaymentGateways {
  const gateways = new Map<PaymentProvider, PaymentGateway>();
  const add = (gateway: PaymentGateway) =>
    gateways.set(gateway.name, metrics ? measuredGateway(gateway, metrics) : gateway);
  if (config.razorpay) add(createRazorpayGateway(config.razorpay, config.timeoutMs));
  if (config.paypal) add(createPaypalGateway(config.paypal, config.timeoutMs));
  if (config.testPayments) add(createTestPaymentGateway());
  return gateways;
}
