import type { Currency } from '@facet/contracts/money';
import type { Transaction } from '../bag/bag-save.service.ts';
import { sql } from 'drizzle-orm';
import type { PaymentGateway } from './payment-provider.ts';

/** A captured payment as a refund needs it. */
export interface CapturedPayment {
  id: number;
  providerPaymentId: string;
  amount: number;
  currency: Currency;
  orderNumber: string;
}

/**
 * Gives a captured payment back through its provider and marks its row refunded, with `reason`
 * kept beside it when one is given. The caller holds the lock that makes this the only refund of
 * the payment (the order's for staff moves, the payment row's for the job) and decides what a
 * ProviderError (thrown as it came) means.
 */
export async function refundPayment(
  tx: Transaction,
  gateway: PaymentGateway,
  payment: CapturedPayment,
  reason?: string,
): Promise<void> {
  const { providerRefundId } = await gateway.refund({
    providerPaymentId: payment.providerPaymentId,
    amount: payment.amount,
    currency: payment.currency,
    orderNumber: payment.orderNumber,
  });
  await tx.execute(
    sql`update order_payments
           set status = 'refunded', provider_refund_id = ${providerRefundId},
               failure = coalesce(${reason ?? null}, failure), update_date = now()
         where id = ${payment.id}`,
  );
}
