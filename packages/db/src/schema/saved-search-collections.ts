import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { messages } from './messages.ts';
import { products } from './products.ts';
import { savedSearches } from './saved-searches.ts';
import { users } from './users.ts';

/*
 * A collection's saved search's alerts (decision 047): what each search last saw of the pieces
 * it matches, and what the alerts told (or will tell, in the next digest) a shopper about a piece.
 */

/**
 * When the alerts first looked at a collection search: before that, its matches are what it
 * starts with (only pieces added after it was saved are new); after, a piece it had not seen is new.
 */
export const savedSearchPieceChecks = pgTable('saved_search_piece_checks', {
  savedSearchId: integer()
    .primaryKey()
    .references(() => savedSearches.id, { onDelete: 'cascade' }),
  checkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The pieces a collection search matched when the alerts last looked, each with the price the
 * search showed it at (minor units of the search's currency): the mark a fall is measured from.
 * A piece that stops matching loses its row, so a piece listed again is new again.
 */
export const savedSearchPiecesSeen = pgTable(
  'saved_search_pieces_seen',
  {
    savedSearchId: integer()
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: bigint({ mode: 'number' }).notNull(),
    firstSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.productId] })],
);

/**
 * A piece told to a shopper: each piece once per shopper and reason, whichever of their searches
 * found it — the unique key is what makes two alert runs at once tell it once. Prices are in
 * minor units of the search's currency, as its page showed them.
 */
export const savedSearchPieceNotices = pgTable(
  'saved_search_piece_notices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    savedSearchId: integer()
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    reason: text({ enum: ['new-match', 'price-drop'] }).notNull(),
    currency: text({ enum: ['INR', 'USD'] }).notNull(),
    priceBefore: bigint({ mode: 'number' }),
    priceNow: bigint({ mode: 'number' }).notNull(),
    messageId: integer().references(() => messages.id, { onDelete: 'set null' }),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('saved_search_piece_notices_reason_valid', sql`${t.reason} in ('new-match', 'price-drop')`),
    uniqueIndex('saved_search_piece_notices_once').on(t.userId, t.productId, t.reason),
    index('saved_search_piece_notices_waiting_idx')
      .on(t.userId)
      .where(sql`${t.messageId} is null`),
    index('saved_search_piece_notices_search_idx').on(t.savedSearchId),
    index('saved_search_piece_notices_product_idx').on(t.productId),
  ],
);
