import { type Database, queryRows } from '@facet/db/client';
import { orderEvents, orderLines, orderPayments, orders } from '@facet/db/schema/orders';
import { orderRefunds } from '@facet/db/schema/refunds';
import { taxDocuments } from '@facet/db/schema/tax-documents';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * The refunds' SQL (decision 032), every column named through the schema's tables
 * (packages/db/src/schema), so that a renamed column fails `npm run typecheck` here rather than a
 * query at run time; the rows' types come from the same tables. The services
 * (order-refunds.service.ts, refund-ledger.service.ts) hold the rules, the provider calls and the
 * refusals; the caller holds the order's row lock.
 */

/** What is left of a line or a payment, minor units, as a number on both engines. */
const leftOf = (amount: AnyPgColumn, refunded: AnyPgColumn) =>
  sql<number>`(${amount} - ${refunded})::float8`.mapWith(Number);

/** The refund a request key already made on the order, with its credit note's number, if any. */
export async function findRefundOfKey(db: Database, orderId: number, key: string) {
  const [row] = await db
    .select({
      id: orderRefunds.id,
      amount: orderRefunds.amount,
      creditNoteId: orderRefunds.creditNoteId,
      creditNoteNumber: taxDocuments.number,
    })
    .from(orderRefunds)
    .leftJoin(taxDocuments, eq(taxDocuments.id, orderRefunds.creditNoteId))
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.requestKey, key)));
  return row;
}

/** Every line of the order with what is left of it to refund (in no particular order). */
export function listLinesLeft(db: Database, orderId: number) {
  return db
    .select({ id: orderLines.id, name: orderLines.name, left: leftOf(orderLines.amount, orderLines.refundedAmount) })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
}

/** The order's lines not wholly refunded yet, with what is left of each, by position. */
export function listUnrefundedLines(db: Database, orderId: number) {
  return db
    .select({ id: orderLines.id, left: leftOf(orderLines.amount, orderLines.refundedAmount) })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), gt(orderLines.amount, orderLines.refundedAmount)))
    .orderBy(orderLines.position);
}

/** The shipping left of an order as the driver answers a float8 (a number on both engines). */
interface ShippingLeftRow {
  left: number | string;
}

/**
 * What is left of the order's shipping to give back: its total less its lines' amounts and its
 * gift wrap, less the shipping its refunds gave back already (undefined for no such order). Raw SQL: in Drizzle's
 * select from one table, the subqueries' `order_id = id` would lose their tables' names.
 */
export async function findShippingLeft(db: Database, orderId: number): Promise<number | undefined> {
  const [row] = await queryRows<ShippingLeftRow>(
    db,
    sql`select (${orders.total} - ${orders.giftWrap}
                - (select coalesce(sum(${orderLines.amount}), 0) from ${orderLines} where ${orderLines.orderId} = ${orders.id})
                - (select coalesce(sum(${orderRefunds.shipping}), 0) from ${orderRefunds} where ${orderRefunds.orderId} = ${orders.id})
               )::float8 as left
          from ${orders} where ${orders.id} = ${orderId}`,
  );
  return row === undefined ? undefined : Number(row.left);
}

/** What the order charged for its gift wrap and what its refunds gave back of it (minor units). */
export interface GiftWrapFigures {
  charged: number;
  refunded: number;
}

/** The gift wrap figures as the driver answers float8 (a number on both engines). */
interface GiftWrapRow {
  charged: number | string;
  refunded: number | string;
}

/** The order's gift wrap figures (undefined for no such order); see findShippingLeft for the raw SQL. */
export async function findGiftWrapFigures(db: Database, orderId: number): Promise<GiftWrapFigures | undefined> {
  const [row] = await queryRows<GiftWrapRow>(
    db,
    sql`select ${orders.giftWrap}::float8 as charged,
               (select coalesce(sum(${orderRefunds.giftWrap}), 0) from ${orderRefunds}
                 where ${orderRefunds.orderId} = ${orders.id})::float8 as refunded
          from ${orders} where ${orders.id} = ${orderId}`,
  );
  return row === undefined ? undefined : { charged: Number(row.charged), refunded: Number(row.refunded) };
}

/** A refund's line in the order's history: not a move, so its two states are the order's own. */
export async function insertRefundEvent(
  db: Database,
  event: Pick<typeof orderEvents.$inferInsert, 'orderId' | 'toState' | 'actorId' | 'note'>,
): Promise<void> {
  await db.insert(orderEvents).values({ ...event, fromState: event.toState, mover: 'staff' });
}

/** A captured payment with what is left of it to give back (minor units). */
export type PaymentLeft = Pick<typeof orderPayments.$inferSelect, 'id' | 'provider'> & {
  /** Never null once captured (the table's check). */
  providerPaymentId: string;
  left: number;
};

/** The order's captured payments with something left to give back, oldest first, their rows locked (for update). */
export function lockPaymentsLeft(db: Database, orderId: number): Promise<PaymentLeft[]> {
  return db
    .select({
      id: orderPayments.id,
      provider: orderPayments.provider,
      providerPaymentId: sql<string>`${orderPayments.providerPaymentId}`,
      left: leftOf(orderPayments.capturedAmount, orderPayments.refundedAmount),
    })
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.orderId, orderId),
        eq(orderPayments.status, 'captured'),
        gt(orderPayments.capturedAmount, orderPayments.refundedAmount),
      ),
    )
    .orderBy(orderPayments.id)
    .for('update');
}

/** What the order cost, what it spent of store credit and what of that it has had back (minor units). */
export async function findOrderCredit(db: Database, orderId: number) {
  const [row] = await db
    .select({ total: orders.total, spent: orders.storeCredit, givenBack: orders.storeCreditGivenBack })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

export function countRefunds(db: Database, orderId: number): Promise<number> {
  return db.$count(orderRefunds, eq(orderRefunds.orderId, orderId));
}
