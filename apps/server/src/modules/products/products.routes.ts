import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema, pagedSchema } from '@facet/contracts/envelope-schemas';
import {
  createProductInput,
  productCustomerQuery,
  productForUpdate,
  productIdParams,
  productListQuery,
  productListRecord,
  skuParams,
  updateProductInput,
  variantDetailQuery,
} from '@facet/contracts/products';
import { z } from '@facet/contracts/zod';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { currencyOf } from '../../lib/shopper-currency.ts';
import { catalogueAnswers, catalogueReads, listProductRingStyles } from './catalogue-reads.service.ts';
import { getProductForUpdate, listProducts } from './product-admin-reads.service.ts';
import { createProduct, deleteProduct, relistProduct, unlistProduct, updateProduct } from './product-save.service.ts';

/** Sends an envelope serialised earlier (by its response schema): a cached answer is not serialised again. */
function sendSerialised(reply: FastifyReply, body: string) {
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Products: the back-office calls (Jewelleries area) and the storefront's public reads. */
export async function registerProductRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const catalogue = catalogueReads(app.referenceCache);
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
    async (request) => successEnvelope(await getProductForUpdate(db(), request.params)),
  );

  api.get(
    '/api/product/ring-styles/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The ring styles a product comes in',
        params: productIdParams,
        response: { 200: catalogueAnswers.ringStyles },
      },
    },
    async (request) => successEnvelope(await listProductRingStyles(db(), request.params, request.actor)),
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

  for (const [action, change] of [
    ['unlist', unlistProduct],
    ['relist', relistProduct],
  ] as const) {
    api.put(
      `/api/product/${action}/:id`,
      {
        config: staff,
        schema: {
          tags,
          summary: action === 'relist' ? 'Put a product back in the shop' : 'Take a product out of the shop',
          params: productIdParams,
          response: oneProduct,
        },
      },
      async (request) => successEnvelope(await change(db(), request.params, actorOf(request))),
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
      await deleteProduct(db(), request.params, actorOf(request));
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
        response: { 200: catalogueAnswers.cardPage },
      },
    },
    async (request, reply) =>
      sendSerialised(
        reply,
        await catalogue.cardPage(db(), { ...request.query, currency: currencyOf(request, request.query.currency) }),
      ),
  );

  api.get(
    '/api/product/sitemap',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The canonical product page of every listed product (for sitemap.xml)',
        response: { 200: catalogueAnswers.sitemap },
      },
    },
    async (_request, reply) => sendSerialised(reply, await catalogue.sitemap(db())),
  );

  api.get(
    '/api/product-varients/:sku',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'A product variant by SKU, with its product, sibling variants, pictures, price breakdown, related pieces; 410 with the nearest pieces on sale when it is no longer made or its product is unlisted',
        params: skuParams,
        querystring: variantDetailQuery,
        response: { 200: catalogueAnswers.variantPage, 410: catalogueAnswers.goneVariantPage },
      },
    },
    async (request, reply) => {
      const answer = await catalogue.variantPage(
        db(),
        { sku: request.params.sku, currency: currencyOf(request, request.query.currency) },
        request.actor,
      );
      return sendSerialised(reply.code(answer.statusCode), answer.body);
    },
  );
}
