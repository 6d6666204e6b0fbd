import { currencies } from './money.ts';
import { defineShapes } from './endpoint-shapes.ts';
import { paymentEndpoints, paymentWebhookEndpoints } from './payment-endpoints.ts';
import { type PaymentProvider, paymentProviders } from './payment-providers.ts';
import { z } from './zod.ts';

/*
 * The ways to pay this shop offers (`GET /api/payment-providers`) and the providers' webhooks,
 * which tell the shop about a payment. Paying for an order at checkout is contracts/checkout.ts.
 */

/** GET /api/payment-providers: the ways to pay this shop offers, and what the payment step loads for each. */
export const paymentOption = z.object({
  provider: z.enum(paymentProviders),
  label: z.string(),
  /** The currency it charges in; null: the shopper's (the test provider). */
  currency: z.enum(currencies).nullable(),
  /** The provider's script for the payment step (Checkout.js, the PayPal JS SDK); null for the test provider. */
  scriptUrl: z.string().nullable(),
  /** The public key the script needs (Razorpay key id, PayPal client id); never a secret. */
  publicKey: z.string().nullable(),
});
export type PaymentOption = z.infer<typeof paymentOption>;

export const paymentShapes = defineShapes(paymentEndpoints, {
  providers: {
    summary: 'The ways to pay this shop offers, with what the payment step loads for each',
    response: z.array(paymentOption),
  },
});
export type PaymentShapes = typeof paymentShapes;

/** POST /api/{provider}/webhook: whether the event was news (false: seen before, nothing changed). */
export const webhookReceipt = z.object({ handled: z.boolean() });
export type WebhookReceipt = z.infer<typeof webhookReceipt>;

function webhookShape(provider: PaymentProvider) {
  return {
    summary: `${provider} tells the shop about a payment (signed; a replay changes nothing)`,
    rawBody: true,
    response: webhookReceipt,
  } as const;
}

export const paymentWebhookShapes = defineShapes(paymentWebhookEndpoints, {
  razorpay: webhookShape('razorpay'),
  paypal: webhookShape('paypal'),
});
export type PaymentWebhookShapes = typeof paymentWebhookShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    payments: PaymentShapes;
    paymentWebhooks: PaymentWebhookShapes;
  }
}
