import type { StonePriceHistory } from '@facet/contracts/price-history';
import { queryRows } from '@facet/db/client';
import { stoneCostYears } from '@facet/db/schema/price-history';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoneAs, stoneDraft } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { as, daysPass, stoneHistoryRows, today } from './price-history.test-support.ts';

/*
 * How a stone's cost history is stored (decision 040, migration 0037): a row per stone and
 * calendar year, the days of the year it changed and the costs it closed them with in parallel
 * arrays; the day's entry replaced on a second change that day, one appended on a later day, a
 * new year's row on the first change of a year. Reads see a row per day, as before.
 */

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

function yearRows(stoneId: number) {
  return t.database.db
    .select({ year: stoneCostYears.year, days: stoneCostYears.days, costs: stoneCostYears.costs })
    .from(stoneCostYears)
    .where(eq(stoneCostYears.stoneId, stoneId))
    .orderBy(asc(stoneCostYears.year));
}

/** A day's year and place in it, as the database answers. */
type YearPlace = { year: number | string; at: number | string };

/** The shop's calendar year of an epoch day and the day's place in it (0 for 1 January). */
async function placeOf(day: number) {
  const [row] = await queryRows<YearPlace>(
    t.database.db,
    sql`select price_history_year(${day}::int) as year,
               ${day}::int - price_history_year_start(price_history_year(${day}::int)) as at`,
  );
  const date = new Date(day * 86_400_000);
  return { year: Number(row!.year), at: Number(row!.at), utcYear: date.getUTCFullYear() };
}

async function save(stoneId: number, sku: string, price: number) {
  const response = await as(t, 'StoneManager', 'PUT', '/api/stone', stoneDraft({ id: stoneId, sku, price }));
  expect(response.statusCode, response.body).toBe(200);
}

describe('a stone’s cost history, a row per stone and year', () => {
  it('places a day in its calendar year', async () => {
    // 1 January 2026 is day 20,454; 31 December 2024 (a leap year) the 366th day of its year.
    expect(await placeOf(20_454)).toEqual({ year: 2026, at: 0, utcYear: 2026 });
    expect(await placeOf(20_088)).toEqual({ year: 2024, at: 365, utcYear: 2024 });
    expect(await placeOf(20_089)).toEqual({ year: 2025, at: 0, utcYear: 2025 });
  });

  it('replaces the day’s entry on a second change that day, and appends a later day’s', async () => {
    const stone = await createStoneAs(t, stoneDraft({ price: 50_000 }));
    const day = await today(t);
    const { year, at } = await placeOf(day);
    expect(await yearRows(stone.id)).toEqual([{ year, days: [at], costs: [50_000_00] }]);
    await save(stone.id, stone.sku, 51_000);
    await save(stone.id, stone.sku, 52_000);
    expect(await yearRows(stone.id)).toEqual([{ year, days: [at], costs: [52_000_00] }]);
    // Three days on (the entries moved back, so the stone's row may now be last year's).
    await daysPass(t, 3);
    await save(stone.id, stone.sku, 53_000);
    await save(stone.id, stone.sku, 54_000);
    expect(await stoneHistoryRows(t, stone.id)).toEqual([
      { day: day - 3, cost: 52_000_00 },
      { day, cost: 54_000_00 },
    ]);
    const rows = await yearRows(stone.id);
    expect(rows.flatMap((row) => row.days)).toHaveLength(2);
    expect(rows.at(-1)).toMatchObject({ year, costs: expect.arrayContaining([54_000_00]) as unknown });
  });

  it('starts a new row on the first change of a year, and reads the days of both in order', async () => {
    const stone = await createStoneAs(t, stoneDraft({ price: 40_000 }));
    const day = await today(t);
    await daysPass(t, 400);
    await save(stone.id, stone.sku, 41_000);
    const before = await placeOf(day - 400);
    const now = await placeOf(day);
    expect(await yearRows(stone.id)).toEqual([
      { year: before.year, days: [before.at], costs: [40_000_00] },
      { year: now.year, days: [now.at], costs: [41_000_00] },
    ]);
    expect(await stoneHistoryRows(t, stone.id)).toEqual([
      { day: day - 400, cost: 40_000_00 },
      { day, cost: 41_000_00 },
    ]);
    const response = await as(t, null, 'GET', `/api/price-history/stone/${stone.sku}?currency=INR`);
    expect(response.statusCode, response.body).toBe(200);
    const points = (response.json().data as StonePriceHistory).points;
    expect(points.map((point) => point.date)).toEqual([...points.map((point) => point.date)].sort());
    expect(points.at(0)!.date < points.at(-1)!.date).toBe(true);
  });

  it('refuses a row whose days and costs differ in number', async () => {
    const stone = await createStoneAs(t, stoneDraft({ price: 30_000 }));
    await expect(
      t.database.db.execute(sql`update stone_cost_years set costs = costs || 1::bigint where stone_id = ${stone.id}`),
    ).rejects.toThrow();
  });
});
