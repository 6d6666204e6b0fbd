import { defineShapes } from './endpoint-shapes.ts';
import { lineHuidsInput } from './hallmark.ts';
import { orderEndpoints } from './order-endpoints.ts';
import { orderStates, TRACKING_NUMBER_MAX } from './order-states.ts';
import { orderDetail, orderPage } from './orders.ts';
import { freeText } from './plain-text.ts';
import { recordId, recordIdParams } from './record-ids.ts';
import { refundOrderLinesInput } from './refunds.ts';
import { shipmentFields } from './shipments.ts';
import { z } from './zod.ts';

/*
 * The Orders endpoints: staff list orders, read one, move it through its states
 * (contracts/order-states.ts) and refund lines; a customer lists and reads their own; the papers
 * printed to ship one. The order as read is contracts/orders.ts.
 */

const day = z.iso
  .date('must be a date like 2026-11-24')
  .refine((value) => value >= '2000-01-01' && value <= '2999-12-31', 'must be a date between 2000 and 2999');

/** GET /api/order-detail (staff) and /api/order-detail/for-customer (their own). */
export const orderListQuery = z
  .object({
    state: z.enum(orderStates).optional(),
    from: day.optional().describe('placed on or after this day (India)'),
    to: day.optional().describe('placed on or before this day (India)'),
    search: z
      .string()
      .trim()
      .max(100, 'must be at most 100 characters')
      .optional()
      .describe('order number, customer or SKU'),
    pageNo: z.coerce.number().int().min(1).max(100_000).optional().default(1),
    pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The first day must not be after the last.',
    path: ['to'],
  });
export type OrderListQuery = z.infer<typeof orderListQuery>;

/** PUT /api/order-detail/updateStatus (staff). */
export const updateOrderStatusInput = z.object({
  id: recordId,
  status: z.enum(orderStates),
  note: freeText(1000).optional().default(''),
  trackingNumber: z
    .string()
    .trim()
    .max(TRACKING_NUMBER_MAX, `must be at most ${TRACKING_NUMBER_MAX} characters`)
    .regex(/^[A-Za-z0-9 -]*$/, 'may hold letters, digits, spaces and hyphens only')
    .optional()
    .transform((value) => value || null),
  /** When shipping: the HUID of every piece that needs one, by line (contracts/hallmark.ts). */
  huids: z.array(lineHuidsInput).max(100).optional().default([]),
  /** When shipping: the parcel's carrier, insured value and day of arrival (contracts/shipments.ts). */
  ...shipmentFields,
});
export type UpdateOrderStatusInput = z.infer<typeof updateOrderStatusInput>;

export const orderShapes = defineShapes(orderEndpoints, {
  list: {
    summary: 'Every order, newest first: by state, days placed, or a search of number, customer or SKU',
    query: orderListQuery,
    response: orderPage,
  },
  one: { summary: 'One order with its lines, history and payments', params: recordIdParams, response: orderDetail },
  updateStatus: {
    summary:
      'Move an order to its next state (shipping needs a tracking number and the HUID of every hallmarked piece; cancelling a paid order refunds it)',
    body: updateOrderStatusInput,
    response: orderDetail,
  },
  refund: {
    summary:
      'Refund lines of a paid order, or part of a line, through the provider that took the money; issues a credit note for just that',
    body: refundOrderLinesInput,
    response: orderDetail,
  },
  mine: { summary: 'Your orders, newest first', query: orderListQuery, response: orderPage },
  myOne: { summary: 'One of your orders', params: recordIdParams, response: orderDetail },
  packingSlip: {
    summary: 'The packing slip: ship-to, lines without prices, the insured-packing checklist (PDF)',
    params: recordIdParams,
    file: { contentType: 'application/pdf' },
  },
  certificate: {
    summary: 'The certificate of authenticity: a page per piece or loose stone (PDF)',
    params: recordIdParams,
    file: { contentType: 'application/pdf' },
  },
  giftCard: {
    summary: "A gift's card: the shopper's message, printed to pack beside the packing slip (PDF)",
    params: recordIdParams,
    file: { contentType: 'application/pdf' },
  },
  giftReceipt: {
    summary: 'The gift receipt: what is in the order, without prices (PDF)',
    params: recordIdParams,
    file: { contentType: 'application/pdf' },
  },
  myGiftReceipt: {
    summary: 'The gift receipt of one of your orders: what is in it, without prices (PDF)',
    params: recordIdParams,
    file: { contentType: 'application/pdf' },
  },
});
export type OrderShapes = typeof orderShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    orders: OrderShapes;
  }
}
