import type { HealthReady, HealthStatus } from '@facet/contracts/health';
import type { DatabaseHandle } from '@facet/db/client';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { selectOne } from './health.queries.ts';

/*
 * The probes a load balancer or an orchestrator asks (docs/security.md, "Availability"):
 * - /api/health/live: the process is up and its event loop turns; nothing else is asked, so a
 *   slow database never gets a working process restarted.
 * - /api/health/ready: this instance should take traffic: its database answers and it is not
 *   stopping. Migrations are done by then: an instance listens only once they are.
 * - /api/health: the original check (the database answers), kept for what already uses it.
 * None of them is ever shed under load (plugins/load-shedding.ts).
 */

/** The readiness check's query: resolves when the database answers (HEALTH_PORT's checks use it too). */
export async function databaseAnswers(database: DatabaseHandle): Promise<void> {
  await selectOne(database.db);
}

async function pingDatabase(database: DatabaseHandle, log: FastifyBaseLogger): Promise<void> {
  try {
    await databaseAnswers(database);
  } catch (error) {
    log.error({ err: error }, 'health check: database unreachable');
    throw new AppError('unavailable', 'The database is not reachable.');
  }
}

/** The process is up and the database answers. When it does not, the cause goes to the log and the caller gets 503. */
export async function checkHealth(database: DatabaseHandle, log: FastifyBaseLogger): Promise<HealthStatus> {
  await pingDatabase(database, log);
  return { status: 'ok', database: database.engine, uptimeSeconds: Math.round(process.uptime()) };
}

/** Ready for traffic: not stopping, and the database answers; 503 with the reason otherwise. */
export async function checkReadiness(
  database: DatabaseHandle,
  draining: boolean,
  log: FastifyBaseLogger,
): Promise<HealthReady> {
  if (draining) throw new AppError('unavailable', 'This instance is stopping.');
  await pingDatabase(database, log);
  return { status: 'ready', database: database.engine };
}
