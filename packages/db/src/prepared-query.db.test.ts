import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQuery } from './client.ts';
import { metals } from './schema/metals.ts';
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
