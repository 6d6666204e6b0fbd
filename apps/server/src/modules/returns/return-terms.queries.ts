import type { ReturnKind } from '@facet/contracts/return-states';
import { openReturnStates } from '@facet/contracts/return-states';
import { type Database, queryRows } from '@facet/db/client';
import { metals } from '@facet/db/schema/metals';
import { orderEvents, orderLines, orders } from '@facet/db/schema/orders';
import { returnRequests } from '@facet/db/schema/returns';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/*
 * What the return terms and the exchange credit read of an order and its lines, every column named
 * through the schema's tables (packages/db/src/schema), so that a renamed column fails
 * `npm run typecheck` here rather than a query at run time. The services (return-terms.service.ts,
 * return-credit.service.ts) hold the rules.
 */

/** An order's state and currency, and when it was last moved to Delivered (null: never). */
export interface OrderDeliveryRow {
  state: typeof orders.$inferSelect.state;
  currency: typeof orders.$inferSelect.currency;
  delivered_at: string | Date | null;
}

/**
 * The order's state, currency and delivery time (undefined for no such order). Raw SQL: in
 * Drizzle's select from one table, the subquery's `order_id = id` would lose its tables' names.
 */
export async function findOrderDelivery(db: Database, orderId: number): Promise<OrderDeliveryRow | undefined> {
  const [row] = await queryRows<OrderDeliveryRow>(
    db,
    sql`select ${orders.state}, ${orders.currency},
               (select max(${orderEvents.createDate}) from ${orderEvents}
                 where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.toState} = 'Delivered') as delivered_at
          from ${orders} where ${orders.id} = ${orderId}`,
  );
  return row;
}

/** A line of an order with what its requests so far have done to it. */
export interface LineReturnRow {
  id: number;
  stone_id: number | null;
  ring_size: string | null;
  engraving: string | null;
  quantity: number;
  amount: number;
  resizes_done: number;
  settled_quantity: number;
  open_kind: ReturnKind | null;
  open_number: string | null;
}

const openRequest = alias(returnRequests, 'open');

/**
 * The order's lines by position, each with its resizes done, its pieces settled (refunded or
 * credited) and its open request if any. Raw SQL: correlated subqueries on the same table.
 */
export function listLineReturnRows(db: Database, orderId: number): Promise<LineReturnRow[]> {
  return queryRows<LineReturnRow>(
    db,
    sql`select ${orderLines.id}, ${orderLines.stoneId}, ${orderLines.ringSize}, ${orderLines.engraving},
               ${orderLines.quantity}, ${orderLines.amount}::float8 as amount,
               (select count(*)::int from ${returnRequests}
                 where ${returnRequests.orderLineId} = ${orderLines.id} and ${returnRequests.kind} = 'resize'
                   and ${returnRequests.state} = 'shipped-back') as resizes_done,
               (select coalesce(sum(${returnRequests.quantity}), 0)::int from ${returnRequests}
                 where ${returnRequests.orderLineId} = ${orderLines.id}
                   and ${returnRequests.state} in ('refunded', 'credited')) as settled_quantity,
               ${openRequest.kind} as open_kind, ${openRequest.number} as open_number
          from ${orderLines}
          left join ${returnRequests} ${openRequest}
            on ${openRequest.orderLineId} = ${orderLines.id}
           and ${openRequest.state} in (${sql.join(
             openReturnStates.map((state) => sql`${state}`),
             sql`, `,
           )})
         where ${orderLines.orderId} = ${orderId}
         order by ${orderLines.position}`,
  );
}

/** What was paid for a line and how many pieces, the refund it has had, its stone and its order's currency. */
export async function findLineFacts(db: Database, lineId: number) {
  const [row] = await db
    .select({
      amount: orderLines.amount,
      quantity: orderLines.quantity,
      refundedAmount: orderLines.refundedAmount,
      stoneId: orderLines.stoneId,
      currency: orders.currency,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLines.id, lineId));
  return row;
}

/** What a line's buyback and exchange values are reckoned from (decision 030), fixed at placement. */
export async function findLineValueBasis(db: Database, lineId: number) {
  const [row] = await db
    .select({
      stoneId: orderLines.stoneId,
      basisMetal: metals.name,
      metalFineness: orderLines.metalFineness,
      netMetalMg: orderLines.netMetalMg,
      stoneKind: orderLines.stoneKind,
      stonesPaid: orderLines.stonesPaid,
    })
    .from(orderLines)
    .leftJoin(metals, eq(metals.id, orderLines.metalId))
    .where(eq(orderLines.id, lineId));
  return row;
}
