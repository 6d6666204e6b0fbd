import { couponEndpoints } from '@facet/contracts/coupon-endpoints';
import { couponShapes } from '@facet/contracts/coupons';
import type { FastifyInstance } from 'fastify';
import { getCoupon, listCoupons } from './coupon-reads.service.ts';
import { createCoupon, deleteCoupon, endCoupon, updateCoupon } from './coupon-save.service.ts';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';

/** Discount coupons under the original's /api/discount-coupon; Discount Coupon area (Admin). */
export async function registerCouponRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  registerEndpoints(
    app,
    couponEndpoints,
    couponShapes,
    {
      list: ({ query }) => listCoupons(db(), query),
      one: ({ params }) => getCoupon(db(), params),
      create: ({ body, request }) => createCoupon(db(), body, actorOf(request)),
      update: ({ body, request }) => updateCoupon(db(), body, actorOf(request)),
      end: ({ params, request }) => endCoupon(db(), params, actorOf(request)),
      remove: async ({ params, request }) => {
        await deleteCoupon(db(), params, actorOf(request));
        return null;
      },
    },
    { tags: ['Discount coupon'] },
  );
}
