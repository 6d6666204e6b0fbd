import type { PaymentProvider } from '@facet/contracts/orders';
import type { PaymentsConfig } from '../../env.ts';
import type { PaymentGateway } from './payment-provider.ts';
import { createPaypalGateway } from './paypal-gateway.ts';
import { createRazorpayGateway } from './razorpay-gateway.ts';
import { createTestPaymentGateway } from './test-payment-gateway.ts';

/** The providers this shop takes payments with, by name: each real one with keys, the test one when on. */
export type PaymentGateways = ReadonlyMap<PaymentProvider, PaymentGateway>;

export function createPaymentGateways(config: PaymentsConfig): PaymentGateways {
  const gateways = new Map<PaymentProvider, PaymentGateway>();
  if (config.razorpay) gateways.set('razorpay', createRazorpayGateway(config.razorpay, config.timeoutMs));
  if (config.paypal) gateways.set('paypal', createPaypalGateway(config.paypal, config.timeoutMs));
  if (config.testPayments) gateways.set('test-payment', createTestPaymentGateway());
  return gateways;
}
