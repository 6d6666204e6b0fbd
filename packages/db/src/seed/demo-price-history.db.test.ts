import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../client.ts';
import { seedTestDatabases } from './seeds.test-support.ts';

/*
 * The demo shop's past (decision 040) in a stone's year rows: two of every three demo stones
 * closed 75 and 40 days back as well as today, the days of each year row in order.
 */

const { seededDemo } = seedTestDatabases();

type DaysOfStone = { stone_id: number; days: number[] };
type Unordered = { n: number | string };

describe('the demo price history of stones', () => {
  it('gives two of every three stones two earlier days, each year row in day order', async () => {
    const { db } = await seededDemo();
    const stones = await queryRows<DaysOfStone>(
      db,
      sql`select stone_id, array_agg(day - price_history_day() order by day) as days
            from stone_price_history group by stone_id order by stone_id`,
    );
    expect(stones.length).toBeGreaterThan(3);
    for (const stone of stones) {
      expect(stone.days).toEqual(stone.stone_id % 3 === 0 ? [0] : [-75, -40, 0]);
    }
    const [unordered] = await queryRows<Unordered>(
      db,
      sql`select count(*) as n from stone_cost_years y
           where y.days <> (select array_agg(d order by d) from unnest(y.days) as d)`,
    );
    expect(Number(unordered!.n)).toBe(0);
  });
});
