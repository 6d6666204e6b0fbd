import {
  createStyleDiscountInput,
  discountIdParams,
  styleDiscountRecord,
  updateStyleDiscountInput,
} from '@facet/contracts/discounts';
import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { z } from '@facet/contracts/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createStyleDiscount,
  deleteStyleDiscount,
  getStyleDiscount,
  listStyleDiscounts,
  updateStyleDiscount,
} from './style-discounts.service.ts';
import { actorOf } from '../../lib/actor.ts';

/** Style discounts under the original's /api/product-varient-discount; Jewelleries area. */
export async function registerStyleDiscountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const config = { access: 'jewelleries' } as const;
  const tags = ['Discount'];

  for (const url of ['/api/product-varient-discount/all', '/api/product-varient-discount']) {
    api.get(
      url,
      {
        config,
        schema: { tags, summary: 'Style discounts', response: { 200: envelopeSchema(z.array(styleDiscountRecord)) } },
      },
      async () => successEnvelope(await listStyleDiscounts(db())),
    );
  }
  api.get(
    '/api/product-varient-discount/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One style discount',
        params: discountIdParams,
        response: { 200: envelopeSchema(styleDiscountRecord) },
      },
    },
    async (request) => successEnvelope(await getStyleDiscount(db(), request.params)),
  );
  api.post(
    '/api/product-varient-discount',
    {
      config,
      schema: {
        tags,
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
      config,
      schema: {
        tags,
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
      config,
      schema: {
        tags,
        summary: 'Remove a style discount',
        params: discountIdParams,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await deleteStyleDiscount(db(), request.params, actorOf(request));
      return successEnvelope(null);
    },
  );
}
