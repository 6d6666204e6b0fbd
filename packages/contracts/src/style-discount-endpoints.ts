import { defineEndpoints } from './endpoint.ts';

/*
 * Style discounts under the original's /api/product-varient-discount (the Jewelleries area): a
 * percentage off every variant of one ring style, whose variants are repriced when it changes.
 * Their shapes are styleDiscountShapes in discounts.ts.
 */
export const styleDiscountEndpoints = defineEndpoints('styleDiscounts', {
  list: {
    method: 'GET',
    path: '/api/product-varient-discount/all',
    aliases: ['/api/product-varient-discount'],
    access: 'jewelleries',
  },
  one: { method: 'GET', path: '/api/product-varient-discount/:id', access: 'jewelleries' },
  create: { method: 'POST', path: '/api/product-varient-discount', access: 'jewelleries' },
  update: { method: 'PUT', path: '/api/product-varient-discount', access: 'jewelleries' },
  remove: { method: 'DELETE', path: '/api/product-varient-discount/:id', access: 'jewelleries' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { StyleDiscountShapes } from './discounts.ts';
