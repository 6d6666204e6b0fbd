import { defineEndpoints } from './endpoint.ts';

/*
 * The signed-in person's address book (My details and checkout), under the historic /api/address
 * and its `makedefault`. Their shapes are addressShapes in addresses.ts.
 */
export const addressEndpoints = defineEndpoints('addresses', {
  list: { method: 'GET', path: '/api/address', access: 'signedIn' },
  add: { method: 'POST', path: '/api/address', access: 'signedIn' },
  remove: { method: 'DELETE', path: '/api/address/:id', access: 'signedIn' },
  makeDefault: { method: 'PUT', path: '/api/address/makedefault/:id', access: 'signedIn' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { AddressShapes } from './addresses.ts';
