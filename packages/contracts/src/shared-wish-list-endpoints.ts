import { defineEndpoints } from './endpoint.ts';

/*
 * The shared wish list (decision 046): the signed-in shopper's one link (made, read, stopped)
 * and the read-only list it opens for anyone holding it. Their shapes are sharedWishListShapes
 * in shared-wish-list.ts.
 */
export const sharedWishListEndpoints = defineEndpoints('sharedWishList', {
  mine: { method: 'GET', path: '/api/wish/share', access: 'signedIn' },
  share: { method: 'POST', path: '/api/wish/share', access: 'signedIn' },
  stop: { method: 'DELETE', path: '/api/wish/share', access: 'signedIn' },
  read: { method: 'GET', path: '/api/shared-wish-lists/:token', access: 'public' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { SharedWishListShapes } from './shared-wish-list.ts';
