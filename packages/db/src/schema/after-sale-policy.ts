import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** A percentage in basis points, 0–100 %. */
function share(name: string, column: AnyPgColumn) {
  return check(`after_sale_policy_${name}_range`, sql`${column} between 0 and 10000`);
}

/**
 * The after-sale policy, one row (decision 030): the return window and the free resizes' in
 * days from delivery, how many days a shopper waits between free ring sizers (decision 044),
 * which altered pieces may not come back, the return pick-up and its cost
 * per currency (minor units, whole rupees and dollars), and the buyback and exchange terms —
 * the metal's deduction and the shares of what was paid for stones by kind, in basis points.
 * The defaults are a new shop's; the Admin changes them, each change audited.
 */
export const afterSalePolicy = pgTable(
  'after_sale_policy',
  {
    id: integer().primaryKey().default(1),
    returnDays: integer().notNull().default(30),
    engravedReturnable: boolean().notNull().default(false),
    customReturnable: boolean().notNull().default(false),
    resizedReturnable: boolean().notNull().default(false),
    freeResizes: integer().notNull().default(1),
    freeResizeDays: integer().notNull().default(60),
    ringSizerDays: integer().notNull().default(30),
    returnPickup: boolean().notNull().default(true),
    returnPickupInr: integer().notNull().default(0),
    returnPickupUsd: integer().notNull().default(0),
    buybackMetalDeduction: integer().notNull().default(1000),
    buybackSetNatural: integer().notNull().default(7000),
    buybackSetLabGrown: integer().notNull().default(0),
    buybackLooseNatural: integer().notNull().default(7000),
    buybackLooseLabGrown: integer().notNull().default(0),
    buybackMoissanite: integer().notNull().default(0),
    exchangeMetalDeduction: integer().notNull().default(0),
    exchangeSetNatural: integer().notNull().default(9000),
    exchangeSetLabGrown: integer().notNull().default(2500),
    exchangeLooseNatural: integer().notNull().default(9000),
    exchangeLooseLabGrown: integer().notNull().default(2500),
    exchangeMoissanite: integer().notNull().default(2500),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('after_sale_policy_single_row', sql`${t.id} = 1`),
    check(
      'after_sale_policy_days_range',
      sql`${t.returnDays} between 0 and 3650 and ${t.freeResizeDays} between 0 and 3650`,
    ),
    check('after_sale_policy_ring_sizer_days_range', sql`${t.ringSizerDays} between 0 and 3650`),
    check('after_sale_policy_free_resizes_range', sql`${t.freeResizes} between 0 and 10`),
    check(
      'after_sale_policy_pickup_whole',
      sql`${t.returnPickupInr} >= 0 and ${t.returnPickupInr} % 100 = 0 and ${t.returnPickupUsd} >= 0 and ${t.returnPickupUsd} % 100 = 0`,
    ),
    share('buyback_metal_deduction', t.buybackMetalDeduction),
    share('buyback_set_natural', t.buybackSetNatural),
    share('buyback_set_lab_grown', t.buybackSetLabGrown),
    share('buyback_loose_natural', t.buybackLooseNatural),
    share('buyback_loose_lab_grown', t.buybackLooseLabGrown),
    share('buyback_moissanite', t.buybackMoissanite),
    share('exchange_metal_deduction', t.exchangeMetalDeduction),
    share('exchange_set_natural', t.exchangeSetNatural),
    share('exchange_set_lab_grown', t.exchangeSetLabGrown),
    share('exchange_loose_natural', t.exchangeLooseNatural),
    share('exchange_loose_lab_grown', t.exchangeLooseLabGrown),
    share('exchange_moissanite', t.exchangeMoissanite),
  ],
);
