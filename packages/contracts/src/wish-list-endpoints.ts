import { defineEndpoints } from './endpoint.ts';

/*
 * The signed-in customer's wish list (docs/product.md, "Wish list"), under the historic /api/wish
 * and its /api/wish/wish. Their shapes are wishListShapes in wish-list.ts.
 */
export const wishListEndpoints = defineEndpoints('wishList', {
  list: { method: 'GET', path: '/api/wish', access: 'signedIn' },
  skus: { method: 'GET', path: '/api/wish/skus', access: 'signedIn' },
  add: { method: 'POST', path: '/api/wish/wish', access: 'signedIn' },
  remove: { method: 'POST', path: '/api/wish/remove', access: 'signedIn' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { WishListShapes } from './wish-list.ts';
