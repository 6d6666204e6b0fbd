import { recentlyViewedShapes } from '@facet/contracts/recently-viewed';
import { recentlyViewedEndpoints } from '@facet/contracts/recently-viewed-endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { currencyOf } from '../../lib/shopper-currency.ts';
import { cachedPricingParameters } from '../pricing/repricing.service.ts';
import { listRecentlyViewedCards } from './recently-viewed.service.ts';

/** Recently viewed (decision 045): today's cards of what a browser remembers; anyone may ask. */
export async function registerRecentlyViewedRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  registerEndpoints(
    app,
    recentlyViewedEndpoints,
    recentlyViewedShapes,
    {
      cards: async ({ query, request }) =>
        listRecentlyViewedCards(
          db(),
          { products: query.products, stones: query.stones, currency: currencyOf(request, query.currency) },
          await cachedPricingParameters(app.referenceCache, db()),
        ),
    },
    { tags: ['Recently viewed'] },
  );
}
