import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './client.ts';
import { anyContains, startsWith, textArray, whereAll } from './sql-helpers.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

/** A text array as it comes back. */
interface TextArrayRow {
  values: string[];
}

/** A word found. */
interface WordRow {
  word: string;
}

/** A name found. */
interface NameRow {
  name: string;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('sql helpers on the database', () => {
  it('passes any text through a text array unchanged: quotes, backslashes, commas, braces, Unicode', async () => {
    const values = ['plain', 'with "quotes"', 'back\\slash', 'a,b', '{braces}', 'NULL', '', 'émerald 💍', "it's"];
    const [row] = await queryRows<TextArrayRow>(database.db, sql`select ${textArray(values)}::text[] as values`);
    expect(row!.values).toEqual(values);
  });

  it('finds what starts with a text, taking LIKE signs literally, and nothing else', async () => {
    const words = ['lg-20001', 'lg-20002', 'lg-3', 'lg', 'l%g', 'l_g-1', 'mo-1', 'lgé', 'lh'];
    const found = async (start: string) =>
      (
        await queryRows<WordRow>(
          database.db,
          sql`select w as word from unnest(${textArray(words)}::text[]) w
               where ${startsWith(sql`w`, start)}`,
        )
      )
        .map((row) => row.word)
        .sort();
    expect(await found('lg-2')).toEqual(['lg-20001', 'lg-20002']);
    expect(await found('lg')).toEqual(['lg', 'lg-20001', 'lg-20002', 'lg-3', 'lgé']);
    expect(await found('l%')).toEqual(['l%g']);
    expect(await found('l_')).toEqual(['l_g-1']);
    expect(await found('x')).toEqual([]);
  });

  it('finds a text, taken literally and in any case, in any of several columns; no condition keeps every row', async () => {
    const rows = [
      ['Asha', 'a 1.5 ct OVAL'],
      ['Oval Office', 'none'],
      ['Ravi', '100% platinum'],
      ['Kavya', 'rose gold'],
    ];
    const found = async (conditions: ReturnType<typeof sql>[]) =>
      (
        await queryRows<NameRow>(
          database.db,
          sql`select name from (values ${sql.join(
            rows.map(([name, note]) => sql`(${name}, ${note})`),
            sql`, `,
          )}) as t(name, note) ${whereAll(conditions)} order by name`,
        )
      ).map((row) => row.name);
    expect(await found([anyContains([sql`name`, sql`note`], 'oval')])).toEqual(['Asha', 'Oval Office']);
    expect(await found([anyContains([sql`name`, sql`note`], '0%')])).toEqual(['Ravi']);
    expect(await found([anyContains([sql`name`, sql`note`], 'oval'), sql`name <> 'Asha'`])).toEqual(['Oval Office']);
    expect(await found([])).toEqual(['Asha', 'Kavya', 'Oval Office', 'Ravi']);
  });
});
