import type { Database } from '@facet/db/client';
import { sql } from 'drizzle-orm';

/*
 * Stones' recorded costs moved `days` into the past, as if that many days had gone by (decision
 * 040): a stone's history is a row per stone and year of day arrays, so the days are unnested,
 * moved and grouped again by year, in one statement.
 */
export async function stoneHistoryDaysPass(db: Database, days = 1): Promise<void> {
  await db.execute(sql`
    with recorded as (delete from stone_cost_years returning stone_id, year, days, costs),
         moved as (
           select r.stone_id, price_history_year_start(r.year) + u.day - ${days}::int as day, u.cost
             from recorded r cross join lateral unnest(r.days, r.costs) as u(day, cost))
    insert into stone_cost_years (stone_id, year, days, costs)
    select stone_id, price_history_year(day),
           array_agg((day - price_history_year_start(price_history_year(day)))::smallint order by day),
           array_agg(cost order by day)
      from moved group by stone_id, price_history_year(day)`);
}
