import { type PaymentProvider, paymentProviderLabels } from '@facet/contracts/orders';
import { type Database, queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { applyMove, lockOrder, type OrderContext } from '../orders/order-moves.service.ts';
import { type PaymentGateway, ProviderError } from './payment-provider.ts';
import { refundPayment } from './payment-refund.service.ts';

/*
 * Recording what a provider says became of a payment, whoever heard it — the capture, a webhook
 * (payment-capture.service.ts) or the reconcile job (payment-reconcile.service.ts). Recording a
 * payment locks the order, so a capture, its webhook and their replays make one payment, one move
 * to Paid and one e-mail; money that arrived for an order that no longer wants it is refunded.
 */

/** The note on a payment captured for an order that did not want it, until it is refunded. */
export const STRAY_PAYMENT = 'Captured for an order that no longer awaited it; to be refunded.';

export interface PaymentRow {
  id: number;
  order_id: number;
  user_id: string;
  status: 'creating' | 'created' | 'captured' | 'failed' | 'refunded';
  amount: number;
  currency: 'INR' | 'USD';
  provider_order_id: string;
}

export async function markPaymentFailed(db: Database, paymentId: number, reason: string): Promise<void> {
  await db.execute(
    sql`update order_payments set status = 'failed', failure = ${reason}, update_date = now()
         where id = ${paymentId} and status in ('creating', 'created')`,
  );
}

/**
 * Records money taken for one of our payments, once: under the order's lock, a payment already
 * captured is a repeat (nothing happens). The first payment of an order awaiting payment makes
 * it Paid (its stones sold, the customer e-mailed); money for an order that no longer awaits it
 * (paid another way, cancelled) or of another amount is refunded.
 */
export async function recordPayment(
  db: Database,
  context: OrderContext,
  paymentId: number,
  paid: { providerPaymentId: string; amount: number; currency: 'INR' | 'USD' },
): Promise<'paid' | 'repeat' | 'refunded' | 'refund-pending'> {
  const outcome = await db.transaction(async (tx) => {
    const [owner] = await queryRows<{ order_id: number }>(
      tx,
      sql`select order_id from order_payments where id = ${paymentId}`,
    );
    const order = await lockOrder(tx, owner!.order_id);
    const [payment] = await queryRows<{
      status: PaymentRow['status'];
      amount: number;
      currency: string;
      provider: PaymentProvider;
    }>(
      tx,
      sql`select status, amount::float8 as amount, currency, provider from order_payments where id = ${paymentId} for update`,
    );
    if (payment!.status === 'captured' || payment!.status === 'refunded') return 'repeat' as const;
    await tx.execute(
      sql`update order_payments
             set status = 'captured', provider_payment_id = ${paid.providerPaymentId},
                 captured_amount = ${paid.amount}, failure = null, update_date = now()
           where id = ${paymentId}`,
    );
    const exact = paid.amount === payment!.amount && paid.currency === payment!.currency;
    if (order!.state === 'PendingPayment' && exact) {
      await applyMove(tx, context, order!, {
        to: 'Paid',
        mover: 'payment',
        actorId: null,
        note: `Paid with ${paymentProviderLabels[payment!.provider]}.`,
      });
      return 'paid' as const;
    }
    // Marked, so the reconcile job retries its refund if the provider fails now — and never
    // mistakes the payment that did pay the order for a stray (its id may be the higher one).
    await tx.execute(sql`update order_payments set failure = ${STRAY_PAYMENT} where id = ${paymentId}`);
    return 'stray' as const;
  });
  if (outcome !== 'stray') return outcome;
  return (await refundStrayPayment(db, context, paymentId)) ? 'refunded' : 'refund-pending';
}

/**
 * Gives back money the shop must not keep (see recordPayment). A provider that fails leaves the
 * payment captured; the reconcile job tries again.
 */
export async function refundStrayPayment(db: Database, context: OrderContext, paymentId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [payment] = await queryRows<{
      provider: PaymentProvider;
      status: string;
      provider_payment_id: string;
      left: number;
      currency: 'INR' | 'USD';
      number: string;
      order_id: number;
    }>(
      tx,
      sql`select p.provider, p.status, p.provider_payment_id, (p.captured_amount - p.refunded_amount)::float8 as left,
                 p.currency, o.number, o.id as order_id
            from order_payments p join orders o on o.id = p.order_id
           where p.id = ${paymentId} for update of p`,
    );
    if (!payment || payment.status !== 'captured') return true;
    const gateway = context.gateways.get(payment.provider);
    if (!gateway) return false;
    try {
      await refundPayment(
        tx,
        gateway,
        {
          id: paymentId,
          orderId: payment.order_id,
          providerPaymentId: payment.provider_payment_id,
          amount: payment.left,
          currency: payment.currency,
          orderNumber: payment.number,
        },
        'Refunded: the order no longer awaited this payment.',
      );
      return true;
    } catch (error) {
      if (error instanceof ProviderError) return false;
      throw error;
    }
  });
}

/** Asks the provider where a payment stands and records what it says. */
export async function settleFromProvider(
  db: Database,
  context: OrderContext,
  gateway: PaymentGateway,
  payment: Pick<PaymentRow, 'id' | 'provider_order_id' | 'amount' | 'currency'>,
): Promise<void> {
  const status = await gateway.lookUpPayment({
    providerOrderId: payment.provider_order_id,
    amount: payment.amount,
    currency: payment.currency,
  });
  if (status.status === 'paid') await recordPayment(db, context, payment.id, status);
  if (status.status === 'failed') await markPaymentFailed(db, payment.id, status.reason);
}
