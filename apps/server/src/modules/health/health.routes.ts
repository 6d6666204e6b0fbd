import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { healthStatus } from '@facet/contracts/health';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';

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
    async (request) => {
      try {
        await app.database.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError('unavailable', 'The database is not reachable.');
      }
      return successEnvelope({
        status: 'ok' as const,
        database: app.database.engine,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
}
