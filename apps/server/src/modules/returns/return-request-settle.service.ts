import { formatMoney, toMinor } from '@facet/contracts/money';
import { lessPickup, paidForPieces } from '@facet/contracts/return-eligibility';
import { returnMoveShips, type ReturnState } from '@facet/contracts/return-states';
import { type MoveReturnRequestInput, returnRequestMessages } from '@facet/contracts/returns';
import type { Transaction } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { announceChange } from '../../lib/reference-cache.ts';
import type { OrderContext } from '../orders/order-moves.service.ts';
import { refundOrderLines } from '../refunds/order-refunds.service.ts';
import { exchangeCreditMinor } from './return-credit.service.ts';
import { findExchangeParty, putLineStoneBackOnSale } from './return-request-save.queries.ts';
import { findLineFacts } from './return-terms.queries.ts';
import { recordShipment } from '../shipments/shipment-save.service.ts';
import { issueStoreCredit } from '../store-credit/store-credit.service.ts';

/*
 * What settling a return request does besides moving it, in the move's transaction (the
 * caller holds the order's lock, then the request's): a return refunds what was paid for the
 * pieces sent back (or less, as staff decide) through the refund ledger — the provider that took
 * the money, a credit note for just that part — and a returned or exchanged stone goes back on
 * sale, its inspection having passed; a piece sent back to the customer (resized, or as it came)
 * goes as a parcel booked with its carrier (shipment-save.service.ts); an exchange credits the customer's store credit
 * (exchangeCreditMinor says how much).
 */

/** A return's refund is made with this key and the request's id: one refund per request, and how its reads find it. */
export const RETURN_REFUND_KEY_PREFIX = 'return-';
/** An exchange's credit entry says this, the request's number and a full stop: how its reads find it. */
export const EXCHANGE_CREDIT_REASON_PREFIX = 'Exchange ';

export interface SettlingRequest {
  id: number;
  number: string;
  order_id: number;
  order_line_id: number;
  quantity: number;
  /** What the pick-up costs, minor units (0 when the customer sent the parcel or it was free). */
  pickup_cost: number;
}

export interface Settlement {
  to: ReturnState;
  actorId: string;
  note: string;
  /** A refund's amount in whole units; left out: what was paid for the pieces sent back. */
  amount: number | undefined;
  /** The parcel that sends the piece back to the customer. */
  parcel: Pick<MoveReturnRequestInput, 'carrierId' | 'trackingNumber' | 'insuredValue' | 'estimatedDelivery'>;
}

async function lineOf(tx: Transaction, lineId: number) {
  return (await findLineFacts(tx, lineId))!;
}

/** Does what settling `request` as `settlement.to` means; a move that settles nothing does nothing. */
export async function settleReturnRequest(
  tx: Transaction,
  context: OrderContext,
  request: SettlingRequest,
  settlement: Settlement,
): Promise<void> {
  if (settlement.amount !== undefined && settlement.to !== 'refunded') {
    throw new AppError('bad-request', returnRequestMessages.amountOnlyForRefund);
  }
  const { parcel } = settlement;
  const parcelGiven = Object.values(parcel).some((value) => value !== undefined);
  if (parcelGiven && !returnMoveShips(settlement.to)) {
    throw new AppError('bad-request', returnRequestMessages.parcelOnlyForShipping);
  }
  if (returnMoveShips(settlement.to)) await shipBack(tx, request, settlement);
  if (settlement.to === 'refunded') await refundReturn(tx, context, request, settlement);
  if (settlement.to === 'credited') await creditExchange(tx, request, settlement);
  if (settlement.to === 'refunded' || settlement.to === 'credited') await stoneBackOnSale(tx, request);
}

async function refundReturn(
  tx: Transaction,
  context: OrderContext,
  request: SettlingRequest,
  settlement: Settlement,
): Promise<void> {
  const line = await lineOf(tx, request.order_line_id);
  // The pick-up's cost, fixed when asked, is the customer's: it comes off what they get back.
  const most = Math.min(
    lessPickup(paidForPieces(line.amount, line.quantity, request.quantity), request.pickup_cost),
    line.amount - line.refundedAmount,
  );
  const amount = settlement.amount === undefined ? most : toMinor(settlement.amount);
  if (amount > most) {
    throw new AppError(
      'unprocessable',
      request.pickup_cost > 0
        ? returnRequestMessages.refundAboveLessPickup(
            formatMoney(most, line.currency),
            formatMoney(request.pickup_cost, line.currency),
          )
        : returnRequestMessages.refundAbove(formatMoney(most, line.currency)),
    );
  }
  // A pick-up that cost all that was paid leaves nothing to give back: the request settles without a refund.
  if (amount === 0) return;
  const note = settlement.note.trim();
  await refundOrderLines(tx, context, {
    orderId: request.order_id,
    lines: [{ lineId: request.order_line_id, amount }],
    reason: note === '' ? `Return ${request.number}.` : `Return ${request.number}: ${note}`,
    actorId: settlement.actorId,
    // One refund per request, whatever happens: a repeat finds the first.
    requestKey: `${RETURN_REFUND_KEY_PREFIX}${request.id}`,
  });
}

async function creditExchange(tx: Transaction, request: SettlingRequest, settlement: Settlement): Promise<void> {
  const row = await findExchangeParty(tx, request.id);
  const amount = lessPickup(
    await exchangeCreditMinor(tx, { ...request, create_date: row!.createDate }),
    request.pickup_cost,
  );
  if (amount === 0) return;
  await issueStoreCredit(tx, {
    userId: row!.userId,
    amount,
    currency: row!.currency,
    kind: 'exchange',
    reason: `${EXCHANGE_CREDIT_REASON_PREFIX}${request.number}.`,
    actorId: settlement.actorId,
    orderId: request.order_id,
  });
}

/** Books the parcel that takes the piece back to the customer, insured for what was paid for it unless staff say. */
async function shipBack(tx: Transaction, request: SettlingRequest, settlement: Settlement): Promise<void> {
  const { carrierId, trackingNumber, estimatedDelivery } = settlement.parcel;
  if (carrierId === undefined || !trackingNumber || estimatedDelivery === undefined) {
    throw new AppError('bad-request', returnRequestMessages.parcelNeeded);
  }
  const line = await lineOf(tx, request.order_line_id);
  await recordShipment(
    tx,
    {
      order: {
        id: request.order_id,
        currency: line.currency,
        total: paidForPieces(line.amount, line.quantity, request.quantity),
      },
      direction: 'back-to-customer',
      returnRequestId: request.id,
    },
    { ...settlement.parcel, carrierId, trackingNumber, estimatedDelivery },
    { userId: settlement.actorId },
  );
}

/** A loose stone sent back and passed by the inspection is for sale again. */
async function stoneBackOnSale(tx: Transaction, request: SettlingRequest): Promise<void> {
  if (await putLineStoneBackOnSale(tx, request.order_line_id)) await announceChange(tx, 'stones');
}
