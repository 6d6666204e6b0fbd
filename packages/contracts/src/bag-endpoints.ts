import { defineEndpoints } from './endpoint.ts';

/*
 * The signed-in customer's bag under the original's /api/shopping-cart (docs/product.md, "Bag");
 * each change answers the whole bag as it now is. Routes are registered in this order, as they
 * always were: DELETE /api/shopping-cart/:id before DELETE /api/shopping-cart/apply-coupon, which
 * share a position and where the literal wins (an id is digits only). Their shapes are bagShapes
 * in bag.ts.
 */
export const bagEndpoints = defineEndpoints('bag', {
  read: { method: 'GET', path: '/api/shopping-cart', access: 'signedIn' },
  count: { method: 'GET', path: '/api/shopping-cart/count', access: 'signedIn' },
  add: { method: 'POST', path: '/api/shopping-cart', access: 'signedIn' },
  removeLine: { method: 'DELETE', path: '/api/shopping-cart/:id', access: 'signedIn' },
  setQuantity: { method: 'PUT', path: '/api/shopping-cart/quantity', access: 'signedIn' },
  setRingSize: { method: 'PUT', path: '/api/shopping-cart/ringSize', access: 'signedIn' },
  applyCoupon: { method: 'POST', path: '/api/shopping-cart/apply-coupon', access: 'signedIn' },
  removeCoupon: { method: 'DELETE', path: '/api/shopping-cart/apply-coupon', access: 'signedIn' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { BagShapes } from './bag.ts';
