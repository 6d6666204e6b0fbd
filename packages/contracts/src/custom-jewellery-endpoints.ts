import { defineEndpoints } from './endpoint.ts';

/*
 * Custom jewellery requests under /api/custom-jewellery (docs/product.md, "Custom jewellery
 * requests"): anyone may send one; a signed-in shopper lists their own at /for-customer; staff of
 * the Custom Jewelleries area list, read, move, reply to and delete them. Anyone may upload a
 * reference picture for a request first (`/picture`, a multipart upload). Their shapes are
 * customJewelleryShapes in custom-jewellery.ts.
 */
export const customJewelleryEndpoints = defineEndpoints('customJewellery', {
  picture: { method: 'POST', path: '/api/custom-jewellery/picture', access: 'public' },
  send: { method: 'POST', path: '/api/custom-jewellery', access: 'public' },
  list: { method: 'GET', path: '/api/custom-jewellery', access: 'customJewelleries' },
  mine: { method: 'GET', path: '/api/custom-jewellery/for-customer', access: 'signedIn' },
  one: { method: 'GET', path: '/api/custom-jewellery/:id', access: 'customJewelleries' },
  changeState: { method: 'PUT', path: '/api/custom-jewellery/state', access: 'customJewelleries' },
  reply: { method: 'POST', path: '/api/custom-jewellery/reply', access: 'customJewelleries' },
  remove: { method: 'DELETE', path: '/api/custom-jewellery/:id', access: 'customJewelleries' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { CustomJewelleryShapes } from './custom-jewellery.ts';
