import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Discount coupons: a code shoppers type in the bag, a percentage (basis points) off the bag
 * after item discounts, a total number of uses and the days it runs — calendar days in India
 * (Asia/Kolkata), both included. `uses` counts the orders that consumed one; it never passes
 * `usage_limit` whatever runs at once (the check), which is what lets checkout consume a use
 * with one conditional update. A coupon ended by staff keeps its days and says when it ended.
 */
export const discountCoupons = pgTable(
  'discount_coupons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stored in upper case (the check), so unique whatever case shoppers type it in. */
    code: text().notNull().unique(),
    description: text().notNull().default(''),
    discount: integer().notNull(),
    usageLimit: integer().notNull(),
    uses: integer().notNull().default(0),
    oneUsePerCustomer: boolean().notNull().default(false),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('discount_coupons_code_format', sql`${t.code} ~ '^[A-Z0-9]+(-[A-Z0-9]+)*$'`),
    check('discount_coupons_discount_range', sql`${t.discount} between 1 and 9000`),
    check('discount_coupons_usage_limit_positive', sql`${t.usageLimit} > 0`),
    check('discount_coupons_uses_within_limit', sql`${t.uses} between 0 and ${t.usageLimit}`),
    check('discount_coupons_dates_in_order', sql`${t.endDate} >= ${t.startDate}`),
  ],
);
