import { openReturnStates, type ReturnKind, type ReturnState } from '@facet/contracts/return-states';
import type { ReturnRequestListQuery } from '@facet/contracts/returns';
import { type Database, queryRows } from '@facet/db/client';
import { carriers, shipments } from '@facet/db/schema/carriers';
import { media } from '@facet/db/schema/media';
import { orderLines, orders } from '@facet/db/schema/orders';
import { orderRefunds } from '@facet/db/schema/refunds';
import { returnRequestEvents, returnRequestPictures, returnRequests } from '@facet/db/schema/returns';
import { storeCreditEntries } from '@facet/db/schema/store-credit';
import { taxDocuments } from '@facet/db/schema/tax-documents';
import { users } from '@facet/db/schema/users';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { shipmentColumns, type ShipmentRow } from '../shipments/shipment-reads.service.ts';
import { EXCHANGE_CREDIT_REASON_PREFIX, RETURN_REFUND_KEY_PREFIX } from './return-request-settle.service.ts';

/*
 * The reads of return requests, every column named through the schema's tables
 * (packages/db/src/schema), so that a renamed column fails `npm run typecheck` here rather than a
 * query at run time. Raw SQL: a request is read in one query with its pictures, history, parcels
 * and what settling it gave as JSON columns, and the queue counts its pages with a window. The
 * service (return-request-reads.service.ts) shapes the rows.
 */

/** A request with its order, line, customer, pictures, history, parcels and settlement. */
export interface RequestRow {
  id: number;
  number: string;
  kind: ReturnKind;
  state: ReturnState;
  user_id: string;
  order_id: number;
  order_number: string;
  currency: 'INR' | 'USD';
  customer_name: string;
  email: string;
  line_id: number;
  sku: string;
  name: string;
  details: string;
  ring_size: string | null;
  engraving: string | null;
  line_quantity: number;
  picture_url: string | null;
  amount: number;
  quantity: number;
  reason: string;
  new_ring_size: string | null;
  inspection_note: string | null;
  pickup: boolean;
  pickup_cost: number;
  create_date: string | Date;
  update_date: string | Date;
  pictures: { id: string; key: string; width: number; height: number; stage: 'request' | 'inspection' }[];
  shipment: ShipmentRow | null;
  refund: { amount: number; credit_note_id: number | null; credit_note_number: string | null } | null;
  credited: number | null;
  return_parcel: ShipmentRow | null;
  events: {
    from_state: ReturnState | null;
    to_state: ReturnState;
    mover: 'customer' | 'staff';
    note: string;
    create_date: string;
  }[];
}

/** The names shipmentColumns reads a parcel and its carrier by. */
const sh = alias(shipments, 'sh');
const c = alias(carriers, 'c');

const parcelOf = (direction: 'return' | 'back-to-customer') => sql`(select row_to_json(s) from (
    select ${shipmentColumns}
      from ${shipments} ${sh} join ${carriers} ${c} on ${c.id} = ${sh.carrierId}
     where ${sh.returnRequestId} = ${returnRequests.id} and ${sh.direction} = ${direction}) s)`;

const selectRequests = sql`
  select ${returnRequests.id}, ${returnRequests.number}, ${returnRequests.kind}, ${returnRequests.state},
         ${returnRequests.userId}, ${returnRequests.orderId}, ${orders.number} as order_number, ${orders.currency},
         trim(${users.firstName} || ' ' || ${users.lastName}) as customer_name, ${orders.email},
         ${orderLines.id} as line_id, ${orderLines.sku}, ${orderLines.name}, ${orderLines.details},
         ${orderLines.ringSize}, ${orderLines.engraving}, ${orderLines.quantity} as line_quantity,
         ${orderLines.pictureUrl}, ${orderLines.amount}::float8 as amount, ${returnRequests.quantity},
         ${returnRequests.reason}, ${returnRequests.newRingSize}, ${returnRequests.inspectionNote},
         ${returnRequests.pickup}, ${returnRequests.pickupCost}::float8 as pickup_cost,
         ${returnRequests.createDate}, ${returnRequests.updateDate},
         (select coalesce(json_agg(p order by p.stage desc, p.position), '[]') from (
            select ${media.id}, ${media.key}, ${media.width}, ${media.height},
                   ${returnRequestPictures.stage}, ${returnRequestPictures.position}
              from ${returnRequestPictures} join ${media} on ${media.id} = ${returnRequestPictures.mediaId}
             where ${returnRequestPictures.returnRequestId} = ${returnRequests.id}) p) as pictures,
         (select coalesce(json_agg(e order by e.id), '[]') from (
            select ${returnRequestEvents.id}, ${returnRequestEvents.fromState}, ${returnRequestEvents.toState},
                   ${returnRequestEvents.mover}, ${returnRequestEvents.note}, ${returnRequestEvents.createDate}
              from ${returnRequestEvents}
             where ${returnRequestEvents.returnRequestId} = ${returnRequests.id}) e) as events,
         ${parcelOf('back-to-customer')} as shipment,
         ${parcelOf('return')} as return_parcel,
         -- What settling it gave: the refund the request made (its key, return-settle), or the
         -- exchange's credit entry (its reason, creditExchange's words: the ledger has no request column).
         (select json_build_object('amount', ${orderRefunds.amount}::float8, 'credit_note_id', ${taxDocuments.id},
                                   'credit_note_number', ${taxDocuments.number})
            from ${orderRefunds} left join ${taxDocuments} on ${taxDocuments.id} = ${orderRefunds.creditNoteId}
           where ${orderRefunds.orderId} = ${returnRequests.orderId}
             and ${orderRefunds.requestKey} = ${RETURN_REFUND_KEY_PREFIX}::text || ${returnRequests.id}::text) as refund,
         (select sum(${storeCreditEntries.amount})::float8 from ${storeCreditEntries}
           where ${storeCreditEntries.orderId} = ${returnRequests.orderId} and ${storeCreditEntries.kind} = 'exchange'
             and ${storeCreditEntries.reason} = ${EXCHANGE_CREDIT_REASON_PREFIX}::text || ${returnRequests.number} || '.')
           as credited
    from ${returnRequests}
    join ${orders} on ${orders.id} = ${returnRequests.orderId}
    join ${orderLines} on ${orderLines.id} = ${returnRequests.orderLineId}
    join ${users} on ${users.id} = ${returnRequests.userId}`;

export async function findRequest(db: Database, id: number): Promise<RequestRow | undefined> {
  const [row] = await queryRows<RequestRow>(db, sql`${selectRequests} where ${returnRequests.id} = ${id}`);
  return row;
}

/** The customer's requests, newest first (at most 200): of one order, or all of theirs. */
export function listCustomerRequests(db: Database, userId: string, orderId: number | undefined): Promise<RequestRow[]> {
  return queryRows<RequestRow>(
    db,
    sql`${selectRequests}
         where ${returnRequests.userId} = ${userId}
               ${orderId === undefined ? sql`` : sql`and ${returnRequests.orderId} = ${orderId}`}
         order by ${returnRequests.id} desc limit 200`,
  );
}

export async function findOrderOwner(db: Database, orderId: number): Promise<string | undefined> {
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  return row?.userId;
}

function filtersOf(query: ReturnRequestListQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.state === 'open') {
    conditions.push(
      sql`${returnRequests.state} in (${sql.join(
        openReturnStates.map((state) => sql`${state}`),
        sql`, `,
      )})`,
    );
  } else if (query.state !== 'all') conditions.push(sql`${returnRequests.state} = ${query.state}`);
  if (query.kind) conditions.push(sql`${returnRequests.kind} = ${query.kind}`);
  // Days are India's: a request belongs to the day it was made there.
  if (query.from) {
    conditions.push(sql`(${returnRequests.createDate} at time zone 'Asia/Kolkata')::date >= ${query.from}::date`);
  }
  if (query.to) {
    conditions.push(sql`(${returnRequests.createDate} at time zone 'Asia/Kolkata')::date <= ${query.to}::date`);
  }
  return sql.join(conditions, sql` and `);
}

/** A request as the staff's queue lists it, with how many the filters find in all. */
export interface QueueRow {
  id: number;
  number: string;
  kind: ReturnKind;
  state: ReturnState;
  order_id: number;
  order_number: string;
  currency: 'INR' | 'USD';
  customer_name: string;
  email: string;
  quantity: number;
  line_name: string;
  create_date: string | Date;
  update_date: string | Date;
  /** A string on PGlite, a number on PostgreSQL (count(*)). */
  total: number | string;
}

/** A page of the staff's queue: oldest first for the open requests (the one waiting longest), else newest. */
export function listQueuePage(db: Database, query: ReturnRequestListQuery): Promise<QueueRow[]> {
  const oldestFirst = query.state === 'open';
  return queryRows<QueueRow>(
    db,
    sql`select ${returnRequests.id}, ${returnRequests.number}, ${returnRequests.kind}, ${returnRequests.state},
               ${returnRequests.orderId}, ${orders.number} as order_number, ${orders.currency},
               trim(${users.firstName} || ' ' || ${users.lastName}) as customer_name, ${orders.email},
               ${returnRequests.quantity}, ${orderLines.name} as line_name,
               ${returnRequests.createDate}, ${returnRequests.updateDate}, count(*) over () as total
          from ${returnRequests}
          join ${orders} on ${orders.id} = ${returnRequests.orderId}
          join ${orderLines} on ${orderLines.id} = ${returnRequests.orderLineId}
          join ${users} on ${users.id} = ${returnRequests.userId}
         where ${filtersOf(query)}
         order by ${returnRequests.id} ${oldestFirst ? sql`asc` : sql`desc`}
         limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
  );
}
