import { defineEndpoints } from './endpoint.ts';
import { areas } from './permissions.ts';

/*
 * The business details under /api/business-details: every member of staff reads the whole record
 * (orders and invoices print from it; nothing in it is secret from staff), only the Admin changes
 * it. Shoppers read the public part through /api/company. Their shapes are businessDetailsShapes
 * in business-details.ts.
 */
export const businessDetailsEndpoints = defineEndpoints('businessDetails', {
  read: { method: 'GET', path: '/api/business-details', access: areas },
  update: { method: 'PUT', path: '/api/business-details', access: 'businessDetails' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { BusinessDetailsShapes } from './business-details.ts';
