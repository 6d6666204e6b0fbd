import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pastThisMillisecond } from '../../testing/saved-stone-searches.ts';
import { deleteEveryStone, insertStoneRow } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseNow } from './saved-search-alerts.queries.ts';
import { AlertsPace } from './saved-search-alerts-pace.ts';
import { type ChunkReader, changedStonesReader } from './saved-search-changed-stones.ts';

/*
 * The stones an alerts run looks at, a chunk at a time by id: those changed in the run's window
 * (found by their change's time, then read by id), still available and not changed again since;
 * or, after a pricing change, every available stone. A chunk left empty is passed over.
 */

let t: TestApp;
let ids: number[];
let window: { from: Date; to: Date };
const sizes = { chunk: 2, page: 1 };
const pace = () => new AlertsPace({ sliceMs: 2, share: 1 });

/** The next run's window: from where the window ends, a second long. */
const nextWindow = () => ({ from: window.to, to: new Date(window.to.getTime() + 1_000) });

async function chunksOf(read: ChunkReader): Promise<number[][]> {
  const chunks: number[][] = [];
  for (let rows = await read(); rows !== null; rows = await read()) chunks.push(rows.map((row) => row.id));
  return chunks;
}

beforeAll(async () => {
  t = await createTestApp();
  await deleteEveryStone(t);
  const from = await databaseNow(t.database.db);
  await t.database.db.execute(sql`select pg_sleep(0.01)`);
  ids = [];
  for (let i = 0; i < 7; i += 1) {
    ids.push(await insertStoneRow(t, { sku: `CHUNK-${i}`, shape: 'Round', carat: 1, costRupees: 100_000 + i }));
  }
  await pastThisMillisecond(t);
  window = { from, to: await databaseNow(t.database.db) };
});
afterAll(() => t.close());

describe('the stones an alerts run looks at', () => {
  it('reads the changed stones by id a chunk at a time, leaving out those sold or changed again since', async () => {
    const read = await changedStonesReader(t.database.db, window, pace(), sizes);
    // After the run found them: the third and fourth sell, the sixth changes again.
    await t.database.db.execute(sql`update stones set state = 'sold' where id in (${ids[2]!}, ${ids[3]!})`);
    await t.database.db.execute(
      sql`update stones set update_date = ${window.to.toISOString()}::timestamptz + interval '1 minute' where id = ${ids[5]!}`,
    );
    expect(await chunksOf(read)).toEqual([[ids[0], ids[1]], [ids[4]], [ids[6]]]);
  });

  it('reads every available stone after a pricing change, and nothing changed outside the window', async () => {
    expect(await chunksOf(await changedStonesReader(t.database.db, { ...window, from: null }, pace(), sizes))).toEqual([
      [ids[0], ids[1]],
      [ids[4], ids[5]],
      [ids[6]],
    ]);
    expect(await chunksOf(await changedStonesReader(t.database.db, nextWindow(), pace(), sizes))).toEqual([]);
  });

  it('leaves a stone changed in the window’s last millisecond, but after its end, to the next run', async () => {
    await t.database.db.execute(
      sql`update stones set update_date = ${window.to.toISOString()}::timestamptz + interval '300 microseconds' where id = ${ids[6]!}`,
    );
    expect(await chunksOf(await changedStonesReader(t.database.db, window, pace(), sizes))).toEqual([
      [ids[0], ids[1]],
      [ids[4]],
    ]);
    expect(await chunksOf(await changedStonesReader(t.database.db, nextWindow(), pace(), sizes))).toEqual([[ids[6]]]);
  });
});
