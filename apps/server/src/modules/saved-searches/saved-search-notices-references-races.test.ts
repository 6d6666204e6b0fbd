import type { Database } from '@facet/db/client';
import { savedSearchNotices } from '@facet/db/schema/saved-searches';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../testing/customers.ts';
import { deleteEveryStone, insertStoneRow } from '../../testing/stones.ts';
import { statementOutcome } from '../../testing/statement-outcome.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * The notices' references, checked once a statement (migrations 0050, 0052), hold against a stone
 * deleted at the same moment, on the PostgreSQL server: a statement writing notices holds a shared
 * lock until its commit, which a delete takes alone. A delete begun after the notices waits for them
 * and takes them with it; notices written while a delete is under way wait for it and are refused.
 * Without either side's lock both leave a notice naming a stone that no longer exists.
 */

const onServer = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let shopper: { userId: string; searchId: number };

const noticesOfStone = (stoneId: number) =>
  t.database.db.$count(savedSearchNotices, eq(savedSearchNotices.stoneId, stoneId));

const writeNotice = (db: Database, stoneId: number) =>
  db.execute(sql`insert into saved_search_notices (user_id, saved_search_id, stone_id, reason, price_now)
                 values (${shopper.userId}::uuid, ${shopper.searchId}::int, ${stoneId}::int, 'new-match', 1)`);

/** Whether `promise` is still pending after a moment (it waits on a lock). */
async function stillWaiting(promise: Promise<unknown>): Promise<boolean> {
  const waiting = Symbol('waiting');
  const outcome = await Promise.race([
    promise.then(
      () => 'settled',
      () => 'settled',
    ),
    new Promise((resolve) => setTimeout(() => resolve(waiting), 300)),
  ]);
  return outcome === waiting;
}

/** A transaction held open until `release()` is called; `done` settles with its outcome. */
function heldTransaction(work: (tx: Database) => Promise<unknown>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let started = () => {};
  const begun = new Promise<void>((resolve) => (started = resolve));
  const done = t.database.db.transaction(async (tx) => {
    await work(tx);
    started();
    await released;
  });
  done.catch(() => started());
  return { begun, done, release };
}

describe.runIf(onServer)('a saved search’s notices and a stone deleted at the same moment', () => {
  beforeAll(async () => {
    t = await createTestApp();
    await deleteEveryStone(t);
    const customer = await newCustomer(t, 'racer.references@example.com');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: { cookie: customer.cookie },
      payload: { kind: 'stone', name: 'Ovals', filters: { stoneShapes: ['Oval'] } },
    });
    expect(saved.statusCode).toBe(201);
    shopper = { userId: customer.id, searchId: (saved.json() as { data: { id: number } }).data.id };
  }, 60_000);
  afterAll(() => t?.close());

  it('a delete begun while notices are being written waits for them, then takes them with it', async () => {
    const stoneId = await insertStoneRow(t, { sku: 'REF-RACE-1', shape: 'Oval', carat: 1, costRupees: 100_000 });
    const notices = heldTransaction((tx) => writeNotice(tx, stoneId));
    await notices.begun;
    const deleted = t.database.db.execute(sql`delete from stones where id = ${stoneId}::int`);
    const waited = await stillWaiting(deleted);
    notices.release();
    await notices.done;
    await deleted;
    expect(await noticesOfStone(stoneId)).toBe(0);
    expect(waited).toBe(true);
  });

  it('notices written while a delete is under way wait for it, then are refused', async () => {
    const stoneId = await insertStoneRow(t, { sku: 'REF-RACE-2', shape: 'Oval', carat: 1, costRupees: 100_000 });
    const deletion = heldTransaction((tx) => tx.execute(sql`delete from stones where id = ${stoneId}::int`));
    await deletion.begun;
    const written = statementOutcome(writeNotice(t.database.db, stoneId));
    const waited = await stillWaiting(written);
    deletion.release();
    await deletion.done;
    expect(await written).toMatch(/saved_search_notices_stone_fk/);
    expect(await noticesOfStone(stoneId)).toBe(0);
    expect(waited).toBe(true);
  });
});
