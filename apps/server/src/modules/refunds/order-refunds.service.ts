import { formatMoney, fromMinor, toMinor } from '@facet/contracts/money';
import { isPaidState } from '@facet/contracts/order-states';
import type { Actor } from '@facet/contracts/permissions';
import { type RefundOrderLinesInput, refundMessages } from '@facet/contracts/refunds';
import type { Database, Transaction } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { sendOrderEmail } from '../orders/order-mail.service.ts';
import { lockOrder, type OrderContext } from '../orders/order-moves.service.ts';
import { NO_SUCH_ORDER } from '../orders/order-reads.service.ts';
import { giveBack, type MadeRefund } from './refund-ledger.service.ts';
import { findGiftWrapFigures, findRefundOfKey, insertRefundEvent, listLinesLeft } from './refunds.queries.ts';

/*
 * Refunding some lines of an order, or part of a line (decision 032): staff's POST
 * /api/order-detail/refund, and what returns will build on. Under the order's row lock: each
 * amount is checked against what is left of its line, the total against what is left of the
 * captured money (refund-ledger.service.ts), the provider gives it back, a credit note is issued
 * for just those parts, the customer is e-mailed, and the order's history and the audit log say
 * so — all in one transaction, so a refusal or a provider failure changes nothing.
 */

export interface RefundLinesRequest {
  orderId: number;
  /** Minor units of the order's currency for each line; left out: all that is left of it. */
  lines: readonly { lineId: number; amount?: number }[];
  /** The gift wrap too (decision 042): all it was charged, once an order. */
  giftWrap?: boolean;
  reason: string;
  actorId: string | null;
  /** The request's own key: the same key again answers the refund it made. */
  requestKey?: string | null;
}

/** The refund a request key already made on the order, if any. */
async function refundOfKey(tx: Transaction, orderId: number, key: string): Promise<MadeRefund | null> {
  const row = await findRefundOfKey(tx, orderId, key);
  if (!row) return null;
  return {
    id: row.id,
    amount: row.amount,
    creditNote:
      row.creditNoteId === null
        ? null
        : { id: row.creditNoteId, kind: 'credit_note', number: row.creditNoteNumber ?? '' },
  };
}

/**
 * The gift wrap to give back when asked (decision 042): all it was charged, once. The check is
 * under the order's lock, before any provider is called; the ledger's unique index
 * (order_refunds_gift_wrap_once) is the last word should two refunds ever get past it.
 */
async function giftWrapToRefund(tx: Transaction, orderId: number, asked: boolean | undefined): Promise<number> {
  if (!asked) return 0;
  const wrap = await findGiftWrapFigures(tx, orderId);
  if (!wrap || wrap.charged <= 0) throw new AppError('unprocessable', refundMessages.notWrapped);
  if (wrap.refunded > 0) throw new AppError('unprocessable', refundMessages.wrapRefunded);
  return wrap.charged;
}

/** Refunds the lines asked for, in the caller's transaction; see the file's comment. */
export async function refundOrderLines(
  tx: Transaction,
  context: OrderContext,
  request: RefundLinesRequest,
): Promise<MadeRefund> {
  const order = await lockOrder(tx, request.orderId);
  if (!order) throw new AppError('not-found', NO_SUCH_ORDER);
  if (request.requestKey) {
    const made = await refundOfKey(tx, order.id, request.requestKey);
    if (made) return made;
  }
  if (order.state === 'PendingPayment') throw new AppError('unprocessable', refundMessages.notPaid);
  if (!isPaidState(order.state)) throw new AppError('unprocessable', refundMessages.nothingLeft);
  const lines = await listLinesLeft(tx, order.id);
  const parts = request.lines.map((asked) => {
    const line = lines.find((candidate) => candidate.id === asked.lineId);
    if (!line) throw new AppError('unprocessable', refundMessages.noSuchLine);
    if (line.left <= 0) throw new AppError('unprocessable', refundMessages.lineUsedUp(line.name));
    const amount = asked.amount ?? line.left;
    if (amount > line.left) {
      throw new AppError('unprocessable', refundMessages.aboveLine(line.name, formatMoney(line.left, order.currency)));
    }
    return { lineId: line.id, name: line.name, amount };
  });
  const giftWrap = await giftWrapToRefund(tx, order.id, request.giftWrap);
  const reason = request.reason.trim();
  const refund = await giveBack(tx, context.gateways, order, {
    lines: parts.map(({ lineId, amount }) => ({ lineId, amount })),
    shipping: 0,
    giftWrap,
    reason,
    creditNoteReason: `Refund: ${reason}`,
    actorId: request.actorId,
    requestKey: request.requestKey ?? null,
  });
  const given = [
    ...parts.map((part) => `${formatMoney(part.amount, order.currency)} of ${part.name}`),
    ...(giftWrap > 0 ? [`${formatMoney(giftWrap, order.currency)} for the gift wrapping`] : []),
  ].join(', ');
  const note = `Refunded ${given}: ${reason}`.slice(0, 1000);
  // Not a move: the order stays where it is, so the event's two states are the same.
  await insertRefundEvent(tx, { orderId: order.id, toState: order.state, actorId: request.actorId, note });
  await recordAudit(tx, {
    actorId: request.actorId,
    action: 'order.refunded',
    entityType: 'order',
    entityId: String(order.id),
    after: {
      refundId: refund.id,
      amount: fromMinor(refund.amount),
      lines: parts.map((part) => ({ lineId: part.lineId, amount: fromMinor(part.amount) })),
      giftWrap: fromMinor(giftWrap),
      creditNote: refund.creditNote?.number ?? null,
      reason,
    },
  });
  await sendOrderEmail(tx, context.mail, order, note, refund.creditNote, refund.amount);
  return refund;
}

/** POST /api/order-detail/refund: staff refund lines of an order (amounts in whole major units). */
export async function refundOrder(
  db: Database,
  context: OrderContext,
  input: RefundOrderLinesInput,
  actor: Actor,
): Promise<MadeRefund> {
  return db.transaction((tx) =>
    refundOrderLines(tx, context, {
      orderId: input.orderId,
      lines: input.lines.map((line) => ({
        lineId: line.lineId,
        ...(line.amount === undefined ? {} : { amount: toMinor(line.amount) }),
      })),
      giftWrap: input.giftWrap,
      reason: input.reason,
      actorId: actor.userId,
      requestKey: input.requestKey,
    }),
  );
}
