import { defineEndpoints } from './endpoint.ts';

/*
 * The after-sale policy under /api/after-sale-policy (decision 030): everyone reads it — every
 * figure in it is a promise the storefront's pages make — and only the Admin changes it. Their
 * shapes are afterSalePolicyShapes in after-sale-policy.ts.
 */
export const afterSalePolicyEndpoints = defineEndpoints('afterSalePolicy', {
  read: { method: 'GET', path: '/api/after-sale-policy', access: 'public' },
  update: { method: 'PUT', path: '/api/after-sale-policy', access: 'afterSale' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { AfterSalePolicyShapes } from './after-sale-policy.ts';
