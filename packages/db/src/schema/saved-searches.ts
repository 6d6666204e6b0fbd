import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { messages } from './messages.ts';
import { stones } from './stones.ts';
import { users } from './users.ts';

/**
 * A shopper's saved searches (decision 039): the filters of the diamond search or of a product
 * collection, kept in their validated contract form with a name, the currency their price range
 * is in, and whether alerts are on. Each name once per shopper, in any case.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    kind: text({ enum: ['stone', 'product'] }).notNull(),
    /** A product collection's slug (`/collections/{slug}`); null for the diamond search. */
    collection: text(),
    filters: jsonb().$type<Record<string, unknown>>().notNull(),
    currency: text({ enum: ['INR', 'USD'] }).notNull(),
    alerts: boolean().notNull().default(true),
    /** When the shopper last opened it from their account: "new since last seen" counts after it. */
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('saved_searches_kind_valid', sql`${t.kind} in ('stone', 'product')`),
    check('saved_searches_collection_for_products', sql`(${t.kind} = 'product') = (${t.collection} is not null)`),
    uniqueIndex('saved_searches_name_unique').on(t.userId, sql`lower(${t.name})`),
    /** What a notice's (shopper, search) key refers to: a shopper's own search. */
    uniqueIndex('saved_searches_user_id_unique').on(t.userId, t.id),
    index('saved_searches_alerts_idx')
      .on(t.kind)
      .where(sql`${t.alerts}`),
  ],
);

/**
 * The saved searches' settings, one row the Admin changes (audited): the price fall that makes an
 * alert (basis points), the least time between two digests to one shopper (hours), how many
 * searches one shopper may keep, how many new matches and price falls one search tells per run. `unsubscribe_key` signs the unsubscribe links (HMAC); it is made
 * by the database and never leaves the server.
 */
export const savedSearchSettings = pgTable(
  'saved_search_settings',
  {
    id: integer().primaryKey().default(1),
    priceDropBasisPoints: integer().notNull().default(500),
    digestIntervalHours: integer().notNull().default(24),
    maxPerShopper: integer().notNull().default(20),
    /** How many hints (a piece e-mailed to a friend) one shopper may send a shop day. */
    hintsPerDay: integer().notNull().default(5),
    /** The most new matches, and the most price falls, one search tells in one run of the alerts. */
    alertsPerSearch: integer().notNull().default(20),
    unsubscribeKey: text()
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** Stones changed after this have not been looked at by the alerts yet. */
    checkedUntil: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('saved_search_settings_single_row', sql`${t.id} = 1`),
    check('saved_search_settings_price_drop_range', sql`${t.priceDropBasisPoints} between 1 and 10000`),
    check('saved_search_settings_interval_range', sql`${t.digestIntervalHours} between 1 and 720`),
    check('saved_search_settings_max_range', sql`${t.maxPerShopper} between 1 and 200`),
    check('saved_search_settings_hints_range', sql`${t.hintsPerDay} between 1 and 100`),
    check('saved_search_settings_alerts_per_search_range', sql`${t.alertsPerSearch} between 1 and 200`),
  ],
);

/**
 * What the alerts told (or will tell, in the next digest) a shopper about a stone: each stone once
 * per shopper and reason, whichever of their searches found it — the primary key is what makes
 * two alert runs at once tell it once. `message_id` is the digest that carried it. It has no id of
 * its own (migration 0053): its key names it, and a run writes one index fewer per notice.
 *
 * Its shopper's search and its stone are checked once a statement, not by foreign keys (migrations
 * 0050 and 0052, hand-written triggers): a run writes a few hundred thousand notices, and the keys'
 * check of each row took two thirds of the writes' time. The triggers refuse a notice naming a
 * search or stone that does not exist, and delete a deleted search's or stone's notices (and a
 * deleted shopper's, with their searches); one lock keeps them apart until the commit — shared by
 * the statements writing notices, taken alone by a delete — rather than a lock on each row named.
 */
export const savedSearchNotices = pgTable(
  'saved_search_notices',
  {
    /** The shopper: their search's, so one key (below) checks both and a deleted shopper's go with their searches. */
    userId: uuid().notNull(),
    savedSearchId: integer().notNull(),
    stoneId: integer().notNull(),
    reason: text({ enum: ['new-match', 'price-drop'] }).notNull(),
    /** The shop's price in paise before the fall (price drops only), and when noticed. */
    priceBefore: bigint({ mode: 'number' }),
    priceNow: bigint({ mode: 'number' }).notNull(),
    messageId: integer().references(() => messages.id, { onDelete: 'set null' }),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('saved_search_notices_reason_valid', sql`${t.reason} in ('new-match', 'price-drop')`),
    primaryKey({ name: 'saved_search_notices_once', columns: [t.userId, t.stoneId, t.reason] }),
    index('saved_search_notices_waiting_idx')
      .on(t.userId)
      .where(sql`${t.messageId} is null`),
    // A deleted search's notices are found by the primary key's first column, the shopper; a
    // deleted stone's by this index.
    index('saved_search_notices_stone_idx').on(t.stoneId),
  ],
);

/** When each shopper was last sent a digest: the next waits the setting's interval (a conditional update). */
export const savedSearchDigests = pgTable('saved_search_digests', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSentAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * A stone's cost before the first change of it the alerts have not looked at yet, written by a
 * trigger on `stones` (hand-written in the migration) and removed by the alerts once they have.
 */
export const stonePriceMarks = pgTable('stone_price_marks', {
  stoneId: integer()
    .primaryKey()
    .references(() => stones.id, { onDelete: 'cascade' }),
  costBefore: bigint({ mode: 'number' }).notNull(),
  createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** "It's gone": a wish-listed stone that sold, told to each shopper who kept it once (the unique key). */
export const wishGoneNotices = pgTable(
  'wish_gone_notices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stoneId: integer()
      .notNull()
      .references(() => stones.id, { onDelete: 'cascade' }),
    messageId: integer().references(() => messages.id, { onDelete: 'set null' }),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wish_gone_notices_once').on(t.userId, t.stoneId)],
);
