import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ringStyles } from './lookups.ts';

/*
 * Discounts on jewellery, in basis points. A product discount is a named percentage products
 * point to; a style discount applies to every variant of one ring style. A variant gets the
 * larger of the two.
 */

export const productDiscounts = pgTable(
  'product_discounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull().unique(),
    discount: integer().notNull(),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('product_discounts_discount_range', sql`${t.discount} between 1 and 9000`)],
);

export const styleDiscounts = pgTable(
  'style_discounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ringStyleId: integer()
      .notNull()
      .unique()
      .references(() => ringStyles.id, { onDelete: 'restrict' }),
    discount: integer().notNull(),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('style_discounts_discount_range', sql`${t.discount} between 1 and 9000`)],
);
