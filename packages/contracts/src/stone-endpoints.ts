import { defineEndpoints } from './endpoint.ts';

/*
 * Loose stones' endpoints under /api/stone: the back-office's (the Stones area), the
 * storefront's public reads, the import (its upload, multipart, then its JSON steps) and the CSV
 * export (a file). Unlist and relist take the id in the body, as the original did, or in the
 * path, as products' unlist and relist do. The storefront's reads (the stone page, with its 410
 * for a gone stone, the diamond search, the sitemap) answer envelopes serialised ahead and
 * cached; the diamond search page, the stone page and compare import these addresses (so no zod
 * here). Their shapes are stoneEndpointShapes in stone-shapes.ts.
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
  stonePage: { method: 'GET', path: '/api/stone/sku/:sku', access: 'public' },
  cardPage: { method: 'GET', path: '/api/stone/for-customer', access: 'public' },
  sitemap: { method: 'GET', path: '/api/stone/sitemap', access: 'public' },
  checkImport: { method: 'POST', path: '/api/stone/import', access: 'stones' },
  imports: { method: 'GET', path: '/api/stone/imports', access: 'stones' },
  importOne: { method: 'GET', path: '/api/stone/import/:id', access: 'stones' },
  applyImport: { method: 'POST', path: '/api/stone/import/:id/apply', access: 'stones' },
  cancelImport: { method: 'POST', path: '/api/stone/import/:id/cancel', access: 'stones' },
  exportCsv: { method: 'GET', path: '/api/stone/export', access: 'stones' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { StoneEndpointShapes } from './stone-shapes.ts';
