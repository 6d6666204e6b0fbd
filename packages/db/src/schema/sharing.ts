import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { productVariants } from './products.ts';
import { users } from './users.ts';

/**
 * A shopper's shared wish list (decision 046): one live link per shopper, its random token kept
 * only as a SHA-256 hash. Stopping sharing deletes the row; a new link is a new token.
 */
export const sharedWishLists = pgTable('shared_wish_lists', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique('shared_wish_lists_token_hash_unique'),
  createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A hint: one piece a signed-in shopper e-mailed to a friend. The same piece to the same address
 * once a shop day (India's, `price_history_day()`) per shopper, by the unique index.
 */
export const hints = pgTable(
  'hints',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productVariantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** The friend's address, lower case. */
    email: text().notNull(),
    day: integer()
      .notNull()
      .default(sql`price_history_day()`),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('hints_email_lower', sql`${t.email} = lower(${t.email})`),
    uniqueIndex('hints_once_a_day').on(t.userId, t.productVariantId, t.email, t.day),
    index('hints_variant_idx').on(t.productVariantId),
  ],
);

/**
 * How many hints a shopper sent on a shop day: raised by a conditional upsert that stops at the
 * Admin's bound, so shoppers sending at once cannot pass it together.
 */
export const hintDays = pgTable(
  'hint_days',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: integer().notNull(),
    sent: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), check('hint_days_sent_positive', sql`${t.sent} >= 1`)],
);
