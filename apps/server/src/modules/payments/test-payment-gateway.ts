import { randomUUID } from 'node:crypto';
import { testPaymentCaptureInput } from '@facet/contracts/checkout';
import { type PaymentGateway, ProviderError } from './payment-provider.ts';

/*
 * The test provider (ours): the default when no real provider's keys are configured, so checkout
 * works end to end on a laptop. No money moves anywhere. The payment step shows "Test payment —
 * no money taken" with two buttons, pay or decline; the order and invoice carry the same label.
 * Nothing outside the shop knows of its payments, so a test payment nobody confirmed stays
 * pending (the hold then runs out) and there are no webhooks.
 */
export function createTestPaymentGateway(): PaymentGateway {
  return {
    name: 'test-payment',
    currency: null,
    async createPayment(request) {
      const providerOrderId = `test_${randomUUID()}`;
      return {
        providerOrderId,
        checkout: { paymentId: providerOrderId, amount: request.amount, currency: request.currency, isTest: true },
      };
    },
    async confirmPayment(payment, body) {
      const parsed = testPaymentCaptureInput.safeParse(body);
      if (!parsed.success) throw new ProviderError('The test payment’s answer could not be read.', parsed.error, true);
      if (parsed.data.paymentId !== payment.providerOrderId) {
        throw new ProviderError('This answer belongs to another payment.', undefined, true);
      }
      if (parsed.data.outcome === 'failure') {
        return { status: 'failed', reason: 'The test payment was declined, as you chose. No money was taken.' };
      }
      return {
        status: 'paid',
        providerPaymentId: `${payment.providerOrderId}_paid`,
        amount: payment.amount,
        currency: payment.currency,
      };
    },
    async lookUpPayment() {
      return { status: 'pending' };
    },
    async refund(payment) {
      return { providerRefundId: `${payment.providerPaymentId}_refund_${payment.reference ?? 'all'}` };
    },
    async verifyWebhook() {
      return null;
    },
  };
}
