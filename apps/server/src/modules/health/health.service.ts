import type { HealthStatus } from '@facet/contracts/health';
import type { DatabaseHandle } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/**
 * For load balancers: the process is up and the database answers. When it does not, the
 * cause goes to the log and the caller gets 503.
 */
export async function checkHealth(database: DatabaseHandle, log: FastifyBaseLogger): Promise<HealthStatus> {
  try {
    await database.db.execute(sql`select 1`);
  } catch (error) {
    log.error({ err: error }, 'health check: database unreachable');
    throw new AppError('unavailable', 'The database is not reachable.');
  }
  return { status: 'ok', database: database.engine, uptimeSeconds: Math.round(process.uptime()) };
}
