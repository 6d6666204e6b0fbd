import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { metals } from './metals.ts';
import { productVariants } from './products.ts';
import { stones } from './stones.ts';

/*
 * Price history (decision 040): one row per item and day on which what it is priced from
 * changed, holding the day's closing value. Days are the shop's calendar days (India's), as an
 * integer: days since 1970-01-01. Written only by triggers on the columns they copy (their
 * migration), in the transaction that changed them, so no path that moves a price can forget
 * to record it. Rows are kept small: no surrogate id, the primary key is (item, day).
 *
 * A stone's price is not stored (decision 009): its history is its cost's and the pricing
 * parameters', and its price on a day is priced from the two as they closed that day.
 */

/** A stone's cost in paise at the close of each day it changed. */
export const stonePriceHistory = pgTable(
  'stone_price_history',
  {
    stoneId: integer()
      .notNull()
      .references(() => stones.id, { onDelete: 'cascade' }),
    day: integer().notNull(),
    cost: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.stoneId, t.day] }), check('stone_price_history_cost_positive', sql`${t.cost} > 0`)],
);

/** A variant's stored prices (the shopper's, in paise and cents) at the close of each day they changed. */
export const variantPriceHistory = pgTable(
  'variant_price_history',
  {
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    day: integer().notNull(),
    priceInr: bigint({ mode: 'number' }).notNull(),
    priceUsd: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.day] })],
);

/** A metal's rate, paise per gram, at the close of each day it changed. */
export const metalRateHistory = pgTable(
  'metal_rate_history',
  {
    metalId: integer()
      .notNull()
      .references(() => metals.id, { onDelete: 'cascade' }),
    day: integer().notNull(),
    pricePerUnit: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.metalId, t.day] })],
);

/** The pricing parameters a stone's price is made with, at the close of each day they changed. */
export const pricingParameterHistory = pgTable('pricing_parameter_history', {
  day: integer().primaryKey(),
  conversion: integer().notNull(),
  charge: integer().notNull(),
  shopDiscount: integer().notNull(),
  profitRate: integer().notNull(),
});
