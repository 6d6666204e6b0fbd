import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { healthStatus } from '@facet/contracts/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkHealth } from './health.service.ts';

/** For load balancers: 200 when the database answers, 503 when it does not. */
export async function registerHealthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: 'public' },
      logLevel: 'warn',
      schema: {
        tags: ['Health'],
        summary: 'Liveness and database check',
        response: { 200: envelopeSchema(healthStatus) },
      },
    },
    async (request) => successEnvelope(await checkHealth(app.database, request.log)),
  );
}
