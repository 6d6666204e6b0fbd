import { bagShapes } from '@facet/contracts/bag';
import { bagEndpoints } from '@facet/contracts/bag-endpoints';
import type { Currency } from '@facet/contracts/money';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { currencyOf } from '../../lib/shopper-currency.ts';
import { countBag, readBag } from './bag-reads.service.ts';
import {
  addToBag,
  applyCoupon,
  removeBagLine,
  removeCoupon,
  setBagQuantity,
  setBagRingSize,
} from './bag-save.service.ts';

/**
 * The signed-in customer's bag under the original's /api/shopping-cart (docs/product.md, "Bag");
 * each change answers the whole bag as it now is, priced in the shopper's currency.
 */
export async function registerBagRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const bagFor = (request: FastifyRequest, asked: Currency | undefined) =>
    readBag(db(), { currency: currencyOf(request, asked) }, actorOf(request));

  registerEndpoints(
    app,
    bagEndpoints,
    bagShapes,
    {
      read: ({ query, request }) => bagFor(request, query.currency),
      count: ({ request }) => countBag(db(), actorOf(request)),
      add: async ({ query, body, request }) => {
        await addToBag(db(), body, actorOf(request));
        return bagFor(request, query.currency);
      },
      removeLine: async ({ params, query, request }) => {
        await removeBagLine(db(), params, actorOf(request));
        return bagFor(request, query.currency);
      },
      setQuantity: async ({ query, body, request }) => {
        await setBagQuantity(db(), body, actorOf(request));
        return bagFor(request, query.currency);
      },
      setRingSize: async ({ query, body, request }) => {
        await setBagRingSize(db(), body, actorOf(request));
        return bagFor(request, query.currency);
      },
      applyCoupon: async ({ query, body, request }) => {
        await applyCoupon(db(), body, actorOf(request));
        return bagFor(request, query.currency);
      },
      removeCoupon: async ({ query, request }) => {
        await removeCoupon(db(), actorOf(request));
        return bagFor(request, query.currency);
      },
    },
    { tags: ['Bag'] },
  );
}
