import { priceHistoryShapes } from '@facet/contracts/price-history';
import { priceHistoryEndpoints } from '@facet/contracts/price-history-endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { currencyOf } from '../../lib/shopper-currency.ts';
import { priceHistoryReads } from './price-history.service.ts';

/**
 * Price history under /api/price-history (decision 040): a stone's, with its fair-price band,
 * and a piece's beside its metal's rate; public, for the items whose pages the caller may see.
 */
export async function registerPriceHistoryRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const reads = priceHistoryReads(app.referenceCache);
  registerEndpoints(
    app,
    priceHistoryEndpoints,
    priceHistoryShapes,
    {
      stone: ({ params, query, request }) =>
        reads.stone(db(), { sku: params.sku, currency: currencyOf(request, query.currency) }, request.actor),
      variant: ({ params, query, request }) =>
        reads.variant(db(), { sku: params.sku, currency: currencyOf(request, query.currency) }, request.actor),
    },
    { tags: ['Price history'] },
  );
}
