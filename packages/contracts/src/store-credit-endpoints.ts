import { defineEndpoints } from './endpoint.ts';

/*
 * Store credit (decision 031): a customer reads their own; Orders staff read a customer's and
 * give credit; the Admin sets the most one grant may be. Their shapes are storeCreditShapes in
 * store-credit.ts.
 */
export const storeCreditEndpoints = defineEndpoints('storeCredit', {
  mine: { method: 'GET', path: '/api/store-credit/mine', access: 'signedIn' },
  ofCustomer: { method: 'GET', path: '/api/store-credit/customer/:userId', access: 'orders' },
  give: { method: 'POST', path: '/api/store-credit', access: 'orders' },
  settings: { method: 'GET', path: '/api/store-credit/settings', access: 'metalAndPrice' },
  changeSettings: { method: 'PUT', path: '/api/store-credit/settings', access: 'metalAndPrice' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { StoreCreditShapes } from './store-credit.ts';
