import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQuery, queryRows } from './client.ts';
import { analyzeMovedTables } from './pglite-statistics.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

/*
 * The embedded database has no autovacuum: the shop analyses a table once its size has moved,
 * so its statistics are fresh and the prepared statements that read it are planned again.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.exec('create table statistics_churn (id int primary key, body text)');
  await database.exec('analyze statistics_churn');
});
afterAll(() => database.drop());

/** What the planner knows of the table: its rows as last analysed. */
interface KnownRowsRow {
  rows: number;
}

const knownRows = async () =>
  (
    await queryRows<KnownRowsRow>(
      database.db,
      sql`select reltuples::float8 as rows from pg_class where relname = 'statistics_churn'`,
    )
  )[0]!.rows;

/** A prepared statement of the session. */
interface PreparedStatementRow {
  name: string;
}

const onPglite = process.env.TEST_DATABASE_URL === undefined;

describe.runIf(onPglite)('statistics of the embedded database', () => {
  it('analyses a table once its size has moved by a fifth, and leaves it while it has not', async () => {
    expect(await analyzeMovedTables(database)).not.toContain('statistics_churn');
    await database.exec(`insert into statistics_churn select g, repeat('x', 200) from generate_series(1, 5000) g`);
    expect(await analyzeMovedTables(database)).toContain('statistics_churn');
    expect(await knownRows()).toBe(5000);
    await database.exec(`insert into statistics_churn select g, 'x' from generate_series(5001, 5050) g`);
    expect(await analyzeMovedTables(database)).not.toContain('statistics_churn');
  });

  it('has a prepared statement planned again for what its table has become', async () => {
    await database.exec('create table plan_churn (id int primary key, kind int not null, body text)');
    await database.exec('create index plan_churn_kind on plan_churn (kind)');
    await database.exec('analyze plan_churn');
    const byKind = preparedQuery<KnownRowsRow, { kind: number }>(
      ({ kind }) => sql`select count(*)::float8 as rows from plan_churn where kind = ${kind}`,
    );
    /** The plan the prepared statement runs now. */
    const plan = async () => {
      await byKind(database.db, { kind: 1 });
      const [name] = await queryRows<PreparedStatementRow>(
        database.db,
        sql`select name from pg_prepared_statements where statement like '%from plan_churn where kind%'`,
      );
      const rows = await queryRows<Record<string, string>>(
        database.db,
        sql.raw(`explain (costs off) execute ${name!.name}(1)`),
      );
      return rows.map((row) => Object.values(row)[0]).join('\n');
    };
    // Planned on an empty table: read whole.
    expect(await plan()).toMatch(/Seq Scan/);
    await database.exec(`insert into plan_churn select g, g % 1000, repeat('x', 100) from generate_series(1, 20000) g`);
    await analyzeMovedTables(database);
    expect(await plan()).toMatch(/Index|Bitmap/);
  });
});

describe.runIf(!onPglite)('statistics on a PostgreSQL server', () => {
  it('are left to the server', async () => {
    expect(await analyzeMovedTables(database)).toEqual([]);
  });
});
