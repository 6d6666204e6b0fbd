import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQuery, preparedShapedQuery, queryRows, queryRowsPrepared } from './client.ts';
import { metals } from './schema/metals.ts';
import { inList, whereAll } from './sql-helpers.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';
import { OuterHandleInTransactionError } from './transaction-guard.ts';

/** A metal found. */
type MetalRow = Pick<typeof metals.$inferSelect, 'name'>;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('a prepared query', () => {
  it("answers each call for that call's values, its text rendered once", async () => {
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

    // Rendered once on either engine: PGlite keeps named prepared statements too (pglite-statements.ts).
    expect(renders).toBe(1);
  });

  it('hands values and rows over as a plain query does, type for type', async () => {
    const at = new Date('2026-03-04T05:06:07.089Z');
    const typed = (values: { at: Date; big: string; doc: string; small: number; none: null; flag: boolean }) =>
      sql`select ${values.at}::timestamptz as at, ${values.at}::timestamptz::date as day, ${values.big}::int8 as big,
                 12.50::numeric(10, 2) as amount, ${values.flag}::boolean as flag, ${values.doc}::jsonb as doc,
                 array[${values.small}, 1, 2]::int[] as list, array['a', 'b'] as words, interval '90 minutes' as span,
                 ${values.none}::text as none, 7::int as small, 'text' as word`;
    const values = { at, big: '9007199254740993', small: 3, doc: '{"a":[1,"x"]}', none: null, flag: true };
    const plain = await queryRows<Record<string, unknown>>(database.db, typed(values));
    // On the server a prepared statement's dates and intervals are node-postgres's (a Date, an
    // interval object), as they always were; on PGlite they are text, as db.execute gives them.
    const compared = (rows: Record<string, unknown>[]) =>
      database.engine === 'pglite' ? rows : rows.map(({ at: _at, day: _day, span: _span, ...rest }) => rest);
    const prepared = preparedQuery<Record<string, unknown>, typeof values>(typed);
    expect(compared(await prepared(database.db, values))).toEqual(compared(plain));
    expect(compared(await queryRowsPrepared<Record<string, unknown>>(database.db, typed(values)))).toEqual(
      compared(plain),
    );
    expect(plain[0]!.flag).toBe(true);
    expect(plain[0]!.none).toBeNull();
  });

  it("gives a constraint's refusal with its SQLSTATE and name, and works on after it", async () => {
    const rename = preparedQuery<MetalRow, { from: string; to: string }>(
      ({ from, to }) =>
        sql`update ${metals} set ${sql.identifier('name')} = ${to} where ${metals.name} = ${from} returning ${metals.name}`,
    );
    const [first, second] = await database.db
      .select({ name: metals.name })
      .from(metals)
      .orderBy(asc(metals.name))
      .limit(2);
    const refused = await rename(database.db, { from: first!.name, to: second!.name }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: '23505', constraint: 'metals_name_unique' });
    expect(await rename(database.db, { from: first!.name, to: first!.name })).toEqual([first]);
  });

  it("waits for another request's transaction on the outer handle, never running inside it", async () => {
    const named = preparedQuery<MetalRow, { name: string }>(
      ({ name }) => sql`select ${metals.name} from ${metals} where ${metals.name} = ${name}`,
    );
    const [white] = await database.db.select({ name: metals.name }).from(metals).orderBy(asc(metals.name)).limit(1);
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = database.db
      .transaction(async (tx) => {
        await tx
          .update(metals)
          .set({ name: 'Held' })
          .where(sql`${metals.name} = ${white!.name}`);
        entered();
        await gate;
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await inside;
    // Asked while the transaction is open, from another task (another request).
    const read = named(database.db, { name: 'Held' });
    release();
    expect(await held).toBe('rolled back');
    expect(await read).toEqual([]);
    expect(await named(database.db, { name: white!.name })).toEqual([white]);
  });

  it('refuses the outer handle inside a transaction, as every query does', async () => {
    const named = preparedQuery<MetalRow, { name: string }>(
      ({ name }) => sql`select ${metals.name} from ${metals} where ${metals.name} = ${name}`,
    );
    const attempt = database.db.transaction(async () => named(database.db, { name: 'none' }));
    await expect(attempt).rejects.toBeInstanceOf(OuterHandleInTransactionError);
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

    // Once per shape, in the order first asked, on either engine (PGlite prepares statements too).
    const shapes = ['asc  ', 'desc  ', 'asc named ', 'asc  2', 'asc  1', 'asc named 1'];
    expect(rendered).toEqual(shapes);
  });
});
