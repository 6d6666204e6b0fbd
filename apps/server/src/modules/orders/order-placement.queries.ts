import { HOLD_MINUTES } from '@facet/contracts/orders';
import type { Database } from '@facet/db/client';
import { bagLines, bags, couponUses } from '@facet/db/schema/bag';
import { discountCoupons } from '@facet/db/schema/coupons';
import { orderEvents, orderLines, orders } from '@facet/db/schema/orders';
import { stones } from '@facet/db/schema/stones';
import { addresses } from '@facet/db/schema/users';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';

/*
 * Placing an order's SQL, every column named through the schema's tables (packages/db/src/schema),
 * so that a renamed column fails `npm run typecheck` here rather than a checkout at run time; the
 * rows' types come from the same tables. The service (order-placement.service.ts) holds the rules,
 * the transaction and the order its locks are taken in: the customer first (lockBag), the stones
 * (holdAvailableStones), the coupon last (takeCouponUse).
 */

/** The id of the order the customer placed with this checkout attempt's key, if any. */
export async function findOrderOfKey(tx: Database, userId: string, idempotencyKey: string) {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  return row;
}

/** The country of one of the customer's addresses; another customer's is not found. */
export async function findAddressCountry(db: Database, userId: string, addressId: string) {
  const [row] = await db
    .select({ country: addresses.country })
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row?.country;
}

/** What an order is placed with: everything but what the table fills itself. */
export type NewOrder = Omit<
  typeof orders.$inferInsert,
  'id' | 'state' | 'storeCreditGivenBack' | 'holdUntil' | 'trackingNumber' | 'paidAt' | 'createDate' | 'updateDate'
>;

/** Writes the order, awaiting payment, its pieces held for HOLD_MINUTES from now; its id and number. */
export async function insertOrder(tx: Database, order: NewOrder) {
  const [row] = await tx
    .insert(orders)
    .values({ ...order, holdUntil: sql`now() + make_interval(mins => ${HOLD_MINUTES})` })
    .returning({ id: orders.id, number: orders.number });
  return row!;
}

/** An order line as placement writes it. */
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'refundedAmount'>;

/** Writes every line of the order in one statement. */
export async function insertOrderLines(tx: Database, lines: readonly NewOrderLine[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(orderLines).values([...lines]);
}

/**
 * Moves the stones still available among these to `on_hold`; the ids of those it moved. A
 * second checkout of the same stone waits on the first's row lock, then finds it held.
 */
export function holdAvailableStones(tx: Database, stoneIds: readonly number[]) {
  return tx
    .update(stones)
    .set({ state: 'on_hold', updateDate: sql`now()` })
    .where(and(inArray(stones.id, [...stoneIds]), eq(stones.state, 'available')))
    .returning({ id: stones.id });
}

/** A stone's state now, undefined when there is no such stone. */
export async function findStoneState(tx: Database, stoneId: number) {
  const [row] = await tx.select({ state: stones.state }).from(stones).where(eq(stones.id, stoneId));
  return row?.state;
}

/** Empties the customer's bag: its lines, and the coupon it carried. */
export async function emptyBag(tx: Database, userId: string): Promise<void> {
  await tx.delete(bagLines).where(eq(bagLines.userId, userId));
  await tx
    .update(bags)
    .set({ discountCouponId: null, updateDate: sql`now()` })
    .where(eq(bags.userId, userId));
}

/** The first line of the order's history: placed by the customer, awaiting payment. */
export async function insertPlacedEvent(tx: Database, orderId: number, userId: string): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId,
    fromState: null,
    toState: 'PendingPayment',
    mover: 'customer',
    actorId: userId,
    note: 'Order placed.',
  });
}

/**
 * One more use of the coupon, only while its uses are below the limit and it has not ended;
 * false when none was taken. The row lock it takes is held until commit.
 */
export async function takeCouponUse(tx: Database, couponId: number): Promise<boolean> {
  const taken = await tx
    .update(discountCoupons)
    .set({ uses: sql`${discountCoupons.uses} + 1`, updateDate: sql`now()` })
    .where(
      and(
        eq(discountCoupons.id, couponId),
        lt(discountCoupons.uses, discountCoupons.usageLimit),
        isNull(discountCoupons.endedAt),
      ),
    )
    .returning({ id: discountCoupons.id });
  return taken.length > 0;
}

/** Records the use against the order, so that cancelling it gives the use back. */
export async function insertCouponUse(
  tx: Database,
  use: Pick<typeof couponUses.$inferInsert, 'discountCouponId' | 'userId' | 'orderId'>,
): Promise<void> {
  await tx.insert(couponUses).values(use);
}
