import pino from 'pino';
import { mailContextOf } from '../modules/auth/account-mail.ts';
import { createJobHandlers } from '../modules/jobs/job-handlers.ts';
import type { JobHandlers } from '../modules/jobs/jobs.runner.ts';
import { runDueJobs } from '../modules/jobs/jobs.runner.ts';
import { createTransports } from '../modules/messages/transports.ts';
import type { TestApp } from './test-app.ts';

const log = pino({ level: 'silent' });

/** The job handlers as run-server.ts makes them, for a test app's configuration and media store. */
export function jobHandlersOf(t: Pick<TestApp, 'app' | 'config'>): JobHandlers {
  return createJobHandlers({
    transports: createTransports(t.config),
    mediaStore: t.app.mediaStore,
    mail: mailContextOf(t.config),
    paymentGateways: t.app.paymentGateways,
  });
}

/** Runs every due job of a test app, as the job runner would (tests run with JOBS_ENABLED=false). */
export function runJobs(t: Pick<TestApp, 'app' | 'config' | 'database'>): Promise<number> {
  return runDueJobs({ db: t.database.db, handlers: jobHandlersOf(t), log });
}
