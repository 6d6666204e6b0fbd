import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQuery, preparedShapedQuery } from './client.ts';
import { metals } from './schema/metals.ts';
import { inList, whereAll } from './sql-helpers.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

/** A metal found. */
type MetalRow = Pick<typeof metals.$inferSelect, 'name'>;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('a prepared query', () => {
  it("answers each call for that call's values, its text rendered once on the server", async () => {
    let renders = 0;
    const metalsNamed = preparedQuery<MetalRow, { first: string; second: string }>(({ first, second }) => {
      renders += 1;
      return sql`select ${metals.name} from ${metals} where ${metals.name} in (${first}, ${second}) order by ${metals.name}`;
    });
    const [white, yellow] = await database.db
      .select({ name: metals.name })
      .from(metals)
      .orderBy(asc(metals.name))
      .limit(2);

    expect(await metalsNamed(database.db, { first: white!.name, second: 'none' })).toEqual([white]);
    expect(await metalsNamed(database.db, { first: 'none', second: yellow!.name })).toEqual([yellow]);
    // Inside a transaction it runs on the transaction's connection, and sees its uncommitted rows.
    let seen: MetalRow[] = [];
    const rolledBack = await database.db
      .transaction(async (tx) => {
        await tx
          .update(metals)
          .set({ name: 'Renamed' })
          .where(sql`${metals.name} = ${white!.name}`);
        seen = await metalsNamed(tx, { first: 'Renamed', second: yellow!.name });
        tx.rollback();
      })
      .then(
        () => false,
        () => true,
      );
    expect(rolledBack).toBe(true);
    expect(seen).toHaveLength(2);
    expect(seen).toEqual(expect.arrayContaining([{ name: 'Renamed' }, yellow]));
    expect(await metalsNamed(database.db, { first: 'Renamed', second: 'none' })).toEqual([]);

    expect(renders).toBe(database.engine === 'postgres' ? 1 : 4);
  });
});

describe('a prepared query of several shapes', () => {
  it("renders each shape once, never answers with another shape's statement, and places each call's values", async () => {
    const rendered: string[] = [];
    const metalsMatching = preparedShapedQuery<
      MetalRow,
      { order: 'asc' | 'desc' },
      { named?: string | undefined; among?: readonly string[] | undefined }
    >((shape, { named, among }) => {
      rendered.push(`${shape.order} ${named === undefined ? '' : 'named'} ${among?.length ?? ''}`);
      const conditions = [];
      if (named !== undefined) conditions.push(sql`${metals.name} = ${named}`);
      if (among !== undefined) conditions.push(sql`${metals.name} in (${inList(among)})`);
      return sql`select ${metals.name} from ${metals} ${whereAll(conditions)}
                  order by ${metals.name} ${shape.order === 'asc' ? sql`asc` : sql`desc`}`;
    });
    const all = await database.db.select({ name: metals.name }).from(metals).orderBy(asc(metals.name));
    const [first, second, third] = all.map((metal) => metal.name);
    const asked = (order: 'asc' | 'desc', values: { named?: string; among?: readonly string[] }) =>
      metalsMatching(database.db, { order }, values);

    expect(await asked('asc', {})).toEqual(all);
    // Another shape: never the first one's statement (which would answer in the other order).
    expect(await asked('desc', {})).toEqual([...all].reverse());
    // The same shape with other values: never the first call's values.
    expect(await asked('asc', { named: first! })).toEqual([{ name: first }]);
    expect(await asked('asc', { named: second! })).toEqual([{ name: second }]);
    // A value absent is another shape, and so is a list of another length.
    expect(await asked('asc', { among: [first!, third!] })).toEqual([{ name: first }, { name: third }]);
    expect(await asked('asc', { among: [second!, third!] })).toEqual([{ name: second }, { name: third }]);
    expect(await asked('asc', { among: [third!] })).toEqual([{ name: third }]);
    expect(await asked('asc', { named: first!, among: [second!] })).toEqual([]);
    expect(await asked('asc', { named: second!, among: [second!] })).toEqual([{ name: second }]);
    // An absent value given as undefined is the same shape as one left out.
    expect(await asked('asc', { named: undefined })).toEqual(all);

    // On the server once per shape, in the order first asked; on PGlite on every call.
    const shapes = ['asc  ', 'desc  ', 'asc named ', 'asc  2', 'asc  1', 'asc named 1'];
    if (database.engine === 'postgres') expect(rendered).toEqual(shapes);
    else expect(rendered).toHaveLength(10);
  });
});
