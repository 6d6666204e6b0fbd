import type { Role } from '@facet/contracts/permissions';
import { queryRows } from '@facet/db/client';
import {
  metalRateHistory,
  pricingParameterHistory,
  stonePriceHistory,
  variantPriceHistory,
} from '@facet/db/schema/price-history';
import { productVariants } from '@facet/db/schema/products';
import { asc, eq, sql } from 'drizzle-orm';
import { stoneHistoryDaysPass } from '../../testing/price-history.ts';
import type { TestApp } from '../../testing/test-app.ts';

/* What the price history tests share: calls as a role, the rows recorded, and a day passing. */

export async function as(t: TestApp, role: Role | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: role ? { cookie: await t.cookieFor(role) } : {},
    ...(payload ? { payload } : {}),
  });
}

/** The shop's day as the database reckons it (India's calendar, days since 1970-01-01). */
type DayRow = { day: number | string };
export async function today(t: TestApp): Promise<number> {
  const [row] = await queryRows<DayRow>(t.database.db, sql`select price_history_day() as day`);
  return Number(row!.day);
}

/**
 * Every recorded row moved `days` into the past, as if that many days had gone by since: the
 * next change is recorded on a day of its own. In two steps, through negative days, so no row
 * meets another's key on the way.
 */
export async function daysPass(t: TestApp, days = 1): Promise<void> {
  await stoneHistoryDaysPass(t.database.db, days);
  for (const table of ['variant_price_history', 'metal_rate_history', 'pricing_parameter_history']) {
    await t.database.db.execute(sql`update ${sql.identifier(table)} set day = ${days} - day`);
    await t.database.db.execute(sql`update ${sql.identifier(table)} set day = - day`);
  }
}

export async function stoneHistoryRows(t: TestApp, stoneId: number) {
  const rows = await t.database.db
    .select({ day: stonePriceHistory.day, cost: stonePriceHistory.cost })
    .from(stonePriceHistory)
    .where(eq(stonePriceHistory.stoneId, stoneId))
    .orderBy(asc(stonePriceHistory.day));
  return rows.map((row) => ({ day: row.day, cost: Number(row.cost) }));
}

export async function variantHistoryRows(t: TestApp, variantId: number) {
  const rows = await t.database.db
    .select({
      day: variantPriceHistory.day,
      priceInr: variantPriceHistory.priceInr,
      priceUsd: variantPriceHistory.priceUsd,
    })
    .from(variantPriceHistory)
    .where(eq(variantPriceHistory.variantId, variantId))
    .orderBy(asc(variantPriceHistory.day));
  return rows.map((row) => ({ day: row.day, priceInr: Number(row.priceInr), priceUsd: Number(row.priceUsd) }));
}

export function metalHistoryRows(t: TestApp, metalId: number) {
  return t.database.db
    .select({ day: metalRateHistory.day, pricePerUnit: metalRateHistory.pricePerUnit })
    .from(metalRateHistory)
    .where(eq(metalRateHistory.metalId, metalId))
    .orderBy(asc(metalRateHistory.day));
}

export function parameterHistoryRows(t: TestApp) {
  return t.database.db.select().from(pricingParameterHistory).orderBy(asc(pricingParameterHistory.day));
}

/** A product's variants with their stored prices, by id. */
export function variantsOf(t: TestApp, productId: number) {
  return t.database.db
    .select({
      id: productVariants.id,
      sku: productVariants.sku,
      metalId: productVariants.metalId,
      priceInr: productVariants.priceInr,
      priceUsd: productVariants.priceUsd,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id));
}
