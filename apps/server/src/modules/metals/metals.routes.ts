import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { metalList, updatedMetal, updateMetalInput } from '@facet/contracts/metals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listMetals, updateMetal } from './metals.service.ts';
import { actorOf } from '../../lib/actor.ts';

export async function registerMetalRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/metal',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Metal'],
        summary: 'Metals with their rate and labour in INR per gram',
        response: { 200: envelopeSchema(metalList) },
      },
    },
    async () => successEnvelope(await app.referenceCache.get('metals', () => listMetals(app.database.db))),
  );

  api.put(
    '/api/metal',
    {
      config: { access: 'metalAndPrice' },
      schema: {
        tags: ['Metal'],
        summary: 'Change a metal’s rate and labour (INR per gram); its variants are repriced at once',
        body: updateMetalInput,
        response: { 200: envelopeSchema(updatedMetal) },
      },
    },
    async (request) => successEnvelope(await updateMetal(app.database.db, request.body, actorOf(request))),
  );
}
