import { queryRows } from '@facet/db/client';
import { stonePriceHistory } from '@facet/db/schema/price-history';
import { stones } from '@facet/db/schema/stones';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stoneHistoryDaysPass } from '../../testing/price-history.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { csv, importFile } from './stone-import.test-support.ts';
import { createStonesTestApp } from './stones.test-support.ts';

/*
 * A feed's import moves stones' costs in bulk: the price history (decision 040) records each
 * stone's new cost, a row per stone and day, in the import's own statements.
 */

let t: TestApp;
beforeAll(async () => (t = await createStonesTestApp()));
afterAll(() => t.close());

/** The shop's day as the database reckons it. */
type DayRow = Pick<typeof stonePriceHistory.$inferSelect, 'day'>;

async function historyOf(sku: string) {
  const rows = await t.database.db
    .select({ day: stonePriceHistory.day, cost: stonePriceHistory.cost })
    .from(stonePriceHistory)
    .innerJoin(stones, eq(stones.id, stonePriceHistory.stoneId))
    .where(eq(stones.sku, sku))
    .orderBy(asc(stonePriceHistory.day));
  return rows.map((row) => ({ day: Number(row.day), cost: Number(row.cost) }));
}

describe('a feed’s import and the price history', () => {
  it('records each stone’s cost once a day, and again on a later day it moved', async () => {
    await importFile(
      t,
      csv([
        { sku: 'PH-FEED-1', price: '70000' },
        { sku: 'PH-FEED-2', price: '60000' },
      ]),
    );
    const [today] = await queryRows<DayRow>(t.database.db, sql`select price_history_day() as day`);
    const day = Number(today!.day);
    // The same day again: the closing cost replaces the day's row.
    await importFile(
      t,
      csv([
        { sku: 'PH-FEED-1', price: '71000' },
        { sku: 'PH-FEED-2', price: '60000' },
      ]),
    );
    expect(await historyOf('PH-FEED-1')).toEqual([{ day, cost: 71_000_00 }]);
    // A day later (every row moved a day back), one stone's cost moves and the other's does not.
    await stoneHistoryDaysPass(t.database.db, 1);
    await importFile(
      t,
      csv([
        { sku: 'PH-FEED-1', price: '72000' },
        { sku: 'PH-FEED-2', price: '60000' },
      ]),
    );
    expect(await historyOf('PH-FEED-1')).toEqual([
      { day: day - 1, cost: 71_000_00 },
      { day, cost: 72_000_00 },
    ]);
    expect(await historyOf('PH-FEED-2')).toEqual([{ day: day - 1, cost: 60_000_00 }]);
  });
});
