import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which seed steps have run on this database, so each loads once (first start only). */
export const seedRuns = pgTable('seed_runs', {
  name: text().primaryKey(),
  appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
