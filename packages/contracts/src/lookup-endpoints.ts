import { defineEndpoints } from './endpoint.ts';

/*
 * The lookup lists, public: the storefront's filters and menus and the back-office forms read
 * them (each answer may be kept by browsers and CDNs for five minutes), and the band profiles.
 * Their shapes are lookupShapes in lookup-records.ts.
 */
export const lookupEndpoints = defineEndpoints('lookups', {
  stoneCategories: { method: 'GET', path: '/api/stone-category', access: 'public' },
  stoneShapes: { method: 'GET', path: '/api/stone-shape', access: 'public' },
  jewelleryTypes: { method: 'GET', path: '/api/jewellery-type', access: 'public' },
  mediaCategories: { method: 'GET', path: '/api/media-category', access: 'public' },
  ringStyles: { method: 'GET', path: '/api/ring-style', access: 'public' },
  genders: { method: 'GET', path: '/api/gender', access: 'public' },
  jewellerySubTypes: { method: 'GET', path: '/api/jewellery-sub-type', access: 'public' },
  profiles: { method: 'GET', path: '/api/profile', access: 'public' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { LookupShapes } from './lookup-records.ts';
