import { defineEndpoints } from './endpoint.ts';

/*
 * The payments' declared endpoints (docs/product.md, "Checkout and payments"): the ways to pay
 * the shop offers, read by anyone (the checkout's payment step). Starting and capturing a payment
 * and the providers' webhooks are still registered by hand. Their shapes are paymentShapes in
 * orders.ts.
 */
export const paymentEndpoints = defineEndpoints('payments', {
  providers: { method: 'GET', path: '/api/payment-providers', access: 'public' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { PaymentShapes } from './orders.ts';
