import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Metals and their rates: price and labour in paise per gram. */
export const metals = pgTable(
  'metals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull().unique(),
    pricePerUnit: integer().notNull(),
    labour: integer().notNull(),
    position: integer().notNull().default(0),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A rate or labour of 0 would price pieces at nothing; the API refuses it with a readable
    // message, and the database refuses it whatever writes.
    check('metals_price_per_unit_positive', sql`${t.pricePerUnit} > 0`),
    check('metals_labour_positive', sql`${t.labour} > 0`),
  ],
);
