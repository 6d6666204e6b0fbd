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
import { storeCreditKinds } from '@facet/contracts/store-credit';
import { orders } from './orders.ts';
import { orderRefunds } from './refunds.ts';
import { users } from './users.ts';
import { oneOf } from '../sql-helpers.ts';

/**
 * The credit ledger (decision 031): one row per movement of a customer's store credit, in minor
 * units of its currency — positive when given (by staff, from an exchange, given back from a
 * cancelled or refunded order), negative when spent on an order or expired. Rows are never
 * changed or deleted (a trigger refuses it); a mistake is corrected by another entry.
 * An order spends credit once (the unique index below) and gets back, over one or more
 * give-backs, at most what it spent (orders.store_credit_given_back and its check).
 */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: text({ enum: ['INR', 'USD'] }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    kind: text({ enum: storeCreditKinds }).notNull(),
    reason: text().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'restrict' }),
    /** The refund a `given-back` entry is the credit share of; null when the order's undoing gave it. */
    refundId: integer().references(() => orderRefunds.id, { onDelete: 'restrict' }),
    /** Who gave it (staff); null when the shop did (a checkout, a cancellation, a job). */
    actorId: uuid().references(() => users.id, { onDelete: 'restrict' }),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_credit_entries_kind_valid', oneOf(t.kind, storeCreditKinds)),
    check('store_credit_entries_currency_valid', sql`${t.currency} in ('INR', 'USD')`),
    check(
      'store_credit_entries_sign',
      sql`(${t.kind} in ('issued-by-staff', 'exchange', 'given-back') and ${t.amount} > 0)
          or (${t.kind} in ('spent', 'expired') and ${t.amount} < 0)`,
    ),
    check('store_credit_entries_order', sql`${t.kind} not in ('spent', 'given-back') or ${t.orderId} is not null`),
    check('store_credit_entries_reason_length', sql`char_length(${t.reason}) between 1 and 500`),
    uniqueIndex('store_credit_entries_spent_once')
      .on(t.orderId)
      .where(sql`${t.kind} = 'spent'`),
    // Several give-backs per order (partial refunds): their sum is capped by orders' check.
    index('store_credit_entries_given_back_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'given-back'`),
    index('store_credit_entries_user_idx').on(t.userId, t.createDate),
  ],
);

/**
 * Each customer's balance per currency, kept by a trigger on the ledger in the statement that
 * writes the entry: the row's lock makes spends of one balance wait for each other, and its
 * check refuses the entry that would take it below zero.
 */
export const storeCreditBalances = pgTable(
  'store_credit_balances',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: text({ enum: ['INR', 'USD'] }).notNull(),
    balance: bigint({ mode: 'number' }).notNull(),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.currency] }),
    check('store_credit_balances_not_negative', sql`${t.balance} >= 0`),
  ],
);

/** The store-credit settings, one row, Admin-edited and audited: the most staff may give at once. */
export const storeCreditSettings = pgTable(
  'store_credit_settings',
  {
    id: integer().primaryKey().default(1),
    /** In paise for a grant in rupees, in cents for one in dollars. */
    issueMaxInr: bigint({ mode: 'number' }).notNull().default(5_00_000_00),
    issueMaxUsd: bigint({ mode: 'number' }).notNull().default(6_000_00),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_credit_settings_single_row', sql`${t.id} = 1`),
    check('store_credit_settings_issue_max_positive', sql`${t.issueMaxInr} > 0 and ${t.issueMaxUsd} > 0`),
  ],
);
