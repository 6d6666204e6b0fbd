import { defineEndpoints } from './endpoint.ts';

/*
 * Tax invoices and credit notes (decision 024): the customer whose order it is and Orders staff
 * read one and download its PDF (a file). The series' prefixes are the Tax page's
 * (taxEndpoints). Their shapes are taxDocumentShapes in tax-documents.ts.
 */
export const taxDocumentEndpoints = defineEndpoints('taxDocuments', {
  one: { method: 'GET', path: '/api/tax-documents/:id', access: 'signedIn' },
  pdf: { method: 'GET', path: '/api/tax-documents/:id/pdf', access: 'signedIn' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { TaxDocumentShapes } from './tax-documents.ts';
