import { defineEndpoints } from './endpoint.ts';

/*
 * The ring builder's pair: a setting variant and a loose stone the shopper keeps in the browser,
 * read by the builder bar and the review page from the browser (so no zod here: the shapes are in
 * ring-builder-pair.ts).
 */
export const ringBuilderEndpoints = defineEndpoints('ringBuilder', {
  pair: { method: 'GET', path: '/api/ring-builder/pair', access: 'public' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { RingBuilderShapes } from './ring-builder-pair.ts';
