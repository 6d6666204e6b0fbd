import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { metalRateHistory, stoneCostYears, stonePriceHistory, variantPriceHistory } from '../schema/price-history.ts';

/*
 * The demo shop's past (decision 040): the triggers start every item's price history on the day
 * it is seeded, so a new demo shop would show no chart anywhere. This gives the demo metals,
 * pieces and two of every three demo stones two earlier closing values, 75 and 40 days back, a
 * few per cent from today's: made-up figures, for the demo only, rounded to whole rupees and
 * dollars as prices are.
 */

const EARLIER = [
  { daysAgo: 75, metal: 0.93, piece: 0.95, stone: 0.96 },
  { daysAgo: 40, metal: 0.97, piece: 0.98, stone: 1.03 },
];

/** Minor units × factor, rounded to a whole rupee or dollar. */
const scaled = (column: unknown, factor: number) => sql`(round(${column} * ${factor}::numeric / 100) * 100)::bigint`;

export async function seedDemoPriceHistory(db: Database): Promise<void> {
  for (const earlier of EARLIER) {
    const day = sql`price_history_day() - ${earlier.daysAgo}`;
    await db.execute(
      sql`insert into ${metalRateHistory} (metal_id, day, price_per_unit)
          select metal_id, ${day}, round(price_per_unit * ${earlier.metal}::numeric)::int
            from ${metalRateHistory} where day = price_history_day()
          on conflict do nothing`,
    );
    await db.execute(
      sql`insert into ${variantPriceHistory} (variant_id, day, price_inr, price_usd)
          select variant_id, ${day}, ${scaled(sql.raw('price_inr'), earlier.piece)}, ${scaled(sql.raw('price_usd'), earlier.piece)}
            from ${variantPriceHistory} where day = price_history_day()
          on conflict do nothing`,
    );
    // A stone's year row takes the earlier day in its place, days kept in order.
    await db.execute(
      sql`insert into ${stoneCostYears} as h (stone_id, year, days, costs)
          select stone_id, price_history_year(${day}),
                 array[(${day} - price_history_year_start(price_history_year(${day})))::smallint],
                 array[${scaled(sql.raw('cost'), earlier.stone)}]
            from ${stonePriceHistory} where day = price_history_day() and stone_id % 3 <> 0
          on conflict (stone_id, year) do update set
            days = (select array_agg(u.day order by u.day) from unnest(h.days || excluded.days) as u(day)),
            costs = (select array_agg(u.cost order by u.day)
                       from unnest(h.days || excluded.days, h.costs || excluded.costs) as u(day, cost))
          where not (h.days @> excluded.days)`,
    );
  }
}
