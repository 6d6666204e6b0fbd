import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { healthLive, healthReady, healthStatus } from '@facet/contracts/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkHealth, checkReadiness } from './health.service.ts';

/** For load balancers and orchestrators: liveness, readiness, and the original database check. */
export async function registerHealthRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
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
  routes.get(
    '/api/health/live',
    {
      config: { access: 'public' },
      logLevel: 'warn',
      schema: {
        tags: ['Health'],
        summary: 'Liveness: the process is up (asks nothing of the database)',
        response: { 200: envelopeSchema(healthLive) },
      },
    },
    async () => successEnvelope({ status: 'live' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );
  routes.get(
    '/api/health/ready',
    {
      config: { access: 'public' },
      logLevel: 'warn',
      schema: {
        tags: ['Health'],
        summary: 'Readiness: the database answers and the instance is not stopping (503 otherwise)',
        response: { 200: envelopeSchema(healthReady) },
      },
    },
    async (request) => successEnvelope(await checkReadiness(app.database, app.isDraining(), request.log)),
  );
}
