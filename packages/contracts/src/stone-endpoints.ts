import { defineEndpoints } from './endpoint.ts';

/*
 * Loose stones' back-office endpoints (the Stones area) under /api/stone. Unlist and relist take
 * the id in the body, as the original did, or in the path, as products' unlist and relist do.
 * Still registered by hand (modules/stones): the storefront's reads, which answer an envelope
 * serialised ahead (the stone page, the diamond search, the sitemap), the CSV export and the
 * import's steps. Their shapes are stoneEndpointShapes in stones.ts.
 */
export const stoneEndpoints = defineEndpoints('stones', {
  list: { method: 'GET', path: '/api/stone', access: 'stones' },
  one: { method: 'GET', path: '/api/stone/id/:id', access: 'stones' },
  create: { method: 'POST', path: '/api/stone', access: 'stones' },
  update: { method: 'PUT', path: '/api/stone', access: 'stones' },
  unlist: { method: 'PUT', path: '/api/stone/unlist', access: 'stones' },
  unlistById: { method: 'PUT', path: '/api/stone/unlist/:id', access: 'stones' },
  relist: { method: 'PUT', path: '/api/stone/relist', access: 'stones' },
  relistById: { method: 'PUT', path: '/api/stone/relist/:id', access: 'stones' },
  remove: { method: 'DELETE', path: '/api/stone/:id', access: 'stones' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { StoneEndpointShapes } from './stones.ts';
