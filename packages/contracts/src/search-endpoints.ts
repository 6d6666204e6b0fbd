import { defineEndpoints } from './endpoint.ts';

/*
 * The shop's name search, under the historic spelling and the right one. The header's search box
 * calls it from the browser, which is why this file loads no zod: its shapes are in search.ts.
 */
export const searchEndpoints = defineEndpoints('search', {
  find: { method: 'GET', path: '/api/globle-search', aliases: ['/api/global-search'], access: 'public' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { SearchShapes } from './search.ts';
