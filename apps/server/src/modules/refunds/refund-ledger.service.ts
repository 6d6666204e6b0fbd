import { formatMoney } from '@facet/contracts/money';
import { paymentProviderLabels } from '@facet/contracts/orders';
import { refundMessages } from '@facet/contracts/refunds';
import type { Transaction } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentGateways } from '../payments/payment-gateways.ts';
import { ProviderError } from '../payments/payment-provider.ts';
import { recordRefund } from '../payments/payment-refund.service.ts';
import { giveBackStoreCreditPart } from '../store-credit/store-credit.service.ts';
import {
  type CreditedAmounts,
  type IssuedDocument,
  issueCreditNote,
} from '../tax-documents/tax-document-issue.service.ts';
import {
  countRefunds,
  findGiftWrapFigures,
  findOrderCredit,
  findShippingLeft,
  listUnrefundedLines,
  lockPaymentsLeft,
  type PaymentLeft,
} from './refunds.queries.ts';

/*
 * Giving money back for an order (decision 032), for the line refunds staff ask for and for the
 * whole-order moves alike, while the caller holds the order's row lock: the amount is taken from
 * the order's captured payments in the order they were made (never more than is left of each),
 * each part given back through the provider that took it, then the credit note for just those
 * parts is issued and the refund written to the ledger, all in the caller's transaction. A
 * provider that fails throws a sentence and the transaction rolls back: no ledger row, no credit
 * note, no e-mail. An order paid wholly or partly with store credit has the credit share of each
 * refund given back to the credit ledger instead (decision 031, creditShare below).
 */

/** The order as a refund needs it (its row locked by the caller). */
export interface RefundingOrder {
  id: number;
  number: string;
  currency: 'INR' | 'USD';
}

export interface RefundPlan extends CreditedAmounts {
  reason: string;
  /** Why, as the credit note says it ("Refund: …", "Order cancelled: …"). */
  creditNoteReason: string;
  actorId: string | null;
  requestKey: string | null;
  /**
   * The part of it that goes back as store credit, not through a provider (minor units); left
   * out, the proportional share (creditShare). The credit note and the lines count it; the
   * providers give back the rest.
   */
  fromStoreCredit?: number;
}

export interface MadeRefund {
  id: number;
  amount: number;
  creditNote: IssuedDocument | null;
}

/** The order's captured payments with what is left of each, oldest first, locked. */
async function paymentsLeft(tx: Transaction, orderId: number): Promise<PaymentLeft[]> {
  return lockPaymentsLeft(tx, orderId);
}

/** What is left to give back of everything captured for the order. */
export async function moneyLeft(tx: Transaction, orderId: number): Promise<number> {
  return (await paymentsLeft(tx, orderId)).reduce((sum, payment) => sum + payment.left, 0);
}

/** What an order spent of store credit, and how much of that it has had back. */
async function creditOf(tx: Transaction, orderId: number): Promise<{ total: number; spent: number; left: number }> {
  const row = await findOrderCredit(tx, orderId);
  return {
    total: row?.total ?? 0,
    spent: row?.spent ?? 0,
    left: Math.max(0, (row?.spent ?? 0) - (row?.givenBack ?? 0)),
  };
}

/**
 * The store-credit share of a refund of `amount` (decision 031): in proportion to how the order
 * was paid, round(amount × store credit / total), never more than the credit not yet given back,
 * and never less than what the providers cannot cover (the money left), so that the rounding of
 * many small refunds never leaves the last one owing the providers more than they took.
 */
export function creditShare(amount: number, credit: { total: number; spent: number; left: number }, moneyLeft: number) {
  if (credit.spent === 0 || credit.total === 0) return 0;
  const proportional = Math.round((amount * credit.spent) / credit.total);
  return Math.min(credit.left, amount, Math.max(proportional, amount - moneyLeft));
}

/** Gives back `plan` (its lines' parts, shipping and gift wrap) and records it; see the file's comment. */
export async function giveBack(
  tx: Transaction,
  gateways: PaymentGateways,
  order: RefundingOrder,
  plan: RefundPlan,
): Promise<MadeRefund> {
  const amount = plan.lines.reduce((sum, line) => sum + line.amount, 0) + plan.shipping + (plan.giftWrap ?? 0);
  const payments = await paymentsLeft(tx, order.id);
  const left = payments.reduce((sum, payment) => sum + payment.left, 0);
  const credit = await creditOf(tx, order.id);
  const fromStoreCredit = plan.fromStoreCredit ?? creditShare(amount, credit, left);
  if (left === 0 && fromStoreCredit === 0) throw new AppError('unprocessable', refundMessages.nothingLeft);
  if (amount - fromStoreCredit > left) {
    throw new AppError('unprocessable', refundMessages.abovePaid(formatMoney(left + credit.left, order.currency)));
  }
  const counted = await countRefunds(tx, order.id);
  // Named by the order and its refund's place: asked again (a retry after a crash), PayPal answers the same refund.
  const reference = `${order.number}-refund-${counted + 1}`;
  const parts: { paymentId: number; amount: number; providerRefundId: string }[] = [];
  let toGive = amount - fromStoreCredit;
  for (const payment of payments) {
    if (toGive === 0) break;
    const part = Math.min(toGive, payment.left);
    const gateway = gateways.get(payment.provider);
    if (!gateway) throw new AppError('unavailable', refundMessages.notSetUp(paymentProviderLabels[payment.provider]));
    try {
      const { providerRefundId } = await gateway.refund({
        providerPaymentId: payment.providerPaymentId,
        amount: part,
        currency: order.currency,
        orderNumber: order.number,
        reference: payments.length > 1 ? `${reference}-${payment.id}` : reference,
      });
      parts.push({ paymentId: payment.id, amount: part, providerRefundId });
    } catch (error) {
      if (error instanceof ProviderError) {
        throw new AppError('unavailable', refundMessages.providerFailed(error.message));
      }
      throw error;
    }
    toGive -= part;
  }
  const creditNote = await issueCreditNote(tx, order.id, plan.creditNoteReason, { ...plan, fromStoreCredit });
  const id = await recordRefund(tx, {
    orderId: order.id,
    reason: plan.reason,
    actorId: plan.actorId,
    requestKey: plan.requestKey,
    creditNoteId: creditNote?.id ?? null,
    shipping: plan.shipping,
    giftWrap: plan.giftWrap ?? 0,
    payments: parts,
    lines: plan.lines.filter((line) => line.amount > 0),
    storeCredit: fromStoreCredit,
  });
  // The credit share goes back to the customer's credit, linked to the order and this refund.
  if (fromStoreCredit > 0) {
    await giveBackStoreCreditPart(tx, {
      orderId: order.id,
      refundId: id,
      amount: fromStoreCredit,
      why: `Refund on order ${order.number}: ${plan.reason}`.slice(0, 500),
    });
  }
  return { id, amount, creditNote };
}

/**
 * The whole-order moves' refund (Refunded, or Cancelled once paid): everything left of every
 * line, of shipping and the gift wrap unless given back already, through the same ledger, so the cap holds for both paths. Nothing when
 * all was given back already.
 */
export async function giveBackEverythingLeft(
  tx: Transaction,
  gateways: PaymentGateways,
  order: RefundingOrder,
  plan: Omit<RefundPlan, 'lines' | 'shipping' | 'giftWrap' | 'requestKey'>,
): Promise<MadeRefund | null> {
  const lines = await listUnrefundedLines(tx, order.id);
  const shippingLeft = await findShippingLeft(tx, order.id);
  const wrap = await findGiftWrapFigures(tx, order.id);
  const wrapLeft = wrap ? wrap.charged - wrap.refunded : 0;
  const money = await moneyLeft(tx, order.id);
  // Store credit the order spent and has not had back: it goes back to the ledger, not a provider.
  const credit = await creditOf(tx, order.id);
  const goods = lines.map((line) => ({ lineId: line.id, amount: line.left }));
  const owed = goods.reduce((sum, line) => sum + line.amount, 0) + Math.max(0, shippingLeft ?? 0) + wrapLeft;
  const fromStoreCredit = Math.min(owed, credit.left);
  if (owed === 0 || money + fromStoreCredit === 0) return null;
  // Never more than was captured: what is owed beyond it (money taken elsewhere) is not ours to give.
  if (owed - fromStoreCredit > money) {
    throw new AppError('unprocessable', refundMessages.abovePaid(formatMoney(money, order.currency)));
  }
  return giveBack(tx, gateways, order, {
    ...plan,
    lines: goods,
    shipping: Math.max(0, shippingLeft ?? 0),
    giftWrap: wrapLeft,
    requestKey: null,
    fromStoreCredit,
  });
}
