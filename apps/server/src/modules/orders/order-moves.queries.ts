import type { OrderState } from '@facet/contracts/order-states';
import type { PaymentProvider } from '@facet/contracts/orders';
import { type Database, queryRows } from '@facet/db/client';
import { couponUses } from '@facet/db/schema/bag';
import { discountCoupons } from '@facet/db/schema/coupons';
import { orderEvents, orderLines, orders } from '@facet/db/schema/orders';
import { stones } from '@facet/db/schema/stones';
import { users } from '@facet/db/schema/users';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';

/*
 * Moving orders' SQL, every column named through the schema's tables (packages/db/src/schema), so
 * that a renamed column fails `npm run typecheck` here rather than a move at run time. The service
 * (order-moves.service.ts) holds the table of moves, the transaction and the order's lock.
 */

/** An order as a move reads it, its row locked (money as numbers on both engines). */
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

/**
 * The order's row with its customer's name and phone, the order's row locked (for update of the
 * order only) until the transaction ends. Raw SQL: the address's phone is read out of its JSON.
 */
export async function lockOrderRow(tx: Database, orderId: number): Promise<LockedOrder | undefined> {
  const [row] = await queryRows<LockedOrder>(
    tx,
    sql`select ${orders.id}, ${orders.number}, ${orders.state}, ${orders.provider}, ${orders.currency},
               ${orders.total}::float8 as total, ${orders.storeCredit}::float8 as store_credit, ${orders.email},
               ${users.firstName}, ${orders.trackingNumber}, ${orders.userId},
               ${orders.holdUntil} > now() as hold_running, ${users.lastName}, ${users.phoneNumber},
               ${orders.address}->>'phoneNumber' as address_phone
          from ${orders} join ${users} on ${users.id} = ${orders.userId}
         where ${orders.id} = ${orderId}
           for update of ${orders}`,
  );
  return row;
}

/** The order in its new state; the tracking number when one is given, the time paid when it is paid. */
export async function updateOrderState(
  tx: Database,
  orderId: number,
  to: OrderState,
  trackingNumber: string | null,
): Promise<void> {
  await tx
    .update(orders)
    .set({
      state: to,
      updateDate: sql`now()`,
      ...(trackingNumber === null ? {} : { trackingNumber }),
      ...(to === 'Paid' ? { paidAt: sql`now()` } : {}),
    })
    .where(eq(orders.id, orderId));
}

/** The ids of the order's stones, as a subquery. */
const stonesOfOrder = (tx: Database, orderId: number) =>
  tx
    .select({ id: orderLines.stoneId })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.stoneId)));

/** The order's held stones sold; the ids of those it moved. */
export function sellHeldStones(tx: Database, orderId: number) {
  return tx
    .update(stones)
    .set({ state: 'sold', updateDate: sql`now()` })
    .where(and(inArray(stones.id, stonesOfOrder(tx, orderId)), eq(stones.state, 'on_hold')))
    .returning({ id: stones.id });
}

/** The order's held or sold stones back on sale; the ids of those it moved. */
export function releaseStones(tx: Database, orderId: number) {
  return tx
    .update(stones)
    .set({ state: 'available', updateDate: sql`now()` })
    .where(and(inArray(stones.id, stonesOfOrder(tx, orderId)), inArray(stones.state, ['on_hold', 'sold'])))
    .returning({ id: stones.id });
}

/** Deletes the coupon uses the order consumed; the coupons they were of. */
export function deleteCouponUsesOfOrder(tx: Database, orderId: number) {
  return tx
    .delete(couponUses)
    .where(eq(couponUses.orderId, orderId))
    .returning({ discountCouponId: couponUses.discountCouponId });
}

/** One use of the coupon given back. */
export async function giveBackOneUse(tx: Database, couponId: number): Promise<void> {
  await tx
    .update(discountCoupons)
    .set({ uses: sql`${discountCoupons.uses} - 1`, updateDate: sql`now()` })
    .where(eq(discountCoupons.id, couponId));
}

/** A line of the order's history: who moved it, from what to what, with a note and tracking number. */
export async function insertOrderEvent(
  tx: Database,
  event: Pick<
    typeof orderEvents.$inferInsert,
    'orderId' | 'fromState' | 'toState' | 'mover' | 'actorId' | 'note' | 'trackingNumber'
  >,
): Promise<void> {
  await tx.insert(orderEvents).values(event);
}
