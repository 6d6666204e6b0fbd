import { defineEndpoints } from './endpoint.ts';

/*
 * The accountant's registers for a month, India time (the Admin's /accounts): the sales register,
 * the HSN summary and the exports, each the envelope for the page or, with `?format=csv`, a CSV
 * file to download. Their shapes are accountsShapes in accounts.ts.
 */
export const accountsEndpoints = defineEndpoints('accounts', {
  salesRegister: { method: 'GET', path: '/api/accounts/sales-register', access: 'accounts' },
  hsnSummary: { method: 'GET', path: '/api/accounts/hsn-summary', access: 'accounts' },
  exports: { method: 'GET', path: '/api/accounts/exports', access: 'accounts' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { AccountsShapes } from './accounts.ts';
