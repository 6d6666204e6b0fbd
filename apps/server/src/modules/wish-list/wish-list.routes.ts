import type { Currency } from '@facet/contracts/money';
import { wishListShapes } from '@facet/contracts/wish-list';
import { wishListEndpoints } from '@facet/contracts/wish-list-endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { currencyOf } from '../../lib/shopper-currency.ts';
import { cachedPricingParameters } from '../pricing/repricing.service.ts';
import { listWishedSkus, listWishes } from './wish-list-reads.service.ts';
import { addWish, removeWish } from './wish-list-save.service.ts';

/**
 * The signed-in customer's wish list (docs/product.md, "Wish list"); each change answers the list
 * as it now is.
 */
export async function registerWishListRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const listFor = async (request: FastifyRequest, asked: Currency | undefined) =>
    listWishes(
      db(),
      { currency: currencyOf(request, asked) },
      actorOf(request),
      await cachedPricingParameters(app.referenceCache, db()),
    );

  registerEndpoints(
    app,
    wishListEndpoints,
    wishListShapes,
    {
      list: ({ query, request }) => listFor(request, query.currency),
      skus: ({ request }) => listWishedSkus(db(), actorOf(request)),
      add: async ({ query, body, request }) => {
        await addWish(db(), body, actorOf(request));
        return listFor(request, query.currency);
      },
      remove: async ({ query, body, request }) => {
        await removeWish(db(), body, actorOf(request));
        return listFor(request, query.currency);
      },
    },
    { tags: ['Wish list'] },
  );
}
