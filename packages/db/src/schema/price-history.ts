import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, pgView, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { metals } from './metals.ts';
import { productVariants } from './products.ts';
import { stones } from './stones.ts';

/*
 * Price history (decision 040): one entry per item and day on which what it is priced from
 * changed, holding the day's closing value; a row per entry, the primary key (item, day), except
 * a stone's, kept a row per stone and year (there may be a million stones). Days are the shop's
 * calendar days (India's), as an integer: days since 1970-01-01. Written only by triggers on the
 * columns they copy (their migrations), in the transaction that changed them, so no path that
 * moves a price can forget to record it. No surrogate ids.
 *
 * A stone's price is not stored (decision 009): its history is its cost's and the pricing
 * parameters', and its price on a day is priced from the two as they closed that day.
 */

/**
 * A stone's cost history, one row per stone and calendar year (decision 040): the days of the
 * year on which its cost changed (0 for 1 January) and the cost in paise it closed each with,
 * in parallel arrays in day order. A day's second change replaces that day's entry, any other
 * change appends one. Read through the view below, a row per day.
 */
export const stoneCostYears = pgTable(
  'stone_cost_years',
  {
    stoneId: integer()
      .notNull()
      .references(() => stones.id, { onDelete: 'cascade' }),
    year: smallint().notNull(),
    days: smallint().array().notNull(),
    costs: bigint({ mode: 'number' }).array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.stoneId, t.year] }),
    check(
      'stone_cost_years_parallel',
      sql`cardinality(${t.days}) = cardinality(${t.costs}) and cardinality(${t.days}) > 0`,
    ),
  ],
);

/**
 * A stone's cost at the close of each day it changed, a row per day: the years above unnested
 * (a view of the migration's, so the schema only describes it).
 */
export const stonePriceHistory = pgView('stone_price_history', {
  stoneId: integer('stone_id').notNull(),
  day: integer('day').notNull(),
  cost: bigint('cost', { mode: 'number' }).notNull(),
}).existing();

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
