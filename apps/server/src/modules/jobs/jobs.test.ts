import { jobs } from '@facet/db/schema/jobs';
import { createTestDatabase, type TestDatabase } from '@facet/db/testing/test-database';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  claimDueJobs,
  completeJob,
  enqueueJob,
  failJob,
  purgeFinishedJobs,
  requeueStaleJobs,
  retryDelayMs,
} from './jobs.service.ts';
import { type JobHandlers, runDueJobs, scheduleRecurringJobs, startJobRunner } from './jobs.runner.ts';

const log = pino({ level: 'silent' });
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
beforeEach(async () => {
  await database.db.delete(jobs);
});

async function jobRow(id: number) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

describe('jobs', () => {
  it('runs a due job with its payload and marks it done', async () => {
    const seen: unknown[] = [];
    const handlers: JobHandlers = { 'test.echo': { run: async (payload) => void seen.push(payload) } };
    const id = (await enqueueJob(database.db, { kind: 'test.echo', payload: { to: 'a@b.co' } }))!;
    expect(await runDueJobs({ db: database.db, handlers, log })).toBe(1);
    expect(seen).toEqual([{ to: 'a@b.co' }]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1, lastError: null });
  });

  it('leaves a job that is not yet due', async () => {
    const id = (await enqueueJob(database.db, { kind: 'test.later', runAt: new Date(Date.now() + 60_000) }))!;
    expect(await runDueJobs({ db: database.db, handlers: {}, log })).toBe(0);
    expect((await jobRow(id)).status).toBe('queued');
  });

  it('retries a failing job later with exponential backoff, then gives up', async () => {
    let calls = 0;
    const handlers: JobHandlers = {
      'test.flaky': {
        run: async () => {
          calls += 1;
          throw new Error(`SMTP refused (${calls})`);
        },
      },
    };
    const id = (await enqueueJob(database.db, { kind: 'test.flaky', maxAttempts: 2 }))!;
    const before = Date.now();
    await runDueJobs({ db: database.db, handlers, log });
    const retrying = await jobRow(id);
    expect(retrying).toMatchObject({ status: 'queued', attempts: 1, lastError: 'SMTP refused (1)' });
    expect(retrying.runAt.getTime()).toBeGreaterThanOrEqual(before + retryDelayMs(1) - 50);

    await database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, id));
    await runDueJobs({ db: database.db, handlers, log });
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 2, lastError: 'SMTP refused (2)' });
    expect(calls).toBe(2);
  });

  it('fails a job whose kind has no handler, saying so', async () => {
    const id = (await enqueueJob(database.db, { kind: 'test.unknown', maxAttempts: 1 }))!;
    await runDueJobs({ db: database.db, handlers: {}, log });
    expect(await jobRow(id)).toMatchObject({ status: 'failed', lastError: 'No handler for job kind "test.unknown".' });
  });

  it('backs off 1 s, 2 s, 4 s … and never more than 15 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(30)).toBe(15 * 60 * 1000);
  });

  it('keeps one waiting job per unique key', async () => {
    const first = await enqueueJob(database.db, { kind: 'test.digest', uniqueKey: 'digest' });
    const second = await enqueueJob(database.db, { kind: 'test.digest', uniqueKey: 'digest' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    expect(await database.db.select().from(jobs)).toHaveLength(1);
  });

  it('schedules a recurring job once, and its next run after each run', async () => {
    let runs = 0;
    const handlers: JobHandlers = { 'test.recurring': { everyMs: 60_000, run: async () => void (runs += 1) } };
    await scheduleRecurringJobs(database.db, handlers);
    await scheduleRecurringJobs(database.db, handlers);
    expect(await database.db.select().from(jobs)).toHaveLength(1);
    await runDueJobs({ db: database.db, handlers, log });
    expect(runs).toBe(1);
    const queued = await database.db.select().from(jobs).where(eq(jobs.status, 'queued'));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('puts back a job whose worker stopped mid-run', async () => {
    const id = (await enqueueJob(database.db, { kind: 'test.abandoned' }))!;
    await claimDueJobs(database.db, { limit: 1, workerId: 'crashed-worker' });
    await database.db
      .update(jobs)
      .set({ lockedAt: sql`now() - interval '10 minutes'` })
      .where(eq(jobs.id, id));
    expect(await requeueStaleJobs(database.db, { leaseMs: 5 * 60 * 1000 })).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 1 });
  });

  it('lets a worker whose lease ran out finish nothing once another has taken the job over', async () => {
    const id = (await enqueueJob(database.db, { kind: 'test.taken-over' }))!;
    const [late] = await claimDueJobs(database.db, { limit: 1, workerId: 'slow-worker' });
    await database.db
      .update(jobs)
      .set({ lockedAt: sql`now() - interval '10 minutes'` })
      .where(eq(jobs.id, id));
    await requeueStaleJobs(database.db, { leaseMs: 5 * 60 * 1000 });
    const [current] = await claimDueJobs(database.db, { limit: 1, workerId: 'next-worker' });
    expect(current).toMatchObject({ id, attempts: 2 });

    await completeJob(database.db, { job: late! });
    await failJob(database.db, { job: late!, error: new Error('too late') });
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: 'running', lockedBy: 'next-worker', attempts: 2 });
    expect(row.lastError).not.toBe('too late');

    await completeJob(database.db, { job: current! });
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('forgets finished jobs (and the addresses in their payloads) after a week, never waiting ones', async () => {
    const old = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    const recent = new Date(Date.now() - 60_000);
    const ids = await Promise.all(
      ['done', 'failed', 'done', 'queued'].map(async (status, i) => {
        const id = (await enqueueJob(database.db, { kind: 'test.purge', payload: { email: `p${i}@example.com` } }))!;
        await database.db
          .update(jobs)
          .set({ status: status as 'done', finishedAt: i < 2 ? old : i === 2 ? recent : null, createdAt: old })
          .where(eq(jobs.id, id));
        return id;
      }),
    );
    expect(await purgeFinishedJobs(database.db)).toBe(2);
    const left = await database.db.select({ id: jobs.id }).from(jobs);
    expect(left.map((row) => row.id).sort()).toEqual([ids[2], ids[3]].sort());
  });

  it('runs jobs in the background until stopped', async () => {
    const done: string[] = [];
    const runner = startJobRunner({
      db: database.db,
      handlers: { 'test.bg': { run: async (payload) => void done.push((payload as { n: string }).n) } },
      log,
      pollIntervalMs: 20,
    });
    await enqueueJob(database.db, { kind: 'test.bg', payload: { n: 'one' } });
    await expect.poll(() => done, { timeout: 5000 }).toEqual(['one']);
    await runner.stop();
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'never hands one job to two workers at once (SKIP LOCKED, PostgreSQL)',
    async () => {
      for (let i = 0; i < 40; i += 1) await enqueueJob(database.db, { kind: 'test.race', payload: { i } });
      const claims = await Promise.all(
        ['w1', 'w2', 'w3', 'w4'].map(async (workerId) => {
          const mine: number[] = [];
          for (;;) {
            const batch = await claimDueJobs(database.db, { limit: 3, workerId });
            if (batch.length === 0) return mine;
            mine.push(...batch.map((job) => job.id));
          }
        }),
      );
      const all = claims.flat();
      expect(all).toHaveLength(40);
      expect(new Set(all).size).toBe(40);
    },
  );
});
