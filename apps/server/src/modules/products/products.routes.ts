import { productEndpoints } from '@facet/contracts/product-endpoints';
import { productShapes } from '@facet/contracts/product-shapes';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { currencyOf } from '../../lib/shopper-currency.ts';
import { catalogueReads, listProductRingStyles } from './catalogue-reads.service.ts';
import { getProductForUpdate, listProducts } from './product-admin-reads.service.ts';
import { createProduct, deleteProduct, relistProduct, unlistProduct, updateProduct } from './product-save.service.ts';

/**
 * Products: the back-office calls (Jewelleries area) and the storefront's public reads. The
 * listing, the sitemap and a variant's page answer envelopes serialised ahead and cached
 * (catalogue-reads.service.ts), sent as they are; a variant's page may be the gone piece (410).
 */
export async function registerProductRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const catalogue = catalogueReads(app.referenceCache);
  registerEndpoints(
    app,
    productEndpoints,
    productShapes,
    {
      list: ({ query }) => listProducts(db(), query),
      forUpdate: ({ params }) => getProductForUpdate(db(), params),
      ringStyles: ({ params, request }) => listProductRingStyles(db(), params, request.actor),
      create: ({ body, request }) => createProduct(db(), body, actorOf(request)),
      update: ({ body, request }) => updateProduct(db(), body, actorOf(request)),
      unlist: ({ params, request }) => unlistProduct(db(), params, actorOf(request)),
      relist: ({ params, request }) => relistProduct(db(), params, actorOf(request)),
      remove: async ({ params, request }) => {
        await deleteProduct(db(), params, actorOf(request));
        return null;
      },
      cardPage: ({ query, request }) =>
        catalogue.cardPage(db(), { ...query, currency: currencyOf(request, query.currency) }),
      sitemap: () => catalogue.sitemap(db()),
      variantPage: ({ params, query, request }) =>
        catalogue.variantPage(db(), { sku: params.sku, currency: currencyOf(request, query.currency) }, request.actor),
    },
    { tags: ['Product'] },
  );
}
