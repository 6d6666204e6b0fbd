import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRowsPrepared } from './client.ts';
import { metals } from './schema/metals.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';
import { OuterHandleInTransactionError } from './transaction-guard.ts';

/** A metal's labour, as its table types it. */
type MetalLabour = Pick<typeof metals.$inferSelect, 'labour'>;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current; current = (current as { cause?: unknown }).cause) chain.push(current);
  return chain;
}

describe('transaction guard', () => {
  it('refuses the outer handle inside a transaction, with advice, instead of hanging', async () => {
    const attempt = database.db.transaction(async (tx) => {
      await tx.select().from(metals);
      await database.db.select().from(metals);
    });
    const error = await attempt.catch((caught: unknown) => caught);
    const guard = causeChain(error).find((e) => e instanceof OuterHandleInTransactionError);
    expect(guard).toBeInstanceOf(OuterHandleInTransactionError);
    expect((guard as Error).message).toMatch(/use the transaction handle \(tx\)/i);
  });

  it('rolls the transaction back when the guard fires', async () => {
    await database.db
      .transaction(async (tx) => {
        await tx.update(metals).set({ labour: 1 });
        await database.db.execute(sql`select 1`);
      })
      .catch(() => {});
    const rows = await database.db.select().from(metals);
    expect(rows.every((row) => row.labour > 1)).toBe(true);
  });

  it('leaves the outer handle usable outside transactions and between them', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    const [other] = await Promise.all([database.db.select().from(metals), database.db.execute(sql`select 1`)]);
    expect(other).toHaveLength(5);
  });

  it('lets a request wait for another request’s transaction (the outer handle in another task)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await gate;
    });
    const other = database.db.select().from(metals);
    release();
    await slow;
    expect(await other).toHaveLength(5);
  });
});

describe('prepared statements', () => {
  it('run inside the transaction that asks them: they see its changes, and its rollback undoes theirs', async () => {
    const before = await queryRowsPrepared<MetalLabour>(
      database.db,
      sql`select labour from metals order by id limit 1`,
    );
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update metals set labour = labour + 7`);
        const seen = await queryRowsPrepared<MetalLabour>(tx, sql`select labour from metals order by id limit 1`);
        expect(seen[0]!.labour).toBe(before[0]!.labour + 7);
        await queryRowsPrepared(tx, sql`update metals set labour = labour + 1 returning id`);
        throw new Error('roll back');
      })
      .catch(() => {});
    const after = await queryRowsPrepared<MetalLabour>(database.db, sql`select labour from metals order by id limit 1`);
    expect(after).toEqual(before);
  });
});
