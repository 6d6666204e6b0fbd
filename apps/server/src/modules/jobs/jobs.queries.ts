import type { Database } from '@facet/db/client';
import { jobs } from '@facet/db/schema/jobs';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';

/*
 * The job queue's SQL, every column named through the schema's jobs table, so that a renamed
 * column fails `npm run typecheck` here rather than a query at run time. The claim keeps its
 * SQL (FOR UPDATE SKIP LOCKED, oldest due first); the rest is Drizzle's builder. The service
 * (jobs.service.ts) holds the rules: backoff, when to give up, how long finished jobs stay.
 */

/** A new job, unless one with the same unique key is queued or running: its id, or null. */
export async function insertJob(
  db: Database,
  values: Pick<typeof jobs.$inferInsert, 'kind' | 'payload' | 'runAt' | 'maxAttempts' | 'uniqueKey'>,
): Promise<number | null> {
  const [row] = await db
    .insert(jobs)
    .values(values)
    .onConflictDoNothing({ target: jobs.uniqueKey, where: sql`${jobs.status} in ('queued', 'running')` })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/**
 * Takes up to `limit` due jobs, oldest due first, for this worker: running, one more attempt.
 * SKIP LOCKED lets any number of instances poll one PostgreSQL without taking the same job twice.
 */
export function claimDueJobRows(db: Database, limit: number, workerId: string) {
  return db
    .update(jobs)
    .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedAt: sql`now()`, lockedBy: workerId })
    .where(
      sql`${jobs.id} in (select ${jobs.id} from ${jobs}
                          where ${jobs.status} = 'queued' and ${jobs.runAt} <= now()
                          order by ${jobs.runAt}, ${jobs.id}
                          limit ${limit}
                          for update skip locked)`,
    )
    .returning({
      id: jobs.id,
      kind: jobs.kind,
      // As the driver parsed it (jsonb's own mapping would parse a JSON string payload again).
      payload: sql<unknown>`${jobs.payload}`,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
    });
}

/** One claim of a job: the worker that holds it and the attempt it is (a lease may be taken over). */
export interface JobClaim {
  id: number;
  workerId: string;
  attempts: number;
}

/**
 * The job as this claim left it: still running, held by the same worker, on the same attempt. A
 * worker whose lease ran out (the job requeued, maybe claimed again by another) changes nothing.
 */
const heldBy = (claim: JobClaim) =>
  and(
    eq(jobs.id, claim.id),
    eq(jobs.status, 'running'),
    eq(jobs.lockedBy, claim.workerId),
    eq(jobs.attempts, claim.attempts),
  );

/** A running job done. */
export async function markJobDone(db: Database, claim: JobClaim): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', finishedAt: new Date(), lockedAt: null, lastError: null })
    .where(heldBy(claim));
}

/** A job given up after its last attempt. */
export async function markJobFailed(db: Database, claim: JobClaim, message: string): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'failed', finishedAt: new Date(), lockedAt: null, lastError: message })
    .where(heldBy(claim));
}

/** A failed attempt: the job waits in the queue until `runAt`. */
export async function requeueJob(db: Database, claim: JobClaim, runAt: Date, message: string): Promise<void> {
  await db.update(jobs).set({ status: 'queued', runAt, lockedAt: null, lastError: message }).where(heldBy(claim));
}

/** Deletes the jobs that finished (done or given up) more than `keptSeconds` ago; their ids. */
export function deleteFinishedJobs(db: Database, keptSeconds: number) {
  return db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.status, ['done', 'failed']),
        lt(jobs.finishedAt, sql`now() - make_interval(secs => ${keptSeconds})`),
      ),
    )
    .returning({ id: jobs.id });
}

/**
 * Jobs running with a lock older than `leaseSeconds` (their worker died) go back to the queue,
 * or are given up when they had their last attempt; their ids.
 */
export function requeueStaleJobRows(db: Database, leaseSeconds: number) {
  return db
    .update(jobs)
    .set({
      status: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then 'failed' else 'queued' end`,
      lockedAt: null,
      lastError: 'worker stopped before finishing the job',
    })
    .where(and(sql`${jobs.status} = 'running'`, lt(jobs.lockedAt, sql`now() - make_interval(secs => ${leaseSeconds})`)))
    .returning({ id: jobs.id });
}

/**
 * The queued jobs by kind: how many are due, how many set for later, and how long the
 * longest-waiting due one has waited (seconds; 0 when none is due). One scan of the queued index.
 */
export function queuedJobsByKind(db: Database) {
  return db
    .select({
      kind: jobs.kind,
      due: sql<number>`count(*) filter (where ${jobs.runAt} <= now())`.mapWith(Number),
      scheduled: sql<number>`count(*) filter (where ${jobs.runAt} > now())`.mapWith(Number),
      oldestDueSeconds:
        sql<number>`coalesce(extract(epoch from now() - min(${jobs.runAt}) filter (where ${jobs.runAt} <= now())), 0)::float8`.mapWith(
          Number,
        ),
    })
    .from(jobs)
    .where(sql`${jobs.status} = 'queued'`)
    .groupBy(jobs.kind)
    .orderBy(jobs.kind);
}
