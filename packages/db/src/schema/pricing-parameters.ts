import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The pricing parameters, one row. Integers: conversion is INR per USD × 10,000; percentages
 * in basis points; shipping in paise.
 */
export const pricingParameters = pgTable(
  'pricing_parameters',
  {
    id: integer().primaryKey().default(1),
    conversion: integer().notNull(),
    charge: integer().notNull(),
    shippingCost: integer().notNull(),
    shopDiscount: integer().notNull(),
    profitRate: integer().notNull(),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('pricing_parameters_single_row', sql`${t.id} = 1`),
    check('pricing_parameters_conversion_positive', sql`${t.conversion} > 0`),
    check('pricing_parameters_charge_range', sql`${t.charge} between 0 and 10000`),
    check('pricing_parameters_shipping_non_negative', sql`${t.shippingCost} >= 0`),
    check('pricing_parameters_shop_discount_range', sql`${t.shopDiscount} between 0 and 10000`),
    check('pricing_parameters_profit_rate_non_negative', sql`${t.profitRate} >= 0`),
  ],
);
