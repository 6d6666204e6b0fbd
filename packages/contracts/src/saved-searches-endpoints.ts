import { defineEndpoints } from './endpoint.ts';

/*
 * Saved searches (docs/product.md, "Saved searches and alerts"; decision 039): a signed-in
 * shopper's named diamond searches and collection filters, the one-click unsubscribe from their
 * alerts (public: the e-mail's signed link is the permission), and the Admin's settings. Their
 * shapes are savedSearchShapes in saved-searches.ts.
 */
export const savedSearchEndpoints = defineEndpoints('savedSearches', {
  list: { method: 'GET', path: '/api/saved-searches', access: 'signedIn' },
  create: { method: 'POST', path: '/api/saved-searches', access: 'signedIn' },
  rename: { method: 'PUT', path: '/api/saved-searches/:id', access: 'signedIn' },
  remove: { method: 'DELETE', path: '/api/saved-searches/:id', access: 'signedIn' },
  open: { method: 'POST', path: '/api/saved-searches/:id/open', access: 'signedIn' },
  unsubscribe: { method: 'POST', path: '/api/saved-searches/unsubscribe', access: 'public' },
  shapePicture: { method: 'GET', path: '/api/saved-searches/shape-pictures/:shape', access: 'public' },
  settings: { method: 'GET', path: '/api/saved-search-settings', access: 'customers' },
  updateSettings: { method: 'PUT', path: '/api/saved-search-settings', access: 'customers' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { SavedSearchShapes } from './saved-searches.ts';
