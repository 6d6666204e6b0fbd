import type { Database } from '@facet/db/client';
import { orderRefundLines, orderRefundPayments, orderRefunds } from '@facet/db/schema/refunds';
import { intArray } from '@facet/db/sql-helpers';
import { sql } from 'drizzle-orm';

/*
 * The refund ledger's writes (decision 032; payment-refund.service.ts), every column named
 * through the schema's tables (packages/db/src/schema), so that a renamed column fails
 * `npm run typecheck` here rather than a query at run time. The database's triggers add the
 * parts to the payments' and lines' refunded amounts, and its checks refuse too much.
 */

/** A refund's own row; its id. */
export async function insertRefund(
  db: Database,
  refund: Pick<
    typeof orderRefunds.$inferInsert,
    'orderId' | 'amount' | 'shipping' | 'giftWrap' | 'reason' | 'actorId' | 'requestKey' | 'creditNoteId'
  >,
): Promise<number> {
  const [row] = await db.insert(orderRefunds).values(refund).returning({ id: orderRefunds.id });
  return row!.id;
}

/** What one payment gave back for a refund. */
export async function insertRefundPayment(
  db: Database,
  part: Pick<typeof orderRefundPayments.$inferInsert, 'refundId' | 'orderPaymentId' | 'amount' | 'providerRefundId'>,
): Promise<void> {
  await db.insert(orderRefundPayments).values(part);
}

/**
 * What each line got of a refund, in one statement with one parameter per column however many
 * lines (unnest); the select's columns in the table's order (refund, line, amount).
 */
export async function insertRefundLines(
  db: Database,
  refundId: number,
  lines: readonly { lineId: number; amount: number }[],
): Promise<void> {
  await db.insert(orderRefundLines).select(
    sql`select ${refundId}, line_id, amount
          from unnest(${intArray(lines.map((line) => line.lineId))}::int[],
                      ${intArray(lines.map((line) => line.amount))}::bigint[]) as parts(line_id, amount)`,
  );
}
