import { defineEndpoints } from './endpoint.ts';

/*
 * Checkout's review (docs/product.md, "Checkout and payments"): what the signed-in customer's bag
 * would come to as an order, for an address (or a country, before there is one) and a way to pay.
 * Placing the order is the payment providers' (`/api/{provider}/cart/orders`). Its shape is
 * checkoutShapes in orders.ts.
 */
export const checkoutEndpoints = defineEndpoints('checkout', {
  quote: { method: 'GET', path: '/api/check-out/quote', access: 'signedIn' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { CheckoutShapes } from './checkout.ts';
