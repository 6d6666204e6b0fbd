import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { customJewelleryKinds, customJewelleryStates } from '@facet/contracts/custom-jewellery';
import { media } from './media.ts';
import { users } from './users.ts';
import { oneOf } from '../sql-helpers.ts';

/*
 * Custom jewellery requests: a shopper (signed in or not) describes a piece to be made, with a
 * budget and up to five reference pictures; staff (Custom Jewelleries area) move it through its
 * states, quote a price and reply by e-mail. The kinds and states are the contracts' lists; the
 * checks below spell them for the database.
 */

export const customJewelleryRequests = pgTable(
  'custom_jewellery_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    phoneNumber: text(),
    kind: text({ enum: customJewelleryKinds }).notNull(),
    /** A metal's name (contracts/lookups.ts) or "undecided"; null when not said. */
    metal: text(),
    stonePreference: text().notNull().default(''),
    /** Minor units (paise or cents) of `currency`. */
    budgetMin: bigint({ mode: 'number' }).notNull(),
    budgetMax: bigint({ mode: 'number' }).notNull(),
    currency: text({ enum: ['INR', 'USD'] }).notNull(),
    ringSize: text(),
    deadline: date({ mode: 'string' }),
    description: text().notNull(),
    state: text({ enum: customJewelleryStates }).notNull().default('new'),
    /** Minor units of `currency`; set by staff with the "quoted" state (kept afterwards). */
    quotedPrice: bigint({ mode: 'number' }),
    staffNote: text(),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('custom_jewellery_requests_kind_valid', oneOf(t.kind, customJewelleryKinds)),
    check('custom_jewellery_requests_state_valid', oneOf(t.state, customJewelleryStates)),
    check('custom_jewellery_requests_currency_valid', sql`${t.currency} in ('INR', 'USD')`),
    check('custom_jewellery_requests_budget_valid', sql`${t.budgetMin} > 0 and ${t.budgetMax} >= ${t.budgetMin}`),
    check('custom_jewellery_requests_quoted_price_positive', sql`${t.quotedPrice} is null or ${t.quotedPrice} > 0`),
    check('custom_jewellery_requests_description_length', sql`char_length(${t.description}) between 10 and 4000`),
    check('custom_jewellery_requests_stone_preference_length', sql`char_length(${t.stonePreference}) <= 200`),
    index('custom_jewellery_requests_create_date_idx').on(t.createDate),
    index('custom_jewellery_requests_user_idx').on(t.userId),
  ],
);

/** A request's reference pictures, at most five (positions 0–4), each picture used once. */
export const customJewelleryPictures = pgTable(
  'custom_jewellery_pictures',
  {
    requestId: integer()
      .notNull()
      .references(() => customJewelleryRequests.id, { onDelete: 'cascade' }),
    // Restrict: a picture goes when its request goes (the purge job then finds it unused).
    mediaId: uuid()
      .notNull()
      .unique()
      .references(() => media.id, { onDelete: 'restrict' }),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.mediaId] }),
    unique('custom_jewellery_pictures_position_unique').on(t.requestId, t.position),
    check('custom_jewellery_pictures_position_valid', sql`${t.position} between 0 and 4`),
  ],
);
