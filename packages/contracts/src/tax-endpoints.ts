import { defineEndpoints } from './endpoint.ts';

/*
 * The Tax page's endpoints (decision 023): the Admin (Metal and Price area) reads and changes the
 * tax classes and the PAN threshold, and the prefixes of the invoice and credit note series
 * (decision 024; registered with the tax documents, under their tag). Their shapes are taxShapes
 * in tax-classes.ts.
 */
export const taxEndpoints = defineEndpoints('tax', {
  settings: { method: 'GET', path: '/api/tax', access: 'metalAndPrice' },
  updateClass: { method: 'PUT', path: '/api/tax/classes/:key', access: 'metalAndPrice' },
  assign: { method: 'PUT', path: '/api/tax/assignments', access: 'metalAndPrice' },
  updatePanAbove: { method: 'PUT', path: '/api/tax/pan-above', access: 'metalAndPrice' },
  documentPrefixes: { method: 'GET', path: '/api/tax/document-prefixes', access: 'metalAndPrice' },
  updateDocumentPrefixes: { method: 'PUT', path: '/api/tax/document-prefixes', access: 'metalAndPrice' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { TaxShapes } from './tax-classes.ts';
