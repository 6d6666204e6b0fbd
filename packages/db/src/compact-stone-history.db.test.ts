import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from './client.ts';
import { migrationsFolder } from './migrate.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

/*
 * Migration 0039 (decision 040) on a database that has recorded stones' costs a row a day
 * (0036): every row kept, a row per stone and year, days in order; and the trigger carries on
 * from where the rows left off.
 */

let database: TestDatabase | undefined;
const folders: string[] = [];
afterAll(async () => {
  await database?.drop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The migrations up to and including `last` (by number), as a folder of their own. */
function migrationsUpTo(last: number) {
  const folder = mkdtempSync(path.join(tmpdir(), 'facet-migrations-'));
  folders.push(folder);
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

async function migrateWith(handle: TestDatabase, folder: string) {
  if (handle.engine === 'pglite')
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  else await migratePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
}

type Entry = { stone_id: number; day: number; cost: number | string };
type YearDays = { year: number; days: number[] };

describe('migration 0039', () => {
  it('keeps every recorded day of every stone, grouped by year', async () => {
    database = await createTestDatabase({ empty: true });
    await migrateWith(database, migrationsUpTo(38));
    const db = database.db;
    await db.execute(sql`insert into stone_shapes (name) values ('Round')`);
    await db.execute(sql`insert into stone_categories (name) values ('Natural diamond')`);
    await db.execute(sql`
      insert into stones (sku, stone_shape_id, stone_category_id, carat, color, clarity, cost)
      select sku, (select id from stone_shapes), (select id from stone_categories), 100, 'G', 'VS1', 90000
        from (values ('MIG-1'), ('MIG-2')) as v(sku)`);
    // Each stone's first row is today's (the trigger); earlier days recorded as 0036 kept them,
    // across a year's end (20,088 is 31 December 2024, 20,089 is 1 January 2025).
    await db.execute(sql`
      insert into stone_price_history (stone_id, day, cost)
      select s.id, v.day, v.cost from stones s
        cross join (values (20088, 80000::bigint), (20089, 81000::bigint), (20000, 79000::bigint)) as v(day, cost)
       where s.sku = 'MIG-1'`);
    const before = await queryRows<Entry>(db, sql`select stone_id, day, cost from stone_price_history order by 1, 2`);
    expect(before).toHaveLength(5);

    await migrateWith(database, migrationsFolder);
    const after = await queryRows<Entry>(db, sql`select stone_id, day, cost from stone_price_history order by 1, 2`);
    const asNumbers = (rows: Entry[]) => rows.map((row) => ({ ...row, cost: Number(row.cost) }));
    expect(asNumbers(after)).toEqual(asNumbers(before));
    const years = await queryRows<YearDays>(
      db,
      sql`select y.year, y.days from stone_cost_years y join stones s on s.id = y.stone_id
           where s.sku = 'MIG-1' and y.year in (2024, 2025) order by y.year`,
    );
    expect(years).toEqual([
      { year: 2024, days: [277, 365] },
      { year: 2025, days: [0] },
    ]);
    // The trigger after the migration: a new cost today replaces today's entry.
    await db.execute(sql`update stones set cost = 95000 where sku = 'MIG-2'`);
    const today = await queryRows<Entry>(
      db,
      sql`select h.stone_id, h.day, h.cost from stone_price_history h join stones s on s.id = h.stone_id
           where s.sku = 'MIG-2'`,
    );
    expect(asNumbers(today)).toEqual([
      { ...asNumbers(before).find((row) => row.stone_id === today[0]!.stone_id)!, cost: 95000 },
    ]);
  });
});
