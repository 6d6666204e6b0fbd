import { healthEndpoints } from '@facet/contracts/health-endpoints';
import { healthShapes } from '@facet/contracts/health';
import type { FastifyInstance } from 'fastify';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { checkHealth, checkReadiness } from './health.service.ts';

/**
 * For load balancers and orchestrators: liveness, readiness, and the original database check.
 * Asked every few seconds, so they log only warnings.
 */
export async function registerHealthRoutes(app: FastifyInstance) {
  registerEndpoints(
    app,
    healthEndpoints,
    healthShapes,
    {
      status: ({ request }) => checkHealth(app.database, request.log),
      live: async () => ({ status: 'live' as const, uptimeSeconds: Math.round(process.uptime()) }),
      ready: ({ request }) => checkReadiness(app.database, app.isDraining(), request.log),
    },
    { tags: ['Health'], logLevel: 'warn' },
  );
}
