import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema, pagedSchema } from '@facet/contracts/envelope-schemas';
import { CURRENCY_COOKIE, type Currency, readCurrency } from '@facet/contracts/money';
import { canEnter } from '@facet/contracts/permissions';
import { readApiFilters } from '@facet/contracts/product-filters';
import {
  createProductInput,
  productCardPage,
  productCustomerQuery,
  productForUpdate,
  productIdParams,
  productListQuery,
  productListRecord,
  productVariantDetail,
  ringStyleOfProduct,
  skuParams,
  updateProductInput,
  variantDetailQuery,
} from '@facet/contracts/products';
import { z } from '@facet/contracts/zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { getVariantDetail } from './product-detail.service.ts';
import { type ListingRequest, listCanonicalProductPages, listProductCards } from './product-listing.service.ts';
import {
  createProduct,
  deleteProduct,
  getProductForUpdate,
  listProductRingStyles,
  listProducts,
  setProductListed,
  updateProduct,
} from './products.service.ts';
import { actorOf } from '../../lib/actor.ts';

/** The shopper's currency: asked for in the query, else remembered in the cookie, else USD (DESIGN §5). */
function currencyOf(request: FastifyRequest, asked: Currency | undefined): Currency {
  return asked ?? readCurrency(request.cookies[CURRENCY_COOKIE]);
}

/** Sends an envelope serialised earlier: a cached answer is not serialised again. */
function sendSerialised(reply: FastifyReply, body: string) {
  return reply.type('application/json; charset=utf-8').send(body);
}

/** SPEC §7 "Product": the back-office calls (Jewelleries area) and the storefront's public reads. */
export async function registerProductRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const staff = { access: 'jewelleries' } as const;
  const tags = ['Product'];
  const oneProduct = { 200: envelopeSchema(productForUpdate) };

  api.get(
    '/api/product',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The back-office list: search, type, sub type, listed state, a page at a time',
        querystring: productListQuery,
        response: { 200: envelopeSchema(pagedSchema(productListRecord)) },
      },
    },
    async (request) => successEnvelope(await listProducts(db(), request.query)),
  );

  api.get(
    '/api/product/forUpdate/:id',
    {
      config: staff,
      schema: { tags, summary: 'A product as the editor needs it', params: productIdParams, response: oneProduct },
    },
    async (request) => successEnvelope(await getProductForUpdate(db(), request.params.id)),
  );

  api.get(
    '/api/product/ring-styles/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The ring styles a product comes in',
        params: productIdParams,
        response: { 200: envelopeSchema(z.array(ringStyleOfProduct)) },
      },
    },
    async (request) =>
      successEnvelope(
        await listProductRingStyles(db(), request.params.id, {
          includeUnlisted: canEnter(request.actor?.role, 'jewelleries'),
        }),
      ),
  );

  api.post(
    '/api/product',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Create a product with its variants and pictures; prices are computed',
        body: createProductInput,
        response: { 201: envelopeSchema(productForUpdate) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(successEnvelope(await createProduct(db(), request.body, actorOf(request)), 201)),
  );

  api.put(
    '/api/product',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Save a product: its fields, the changed variants, removed variants and pictures',
        body: updateProductInput,
        response: oneProduct,
      },
    },
    async (request) => successEnvelope(await updateProduct(db(), request.body, actorOf(request))),
  );

  for (const [action, listed] of [
    ['unlist', false],
    ['relist', true],
  ] as const) {
    api.put(
      `/api/product/${action}/:id`,
      {
        config: staff,
        schema: {
          tags,
          summary: listed ? 'Put a product back in the shop' : 'Take a product out of the shop',
          params: productIdParams,
          response: oneProduct,
        },
      },
      async (request) => successEnvelope(await setProductListed(db(), request.params.id, listed, actorOf(request))),
    );
  }

  api.delete(
    '/api/product/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Delete a product nothing refers to (otherwise 409: unlist it)',
        params: productIdParams,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await deleteProduct(db(), request.params.id, actorOf(request));
      return successEnvelope(null);
    },
  );

  api.get(
    '/api/product/for-customer',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Listed products, one card per product, filtered, sorted and paged (no credentials needed)',
        querystring: productCustomerQuery,
        response: { 200: envelopeSchema(productCardPage) },
      },
    },
    async (request, reply) => {
      const listing: ListingRequest = {
        filters: readApiFilters(request.query),
        sort: request.query.sort,
        pageNo: request.query.pageNo,
        pageSize: request.query.pageSize,
        currency: currencyOf(request, request.query.currency),
      };
      // Answers are kept, serialised, until the catalogue changes (any instance's change drops them).
      const body = await app.referenceCache.get(`catalogue:list:${JSON.stringify(listing)}`, async () =>
        JSON.stringify(successEnvelope(await listProductCards(db(), listing))),
      );
      return sendSerialised(reply, body);
    },
  );

  api.get(
    '/api/product/sitemap',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The canonical product page of every listed product (for sitemap.xml)',
        response: { 200: envelopeSchema(z.array(z.object({ sku: z.string(), updateDate: z.string() }))) },
      },
    },
    async (_request, reply) => {
      const body = await app.referenceCache.get('catalogue:sitemap', async () =>
        JSON.stringify(successEnvelope(await listCanonicalProductPages(db()))),
      );
      return sendSerialised(reply, body);
    },
  );

  api.get(
    '/api/product-varients/:sku',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'A product variant by SKU, with its product, sibling variants, pictures, price breakdown, related pieces',
        params: skuParams,
        querystring: variantDetailQuery,
        response: { 200: envelopeSchema(productVariantDetail) },
      },
    },
    async (request, reply) => {
      const currency = currencyOf(request, request.query.currency);
      const sku = request.params.sku.toLowerCase();
      const found = await app.referenceCache.get(`catalogue:variant:${currency}:${sku}`, async () => {
        const result = await getVariantDetail(db(), sku, currency);
        return { isListed: result.isListed, body: JSON.stringify(successEnvelope(result.detail)) };
      });
      if (!found.isListed && !canEnter(request.actor?.role, 'jewelleries')) {
        throw new AppError('not-found', 'There is no such product.');
      }
      return sendSerialised(reply, found.body);
    },
  );
}
