import { randomUUID } from 'node:crypto';
import type { Database } from '@facet/db/client';
import type { FastifyBaseLogger } from 'fastify';
import { claimDueJobs, completeJob, enqueueJob, failJob, requeueStaleJobs, type ClaimedJob } from './jobs.service.ts';

export interface JobContext {
  db: Database;
  log: FastifyBaseLogger;
  job: ClaimedJob;
}

export interface JobDefinition {
  run(payload: unknown, context: JobContext): Promise<void>;
  /** A recurring job enqueues its next run this long after each run. */
  everyMs?: number;
}

export type JobHandlers = Readonly<Record<string, JobDefinition>>;

export interface JobRunnerOptions {
  db: Database;
  handlers: JobHandlers;
  log: FastifyBaseLogger;
  pollIntervalMs: number;
  batchSize?: number;
  /** A running job not finished within this time is considered abandoned. */
  leaseMs?: number;
}

async function runJob(options: JobRunnerOptions, job: ClaimedJob): Promise<void> {
  const { db, handlers, log } = options;
  const definition = handlers[job.kind];
  try {
    if (!definition) throw new Error(`No handler for job kind "${job.kind}".`);
    await definition.run(job.payload, { db, log: log.child({ jobId: job.id, kind: job.kind }), job });
    await completeJob(db, { job });
  } catch (error) {
    const outcome = await failJob(db, { job, error });
    log[outcome === 'failed' ? 'error' : 'warn'](
      { err: error, jobId: job.id, kind: job.kind, attempt: job.attempts },
      `job ${outcome}`,
    );
  }
  // The next run of a recurring job; while a retry of this one waits, its unique key makes
  // this a no-op.
  if (definition?.everyMs) {
    await enqueueJob(db, { kind: job.kind, uniqueKey: job.kind, runAt: new Date(Date.now() + definition.everyMs) });
  }
}

/** Runs every due job until none is left; returns how many ran. For tests and draining. */
export async function runDueJobs(
  options: Omit<JobRunnerOptions, 'pollIntervalMs'>,
  workerId = randomUUID(),
): Promise<number> {
  let ran = 0;
  for (;;) {
    const claimed = await claimDueJobs(options.db, { limit: options.batchSize ?? 5, workerId });
    if (claimed.length === 0) return ran;
    for (const job of claimed) await runJob({ ...options, pollIntervalMs: 0 }, job);
    ran += claimed.length;
  }
}

/** Makes sure each recurring job is scheduled once (its kind is its unique key). */
export async function scheduleRecurringJobs(db: Database, handlers: JobHandlers): Promise<void> {
  for (const [kind, definition] of Object.entries(handlers)) {
    if (definition.everyMs) await enqueueJob(db, { kind, uniqueKey: kind });
  }
}

export interface JobRunner {
  stop(): Promise<void>;
}

/** Polls the jobs table until stopped; a stop waits for the batch in hand to finish. */
export function startJobRunner(options: JobRunnerOptions): JobRunner {
  const workerId = randomUUID();
  const leaseMs = options.leaseMs ?? 5 * 60 * 1000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  let ticks = 0;

  const tick = async () => {
    try {
      if (ticks++ % 60 === 0) await requeueStaleJobs(options.db, { leaseMs });
      await runDueJobs(options, workerId);
    } catch (error) {
      options.log.error({ err: error }, 'job runner tick failed');
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = tick().finally(schedule);
    }, options.pollIntervalMs);
    timer.unref();
  };

  current = scheduleRecurringJobs(options.db, options.handlers)
    .catch((error: unknown) => options.log.error({ err: error }, 'could not schedule recurring jobs'))
    .finally(schedule);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
