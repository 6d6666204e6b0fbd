import { currencies } from '@facet/contracts/money';
import { stoneCustomerQuery } from '@facet/contracts/stone-customer-query';
import { stoneEndpoints } from '@facet/contracts/stone-endpoints';
import { stoneEndpointShapes, stoneSkuParams } from '@facet/contracts/stones';
import { z } from '@facet/contracts/zod';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { currencyOf } from '../../lib/shopper-currency.ts';
import { getStoneById, listStones } from './stone-admin-reads.service.ts';
import { stoneAnswers, stoneReads } from './stone-reads.service.ts';
import { createStone, deleteStone, relistStone, unlistStone, updateStone } from './stone-save.service.ts';

/** Sends an envelope serialised earlier (by its response schema): a cached answer is not serialised again. */
function sendSerialised(reply: FastifyReply, body: string) {
  return reply.type('application/json; charset=utf-8').send(body);
}

const stonePageQuery = z.object({ currency: z.enum(currencies).optional() });

/** Loose stones: the back-office calls (Stones area) and the storefront's public reads. */
export async function registerStoneRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const reads = stoneReads(app.referenceCache, (error) =>
    app.log.error({ err: error }, 'the diamond search index could not be built'),
  );
  const tags = ['Stone'];

  registerEndpoints(
    app,
    stoneEndpoints,
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
    },
    { tags },
  );

  // The storefront's reads answer an envelope serialised ahead (a cached answer): registered by hand.
  api.get(
    '/api/stone/sku/:sku',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'A stone page by stock number: grading, price and breakdown, pictures, similar stones; 410 with the closest available stones when it is sold or unlisted',
        params: stoneSkuParams,
        querystring: stonePageQuery,
        response: { 200: stoneAnswers.stonePage, 410: stoneAnswers.goneStonePage },
      },
    },
    async (request, reply) => {
      const answer = await reads.stonePage(
        db(),
        { sku: request.params.sku, currency: currencyOf(request, request.query.currency) },
        request.actor,
      );
      return sendSerialised(reply.code(answer.statusCode), answer.body);
    },
  );

  api.get(
    '/api/stone/for-customer',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Available stones, filtered by the Stone filters, sorted and paged, priced in the shopper’s currency',
        querystring: stoneCustomerQuery,
        response: { 200: stoneAnswers.cardPage },
      },
    },
    async (request, reply) =>
      sendSerialised(
        reply,
        await reads.cardPage(db(), { ...request.query, currency: currencyOf(request, request.query.currency) }),
      ),
  );

  api.get(
    '/api/stone/sitemap',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The stock number and last change of available stones (for sitemap.xml), newest first, bounded',
        response: { 200: stoneAnswers.sitemap },
      },
    },
    async (_request, reply) => sendSerialised(reply, await reads.sitemap(db())),
  );
}
