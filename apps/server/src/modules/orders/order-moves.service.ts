import { type OrderMover, type OrderState, isPaidState, transitionProblem } from '@facet/contracts/order-states';
import type { PaymentProvider } from '@facet/contracts/orders';
import type { UpdateOrderStatusInput } from '@facet/contracts/order-shapes';
import type { Actor } from '@facet/contracts/permissions';
import { type Database, queryRows, type Transaction } from '@facet/db/client';
import { sql } from 'drizzle-orm';
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

export interface LockedOrder {
  id: number;
  number: string;
  state: OrderState;
  provider: PaymentProvider;
  currency: 'INR' | 'USD';
  total: number;
  /** The part of the total paid with store credit when it was placed; the provider is asked for the rest. */
  store_credit: number;
  email: string;
  first_name: string;
  tracking_number: string | null;
  user_id: string;
  /** The hold of a `PendingPayment` order has not run out yet. */
  hold_running: boolean;
  /** What a provider's checkout prefills: the customer's name and phone. */
  last_name: string;
  phone_number: string | null;
  address_phone: string;
}

/** The order's row, locked until the transaction ends; null when there is none. */
export async function lockOrder(tx: Transaction, orderId: number): Promise<LockedOrder | null> {
  const [order] = await queryRows<LockedOrder>(
    tx,
    sql`select o.id, o.number, o.state, o.provider, o.currency, o.total::float8 as total,
               o.store_credit::float8 as store_credit, o.email,
               u.first_name, o.tracking_number, o.user_id, o.hold_until > now() as hold_running, u.last_name,
               u.phone_number, o.address->>'phoneNumber' as address_phone
          from orders o join users u on u.id = o.user_id
         where o.id = ${orderId}
           for update of o`,
  );
  return order ?? null;
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
  await tx.execute(
    sql`update orders
           set state = ${to}, update_date = now(),
               tracking_number = coalesce(${tracking}, tracking_number),
               paid_at = case when ${to} = 'Paid' then now() else paid_at end
         where id = ${order.id}`,
  );
  const stonesBack = to === 'Cancelled' || (to === 'Refunded' && order.state === 'Paid');
  if (to === 'Paid' || stonesBack) {
    const moved = await queryRows<{ id: number }>(
      tx,
      to === 'Paid'
        ? sql`update stones set state = 'sold', update_date = now()
               where id in (select stone_id from order_lines where order_id = ${order.id} and stone_id is not null)
                 and state = 'on_hold'
           returning id`
        : sql`update stones set state = 'available', update_date = now()
               where id in (select stone_id from order_lines where order_id = ${order.id} and stone_id is not null)
                 and state in ('on_hold', 'sold')
           returning id`,
    );
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
  await tx.execute(
    sql`insert into order_events (order_id, from_state, to_state, mover, actor_id, note, tracking_number)
        values (${order.id}, ${order.state}, ${to}, ${move.mover}, ${move.actorId}, ${move.note}, ${tracking})`,
  );
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
  const released = await queryRows<{ discount_coupon_id: number }>(
    tx,
    sql`delete from coupon_uses where order_id = ${orderId} returning discount_coupon_id`,
  );
  for (const use of released) {
    await tx.execute(
      sql`update discount_coupons set uses = uses - 1, update_date = now() where id = ${use.discount_coupon_id}`,
    );
  }
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
