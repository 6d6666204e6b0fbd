import { paymentProviderLabels } from '@facet/contracts/orders';
import type { Database } from '@facet/db/client';
import { applyMove, lockOrder, type OrderContext } from '../orders/order-moves.service.ts';
import { type PaymentGateway, ProviderError } from './payment-provider.ts';
import { refundPayment } from './payment-refund.service.ts';
import {
  findPaymentOrderId,
  lockPayment,
  lockPaymentToRefund,
  markOpenPaymentFailed,
  markPaymentCaptured,
  type PaymentRow,
  setPaymentFailure,
} from './payments-record.queries.ts';

/*
 * Recording what a provider says became of a payment, whoever heard it — the capture, a webhook
 * (payment-capture.service.ts) or the reconcile job (payment-reconcile.service.ts). Recording a
 * payment locks the order, so a capture, its webhook and their replays make one payment, one move
 * to Paid and one e-mail; money that arrived for an order that no longer wants it is refunded.
 */

/** The note on a payment captured for an order that did not want it, until it is refunded. */
export const STRAY_PAYMENT = 'Captured for an order that no longer awaited it; to be refunded.';

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
    const orderId = await findPaymentOrderId(tx, paymentId);
    const order = await lockOrder(tx, orderId!);
    const payment = await lockPayment(tx, paymentId);
    if (payment!.status === 'captured' || payment!.status === 'refunded') return 'repeat' as const;
    await markPaymentCaptured(tx, paymentId, paid);
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
    await setPaymentFailure(tx, paymentId, STRAY_PAYMENT);
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
    const payment = await lockPaymentToRefund(tx, paymentId);
    if (!payment || payment.status !== 'captured') return true;
    const gateway = context.gateways.get(payment.provider);
    if (!gateway) return false;
    try {
      await refundPayment(
        tx,
        gateway,
        {
          id: paymentId,
          orderId: payment.orderId,
          providerPaymentId: payment.providerPaymentId,
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
  payment: Pick<PaymentRow, 'id' | 'providerOrderId' | 'amount' | 'currency'>,
): Promise<void> {
  const status = await gateway.lookUpPayment({
    providerOrderId: payment.providerOrderId,
    amount: payment.amount,
    currency: payment.currency,
  });
  if (status.status === 'paid') await recordPayment(db, context, payment.id, status);
  if (status.status === 'failed') await markOpenPaymentFailed(db, payment.id, status.reason);
}
