import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** A shipping amount: whole rupees or dollars (a multiple of 100 minor units), never below zero. */
function wholeNonNegative(name: string, column: AnyPgColumn) {
  return check(`pricing_parameters_${name}_whole`, sql`${column} >= 0 and ${column} % 100 = 0`);
}

/**
 * The pricing parameters, one row. Integers: conversion is INR per USD × 10,000; percentages
 * in basis points; shipping in minor units of its own currency, whole rupees and dollars: the
 * fee (`shipping_cost` is the rupee one) and the goods from which shipping is free; the
 * weight in milligrams below which a piece needs no HUID.
 */
export const pricingParameters = pgTable(
  'pricing_parameters',
  {
    id: integer().primaryKey().default(1),
    conversion: integer().notNull(),
    charge: integer().notNull(),
    shippingCost: integer().notNull(),
    shippingCostUsd: integer().notNull().default(25_00),
    freeShippingFromInr: integer().notNull().default(25_000_00),
    freeShippingFromUsd: integer().notNull().default(300_00),
    /** Gift wrap per order, set per currency like shipping, whole units (decision 042). */
    giftWrapInr: integer().notNull().default(250_00),
    giftWrapUsd: integer().notNull().default(5_00),
    shopDiscount: integer().notNull(),
    profitRate: integer().notNull(),
    /** Pieces whose metal weighs less than this (milligrams) need no HUID. */
    huidMinWeight: integer().notNull().default(2000),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('pricing_parameters_single_row', sql`${t.id} = 1`),
    check('pricing_parameters_conversion_positive', sql`${t.conversion} > 0`),
    check('pricing_parameters_charge_range', sql`${t.charge} between 0 and 10000`),
    wholeNonNegative('shipping_cost', t.shippingCost),
    wholeNonNegative('shipping_cost_usd', t.shippingCostUsd),
    wholeNonNegative('free_shipping_from_inr', t.freeShippingFromInr),
    wholeNonNegative('free_shipping_from_usd', t.freeShippingFromUsd),
    wholeNonNegative('gift_wrap_inr', t.giftWrapInr),
    wholeNonNegative('gift_wrap_usd', t.giftWrapUsd),
    check('pricing_parameters_shop_discount_range', sql`${t.shopDiscount} between 0 and 10000`),
    check('pricing_parameters_profit_rate_non_negative', sql`${t.profitRate} >= 0`),
    check('pricing_parameters_huid_min_weight_range', sql`${t.huidMinWeight} between 0 and 100000`),
  ],
);
