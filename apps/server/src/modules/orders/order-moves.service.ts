import { type OrderMover, type OrderState, isPaidState, transitionProblem } from '@facet/contracts/order-states';
import type { UpdateOrderStatusInput } from '@facet/contracts/order-shapes';
import type { Actor } from '@facet/contracts/permissions';
import type { Database, Transaction } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { announceChange } from '../../lib/reference-cache.ts';
import type { MailContext } from '../auth/account-mail.ts';
import { recordHuids } from './order-huids-save.service.ts';
import { sendOrderEmail } from './order-mail.service.ts';
import { NO_SUCH_ORDER } from './order-reads.service.ts';
import type { PaymentGateways } from '../payments/payment-gateways.ts';
import { giveBackEverythingLeft } from '../refunds/refund-ledger.service.ts';
import { giveBackStoreCredit } from '../store-credit/store-credit.service.ts';
import { recordOutboundShipment, shipmentFieldsProblem } from '../shipments/shipment-save.service.ts';
import { type IssuedDocument, issueInvoice } from '../tax-documents/tax-document-issue.service.ts';
import {
  deleteCouponUsesOfOrder,
  giveBackOneUse,
  insertOrderEvent,
  type LockedOrder,
  lockOrderRow,
  releaseStones,
  sellHeldStones,
  updateOrderState,
} from './order-moves.queries.ts';

export type { LockedOrder };

/*
 * Moving orders from state to state (contracts/order-states.ts is the table). Every move runs
 * in one transaction that first locks the order's row, checks the move from the state it finds
 * (so a move decided on a stale page, or a capture racing its webhook, is refused or becomes a
 * repeat — never applied twice), then does what the move means: a paid order's stones are sold;
 * a cancelled one's stones go back on sale and its coupon use is given back; money taken and not
 * yet given back is refunded through the provider and the refund ledger. Each move is recorded (who, when, note, tracking number) and
 * e-mailed to the customer through the outbox, in the same transaction.
 */

/** What moving orders needs besides the database: how to e-mail, and the payment providers. */
export interface OrderContext {
  mail: MailContext;
  gateways: PaymentGateways;
}

/** The order's row, locked until the transaction ends; null when there is none. */
export async function lockOrder(tx: Transaction, orderId: number): Promise<LockedOrder | null> {
  return (await lockOrderRow(tx, orderId)) ?? null;
}

interface Move {
  to: OrderState;
  mover: OrderMover | 'customer';
  actorId: string | null;
  note: string;
  trackingNumber?: string | null;
  /** The credit note of the refund a cancellation or refund made (sent with its e-mail). */
  creditNote?: IssuedDocument | null;
}

/**
 * Applies a move already checked against the table, with what it means for stones, the coupon,
 * the record and the customer's e-mail. The caller holds the order's lock.
 */
export async function applyMove(tx: Transaction, context: OrderContext, order: LockedOrder, move: Move): Promise<void> {
  const { to } = move;
  const tracking = move.trackingNumber ?? null;
  await updateOrderState(tx, order.id, to, tracking);
  const stonesBack = to === 'Cancelled' || (to === 'Refunded' && order.state === 'Paid');
  if (to === 'Paid' || stonesBack) {
    const moved = to === 'Paid' ? await sellHeldStones(tx, order.id) : await releaseStones(tx, order.id);
    if (moved.length > 0) await announceChange(tx, 'stones');
  }
  if (to === 'Cancelled') await giveBackCouponUse(tx, order.id);
  // The credit an order spent goes back to the ledger, once, however it is undone; the money a
  // provider took goes back through the refund ledger (giveBackEverythingLeft), so a refund splits the two.
  if ((to === 'Cancelled' || to === 'Refunded') && order.store_credit > 0) {
    await giveBackStoreCredit(
      tx,
      order.id,
      `${to === 'Cancelled' ? 'Order cancelled' : 'Order refunded'}: ${order.number}.`,
    );
  }
  // The tax invoice on payment (decision 024); the credit note of what an undoing move gave back (032).
  const document = to === 'Paid' ? await issueInvoice(tx, order.id) : (move.creditNote ?? null);
  await insertOrderEvent(tx, {
    orderId: order.id,
    fromState: order.state,
    toState: to,
    mover: move.mover,
    actorId: move.actorId,
    note: move.note,
    trackingNumber: tracking,
  });
  await sendOrderEmail(
    tx,
    context.mail,
    { ...order, state: to, tracking_number: tracking ?? order.tracking_number },
    move.note,
    document,
  );
}

/** Why a credit note was issued: "Order cancelled: the customer changed their mind." */
export function creditNoteReason(to: 'Cancelled' | 'Refunded', note: string): string {
  const what = to === 'Cancelled' ? 'Order cancelled' : 'Order refunded';
  return note.trim() === '' ? `${what}.` : `${what}: ${note.trim()}`;
}

async function giveBackCouponUse(tx: Transaction, orderId: number): Promise<void> {
  const released = await deleteCouponUsesOfOrder(tx, orderId);
  for (const use of released) await giveBackOneUse(tx, use.discountCouponId);
}

/**
 * PUT /api/order-detail/updateStatus: staff move an order (Orders area). Cancelling a paid order
 * and refunding one give the money back through the provider first; shipping one records the
 * HUID of every hallmarked piece (order-huids-save.service.ts) and books its parcel with its
 * carrier (shipment-save.service.ts) before the e-mail that shows them.
 */
export async function updateOrderStatus(
  db: Database,
  context: OrderContext,
  input: UpdateOrderStatusInput,
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.id);
    if (!order) throw new AppError('not-found', NO_SUCH_ORDER);
    const problem =
      transitionProblem(order.state, input.status, 'staff', input.trackingNumber) ?? shipmentFieldsProblem(input);
    if (problem) throw new AppError('unprocessable', problem);
    // With a carrier the parcel is booked as a shipment and its number kept as the carrier writes it;
    // without one (the call as it was before carriers) the number is kept as given.
    let trackingNumber = input.trackingNumber;
    if (input.status === 'Shipped' && input.carrierId !== undefined && trackingNumber) {
      trackingNumber = await recordOutboundShipment(
        tx,
        order,
        { ...input, carrierId: input.carrierId, trackingNumber },
        actor,
      );
    }
    if (input.status === 'Shipped') await recordHuids(tx, order, input.huids);
    else if (input.huids.length > 0) {
      throw new AppError('unprocessable', 'HUIDs are recorded when the order ships; leave them out of this move.');
    }
    // Everything left is given back through the refund ledger, with its credit note (decision 032).
    const undone = input.status === 'Refunded' || (input.status === 'Cancelled' && isPaidState(order.state));
    const refund = undone
      ? await giveBackEverythingLeft(tx, context.gateways, order, {
          reason:
            input.note.trim() === ''
              ? `Order ${input.status === 'Refunded' ? 'refunded' : 'cancelled'}.`
              : input.note.trim(),
          creditNoteReason: creditNoteReason(input.status as 'Cancelled' | 'Refunded', input.note),
          actorId: actor.userId,
        })
      : null;
    await applyMove(tx, context, order, {
      to: input.status,
      mover: 'staff',
      actorId: actor.userId,
      note: input.note,
      trackingNumber: input.status === 'Shipped' ? trackingNumber : null,
      creditNote: refund?.creditNote ?? null,
    });
  });
}
