import { mediaPath } from '@facet/contracts/media-sizes';
import { fromMinor } from '@facet/contracts/money';
import type { Actor } from '@facet/contracts/permissions';
import { nextReturnStates, openReturnStates, type ReturnKind, type ReturnState } from '@facet/contracts/return-states';
import {
  type CustomerReturnRequestQuery,
  type OrderReturnOptions,
  type ReturnRequestListQuery,
  returnRequestMessages,
  type ReturnRequestPage,
  type ReturnRequestRecord,
} from '@facet/contracts/returns';
import { lessPickup, paidForPieces } from '@facet/contracts/return-eligibility';
import { type Database, queryRows } from '@facet/db/client';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { NO_SUCH_ORDER } from '../orders/order-reads.service.ts';
import { exchangeCreditMinor } from './return-credit.service.ts';
import { EXCHANGE_CREDIT_REASON_PREFIX, RETURN_REFUND_KEY_PREFIX } from './return-request-settle.service.ts';
import { shipmentColumns, type ShipmentRow, toShipmentRecord } from '../shipments/shipment-reads.service.ts';
import { returnOptionsOfOrder } from './return-terms.service.ts';

/*
 * Reading return requests: one with its line, pictures and history (the customer's own, or any
 * for staff), the staff's queue a page at a time, and a customer's requests of an order.
 */

export type ReturnScope = 'own' | 'all';

interface RequestRow {
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

const iso = (value: string | Date) => new Date(value).toISOString();

const selectRequests = sql`
  select r.id, r.number, r.kind, r.state, r.user_id, r.order_id, o.number as order_number, o.currency,
         trim(u.first_name || ' ' || u.last_name) as customer_name, o.email,
         l.id as line_id, l.sku, l.name, l.details, l.ring_size, l.engraving, l.quantity as line_quantity,
         l.picture_url, l.amount::float8 as amount, r.quantity, r.reason, r.new_ring_size, r.inspection_note,
         r.pickup, r.pickup_cost::float8 as pickup_cost, r.create_date, r.update_date,
         (select coalesce(json_agg(p order by p.stage desc, p.position), '[]') from (
            select m.id, m.key, m.width, m.height, rp.stage, rp.position
              from return_request_pictures rp join media m on m.id = rp.media_id
             where rp.return_request_id = r.id) p) as pictures,
         (select coalesce(json_agg(e order by e.id), '[]') from (
            select id, from_state, to_state, mover, note, create_date
              from return_request_events where return_request_id = r.id) e) as events,
         (select row_to_json(s) from (
            select ${shipmentColumns}
              from shipments sh join carriers c on c.id = sh.carrier_id
             where sh.return_request_id = r.id and sh.direction = 'back-to-customer') s) as shipment,
         (select row_to_json(s) from (
            select ${shipmentColumns}
              from shipments sh join carriers c on c.id = sh.carrier_id
             where sh.return_request_id = r.id and sh.direction = 'return') s) as return_parcel,
         -- What settling it gave: the refund the request made (its key, return-settle), or the
         -- exchange's credit entry (its reason, creditExchange's words: the ledger has no request column).
         (select json_build_object('amount', rf.amount::float8, 'credit_note_id', td.id, 'credit_note_number', td.number)
            from order_refunds rf left join tax_documents td on td.id = rf.credit_note_id
           where rf.order_id = r.order_id and rf.request_key = ${RETURN_REFUND_KEY_PREFIX}::text || r.id::text) as refund,
         (select sum(ce.amount)::float8 from store_credit_entries ce
           where ce.order_id = r.order_id and ce.kind = 'exchange'
             and ce.reason = ${EXCHANGE_CREDIT_REASON_PREFIX}::text || r.number || '.') as credited
    from return_requests r
    join orders o on o.id = r.order_id
    join order_lines l on l.id = r.order_line_id
    join users u on u.id = r.user_id`;

function toRecord(row: RequestRow, scope: ReturnScope, creditEstimate: number | null): ReturnRequestRecord {
  const paid = paidForPieces(row.amount, row.line_quantity, row.quantity);
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    state: row.state,
    order: { id: row.order_id, number: row.order_number, currency: row.currency },
    customer: { name: row.customer_name, email: row.email },
    line: {
      id: row.line_id,
      sku: row.sku,
      name: row.name,
      details: row.details,
      ringSize: row.ring_size,
      engraving: row.engraving,
      quantity: row.line_quantity,
      pictureUrl: row.picture_url,
      amount: fromMinor(row.amount),
    },
    quantity: row.quantity,
    reason: row.reason,
    newRingSize: row.new_ring_size,
    paidForPieces: fromMinor(paid),
    refundEstimate: fromMinor(lessPickup(paid, row.pickup_cost)),
    creditEstimate,
    refunded: row.refund ? fromMinor(row.refund.amount) : null,
    creditNote:
      row.refund?.credit_note_id != null && row.refund.credit_note_number !== null
        ? { id: row.refund.credit_note_id, number: row.refund.credit_note_number }
        : null,
    credited: row.credited === null ? null : fromMinor(row.credited),
    pickup: row.pickup ? { cost: fromMinor(row.pickup_cost) } : null,
    inspectionNote: row.inspection_note,
    pictures: row.pictures.map((picture) => ({
      id: picture.id,
      url: mediaPath(picture.key),
      width: picture.width,
      height: picture.height,
      stage: picture.stage,
    })),
    returnParcel: row.return_parcel ? toShipmentRecord(row.return_parcel) : null,
    shipment: row.shipment ? toShipmentRecord(row.shipment) : null,
    events: row.events.map((event) => ({
      fromState: event.from_state,
      toState: event.to_state,
      mover: event.mover,
      note: event.note,
      createDate: iso(event.create_date),
    })),
    nextStates: nextReturnStates(row.kind, row.state, scope === 'own' ? 'customer' : 'staff'),
    createDate: iso(row.create_date),
    updateDate: iso(row.update_date),
  };
}

/** One request: the customer's own (`own`; another's is "no such return request"), or any (`all`, staff). */
export async function getReturnRequest(
  db: Database,
  input: { id: number },
  actor: Actor,
  scope: ReturnScope,
): Promise<ReturnRequestRecord> {
  const [row] = await queryRows<RequestRow>(db, sql`${selectRequests} where r.id = ${input.id}`);
  if (!row || (scope === 'own' && row.user_id !== actor.userId)) {
    throw new AppError('not-found', returnRequestMessages.noSuchRequest);
  }
  return toRecord(row, scope, await creditEstimateOf(db, row));
}

/** An exchange's credit as it would be today; none for the other kinds or once settled. */
async function creditEstimateOf(db: Database, row: RequestRow): Promise<number | null> {
  if (row.kind !== 'exchange' || !openStates.has(row.state)) return null;
  const credit = await exchangeCreditMinor(db, {
    order_id: row.order_id,
    order_line_id: row.line_id,
    quantity: row.quantity,
    create_date: row.create_date,
  });
  return fromMinor(lessPickup(credit, row.pickup_cost));
}

const openStates = new Set<ReturnState>(openReturnStates);

/** GET /api/return-requests/for-customer/order/:id: what each line of the customer's own order may have today. */
export async function orderReturnOptionsFor(
  db: Database,
  input: { id: number },
  actor: Actor,
): Promise<OrderReturnOptions> {
  const [order] = await queryRows<{ user_id: string }>(db, sql`select user_id from orders where id = ${input.id}`);
  if (!order || order.user_id !== actor.userId) throw new AppError('not-found', NO_SUCH_ORDER);
  const { terms, lines, pickup } = await returnOptionsOfOrder(db, input.id);
  return {
    deliveredOn: terms.deliveredOn,
    returnLastDay: terms.returnLastDay,
    resizeLastDay: terms.resizeLastDay,
    pickup: pickup && { cost: fromMinor(pickup.cost) },
    lines: lines.map((line) => ({
      lineId: line.lineId,
      quantity: line.quantity,
      refundPerPiece: fromMinor(paidForPieces(line.amount, line.lineQuantity, 1)),
      options: line.options,
    })),
    requests: await listCustomerReturnRequests(db, { orderId: input.id }, actor),
  };
}

/** The customer's requests, newest first: of one order, or all of theirs. */
export async function listCustomerReturnRequests(
  db: Database,
  query: CustomerReturnRequestQuery,
  actor: Actor,
): Promise<ReturnRequestRecord[]> {
  const rows = await queryRows<RequestRow>(
    db,
    sql`${selectRequests}
         where r.user_id = ${actor.userId} ${query.orderId === undefined ? sql`` : sql`and r.order_id = ${query.orderId}`}
         order by r.id desc limit 200`,
  );
  return Promise.all(rows.map(async (row) => toRecord(row, 'own', await creditEstimateOf(db, row))));
}

function filtersOf(query: ReturnRequestListQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.state === 'open') {
    conditions.push(
      sql`r.state in (${sql.join(
        openReturnStates.map((state) => sql`${state}`),
        sql`, `,
      )})`,
    );
  } else if (query.state !== 'all') conditions.push(sql`r.state = ${query.state}`);
  if (query.kind) conditions.push(sql`r.kind = ${query.kind}`);
  // Days are India's: a request belongs to the day it was made there.
  if (query.from) conditions.push(sql`(r.create_date at time zone 'Asia/Kolkata')::date >= ${query.from}::date`);
  if (query.to) conditions.push(sql`(r.create_date at time zone 'Asia/Kolkata')::date <= ${query.to}::date`);
  return sql.join(conditions, sql` and `);
}

/** GET /api/return-requests: the staff's queue, oldest open request first (the one waiting longest). */
export async function listReturnRequests(db: Database, query: ReturnRequestListQuery): Promise<ReturnRequestPage> {
  const where = filtersOf(query);
  const oldestFirst = query.state === 'open';
  const rows = await queryRows<{
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
    total: number;
  }>(
    db,
    sql`select r.id, r.number, r.kind, r.state, r.order_id, o.number as order_number, o.currency,
               trim(u.first_name || ' ' || u.last_name) as customer_name, o.email, r.quantity, l.name as line_name,
               r.create_date, r.update_date, count(*) over () as total
          from return_requests r
          join orders o on o.id = r.order_id
          join order_lines l on l.id = r.order_line_id
          join users u on u.id = r.user_id
         where ${where}
         order by r.id ${oldestFirst ? sql`asc` : sql`desc`}
         limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
  );
  return {
    records: rows.map((row) => ({
      id: row.id,
      number: row.number,
      kind: row.kind,
      state: row.state,
      order: { id: row.order_id, number: row.order_number, currency: row.currency },
      customer: { name: row.customer_name, email: row.email },
      quantity: row.quantity,
      lineName: row.line_name,
      createDate: iso(row.create_date),
      updateDate: iso(row.update_date),
    })),
    totalRecords: Number(rows[0]?.total ?? 0),
  };
}
