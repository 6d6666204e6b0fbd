import { sharedWishListShapes } from '@facet/contracts/shared-wish-list';
import { sharedWishListEndpoints } from '@facet/contracts/shared-wish-list-endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { currencyOf } from '../../lib/shopper-currency.ts';
import { cachedPricingParameters } from '../pricing/repricing.service.ts';
import {
  readSharedWishList,
  readSharedWishListState,
  shareWishList,
  stopSharingWishList,
} from './shared-wish-list.service.ts';

/** The shared wish list (decision 046): the shopper's one link, and the read-only list it opens. */
export async function registerSharedWishListRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  registerEndpoints(
    app,
    sharedWishListEndpoints,
    sharedWishListShapes,
    {
      mine: ({ request }) => readSharedWishListState(db(), actorOf(request)),
      share: ({ request }) => shareWishList(db(), actorOf(request)),
      stop: ({ request }) => stopSharingWishList(db(), actorOf(request)),
      read: async ({ params, query, request }) =>
        readSharedWishList(
          db(),
          { token: params.token, currency: currencyOf(request, query.currency) },
          await cachedPricingParameters(app.referenceCache, db()),
        ),
    },
    { tags: ['Wish list'] },
  );
}
