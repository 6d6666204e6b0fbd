import {
  couponIdParams,
  couponListQuery,
  couponRecord,
  createCouponInput,
  updateCouponInput,
} from '@facet/contracts/coupons';
import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema, pagedSchema } from '@facet/contracts/envelope-schemas';
import { z } from '@facet/contracts/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getCoupon, listCoupons } from './coupon-reads.service.ts';
import { createCoupon, deleteCoupon, endCoupon, updateCoupon } from './coupon-save.service.ts';
import { actorOf } from '../../lib/actor.ts';

/** Discount coupons under the original's /api/discount-coupon; Discount Coupon area (Admin). */
export async function registerCouponRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const config = { access: 'discountCoupon' } as const;
  const tags = ['Discount coupon'];
  const oneCoupon = { 200: envelopeSchema(couponRecord) };

  api.get(
    '/api/discount-coupon',
    {
      config,
      schema: {
        tags,
        summary: 'Coupons, newest first, by the start of the code and by state today in India',
        querystring: couponListQuery,
        response: { 200: envelopeSchema(pagedSchema(couponRecord)) },
      },
    },
    async (request) => successEnvelope(await listCoupons(db(), request.query)),
  );
  api.get(
    '/api/discount-coupon/:id',
    { config, schema: { tags, summary: 'One coupon', params: couponIdParams, response: oneCoupon } },
    async (request) => successEnvelope(await getCoupon(db(), request.params)),
  );
  api.post(
    '/api/discount-coupon',
    {
      config,
      schema: {
        tags,
        summary: 'Create a coupon (409 when its code exists in any case)',
        body: createCouponInput,
        response: { 201: envelopeSchema(couponRecord) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(successEnvelope(await createCoupon(db(), request.body, actorOf(request)), 201)),
  );
  api.put(
    '/api/discount-coupon',
    {
      config,
      schema: {
        tags,
        summary: 'Change a coupon (a used one keeps its code, and its limit stays at or above its uses)',
        body: updateCouponInput,
        response: oneCoupon,
      },
    },
    async (request) => successEnvelope(await updateCoupon(db(), request.body, actorOf(request))),
  );
  api.put(
    '/api/discount-coupon/end/:id',
    {
      config,
      schema: { tags, summary: 'End a coupon now, before its last day', params: couponIdParams, response: oneCoupon },
    },
    async (request) => successEnvelope(await endCoupon(db(), request.params, actorOf(request))),
  );
  api.delete(
    '/api/discount-coupon/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a coupon never used (otherwise 409: end it)',
        params: couponIdParams,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await deleteCoupon(db(), request.params, actorOf(request));
      return successEnvelope(null);
    },
  );
}
