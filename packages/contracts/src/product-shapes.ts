import { defineShapes } from './endpoint-shapes.ts';
import { pagedSchema } from './envelope-schemas.ts';
import { goneProduct } from './gone-pages.ts';
import { productEndpoints } from './product-endpoints.ts';
import {
  productCardPage,
  productCustomerQuery,
  productForUpdate,
  productIdParams,
  productListQuery,
  productListRecord,
  productSitemapEntry,
  productVariantDetail,
  ringStyleOfProduct,
  skuParams,
  variantDetailQuery,
} from './products.ts';
import { createProductInput, updateProductInput } from './product-drafts.ts';
import { z } from './zod.ts';

/*
 * The shapes of the products' endpoints (product-endpoints.ts). Apart from products.ts, whose
 * schemas they use, because a variant's page may answer 410 with the gone piece
 * (gone-pages.ts), and gone-pages.ts builds on products.ts: beside it, they would be an import cycle.
 */
export const productShapes = defineShapes(productEndpoints, {
  list: {
    summary: 'The back-office list: search, type, sub type, listed state, a page at a time',
    query: productListQuery,
    response: pagedSchema(productListRecord),
  },
  forUpdate: { summary: 'A product as the editor needs it', params: productIdParams, response: productForUpdate },
  ringStyles: {
    summary: 'The ring styles a product comes in',
    params: productIdParams,
    response: z.array(ringStyleOfProduct),
  },
  create: {
    summary: 'Create a product with its variants and pictures; prices are computed',
    body: createProductInput,
    response: productForUpdate,
    status: 201,
  },
  update: {
    summary: 'Save a product: its fields, the changed variants, removed variants and pictures',
    body: updateProductInput,
    response: productForUpdate,
  },
  unlist: { summary: 'Take a product out of the shop', params: productIdParams, response: productForUpdate },
  relist: { summary: 'Put a product back in the shop', params: productIdParams, response: productForUpdate },
  remove: {
    summary: 'Delete a product nothing refers to (otherwise 409: unlist it)',
    params: productIdParams,
    response: z.null(),
  },
  cardPage: {
    summary: 'Listed products, one card per product, filtered, sorted and paged (no credentials needed)',
    query: productCustomerQuery,
    response: productCardPage,
  },
  sitemap: {
    summary: 'The canonical product page of every listed product (for sitemap.xml)',
    response: z.array(productSitemapEntry),
  },
  variantPage: {
    summary:
      'A product variant by SKU, with its product, sibling variants, pictures, price breakdown, related pieces; 410 with the nearest pieces on sale when it is no longer made or its product is unlisted',
    params: skuParams,
    query: variantDetailQuery,
    response: productVariantDetail,
    gone: goneProduct,
  },
});
export type ProductShapes = typeof productShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    products: ProductShapes;
  }
}
