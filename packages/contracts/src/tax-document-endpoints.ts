import { defineEndpoints } from './endpoint.ts';

/*
 * Tax invoices and credit notes (decision 024): the customer whose order it is and Orders staff
 * read one. Its PDF (GET /api/tax-documents/:id/pdf) answers a file and is registered by hand.
 * The series' prefixes are the Tax page's (taxEndpoints). Their shapes are taxDocumentShapes in
 * tax-documents.ts.
 */
export const taxDocumentEndpoints = defineEndpoints('taxDocuments', {
  one: { method: 'GET', path: '/api/tax-documents/:id', access: 'signedIn' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { TaxDocumentShapes } from './tax-documents.ts';
