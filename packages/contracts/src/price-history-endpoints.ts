import { defineEndpoints } from './endpoint.ts';

/*
 * Price history under /api/price-history (decision 040): a stone's price over time with its
 * fair-price band, and a piece's (variant's) beside its metal's rate. Public, for what the
 * stone and product pages show: the same items, the same rules. Their shapes are
 * priceHistoryShapes in price-history.ts.
 */
export const priceHistoryEndpoints = defineEndpoints('priceHistory', {
  stone: { method: 'GET', path: '/api/price-history/stone/:sku', access: 'public' },
  variant: { method: 'GET', path: '/api/price-history/variant/:sku', access: 'public' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { PriceHistoryShapes } from './price-history.ts';
