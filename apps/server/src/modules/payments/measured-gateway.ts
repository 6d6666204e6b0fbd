import type { Metrics } from '../../lib/metrics.ts';
import { type PaymentGateway, ProviderError } from './payment-provider.ts';

/*
 * Every call the shop makes to a payment provider goes through its gateway, and every gateway
 * the shop uses is made in createPaymentGateways: wrapped there, each call is timed (all its HTTP
 * requests together, such as PayPal's token and the call itself) and each failure counted by
 * kind. Metrics only: a call's answer or error is passed on untouched.
 */

/** refused: the provider said no for good (wrong keys, a declined refund); unavailable: it may work later. */
export type ProviderErrorKind = 'refused' | 'unavailable' | 'timeout' | 'unexpected';

export function providerErrorKind(error: unknown): ProviderErrorKind {
  if (!(error instanceof ProviderError)) return 'unexpected';
  if (error.final) return 'refused';
  // fetchWithTimeout's AbortSignal.timeout() fails the fetch with a TimeoutError.
  if (error.detail instanceof Error && error.detail.name === 'TimeoutError') return 'timeout';
  return 'unavailable';
}

type Measured = Pick<Metrics, 'paymentCallDuration' | 'paymentCallErrors'>;

export function measuredGateway(gateway: PaymentGateway, metrics: Measured): PaymentGateway {
  const provider = gateway.name;
  const measure =
    <A extends unknown[], R>(operation: string, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const stop = metrics.paymentCallDuration.startTimer({ provider, operation });
      try {
        return await call(...args);
      } catch (error) {
        metrics.paymentCallErrors.inc({ provider, operation, kind: providerErrorKind(error) });
        throw error;
      } finally {
        stop();
      }
    };
  return {
    name: gateway.name,
    currency: gateway.currency,
    createPayment: measure('create_payment', gateway.createPayment.bind(gateway)),
    confirmPayment: measure('confirm_payment', gateway.confirmPayment.bind(gateway)),
    lookUpPayment: measure('look_up_payment', gateway.lookUpPayment.bind(gateway)),
    refund: measure('refund', gateway.refund.bind(gateway)),
    verifyWebhook: measure('verify_webhook', gateway.verifyWebhook.bind(gateway)),
  };
}
