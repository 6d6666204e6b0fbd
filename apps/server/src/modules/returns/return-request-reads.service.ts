import { mediaPath } from '@facet/contracts/media-sizes';
import { fromMinor } from '@facet/contracts/money';
import type { Actor } from '@facet/contracts/permissions';
import { nextReturnStates, openReturnStates, type ReturnState } from '@facet/contracts/return-states';
import {
  type CustomerReturnRequestQuery,
  type OrderReturnOptions,
  type ReturnRequestListQuery,
  returnRequestMessages,
  type ReturnRequestPage,
  type ReturnRequestRecord,
} from '@facet/contracts/returns';
import { lessPickup, paidForPieces } from '@facet/contracts/return-eligibility';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { NO_SUCH_ORDER } from '../orders/order-reads.service.ts';
import { exchangeCreditMinor } from './return-credit.service.ts';
import {
  findOrderOwner,
  findRequest,
  listCustomerRequests,
  listQueuePage,
  type RequestRow,
} from './return-request-reads.queries.ts';
import { toShipmentRecord } from '../shipments/shipment-reads.service.ts';
import { returnOptionsOfOrder } from './return-terms.service.ts';

/*
 * Reading return requests: one with its line, pictures and history (the customer's own, or any
 * for staff), the staff's queue a page at a time, and a customer's requests of an order.
 */

export type ReturnScope = 'own' | 'all';

const iso = (value: string | Date) => new Date(value).toISOString();

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
  const row = await findRequest(db, input.id);
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
  const ownerId = await findOrderOwner(db, input.id);
  if (ownerId === undefined || ownerId !== actor.userId) throw new AppError('not-found', NO_SUCH_ORDER);
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
  const rows = await listCustomerRequests(db, actor.userId, query.orderId);
  return Promise.all(rows.map(async (row) => toRecord(row, 'own', await creditEstimateOf(db, row))));
}

/** GET /api/return-requests: the staff's queue, oldest open request first (the one waiting longest). */
export async function listReturnRequests(db: Database, query: ReturnRequestListQuery): Promise<ReturnRequestPage> {
  const rows = await listQueuePage(db, query);
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
