import { defineEndpoints } from './endpoint.ts';

/*
 * The carriers under /api/carriers: Orders staff read them to ship with (and the Admin to keep
 * them); a signed-in customer reads the active ones to say how they sent a return parcel; only the
 * Admin adds, changes or deletes one. Their shapes are carrierShapes in carriers.ts.
 */
export const carrierEndpoints = defineEndpoints('carriers', {
  list: { method: 'GET', path: '/api/carriers', access: ['orders', 'carriers'] },
  active: { method: 'GET', path: '/api/carriers/active', access: 'signedIn' },
  create: { method: 'POST', path: '/api/carriers', access: 'carriers' },
  update: { method: 'PUT', path: '/api/carriers/:id', access: 'carriers' },
  remove: { method: 'DELETE', path: '/api/carriers/:id', access: 'carriers' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { CarrierShapes } from './carriers.ts';
