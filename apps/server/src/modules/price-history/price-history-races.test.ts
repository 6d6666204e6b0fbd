import { queryRows } from '@facet/db/client';
import { metals } from '@facet/db/schema/metals';
import { metalRateHistory, stonePriceHistory, variantPriceHistory } from '@facet/db/schema/price-history';
import { productVariants } from '@facet/db/schema/products';
import { stones } from '@facet/db/schema/stones';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoInstances, type TwoInstances } from '../../testing/instances.ts';
import { createStoneAs, stoneDraft } from '../../testing/stones.ts';
import type { TestApp } from '../../testing/test-app.ts';

/*
 * Price changes sent at once to two instances on the PostgreSQL server: however many land on
 * one day, an item's price history keeps one row for it — the (item, day) key, written with an
 * upsert — holding what the item closed the day at (decision 040).
 */

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const CHANGES = 12;

/** The shop's day as the database reckons it. */
type DayRow = Pick<typeof stonePriceHistory.$inferSelect, 'day'>;

let t: TestApp;
let instance: TwoInstances['instance'];

describe.runIf(onServer)('price changes at once, two instances on one PostgreSQL server', () => {
  twoInstances((made) => ({ t, instance } = made));

  async function today() {
    const [row] = await queryRows<DayRow>(t.database.db, sql`select price_history_day() as day`);
    return Number(row!.day);
  }

  it('keep one row a day for a stone, at the cost it closed with', async () => {
    const stone = await createStoneAs(t, stoneDraft({ price: 60_000 }));
    const cookie = await t.cookieFor('StoneManager');
    const answers = await Promise.all(
      Array.from({ length: CHANGES }, (_, i) =>
        instance(i).inject({
          method: 'PUT',
          url: '/api/stone',
          headers: { cookie },
          payload: stoneDraft({ id: stone.id, sku: stone.sku, price: 61_000 + i * 100 }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(CHANGES).fill(200));
    const [stored] = await t.database.db.select({ cost: stones.cost }).from(stones).where(eq(stones.id, stone.id));
    const rows = await t.database.db
      .select({ day: stonePriceHistory.day, cost: stonePriceHistory.cost })
      .from(stonePriceHistory)
      .where(eq(stonePriceHistory.stoneId, stone.id));
    expect(rows.map((row) => ({ day: row.day, cost: Number(row.cost) }))).toEqual([
      { day: await today(), cost: Number(stored!.cost) },
    ]);
  });

  it('keep one row a day for a metal and each of its pieces, at the rate and prices they closed with', async () => {
    const [gold] = await t.database.db.select().from(metals).where(eq(metals.name, 'Yellow Gold'));
    const cookie = await t.cookieFor('Admin');
    const answers = await Promise.all(
      Array.from({ length: CHANGES }, (_, i) =>
        instance(i).inject({
          method: 'PUT',
          url: '/api/metal',
          headers: { cookie },
          payload: {
            name: 'Yellow Gold',
            pricePerUnit: gold!.pricePerUnit / 100 + 10 * (i + 1),
            labour: gold!.labour / 100,
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(CHANGES).fill(200));
    const day = await today();
    const [stored] = await t.database.db.select().from(metals).where(eq(metals.id, gold!.id));
    const rates = await t.database.db
      .select({ pricePerUnit: metalRateHistory.pricePerUnit })
      .from(metalRateHistory)
      .where(and(eq(metalRateHistory.metalId, gold!.id), eq(metalRateHistory.day, day)));
    expect(rates).toEqual([{ pricePerUnit: stored!.pricePerUnit }]);
    // Every variant of the metal: one row today, holding its stored prices.
    const variants = await t.database.db
      .select({ id: productVariants.id, priceInr: productVariants.priceInr, priceUsd: productVariants.priceUsd })
      .from(productVariants)
      .where(eq(productVariants.metalId, gold!.id));
    expect(variants.length).toBeGreaterThan(0);
    const history = await t.database.db
      .select({
        id: variantPriceHistory.variantId,
        priceInr: variantPriceHistory.priceInr,
        priceUsd: variantPriceHistory.priceUsd,
      })
      .from(variantPriceHistory)
      .innerJoin(productVariants, eq(productVariants.id, variantPriceHistory.variantId))
      .where(and(eq(productVariants.metalId, gold!.id), eq(variantPriceHistory.day, day)));
    const byId = (rows: { id: number; priceInr: number; priceUsd: number }[]) =>
      rows.map((row) => [row.id, Number(row.priceInr), Number(row.priceUsd)]).sort((a, b) => a[0]! - b[0]!);
    expect(byId(history)).toEqual(byId(variants));
  });
});
