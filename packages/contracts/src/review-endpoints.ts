import { defineEndpoints } from './endpoint.ts';

/*
 * Reviews' JSON endpoints (verified purchase): a customer with a confirmed e-mail writes one,
 * anyone reads the approved ones, staff of the Jewelleries area publish or hide them. A piece's
 * page reads more of its reviews from the browser, so this file loads no zod: the shapes are in
 * reviews.ts. The pictures are uploaded first (`/picture`, a multipart upload).
 */
const customer = { access: 'signedIn', requires: ['emailConfirmed'] } as const;

export const reviewEndpoints = defineEndpoints('reviews', {
  picture: { method: 'POST', path: '/api/reviews/picture', ...customer },
  create: { method: 'POST', path: '/api/reviews', ...customer },
  approved: { method: 'GET', path: '/api/reviews', access: 'public' },
  ofProduct: { method: 'GET', path: '/api/reviews/product/:sku', access: 'public' },
  mine: { method: 'GET', path: '/api/reviews/for-customer', access: 'signedIn' },
  forStaff: { method: 'GET', path: '/api/reviews/staff', access: 'jewelleries' },
  changeState: { method: 'PUT', path: '/api/reviews/:id/state', access: 'jewelleries' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { ReviewShapes } from './reviews.ts';
