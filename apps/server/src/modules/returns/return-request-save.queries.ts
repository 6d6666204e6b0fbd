import type { ReturnState } from '@facet/contracts/return-states';
import type { Database } from '@facet/db/client';
import { carriers, shipments } from '@facet/db/schema/carriers';
import { orderLines, orders } from '@facet/db/schema/orders';
import { returnRequestEvents, returnRequestPictures, returnRequests } from '@facet/db/schema/returns';
import { stones } from '@facet/db/schema/stones';
import { users } from '@facet/db/schema/users';
import { and, eq, inArray, sql } from 'drizzle-orm';

/*
 * The SQL of making, moving and settling return requests and of their parcels and e-mails, every
 * column named through the schema's tables (packages/db/src/schema), so that a renamed column
 * fails `npm run typecheck` here rather than a query at run time; the rows' types come from the
 * same tables. The services (return-request-*.service.ts, return-parcel-save.service.ts) hold the
 * rules, the transactions, the order of the locks and the refusals.
 */

/** The line's order and its owner, with the line's ring size; the order's row locked (for update of orders). */
export async function lockOrderOfLine(tx: Database, lineId: number) {
  const [row] = await tx
    .select({ orderId: orders.id, userId: orders.userId, ringSize: orderLines.ringSize })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLines.id, lineId))
    .for('update', { of: orders });
  return row;
}

export function countPictures(tx: Database, requestId: number, stage: 'request' | 'inspection'): Promise<number> {
  return tx.$count(
    returnRequestPictures,
    and(eq(returnRequestPictures.returnRequestId, requestId), eq(returnRequestPictures.stage, stage)),
  );
}

export async function insertPictures(
  tx: Database,
  pictures: (typeof returnRequestPictures.$inferInsert)[],
): Promise<void> {
  await tx.insert(returnRequestPictures).values(pictures);
}

/** Records a new request; its id. */
export async function insertRequest(tx: Database, request: typeof returnRequests.$inferInsert): Promise<number> {
  const [row] = await tx.insert(returnRequests).values(request).returning({ id: returnRequests.id });
  return row!.id;
}

export async function insertRequestEvent(tx: Database, event: typeof returnRequestEvents.$inferInsert): Promise<void> {
  await tx.insert(returnRequestEvents).values(event);
}

/** The order of the request (undefined for no such request), read without a lock. */
export async function findRequestOrderId(tx: Database, id: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ orderId: returnRequests.orderId })
    .from(returnRequests)
    .where(eq(returnRequests.id, id));
  return row?.orderId;
}

/** A request as its moves need it, its row locked (for update). */
export async function lockRequestRow(tx: Database, id: number) {
  const [row] = await tx
    .select({
      id: returnRequests.id,
      number: returnRequests.number,
      kind: returnRequests.kind,
      state: returnRequests.state,
      user_id: returnRequests.userId,
      order_id: returnRequests.orderId,
      order_line_id: returnRequests.orderLineId,
      quantity: returnRequests.quantity,
      pickup: returnRequests.pickup,
      pickup_cost: returnRequests.pickupCost,
      create_date: returnRequests.createDate,
    })
    .from(returnRequests)
    .where(eq(returnRequests.id, id))
    .for('update');
  return row;
}

/** Moves the request to `state`; an inspection (`inspectionNote` given) keeps its note. */
export async function updateRequestState(
  tx: Database,
  id: number,
  state: ReturnState,
  inspectionNote: string | undefined,
): Promise<void> {
  await tx
    .update(returnRequests)
    .set({ state, updateDate: sql`now()`, ...(inspectionNote === undefined ? {} : { inspectionNote }) })
    .where(eq(returnRequests.id, id));
}

/** Whether the request's parcel to the shop (its `return` shipment) is recorded. */
export async function hasReturnParcel(tx: Database, requestId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.returnRequestId, requestId), eq(shipments.direction, 'return')));
  return row !== undefined;
}

export async function findCarrier(tx: Database, id: number) {
  const [row] = await tx
    .select({ name: carriers.name, trackingUrl: carriers.trackingUrl })
    .from(carriers)
    .where(eq(carriers.id, id));
  return row;
}

/** What a request's e-mail says of it, its order, its line and its customer. */
export async function findRequestForMail(tx: Database, id: number) {
  const [row] = await tx
    .select({
      number: returnRequests.number,
      kind: returnRequests.kind,
      email: orders.email,
      firstName: users.firstName,
      orderNumber: orders.number,
      name: orderLines.name,
      details: orderLines.details,
      ringSize: orderLines.ringSize,
      quantity: returnRequests.quantity,
      newRingSize: returnRequests.newRingSize,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(orderLines, eq(orderLines.id, returnRequests.orderLineId))
    .innerJoin(users, eq(users.id, returnRequests.userId))
    .where(eq(returnRequests.id, id));
  return row;
}

/** Who an exchange credits, when they asked, and in what currency. */
export async function findExchangeParty(tx: Database, id: number) {
  const [row] = await tx
    .select({ userId: returnRequests.userId, createDate: returnRequests.createDate, currency: orders.currency })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(eq(returnRequests.id, id));
  return row;
}

/** The line's stone, if it is one and sold, is available again; whether one was. */
export async function putLineStoneBackOnSale(tx: Database, lineId: number): Promise<boolean> {
  const lineStone = tx.select({ id: orderLines.stoneId }).from(orderLines).where(eq(orderLines.id, lineId));
  const back = await tx
    .update(stones)
    .set({ state: 'available', updateDate: sql`now()` })
    .where(and(inArray(stones.id, lineStone), eq(stones.state, 'sold')))
    .returning({ id: stones.id });
  return back.length > 0;
}
