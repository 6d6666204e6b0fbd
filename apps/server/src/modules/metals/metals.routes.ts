import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { metalList } from '@facet/contracts/metals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listMetals } from './metals.service.ts';

export async function registerMetalRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
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
}
