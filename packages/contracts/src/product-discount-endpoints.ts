import { defineEndpoints } from './endpoint.ts';

/*
 * Product discounts under the original's /api/discount (the Jewelleries area): named percentages
 * that products point to; changing or removing one reprices its products. Their shapes are
 * productDiscountShapes in discounts.ts.
 */
export const productDiscountEndpoints = defineEndpoints('productDiscounts', {
  list: { method: 'GET', path: '/api/discount', aliases: ['/api/discount/all'], access: 'jewelleries' },
  one: { method: 'GET', path: '/api/discount/:id', access: 'jewelleries' },
  create: { method: 'POST', path: '/api/discount', access: 'jewelleries' },
  update: { method: 'PUT', path: '/api/discount', access: 'jewelleries' },
  remove: { method: 'DELETE', path: '/api/discount/:id', access: 'jewelleries' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { ProductDiscountShapes } from './discounts.ts';
