import type { Database } from '@facet/db/client';
import { orderPayments, orders } from '@facet/db/schema/orders';
import { and, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { paymentRowColumns } from './payments-record.queries.ts';

/*
 * The reconcile job's SQL (payment-reconcile.service.ts), every column named through the schema's
 * tables (packages/db/src/schema), so that a renamed column fails `npm run typecheck` here rather
 * than a query at run time; the rows' types come from the same tables. Each read takes at most
 * `RUN_LIMIT` rows, oldest first: the next run takes the rest.
 */

const RUN_LIMIT = 100;

/**
 * Open payments (created, or failed at the provider) of orders awaiting payment that nobody
 * reported within a minute, or whose order's hold ran out; with their provider.
 */
export function listUnreportedPayments(db: Database) {
  return db
    .select({ ...paymentRowColumns, provider: orderPayments.provider })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(
      and(
        eq(orders.state, 'PendingPayment'),
        inArray(orderPayments.status, ['created', 'failed']),
        isNotNull(orderPayments.providerOrderId),
        or(lt(orderPayments.updateDate, sql`now() - interval '1 minute'`), lt(orders.holdUntil, sql`now()`)),
      ),
    )
    .orderBy(orderPayments.id)
    .limit(RUN_LIMIT);
}

/** Orders awaiting payment whose hold ran out, the longest expired first. */
export function listExpiredOrders(db: Database) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.state, 'PendingPayment'), lt(orders.holdUntil, sql`now()`)))
    .orderBy(orders.holdUntil)
    .limit(RUN_LIMIT);
}

/** Whether the order's hold has run out (undefined for no such order). */
export async function isHoldExpired(db: Database, orderId: number): Promise<boolean | undefined> {
  const [row] = await db
    .select({ expired: sql<boolean>`${orders.holdUntil} < now()` })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.expired;
}

/** The order's payments not yet created or still open at the provider, failed: the time to pay ran out. */
export async function failOpenPaymentsOfOrder(db: Database, orderId: number): Promise<void> {
  await db
    .update(orderPayments)
    .set({ status: 'failed', failure: 'The time to pay ran out.', updateDate: sql`now()` })
    .where(and(eq(orderPayments.orderId, orderId), inArray(orderPayments.status, ['creating', 'created'])));
}

/**
 * Captured payments the shop must give back: of orders cancelled, refunded or still awaiting
 * payment, or marked as stray (`strayNote`) when they were captured.
 */
export function listStrayPayments(db: Database, strayNote: string) {
  return db
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(
      and(
        eq(orderPayments.status, 'captured'),
        or(inArray(orders.state, ['Cancelled', 'Refunded', 'PendingPayment']), eq(orderPayments.failure, strayNote)),
      ),
    )
    .orderBy(orderPayments.id)
    .limit(RUN_LIMIT);
}
