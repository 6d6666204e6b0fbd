import {
  createProductDiscountInput,
  discountIdParams,
  productDiscountRecord,
  updateProductDiscountInput,
} from '@facet/contracts/discounts';
import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { z } from '@facet/contracts/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createProductDiscount,
  deleteProductDiscount,
  getProductDiscount,
  listProductDiscounts,
  updateProductDiscount,
} from './product-discounts.service.ts';
import { actorOf } from '../../lib/actor.ts';

/** Product discounts under the original's /api/discount; Jewelleries area. */
export async function registerProductDiscountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const config = { access: 'jewelleries' } as const;
  const tags = ['Discount'];

  for (const url of ['/api/discount', '/api/discount/all']) {
    api.get(
      url,
      {
        config,
        schema: {
          tags,
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
      config,
      schema: {
        tags,
        summary: 'One product discount',
        params: discountIdParams,
        response: { 200: envelopeSchema(productDiscountRecord) },
      },
    },
    async (request) => successEnvelope(await getProductDiscount(db(), request.params)),
  );
  api.post(
    '/api/discount',
    {
      config,
      schema: {
        tags,
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
      config,
      schema: {
        tags,
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
      config,
      schema: {
        tags,
        summary: 'Remove a product discount (its products lose it)',
        params: discountIdParams,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await deleteProductDiscount(db(), request.params, actorOf(request));
      return successEnvelope(null);
    },
  );
}
