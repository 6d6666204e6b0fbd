import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Background work: claimed with FOR UPDATE SKIP LOCKED, retried with backoff.
 * `uniqueKey` keeps at most one waiting job per key (a recurring job schedules itself once).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    payload: jsonb().notNull().default({}),
    status: text({ enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp({ withTimezone: true }),
    lockedBy: text(),
    lastError: text(),
    uniqueKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('jobs_status_valid', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
    index('jobs_running_idx')
      .on(t.lockedAt)
      .where(sql`${t.status} = 'running'`),
    uniqueIndex('jobs_unique_key_idx')
      .on(t.uniqueKey)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);
