import { defineEndpoints } from './endpoint.ts';

/*
 * The printable ring sizer (docs/product.md, "Ring sizes"): a PDF anyone may download, on A4 or
 * US Letter, drawn at true scale with a calibration ruler; and "send me a free ring sizer", a
 * signed-in shopper's request to one of their addresses, which Orders staff list and mark as
 * sent. Its shapes are ringSizerShapes in ring-sizer.ts.
 */
export const ringSizerEndpoints = defineEndpoints('ringSizer', {
  printable: { method: 'GET', path: '/api/ring-sizer', access: 'public' },
  request: { method: 'POST', path: '/api/ring-sizer/requests', access: 'signedIn' },
  mine: { method: 'GET', path: '/api/ring-sizer/requests/mine', access: 'signedIn' },
  list: { method: 'GET', path: '/api/ring-sizer/requests', access: 'orders' },
  markSent: { method: 'PUT', path: '/api/ring-sizer/requests/:id/sent', access: 'orders' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { RingSizerShapes } from './ring-sizer.ts';
