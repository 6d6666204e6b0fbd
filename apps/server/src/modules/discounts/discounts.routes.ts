import {
  createProductDiscountInput,
  createStyleDiscountInput,
  discountIdParams,
  productDiscountRecord,
  styleDiscountRecord,
  updateProductDiscountInput,
  updateStyleDiscountInput,
} from '@facet/contracts/discounts';
import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { z } from '@facet/contracts/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createProductDiscount,
  createStyleDiscount,
  deleteProductDiscount,
  deleteStyleDiscount,
  getProductDiscount,
  getStyleDiscount,
  listProductDiscounts,
  listStyleDiscounts,
  updateProductDiscount,
  updateStyleDiscount,
} from './discounts.service.ts';
import { actorOf } from '../../lib/actor.ts';

/** Style discounts (SPEC §7 "Variant discount") and product discounts (/api/discount); Jewelleries area. */
export async function registerDiscountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const access = { access: 'jewelleries' } as const;
  const deleted = { 200: envelopeSchema(z.null()) };

  const style = { tags: ['Discount'] };
  for (const url of ['/api/product-varient-discount/all', '/api/product-varient-discount']) {
    api.get(
      url,
      {
        config: access,
        schema: {
          ...style,
          summary: 'Style discounts',
          response: { 200: envelopeSchema(z.array(styleDiscountRecord)) },
        },
      },
      async () => successEnvelope(await listStyleDiscounts(db())),
    );
  }
  api.get(
    '/api/product-varient-discount/:id',
    {
      config: access,
      schema: {
        ...style,
        summary: 'One style discount',
        params: discountIdParams,
        response: { 200: envelopeSchema(styleDiscountRecord) },
      },
    },
    async (request) => successEnvelope(await getStyleDiscount(db(), request.params.id)),
  );
  api.post(
    '/api/product-varient-discount',
    {
      config: access,
      schema: {
        ...style,
        summary: 'Give a ring style a discount; its variants are repriced',
        body: createStyleDiscountInput,
        response: { 201: envelopeSchema(styleDiscountRecord) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(successEnvelope(await createStyleDiscount(db(), request.body, actorOf(request)), 201)),
  );
  api.put(
    '/api/product-varient-discount',
    {
      config: access,
      schema: {
        ...style,
        summary: 'Change a style discount',
        body: updateStyleDiscountInput,
        response: { 200: envelopeSchema(styleDiscountRecord) },
      },
    },
    async (request) => successEnvelope(await updateStyleDiscount(db(), request.body, actorOf(request))),
  );
  api.delete(
    '/api/product-varient-discount/:id',
    {
      config: access,
      schema: { ...style, summary: 'Remove a style discount', params: discountIdParams, response: deleted },
    },
    async (request) => {
      await deleteStyleDiscount(db(), request.params.id, actorOf(request));
      return successEnvelope(null);
    },
  );

  const product = { tags: ['Discount'] };
  for (const url of ['/api/discount', '/api/discount/all']) {
    api.get(
      url,
      {
        config: access,
        schema: {
          ...product,
          summary: 'Product discounts',
          response: { 200: envelopeSchema(z.array(productDiscountRecord)) },
        },
      },
      async () => successEnvelope(await listProductDiscounts(db())),
    );
  }
  api.get(
    '/api/discount/:id',
    {
      config: access,
      schema: {
        ...product,
        summary: 'One product discount',
        params: discountIdParams,
        response: { 200: envelopeSchema(productDiscountRecord) },
      },
    },
    async (request) => successEnvelope(await getProductDiscount(db(), request.params.id)),
  );
  api.post(
    '/api/discount',
    {
      config: access,
      schema: {
        ...product,
        summary: 'Create a product discount',
        body: createProductDiscountInput,
        response: { 201: envelopeSchema(productDiscountRecord) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(successEnvelope(await createProductDiscount(db(), request.body, actorOf(request)), 201)),
  );
  api.put(
    '/api/discount',
    {
      config: access,
      schema: {
        ...product,
        summary: 'Change a product discount; the products that use it are repriced',
        body: updateProductDiscountInput,
        response: { 200: envelopeSchema(productDiscountRecord) },
      },
    },
    async (request) => successEnvelope(await updateProductDiscount(db(), request.body, actorOf(request))),
  );
  api.delete(
    '/api/discount/:id',
    {
      config: access,
      schema: {
        ...product,
        summary: 'Remove a product discount (its products lose it)',
        params: discountIdParams,
        response: deleted,
      },
    },
    async (request) => {
      await deleteProductDiscount(db(), request.params.id, actorOf(request));
      return successEnvelope(null);
    },
  );
}
