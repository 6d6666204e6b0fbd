import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './client.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

/*
 * The embedded database's pages come from files the operating system keeps in memory: its
 * planner is told that a page read out of order costs about what one read in order does
 * (openPglite), so a few rows found through an index are read through it, as the bag's read
 * finds its lines' pieces and stones, instead of scanning the whole table into a hash.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  // A bag-like pair of tables: 200 shoppers with 20 lines each, over 2,000 pieces.
  await database.exec(`
    create table planner_pieces (id int primary key, name text not null, price numeric not null);
    create table planner_lines (id serial primary key, shopper int not null, piece_id int not null references planner_pieces);
    create index planner_lines_shopper on planner_lines (shopper);
    insert into planner_pieces select g, 'piece ' || g, g * 10 from generate_series(1, 2000) g;
    insert into planner_lines (shopper, piece_id) select s, 1 + (s * 37 + n * 101) % 2000 from generate_series(1, 200) s, generate_series(1, 20) n;
    analyze planner_pieces;
    analyze planner_lines;
  `);
});
afterAll(() => database.drop());

const onPglite = process.env.TEST_DATABASE_URL === undefined;

describe.runIf(onPglite)('the embedded database plans for pages in memory', () => {
  it("reads one shopper's pieces through the pieces' index, not by scanning them all", async () => {
    await database.exec(`prepare planner_bag (int) as
      select p.name, p.price from planner_lines l join planner_pieces p on p.id = l.piece_id where l.shopper = $1`);
    const rows = await queryRows<Record<string, string>>(
      database.db,
      sql.raw('explain (costs off) execute planner_bag(7)'),
    );
    const plan = rows.map((row) => Object.values(row)[0]).join('\n');
    expect(plan).toMatch(/Index Scan using planner_pieces_pkey on planner_pieces/);
    expect(plan).not.toMatch(/Seq Scan on planner_pieces/);
  });
});
