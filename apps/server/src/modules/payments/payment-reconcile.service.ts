import type { PaymentProvider } from '@facet/contracts/orders';
import { type Database, queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { applyMove, lockOrder, type OrderContext } from '../orders/order-moves.service.ts';
import { type PaymentRow, refundStrayPayment, settleFromProvider, STRAY_PAYMENT } from './payment-record.service.ts';

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
  const open = await queryRows<PaymentRow & { provider: PaymentProvider }>(
    db,
    sql`select p.id, p.order_id, o.user_id, p.status, p.amount::float8 as amount, p.currency, p.provider_order_id,
               p.provider
          from order_payments p join orders o on o.id = p.order_id
         where o.state = 'PendingPayment' and p.status in ('created', 'failed') and p.provider_order_id is not null
           and (p.update_date < now() - interval '1 minute' or o.hold_until < now())
         order by p.id limit 100`,
  );
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
      unsure.add(payment.order_id);
      log.warn({ err: error, paymentId: payment.id }, 'a payment could not be looked up; will try again');
    }
  }

  const expired = await queryRows<{ id: number }>(
    db,
    sql`select id from orders where state = 'PendingPayment' and hold_until < now() order by hold_until limit 100`,
  );
  for (const { id } of expired) {
    if (unsure.has(id)) continue;
    const cancelled = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      const [still] = await queryRows<{ expired: boolean }>(
        tx,
        sql`select hold_until < now() as expired from orders where id = ${id}`,
      );
      if (!order || order.state !== 'PendingPayment' || !still?.expired) return false;
      await tx.execute(
        sql`update order_payments set status = 'failed', failure = 'The time to pay ran out.', update_date = now()
             where order_id = ${id} and status in ('creating', 'created')`,
      );
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

  const stray = await queryRows<{ id: number }>(
    db,
    sql`select p.id from order_payments p join orders o on o.id = p.order_id
         where p.status = 'captured'
           and (o.state in ('Cancelled', 'Refunded', 'PendingPayment') or p.failure = ${STRAY_PAYMENT})
         order by p.id limit 100`,
  );
  for (const { id } of stray) {
    if (await refundStrayPayment(db, context, id)) report.refunded += 1;
  }
  return report;
}
