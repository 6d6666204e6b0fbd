import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll } from 'vitest';
import { migrateDatabase } from '../migrate.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { runSeeds } from './run-seeds.ts';

/*
 * What the seed test files share (run-seeds, demo-seeds): the databases a file opens, and one
 * it seeds with the demo once.
 */

/**
 * The databases one test file opens, each dropped after the file's last test. Called at the top
 * of the file, it registers the file's hooks.
 */
export function seedTestDatabases() {
  const opened: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of opened) await database.drop();
  });

  async function emptyMigrated() {
    const database = await createTestDatabase({ empty: true });
    opened.push(database);
    await migrateDatabase(database);
    return database;
  }

  /**
   * One database seeded with the demo once, shared by the tests that read it or run a seed again
   * (a demo seed is the slowest step of this file, and it runs again on PostgreSQL in CI). The one
   * change a test makes to it (a stone staff changed) is one no later test reads.
   */
  let seeded: Promise<{ database: TestDatabase; firstRun: string[] }> | null = null;
  function seedDemoOnce() {
    seeded ??= emptyMigrated().then(async (database) => ({
      database,
      firstRun: await runSeeds(database, { demo: true }),
    }));
    return seeded;
  }
  async function seededDemo(): Promise<TestDatabase> {
    return (await seedDemoOnce()).database;
  }
  // Seeded before the first test, under the hooks' longer timeout: a demo seed is most of a test's time.
  beforeAll(async () => {
    await seedDemoOnce();
  });

  return { opened, emptyMigrated, seedDemoOnce, seededDemo };
}

export async function countOf(database: TestDatabase, table: PgTable) {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row!.n;
}
