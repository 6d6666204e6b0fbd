import { defineEndpoints } from './endpoint.ts';

/*
 * The payments' declared endpoints (docs/product.md, "Checkout and payments"): the ways to pay
 * the shop offers, read by anyone (the checkout's payment step); the checkout's calls with each
 * provider; and each real provider's webhook. Their shapes are paymentShapes, checkoutPaymentShapes
 * and paymentWebhookShapes in orders.ts.
 */
export const paymentEndpoints = defineEndpoints('payments', {
  providers: { method: 'GET', path: '/api/payment-providers', access: 'public' },
});

/*
 * The same two calls for every provider, by a signed-in customer with a confirmed e-mail: place
 * the order from the bag (or pay again for one awaiting payment) and start its payment, then
 * capture it. The idempotency key comes in the body or the Idempotency-Key header.
 */
const customer = { method: 'POST', access: 'signedIn', requires: ['emailConfirmed'] } as const;

export const checkoutPaymentEndpoints = defineEndpoints('checkoutPayments', {
  testPaymentStart: { ...customer, path: '/api/test-payment/cart/orders' },
  testPaymentCapture: { ...customer, path: '/api/test-payment/cart/orders/capture' },
  razorpayStart: { ...customer, path: '/api/razorpay/cart/orders' },
  razorpayCapture: { ...customer, path: '/api/razorpay/cart/orders/capture' },
  paypalStart: { ...customer, path: '/api/paypal/cart/orders' },
  paypalCapture: { ...customer, path: '/api/paypal/cart/orders/capture' },
});

/*
 * What a real provider tells the shop about a payment, called by the provider and proved by its
 * signature, which covers the body's bytes: the body is read as the text sent (the shapes'
 * rawBody). A replay changes nothing.
 */
export const paymentWebhookEndpoints = defineEndpoints('paymentWebhooks', {
  razorpay: { method: 'POST', path: '/api/razorpay/webhook', access: 'public' },
  paypal: { method: 'POST', path: '/api/paypal/webhook', access: 'public' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { CheckoutPaymentShapes } from './checkout.ts';
export type { PaymentShapes, PaymentWebhookShapes } from './payment-shapes.ts';
