import { defineEndpoints } from './endpoint.ts';

/*
 * The payments' declared endpoints (docs/product.md, "Checkout and payments"): the ways to pay
 * the shop offers, read by anyone (the checkout's payment step). The providers' webhooks are still
 * registered by hand (their bodies read as text, for the signature). Their shapes are
 * paymentShapes and checkoutPaymentShapes in orders.ts.
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

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { CheckoutPaymentShapes, PaymentShapes } from './orders.ts';
