import type { PaymentProvider } from '@facet/contracts/orders';
import type { Database } from '@facet/db/client';
import { orderPayments, orders, paymentWebhookEvents } from '@facet/db/schema/orders';
import { and, eq, inArray, sql } from 'drizzle-orm';

/*
 * The SQL of hearing what became of a payment — the capture, a webhook, the stray refund
 * (payment-capture.service.ts, payment-record.service.ts) — every column named through the
 * schema's tables (packages/db/src/schema), so that a renamed column fails `npm run typecheck`
 * here rather than a query at run time; the rows' types come from the same tables. The services
 * hold the rules, the order's lock and the order in which rows are locked.
 */

/** A payment of ours as the capture, a webhook and the reconcile job read it. */
export type PaymentRow = Pick<
  typeof orderPayments.$inferSelect,
  'id' | 'orderId' | 'status' | 'amount' | 'currency'
> & {
  /** The order's customer. */
  userId: string;
  /** Never null here: the payment is found by it, or read only once created (the table's check). */
  providerOrderId: string;
};

/** The columns of a PaymentRow, read from order_payments joined to its order. */
export const paymentRowColumns = {
  id: orderPayments.id,
  orderId: orderPayments.orderId,
  userId: orders.userId,
  status: orderPayments.status,
  amount: orderPayments.amount,
  currency: orderPayments.currency,
  providerOrderId: sql<string>`${orderPayments.providerOrderId}`,
};

/** Our payment that the provider knows by this order id, if any. */
export async function findPaymentOfProviderOrder(
  db: Database,
  provider: PaymentProvider,
  providerOrderId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select(paymentRowColumns)
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(and(eq(orderPayments.provider, provider), eq(orderPayments.providerOrderId, providerOrderId)));
  return row;
}

/** Whether the provider's webhook event was handled before. */
export async function isWebhookEventSeen(db: Database, provider: PaymentProvider, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: paymentWebhookEvents.eventId })
    .from(paymentWebhookEvents)
    .where(and(eq(paymentWebhookEvents.provider, provider), eq(paymentWebhookEvents.eventId, eventId)));
  return row !== undefined;
}

/** Notes a webhook event as handled (a concurrent delivery that noted it first changes nothing). */
export async function insertWebhookEvent(
  db: Database,
  event: Pick<typeof paymentWebhookEvents.$inferInsert, 'provider' | 'eventId' | 'kind'>,
): Promise<void> {
  await db.insert(paymentWebhookEvents).values(event).onConflictDoNothing();
}

/** A payment not yet created or still open at the provider marked failed, with why. */
export async function markOpenPaymentFailed(db: Database, paymentId: number, reason: string): Promise<void> {
  await db
    .update(orderPayments)
    .set({ status: 'failed', failure: reason, updateDate: sql`now()` })
    .where(and(eq(orderPayments.id, paymentId), inArray(orderPayments.status, ['creating', 'created'])));
}

/** The id of the order a payment is for. */
export async function findPaymentOrderId(db: Database, paymentId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ orderId: orderPayments.orderId })
    .from(orderPayments)
    .where(eq(orderPayments.id, paymentId));
  return row?.orderId;
}

/** The payment's status and what it asked for, its row locked (for update). */
export async function lockPayment(db: Database, paymentId: number) {
  const [row] = await db
    .select({
      status: orderPayments.status,
      amount: orderPayments.amount,
      currency: orderPayments.currency,
      provider: orderPayments.provider,
    })
    .from(orderPayments)
    .where(eq(orderPayments.id, paymentId))
    .for('update');
  return row;
}

/** The money taken for a payment, as the provider reported it. */
export async function markPaymentCaptured(
  db: Database,
  paymentId: number,
  paid: { providerPaymentId: string; amount: number },
): Promise<void> {
  await db
    .update(orderPayments)
    .set({
      status: 'captured',
      providerPaymentId: paid.providerPaymentId,
      capturedAmount: paid.amount,
      failure: null,
      updateDate: sql`now()`,
    })
    .where(eq(orderPayments.id, paymentId));
}

/** The note kept beside a payment (why it is to be refunded, or was). */
export async function setPaymentFailure(db: Database, paymentId: number, failure: string): Promise<void> {
  await db.update(orderPayments).set({ failure }).where(eq(orderPayments.id, paymentId));
}

/**
 * A payment as its refund needs it, with what is left of it to give back (minor units) and its
 * order's number; the payment's row locked (for update of it alone).
 */
export async function lockPaymentToRefund(db: Database, paymentId: number) {
  const [row] = await db
    .select({
      provider: orderPayments.provider,
      status: orderPayments.status,
      /** Never null once captured (the table's check); the caller refunds captured payments only. */
      providerPaymentId: sql<string>`${orderPayments.providerPaymentId}`,
      left: sql<number>`(${orderPayments.capturedAmount} - ${orderPayments.refundedAmount})::float8`.mapWith(Number),
      currency: orderPayments.currency,
      number: orders.number,
      orderId: orders.id,
    })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(eq(orderPayments.id, paymentId))
    .for('update', { of: orderPayments });
  return row;
}
