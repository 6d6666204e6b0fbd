import { defineEndpoints } from './endpoint.ts';

/*
 * Recently viewed (docs/product.md, "Recently viewed"; decision 045): the list itself lives in the
 * shopper's browser only; this public read prices the pieces and stones it names as they are
 * today, leaving out what can no longer be bought. The row loads it from the browser (so no zod
 * here). Its shapes are recentlyViewedShapes in recently-viewed.ts.
 */
export const recentlyViewedEndpoints = defineEndpoints('recentlyViewed', {
  cards: { method: 'GET', path: '/api/recently-viewed', access: 'public' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { RecentlyViewedShapes } from './recently-viewed.ts';
