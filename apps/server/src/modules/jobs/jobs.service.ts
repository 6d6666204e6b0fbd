import type { Database } from '@facet/db/client';
import {
  claimDueJobRows,
  deleteFinishedJobs,
  insertJob,
  markJobDone,
  markJobFailed,
  queuedJobsByKind,
  requeueJob,
  requeueStaleJobRows,
} from './jobs.queries.ts';

/*
 * The jobs table. Claiming uses FOR UPDATE SKIP LOCKED so any number of instances
 * can poll one PostgreSQL without taking the same job twice; on PGlite the same SQL runs on
 * its single connection. The SQL is in jobs.queries.ts.
 */

export interface ClaimedJob {
  id: number;
  /** The worker that claimed it: only its claim may finish it. */
  workerId: string;
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
  return insertJob(db, {
    kind: input.kind,
    payload: input.payload ?? {},
    runAt: input.runAt ?? new Date(),
    maxAttempts: input.maxAttempts ?? 5,
    uniqueKey: input.uniqueKey ?? null,
  });
}

export async function claimDueJobs(db: Database, input: { limit: number; workerId: string }): Promise<ClaimedJob[]> {
  const rows = await claimDueJobRows(db, input.limit, input.workerId);
  return rows.map((row) => ({
    id: Number(row.id),
    workerId: input.workerId,
    kind: row.kind,
    payload: row.payload,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
  }));
}

/** Marks the job done, if this claim still holds it (a worker whose lease ran out changes nothing). */
export async function completeJob(db: Database, input: { job: ClaimedJob }): Promise<void> {
  await markJobDone(db, input.job);
}

/** Exponential backoff: 1 s, 2 s, 4 s … up to 15 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempts - 1), 15 * 60 * 1000);
}

/**
 * Records a failure: the job waits and retries, or is given up after its last attempt; if this
 * claim still holds it.
 */
export async function failJob(
  db: Database,
  input: { job: ClaimedJob; error: unknown },
): Promise<'retrying' | 'failed'> {
  const { job, error } = input;
  const message = error instanceof Error ? error.message : String(error);
  const finalAttempt = job.attempts >= job.maxAttempts;
  if (finalAttempt) await markJobFailed(db, job, message);
  else await requeueJob(db, job, new Date(Date.now() + retryDelayMs(job.attempts)), message);
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
  const rows = await deleteFinishedJobs(db, keptMs / 1000);
  return rows.length;
}

/** Jobs whose worker died mid-run (lease expired) go back to the queue. */
export async function requeueStaleJobs(db: Database, input: { leaseMs: number }): Promise<number> {
  const { leaseMs } = input;
  const rows = await requeueStaleJobRows(db, leaseMs / 1000);
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
  return queuedJobsByKind(db);
}
