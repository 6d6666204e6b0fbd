import { styleDiscountShapes } from '@facet/contracts/discounts';
import { styleDiscountEndpoints } from '@facet/contracts/style-discount-endpoints';
import type { FastifyInstance } from 'fastify';
import {
  createStyleDiscount,
  deleteStyleDiscount,
  getStyleDiscount,
  listStyleDiscounts,
  updateStyleDiscount,
} from './style-discounts.service.ts';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';

/** Style discounts under the original's /api/product-varient-discount; Jewelleries area. */
export async function registerStyleDiscountRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  registerEndpoints(
    app,
    styleDiscountEndpoints,
    styleDiscountShapes,
    {
      list: () => listStyleDiscounts(db()),
      one: ({ params }) => getStyleDiscount(db(), params),
      create: ({ body, request }) => createStyleDiscount(db(), body, actorOf(request)),
      update: ({ body, request }) => updateStyleDiscount(db(), body, actorOf(request)),
      remove: async ({ params, request }) => {
        await deleteStyleDiscount(db(), params, actorOf(request));
        return null;
      },
    },
    { tags: ['Discount'] },
  );
}
