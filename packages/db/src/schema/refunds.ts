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
import { orderLines, orderPayments, orders } from './orders.ts';
import { taxDocuments } from './tax-documents.ts';
import { users } from './users.ts';

/*
 * The refund ledger (decision 032). Every refund, of some lines or of the whole order, is a row
 * here with its parts; the running totals on order_payments and order_lines are kept by triggers
 * on the parts (migration order_refunds) and capped by checks, so no two refunds, however they
 * race, give back more than a payment captured or a line was charged.
 */
/**
 * One refund (decision 032): money given back for an order, of some lines or parts of them (and of
 * shipping when the whole order is undone, and of the gift wrap, once), with why and by whom. `request_key` is the staff
 * form's, unique per order, so a replayed request answers the refund it made instead of making
 * another. `credit_note_id` is the credit note issued for it (none before the order was invoiced).
 * What each payment gave is order_refund_payments; what each line got is order_refund_lines.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** Everything given back, minor units of the order's currency: its lines' parts plus `shipping`. */
    amount: bigint({ mode: 'number' }).notNull(),
    shipping: bigint({ mode: 'number' }).notNull().default(0),
    /** Of it, the gift wrap given back (decision 042): all of what it was charged, once an order. */
    giftWrap: bigint({ mode: 'number' }).notNull().default(0),
    reason: text().notNull(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    requestKey: text(),
    creditNoteId: integer().references(() => taxDocuments.id, { onDelete: 'restrict' }),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'order_refunds_amount_positive',
      sql`${t.amount} > 0 and ${t.shipping} >= 0 and ${t.giftWrap} >= 0 and ${t.shipping} + ${t.giftWrap} <= ${t.amount}`,
    ),
    check('order_refunds_reason_length', sql`char_length(${t.reason}) between 1 and 1000`),
    uniqueIndex('order_refunds_request_unique')
      .on(t.orderId, t.requestKey)
      .where(sql`${t.requestKey} is not null`),
    index('order_refunds_order_idx').on(t.orderId, t.id),
    // The wrap goes back once: two refunds racing for it cannot both be written.
    uniqueIndex('order_refunds_gift_wrap_once')
      .on(t.orderId)
      .where(sql`${t.giftWrap} > 0`),
  ],
);

/** What one payment gave back for a refund, through its provider (its refund id). */
export const orderRefundPayments = pgTable(
  'order_refund_payments',
  {
    refundId: integer()
      .notNull()
      .references(() => orderRefunds.id, { onDelete: 'restrict' }),
    orderPaymentId: integer()
      .notNull()
      .references(() => orderPayments.id, { onDelete: 'restrict' }),
    amount: bigint({ mode: 'number' }).notNull(),
    providerRefundId: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.refundId, t.orderPaymentId] }),
    check('order_refund_payments_amount_positive', sql`${t.amount} > 0`),
    index('order_refund_payments_payment_idx').on(t.orderPaymentId),
  ],
);

/** How much of each line a refund gave back (minor units of the order's currency). */
export const orderRefundLines = pgTable(
  'order_refund_lines',
  {
    refundId: integer()
      .notNull()
      .references(() => orderRefunds.id, { onDelete: 'restrict' }),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'restrict' }),
    amount: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.refundId, t.orderLineId] }),
    check('order_refund_lines_amount_positive', sql`${t.amount} > 0`),
    index('order_refund_lines_line_idx').on(t.orderLineId),
  ],
);
