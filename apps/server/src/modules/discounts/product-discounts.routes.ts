import { productDiscountEndpoints } from '@facet/contracts/product-discount-endpoints';
import { productDiscountShapes } from '@facet/contracts/discounts';
import type { FastifyInstance } from 'fastify';
import {
  createProductDiscount,
  deleteProductDiscount,
  getProductDiscount,
  listProductDiscounts,
  updateProductDiscount,
} from './product-discounts.service.ts';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';

/** Product discounts under the original's /api/discount; Jewelleries area. */
export async function registerProductDiscountRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  registerEndpoints(
    app,
    productDiscountEndpoints,
    productDiscountShapes,
    {
      list: () => listProductDiscounts(db()),
      one: ({ params }) => getProductDiscount(db(), params),
      create: ({ body, request }) => createProductDiscount(db(), body, actorOf(request)),
      update: ({ body, request }) => updateProductDiscount(db(), body, actorOf(request)),
      remove: async ({ params, request }) => {
        await deleteProductDiscount(db(), params, actorOf(request));
        return null;
      },
    },
    { tags: ['Discount'] },
  );
}
