import { stoneEndpoints } from '@facet/contracts/stone-endpoints';
import { stoneEndpointShapes } from '@facet/contracts/stone-shapes';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { currencyOf } from '../../lib/shopper-currency.ts';
import { getStoneById, listStones } from './stone-admin-reads.service.ts';
import { stoneReads } from './stone-reads.service.ts';
import { createStone, deleteStone, relistStone, unlistStone, updateStone } from './stone-save.service.ts';

/**
 * Loose stones: the back-office calls (Stones area) and the storefront's public reads. The
 * stone page, the diamond search and the sitemap answer envelopes serialised ahead and cached
 * (stone-reads.service.ts), sent as they are; a stone's page may be the gone stone (410). The
 * import's steps are registered with the upload and the export (stone-import.routes.ts).
 */
export async function registerStoneRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const reads = stoneReads(app.referenceCache, (error) =>
    app.log.error({ err: error }, 'the diamond search index could not be built'),
  );
  const { list, one, create, update, unlist, unlistById, relist, relistById, remove, stonePage, cardPage, sitemap } =
    stoneEndpoints;

  registerEndpoints(
    app,
    { list, one, create, update, unlist, unlistById, relist, relistById, remove, stonePage, cardPage, sitemap },
    stoneEndpointShapes,
    {
      list: ({ query }) => listStones(db(), query),
      one: ({ params }) => getStoneById(db(), params),
      create: ({ body, request }) => createStone(db(), body, actorOf(request)),
      update: ({ body, request }) => updateStone(db(), body, actorOf(request)),
      // The original sends the id in the body; the path form matches products' unlist and relist.
      unlist: ({ body, request }) => unlistStone(db(), body, actorOf(request)),
      unlistById: ({ params, request }) => unlistStone(db(), params, actorOf(request)),
      relist: ({ body, request }) => relistStone(db(), body, actorOf(request)),
      relistById: ({ params, request }) => relistStone(db(), params, actorOf(request)),
      remove: async ({ params, request }) => {
        await deleteStone(db(), params, actorOf(request));
        return null;
      },
      stonePage: ({ params, query, request }) =>
        reads.stonePage(db(), { sku: params.sku, currency: currencyOf(request, query.currency) }, request.actor),
      cardPage: ({ query, request }) =>
        reads.cardPage(db(), { ...query, currency: currencyOf(request, query.currency) }),
      sitemap: () => reads.sitemap(db()),
    },
    { tags: ['Stone'] },
  );
}
