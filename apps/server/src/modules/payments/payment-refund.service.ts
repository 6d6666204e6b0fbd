import type { Currency } from '@facet/contracts/money';
import type { Transaction } from '@facet/db/client';
import type { PaymentGateway } from './payment-provider.ts';
import { insertRefund, insertRefundLines, insertRefundPayment } from './payments-refund.queries.ts';
import { setPaymentFailure } from './payments-record.queries.ts';

/*
 * Money given back, and the refund ledger it is written to (decision 032). Every refund — some
 * lines of an order, the whole order, or a payment the order never wanted — is one
 * `order_refunds` row with what each payment gave (`order_refund_payments`) and what each line got
 * (`order_refund_lines`). The database adds those parts to the payments' and lines' refunded
 * amounts (triggers) and refuses any total above what was captured or charged (checks).
 */

/** A captured payment as a refund needs it. */
export interface CapturedPayment {
  id: number;
  providerPaymentId: string;
  /** What is left to give back of it. */
  amount: number;
  currency: Currency;
  orderNumber: string;
}

/** A refund to write to the ledger, its provider calls already made. */
export interface RefundRecord {
  orderId: number;
  reason: string;
  actorId: string | null;
  requestKey: string | null;
  creditNoteId: number | null;
  /** Minor units of the order's currency given back for shipping (whole-order refunds). */
  shipping: number;
  /** Minor units given back for the gift wrap (decision 042), 0 when not; once an order (a unique index). */
  giftWrap?: number;
  payments: readonly { paymentId: number; amount: number; providerRefundId: string }[];
  lines: readonly { lineId: number; amount: number }[];
  /**
   * Minor units given back as store credit rather than by a provider (an undone order's credit,
   * decision 031): the refund's amount is its payments' parts and this.
   */
  storeCredit?: number;
}

/** Writes a refund and its parts; the database's triggers and checks do the sums. Answers its id. */
export async function recordRefund(tx: Transaction, refund: RefundRecord): Promise<number> {
  const amount = refund.payments.reduce((sum, part) => sum + part.amount, refund.storeCredit ?? 0);
  const id = await insertRefund(tx, {
    orderId: refund.orderId,
    amount,
    shipping: refund.shipping,
    giftWrap: refund.giftWrap ?? 0,
    reason: refund.reason,
    actorId: refund.actorId,
    requestKey: refund.requestKey,
    creditNoteId: refund.creditNoteId,
  });
  for (const part of refund.payments) {
    await insertRefundPayment(tx, {
      refundId: id,
      orderPaymentId: part.paymentId,
      amount: part.amount,
      providerRefundId: part.providerRefundId,
    });
  }
  if (refund.lines.length > 0) await insertRefundLines(tx, id, refund.lines);
  return id;
}

/**
 * Gives back all that is left of a captured payment through its provider and writes it to the
 * ledger, with `reason` kept beside the payment when one is given. The caller holds the lock
 * that makes this the only refund of the payment (the payment row's, for the job) and decides
 * what a ProviderError (thrown as it came) means.
 */
export async function refundPayment(
  tx: Transaction,
  gateway: PaymentGateway,
  payment: CapturedPayment & { orderId: number },
  reason?: string,
): Promise<void> {
  const { providerRefundId } = await gateway.refund({
    providerPaymentId: payment.providerPaymentId,
    amount: payment.amount,
    currency: payment.currency,
    orderNumber: payment.orderNumber,
  });
  await recordRefund(tx, {
    orderId: payment.orderId,
    reason: reason ?? 'Refunded in full.',
    actorId: null,
    requestKey: null,
    creditNoteId: null,
    shipping: 0,
    payments: [{ paymentId: payment.id, amount: payment.amount, providerRefundId }],
    lines: [],
  });
  if (reason) {
    await setPaymentFailure(tx, payment.id, reason);
  }
}
