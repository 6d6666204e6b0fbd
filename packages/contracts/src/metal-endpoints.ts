import { defineEndpoints } from './endpoint.ts';

/*
 * The metals' rates and labour under the historic /api/metal: anyone reads them (the shop's pages
 * price with them), the Metal and Price area changes one. Their shapes are metalShapes in metals.ts.
 */
export const metalEndpoints = defineEndpoints('metals', {
  list: { method: 'GET', path: '/api/metal', access: 'public' },
  update: { method: 'PUT', path: '/api/metal', access: 'metalAndPrice' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { MetalShapes } from './metals.ts';
