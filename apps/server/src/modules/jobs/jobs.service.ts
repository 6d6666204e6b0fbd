import { type Database, queryRows } from '@facet/db/client';
import { jobs } from '@facet/db/schema/jobs';
import { and, eq, sql } from 'drizzle-orm';

/*
 * The jobs table. Claiming uses FOR UPDATE SKIP LOCKED so any number of instances
 * can poll one PostgreSQL without taking the same job twice; on PGlite the same SQL runs on
 * its single connection.
 */

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

export interface EnqueueJobInput {
  kind: string;
  payload?: unknown;
  runAt?: Date;
  maxAttempts?: number;
  /** At most one queued or running job per key; a second enqueue with it does nothing. */
  uniqueKey?: string;
}

/** Returns the new job's id, or null when a job with the same unique key is already waiting. */
export async function enqueueJob(db: Database, input: EnqueueJobInput): Promise<number | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: input.kind,
      payload: input.payload ?? {},
      runAt: input.runAt ?? new Date(),
      maxAttempts: input.maxAttempts ?? 5,
      uniqueKey: input.uniqueKey ?? null,
    })
    .onConflictDoNothing({ target: jobs.uniqueKey, where: sql`${jobs.status} in ('queued', 'running')` })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

export async function claimDueJobs(db: Database, input: { limit: number; workerId: string }): Promise<ClaimedJob[]> {
  const rows = await queryRows<{
    id: string | number;
    kind: string;
    payload: unknown;
    attempts: number;
    max_attempts: number;
  }>(
    db,
    sql`update jobs
           set status = 'running', attempts = attempts + 1, locked_at = now(), locked_by = ${input.workerId}
         where id in (select id from jobs
                       where status = 'queued' and run_at <= now()
                       order by run_at, id
                       limit ${input.limit}
                       for update skip locked)
     returning id, kind, payload, attempts, max_attempts`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    payload: row.payload,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
  }));
}

export async function completeJob(db: Database, input: { id: number }): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', finishedAt: new Date(), lockedAt: null, lastError: null })
    .where(and(eq(jobs.id, input.id), eq(jobs.status, 'running')));
}

/** Exponential backoff: 1 s, 2 s, 4 s … up to 15 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempts - 1), 15 * 60 * 1000);
}

/** Records a failure: the job waits and retries, or is given up after its last attempt. */
export async function failJob(
  db: Database,
  input: { job: ClaimedJob; error: unknown },
): Promise<'retrying' | 'failed'> {
  const { job, error } = input;
  const message = error instanceof Error ? error.message : String(error);
  const finalAttempt = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set(
      finalAttempt
        ? { status: 'failed', finishedAt: new Date(), lockedAt: null, lastError: message }
        : {
            status: 'queued',
            runAt: new Date(Date.now() + retryDelayMs(job.attempts)),
            lockedAt: null,
            lastError: message,
          },
    )
    .where(eq(jobs.id, job.id));
  return finalAttempt ? 'failed' : 'retrying';
}

/** How long finished jobs stay for a look at what happened; their payloads may name people. */
export const FINISHED_JOBS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** Removes jobs that finished (done or given up) longer ago than `keptMs`. */
export async function purgeFinishedJobs(
  db: Database,
  input: { keptMs: number } = { keptMs: FINISHED_JOBS_KEPT_MS },
): Promise<number> {
  const { keptMs } = input;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from jobs
         where status in ('done', 'failed') and finished_at < now() - make_interval(secs => ${keptMs / 1000})
     returning id`,
  );
  return rows.length;
}

/** Jobs whose worker died mid-run (lease expired) go back to the queue. */
export async function requeueStaleJobs(db: Database, input: { leaseMs: number }): Promise<number> {
  const { leaseMs } = input;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update jobs
           set status = case when attempts >= max_attempts then 'failed' else 'queued' end,
               locked_at = null,
               last_error = 'worker stopped before finishing the job'
         where status = 'running' and locked_at < now() - make_interval(secs => ${leaseMs / 1000})
     returning id`,
  );
  return rows.length;
}

export interface QueuedJobFigures {
  kind: string;
  /** Queued jobs whose time has come, waiting for a runner. */
  due: number;
  /** Queued jobs set for later (a retry's backoff, a recurring job's next run). */
  scheduled: number;
  /** How long the longest-waiting due job has waited since its time came; 0 when none is due. */
  oldestDueSeconds: number;
}

/** The queue by kind of job, for the metrics (one scan of the queued jobs' index). */
export async function describeJobQueue(db: Database): Promise<QueuedJobFigures[]> {
  const rows = await queryRows<{ kind: string; due: string | number; scheduled: string | number; oldest: unknown }>(
    db,
    sql`select kind,
               count(*) filter (where run_at <= now()) as due,
               count(*) filter (where run_at > now()) as scheduled,
               coalesce(extract(epoch from now() - min(run_at) filter (where run_at <= now())), 0)::float8 as oldest
          from jobs
         where status = 'queued'
         group by kind
         order by kind`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    due: Number(row.due),
    scheduled: Number(row.scheduled),
    oldestDueSeconds: Number(row.oldest),
  }));
}
