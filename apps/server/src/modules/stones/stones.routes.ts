import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema, pagedSchema } from '@facet/contracts/envelope-schemas';
import { currencies } from '@facet/contracts/money';
import { stoneCustomerQuery } from '@facet/contracts/stone-customer-query';
import {
  createStoneInput,
  stoneIdBody,
  stoneIdParams,
  stoneListQuery,
  stoneListRecord,
  stoneRecord,
  stoneSkuParams,
  updateStoneInput,
} from '@facet/contracts/stones';
import { z } from '@facet/contracts/zod';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
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
  const staff = { access: 'stones' } as const;
  const tags = ['Stone'];
  const oneStone = { 200: envelopeSchema(stoneRecord) };

  api.get(
    '/api/stone',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The back-office list: search by stock or certificate number, category, shape, state, sort, paging',
        querystring: stoneListQuery,
        response: { 200: envelopeSchema(pagedSchema(stoneListRecord)) },
      },
    },
    async (request) => successEnvelope(await listStones(db(), request.query)),
  );

  api.get(
    '/api/stone/id/:id',
    {
      config: staff,
      schema: { tags, summary: 'A stone with its cost and selling price', params: stoneIdParams, response: oneStone },
    },
    async (request) => successEnvelope(await getStoneById(db(), request.params)),
  );

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

  api.post(
    '/api/stone',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Add a stone; its stock number is generated when left out',
        body: createStoneInput,
        response: { 201: envelopeSchema(stoneRecord) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(successEnvelope(await createStone(db(), request.body, actorOf(request)), 201)),
  );

  api.put(
    '/api/stone',
    {
      config: staff,
      schema: { tags, summary: 'Save a stone and its pictures', body: updateStoneInput, response: oneStone },
    },
    async (request) => successEnvelope(await updateStone(db(), request.body, actorOf(request))),
  );

  for (const [action, change] of [
    ['unlist', unlistStone],
    ['relist', relistStone],
  ] as const) {
    const summary =
      action === 'relist' ? 'Put an unlisted stone back in the shop' : 'Take an available stone out of the shop';
    // The original sends the id in the body; the path form matches products' unlist and relist.
    api.put(
      `/api/stone/${action}`,
      { config: staff, schema: { tags, summary, body: stoneIdBody, response: oneStone } },
      async (request) => successEnvelope(await change(db(), request.body, actorOf(request))),
    );
    api.put(
      `/api/stone/${action}/:id`,
      { config: staff, schema: { tags, summary, params: stoneIdParams, response: oneStone } },
      async (request) => successEnvelope(await change(db(), request.params, actorOf(request))),
    );
  }

  api.delete(
    '/api/stone/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Delete a stone that is in no order (otherwise 409: unlist it)',
        params: stoneIdParams,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await deleteStone(db(), request.params, actorOf(request));
      return successEnvelope(null);
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
