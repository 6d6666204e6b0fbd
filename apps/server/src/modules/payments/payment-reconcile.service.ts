import type { Database } from '@facet/db/client';
import { applyMove, lockOrder, type OrderContext } from '../orders/order-moves.service.ts';
import { refundStrayPayment, settleFromProvider, STRAY_PAYMENT } from './payment-record.service.ts';
import {
  failOpenPaymentsOfOrder,
  isHoldExpired,
  listExpiredOrders,
  listStrayPayments,
  listUnreportedPayments,
} from './payments-reconcile.queries.ts';

/*
 * The reconcile job (decision 015), for what nobody reported: we ask the provider about open
 * payments, then cancel orders whose hold ran out, then refund money that arrived for an order
 * that no longer wants it.
 */

export const RECONCILE_PAYMENTS_JOB = 'orders.reconcile-payments';

/** The figures a reconcile run reports. */
export interface ReconcileReport {
  lookedUp: number;
  cancelled: number;
  refunded: number;
}

/**
 * The reconcile job: (1) asks the providers about open payments nobody reported within a minute
 * (or whose hold ran out), (2) cancels orders whose hold ran out unpaid — their stones back on
 * sale, their coupon use given back — and (3) refunds money captured for orders that no longer
 * wanted it. Each order is handled under its own lock; another instance's run skips it.
 */
export async function reconcilePayments(
  db: Database,
  context: OrderContext,
  log: { warn(object: object, message: string): void } = console,
): Promise<ReconcileReport> {
  const report: ReconcileReport = { lookedUp: 0, cancelled: 0, refunded: 0 };
  const open = await listUnreportedPayments(db);
  // Orders whose provider could not say whether they were paid: not cancelled on this run, or
  // their stones would go back on sale while the payer's money sits at the provider unseen.
  const unsure = new Set<number>();
  for (const payment of open) {
    const gateway = context.gateways.get(payment.provider);
    if (!gateway) continue;
    try {
      await settleFromProvider(db, context, gateway, payment);
      report.lookedUp += 1;
    } catch (error) {
      unsure.add(payment.orderId);
      log.warn({ err: error, paymentId: payment.id }, 'a payment could not be looked up; will try again');
    }
  }

  const expired = await listExpiredOrders(db);
  for (const { id } of expired) {
    if (unsure.has(id)) continue;
    const cancelled = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      const expiredStill = await isHoldExpired(tx, id);
      if (!order || order.state !== 'PendingPayment' || !expiredStill) return false;
      await failOpenPaymentsOfOrder(tx, id);
      await applyMove(tx, context, order, {
        to: 'Cancelled',
        mover: 'job',
        actorId: null,
        note: 'The time to pay ran out, so the order was cancelled and its pieces are back on sale. No money was taken.',
      });
      return true;
    });
    if (cancelled) report.cancelled += 1;
  }

  const stray = await listStrayPayments(db, STRAY_PAYMENT);
  for (const { id } of stray) {
    if (await refundStrayPayment(db, context, id)) report.refunded += 1;
  }
  return report;
}
