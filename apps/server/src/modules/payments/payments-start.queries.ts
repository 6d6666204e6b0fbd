import type { Database } from '@facet/db/client';
import { orderPayments, orders } from '@facet/db/schema/orders';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';

/*
 * The SQL of starting a payment (payment-start.service.ts): the claim in our table taken before
 * the provider is called, and the provider's payment stored on it. Every column is named through
 * the schema's tables (packages/db/src/schema), so that a renamed column fails `npm run typecheck`
 * here rather than a query at run time; the rows' types come from the same tables. The service
 * holds the rules and the order's lock.
 */

/**
 * The order's open payment (being created, or created) with this provider, if any, and whether
 * its claim is older than `staleSeconds` (left by a request that died).
 */
export async function findOpenPayment(
  db: Database,
  orderId: number,
  provider: (typeof orderPayments.$inferSelect)['provider'],
  staleSeconds: number,
) {
  const [row] = await db
    .select({
      id: orderPayments.id,
      status: orderPayments.status,
      providerOrderId: orderPayments.providerOrderId,
      // As the driver parsed it: an object, the browser's checkout.
      checkout: sql<Record<string, unknown> | null>`${orderPayments.checkout}`,
      stale: sql<boolean>`${orderPayments.updateDate} < now() - make_interval(secs => ${staleSeconds})`,
    })
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.orderId, orderId),
        eq(orderPayments.provider, provider),
        inArray(orderPayments.status, ['creating', 'created']),
      ),
    );
  return row;
}

/** A new claim (status `creating`) to create the order's payment with a provider; its id. */
export async function insertPaymentClaim(
  db: Database,
  claim: Pick<typeof orderPayments.$inferInsert, 'orderId' | 'provider' | 'amount' | 'currency'>,
): Promise<number> {
  const [row] = await db.insert(orderPayments).values(claim).returning({ id: orderPayments.id });
  return row!.id;
}

/** A stale claim taken over: its time is now. */
export async function touchPaymentClaim(db: Database, paymentId: number): Promise<void> {
  await db
    .update(orderPayments)
    .set({ updateDate: sql`now()` })
    .where(eq(orderPayments.id, paymentId));
}

/** A claim whose provider refused to create the payment, marked failed with why. */
export async function failPaymentClaim(db: Database, paymentId: number, failure: string): Promise<void> {
  await db
    .update(orderPayments)
    .set({ status: 'failed', failure, updateDate: sql`now()` })
    .where(eq(orderPayments.id, paymentId));
}

/**
 * The order's earlier failed payment with this provider id, other than the claim, its row locked
 * (for update): its id, if any.
 */
export async function lockEarlierFailedPayment(
  db: Database,
  payment: { provider: (typeof orderPayments.$inferSelect)['provider']; providerOrderId: string; orderId: number },
  claimId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.provider, payment.provider),
        eq(orderPayments.providerOrderId, payment.providerOrderId),
        eq(orderPayments.orderId, payment.orderId),
        eq(orderPayments.status, 'failed'),
        ne(orderPayments.id, claimId),
      ),
    )
    .for('update');
  return row?.id;
}

export async function deletePayment(db: Database, paymentId: number): Promise<void> {
  await db.delete(orderPayments).where(eq(orderPayments.id, paymentId));
}

/**
 * The provider's payment stored on our payment `paymentId` (the claim, or the earlier payment it
 * reopens): created, with what the browser needs. Not when the job cancelled the order (and
 * failed its claim) while the provider answered: a claim must still be `creating`, and the order
 * still awaiting payment.
 */
export async function storePaymentCreated(
  db: Database,
  paymentId: number,
  claimId: number,
  created: { orderId: number; providerOrderId: string; checkout: Record<string, unknown> },
): Promise<void> {
  await db
    .update(orderPayments)
    .set({
      status: 'created',
      providerOrderId: created.providerOrderId,
      failure: null,
      checkout: sql`${JSON.stringify(created.checkout)}::jsonb`,
      updateDate: sql`now()`,
    })
    .where(
      and(
        eq(orderPayments.id, paymentId),
        sql`(${orderPayments.id} <> ${claimId} or ${orderPayments.status} = 'creating')`,
        sql`(select ${orders.state} from ${orders} where ${orders.id} = ${created.orderId}) = 'PendingPayment'`,
      ),
    );
}
