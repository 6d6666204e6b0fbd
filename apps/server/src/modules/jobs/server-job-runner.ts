import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { mailContextOf } from '../auth/account-mail.ts';
import { createTransports } from '../messages/transports.ts';
import { alertsThreadDatabaseUrl, createJobHandlers } from './job-handlers.ts';
import { type JobRunner, startJobRunner } from './jobs.runner.ts';

/**
 * The job runner as a server runs it beside a built app: every handler, with the app's media
 * store and payment providers (so a job refunds through the same gateways the routes use).
 * One place for run-server.ts and the API process the crash tests start and kill.
 */
export function startServerJobRunner(app: FastifyInstance, log: FastifyBaseLogger): JobRunner {
  const { config } = app;
  return startJobRunner({
    db: app.database.db,
    handlers: createJobHandlers({
      transports: createTransports(config),
      mediaStore: app.mediaStore,
      mail: mailContextOf(config),
      paymentGateways: app.paymentGateways,
      alertsWorkShare: config.jobs.alertsWorkShare,
      alertsDatabaseUrl: alertsThreadDatabaseUrl(config),
    }),
    log,
    pollIntervalMs: config.jobs.pollIntervalMs,
  });
}
