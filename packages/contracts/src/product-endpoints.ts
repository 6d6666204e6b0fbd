import { defineEndpoints } from './endpoint.ts';

/*
 * Products (docs/product.md, "Jewellery"): the back-office's calls under /api/product (the
 * Jewelleries area) and the storefront's public reads — the listing, the sitemap, a product's
 * ring styles and a variant's page at the historic /api/product-varients/{sku}, which the
 * product page and the variant prefetch call from the browser (so no zod here). Their shapes
 * are productShapes in product-shapes.ts.
 */
export const productEndpoints = defineEndpoints('products', {
  list: { method: 'GET', path: '/api/product', access: 'jewelleries' },
  forUpdate: { method: 'GET', path: '/api/product/forUpdate/:id', access: 'jewelleries' },
  ringStyles: { method: 'GET', path: '/api/product/ring-styles/:id', access: 'public' },
  create: { method: 'POST', path: '/api/product', access: 'jewelleries' },
  update: { method: 'PUT', path: '/api/product', access: 'jewelleries' },
  unlist: { method: 'PUT', path: '/api/product/unlist/:id', access: 'jewelleries' },
  relist: { method: 'PUT', path: '/api/product/relist/:id', access: 'jewelleries' },
  remove: { method: 'DELETE', path: '/api/product/:id', access: 'jewelleries' },
  cardPage: { method: 'GET', path: '/api/product/for-customer', access: 'public' },
  sitemap: { method: 'GET', path: '/api/product/sitemap', access: 'public' },
  variantPage: { method: 'GET', path: '/api/product-varients/:sku', access: 'public' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { ProductShapes } from './product-shapes.ts';
