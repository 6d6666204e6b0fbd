import { shopDate } from './coupons.ts';
import { defineShapes } from './endpoint-shapes.ts';
import { TRACKING_NUMBER_MAX } from './order-states.ts';
import { pagedSchema } from './envelope-schemas.ts';
import { mediaRecord } from './media.ts';
import { ACCEPTED_IMAGE_NAMES } from './media-sizes.ts';
import { currencies } from './money.ts';
import { freeText } from './plain-text.ts';
import { recordId, recordIdParams } from './record-ids.ts';
import { refundAmount } from './refunds.ts';
import { returnRequestEndpoints } from './return-request-endpoints.ts';
import { shipmentFields, shipmentRecord } from './shipments.ts';
import { ringSizeValues } from './ring-sizes.ts';
import { returnKinds, returnStates } from './return-states.ts';
import { z } from './zod.ts';

/*
 * Return requests: a customer asks, from an order they received, to return, resize or exchange
 * one of its lines (contracts/return-eligibility.ts says whether they may; return-states.ts how
 * a request moves). Staff of the Orders area work the "Returns" queue. Amounts are major units of
 * the order's currency, as everywhere in the API.
 */

export {
  returnKindLabels,
  returnKinds,
  returnStateLabels,
  returnStates,
  type ReturnKind,
  type ReturnState,
} from './return-states.ts';

/** A request carries at most this many pictures from the customer, and as many from the inspection. */
export const RETURN_PICTURES_MAX = 5;
export const RETURN_REASON_MIN = 3;
export const RETURN_REASON_MAX = 2000;

export const returnRequestMessages = {
  tooManyPictures: `Send at most ${RETURN_PICTURES_MAX} pictures.`,
  repeatedPicture: 'Each picture may be sent once.',
  sizeForResize: 'Choose the new ring size.',
  sizeOnlyForResize: 'A new ring size is asked for a resize only.',
  notAPicture: 'A picture was not uploaded for this request, or is used elsewhere; upload it again.',
  noSuchRequest: 'There is no such return request.',
  noSuchLine: 'There is no such item in your orders.',
  quantityAboveLine: (quantity: number) =>
    `The item holds ${quantity} ${quantity === 1 ? 'piece' : 'pieces'}; send back at most that many.`,
  sameSize: 'The new size is the size the ring already is.',
  amountOnlyForRefund: 'An amount goes with a refund only; leave it out of this move.',
  parcelOnlyForShipping: 'A carrier and tracking number go with sending the piece back; leave them out of this move.',
  parcelNeeded: 'Give the carrier, the tracking number and the day the parcel should arrive.',
  refundAbove: (most: string) => `A return refunds at most ${most}, what was paid for the pieces sent back.`,
  refundAboveLessPickup: (most: string, pickup: string) =>
    `A return refunds at most ${most}: what was paid for the pieces sent back, less the pick-up’s ${pickup}.`,
  pickupNotOffered: 'We do not collect returns at the moment; please send the piece yourself.',
  pickupNotForResize: 'We collect returns and exchanges; please send a ring for resizing yourself.',
  parcelNotNow: (state: string) =>
    `The parcel is recorded once the request is approved and until we receive it; this one is ${state}.`,
  parcelRecorded: 'The parcel of this request is already recorded.',
  parcelIsCollected: 'We collect this parcel: our staff book the pick-up and you get its tracking link by e-mail.',
  parcelIsCustomers: 'The customer sends this parcel themselves; they record it on their request’s page.',
  pickupDateRange: (first: string, last: string) => `The pick-up day must be from ${first} to ${last} (India).`,
} as const;

/** How many days ahead staff may book a pick-up. */
export const PICKUP_DAYS_AHEAD = 30;

/** A tracking number as typed: letters, digits, spaces and hyphens (kept without them, in capitals). */
const trackingNumberText = z
  .string()
  .trim()
  .max(TRACKING_NUMBER_MAX, `must be at most ${TRACKING_NUMBER_MAX} characters`)
  .regex(/^[A-Za-z0-9 -]*$/, 'may hold letters, digits, spaces and hyphens only');

const pictures = z
  .array(z.uuid())
  .max(RETURN_PICTURES_MAX, returnRequestMessages.tooManyPictures)
  .optional()
  .default([])
  .refine((ids) => new Set(ids).size === ids.length, returnRequestMessages.repeatedPicture)
  .describe('ids answered by POST /api/return-requests/picture');

/** POST /api/return-requests (a signed-in customer, for a line of their own order). */
export const createReturnRequestInput = z
  .object({
    orderLineId: recordId,
    kind: z.enum(returnKinds),
    quantity: z.number().int().min(1).max(10).optional().default(1).describe('how many of the line’s pieces'),
    reason: freeText(RETURN_REASON_MAX, RETURN_REASON_MIN),
    newRingSize: z
      .union([z.enum(ringSizeValues), z.literal(''), z.null()])
      .optional()
      .transform((value) => value || null),
    pictures,
    pickup: z
      .boolean()
      .optional()
      .default(false)
      .describe('whether the shop collects the parcel, when the after-sale policy offers it (returns and exchanges)'),
  })
  .superRefine((input, context) => {
    if (input.kind === 'resize' && input.pickup) {
      context.addIssue({ code: 'custom', path: ['pickup'], message: returnRequestMessages.pickupNotForResize });
    }
    if (input.kind === 'resize' && !input.newRingSize) {
      context.addIssue({ code: 'custom', path: ['newRingSize'], message: returnRequestMessages.sizeForResize });
    }
    if (input.kind !== 'resize' && input.newRingSize) {
      context.addIssue({ code: 'custom', path: ['newRingSize'], message: returnRequestMessages.sizeOnlyForResize });
    }
  });
export type CreateReturnRequestInput = z.infer<typeof createReturnRequestInput>;

/**
 * PUT /api/return-requests/move (staff): the next state, a note, the inspection's pictures, and
 * for a refund, how much (whole units; left out: what was paid for the pieces sent back).
 */
export const moveReturnRequestInput = z.object({
  id: recordId,
  status: z.enum(returnStates),
  note: freeText(RETURN_REASON_MAX).optional().default(''),
  pictures,
  amount: refundAmount.optional().describe('a refund: whole units of the order’s currency'),
  /** Sending the piece back (shipped-back, returned-to-customer): the parcel, as the Shipped move books one. */
  ...shipmentFields,
  trackingNumber: trackingNumberText.optional().transform((value) => value || undefined),
});
export type MoveReturnRequestInput = z.infer<typeof moveReturnRequestInput>;

/**
 * PUT /api/return-requests/for-customer/:id/parcel: the customer who sends the piece themselves
 * says with which carrier and under which number (checked against the carrier's pattern).
 */
export const customerReturnParcelInput = z.object({
  carrierId: recordId.describe('an active carrier'),
  trackingNumber: trackingNumberText.min(1, 'give the tracking number of the parcel'),
});
export type CustomerReturnParcelInput = z.infer<typeof customerReturnParcelInput>;

/** PUT /api/return-requests/:id/parcel (staff): the pick-up booked with a carrier, and the day it collects. */
export const staffReturnParcelInput = customerReturnParcelInput.extend({
  pickupDate: shopDate.describe('the day (India) the carrier collects the parcel'),
});
export type StaffReturnParcelInput = z.infer<typeof staffReturnParcelInput>;

export const returnRequestEvent = z.object({
  fromState: z.enum(returnStates).nullable(),
  toState: z.enum(returnStates),
  mover: z.enum(['customer', 'staff']),
  note: z.string(),
  createDate: z.string(),
});
export type ReturnRequestEvent = z.infer<typeof returnRequestEvent>;

/** One request as its customer and staff see it. */
export const returnRequestRecord = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(returnKinds),
  state: z.enum(returnStates),
  order: z.object({ id: z.number().int(), number: z.string(), currency: z.enum(currencies) }),
  customer: z.object({ name: z.string(), email: z.string() }),
  line: z.object({
    id: z.number().int(),
    sku: z.string(),
    name: z.string(),
    details: z.string(),
    ringSize: z.string().nullable(),
    engraving: z.string().nullable(),
    quantity: z.number().int(),
    pictureUrl: z.string().nullable(),
    /** What was paid for the line (its share of any coupon taken off). */
    amount: z.number(),
  }),
  quantity: z.number().int(),
  reason: z.string(),
  newRingSize: z.string().nullable(),
  /** What was paid for the pieces sent back (what their parcels are insured for). */
  paidForPieces: z.number(),
  /** What a return would refund: what was paid for the pieces sent back, less the pick-up's cost. */
  refundEstimate: z.number(),
  /** What an exchange would credit today, less the pick-up's cost; null for a return or a resize. */
  creditEstimate: z.number().nullable(),
  /** What the return refunded once refunded (staff may refund less than the estimate); null before. */
  refunded: z.number().nullable(),
  /** The credit note issued for the return's refund; null before, or for an order not invoiced. */
  creditNote: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  /** What the exchange put in the customer's store credit once credited; null before. */
  credited: z.number().nullable(),
  /** The shop collects the parcel, for this cost (fixed when asked; 0 is free); null: the customer sends it. */
  pickup: z.object({ cost: z.number() }).nullable(),
  inspectionNote: z.string().nullable(),
  pictures: z.array(mediaRecord.extend({ stage: z.enum(['request', 'inspection']) })),
  /** The parcel that brings the piece to the shop, once sent or its pick-up booked. */
  returnParcel: shipmentRecord.nullable(),
  /** The parcel that took the piece back to the customer, once sent. */
  shipment: shipmentRecord.nullable(),
  events: z.array(returnRequestEvent),
  /** The states the reader may move it to now (staff: the table's; the customer: withdrawing). */
  nextStates: z.array(z.enum(returnStates)),
  createDate: z.string(),
  updateDate: z.string(),
});
export type ReturnRequestRecord = z.infer<typeof returnRequestRecord>;

/** A row of the staff's Returns queue. */
export const returnRequestSummary = returnRequestRecord
  .pick({
    id: true,
    number: true,
    kind: true,
    state: true,
    order: true,
    customer: true,
    quantity: true,
    createDate: true,
    updateDate: true,
  })
  .extend({ lineName: z.string() });
export type ReturnRequestSummary = z.infer<typeof returnRequestSummary>;

export const returnRequestPage = pagedSchema(returnRequestSummary);
export type ReturnRequestPage = z.infer<typeof returnRequestPage>;

/** GET /api/return-requests (staff): by state (or every open one), kind and days asked. */
export const returnRequestListQuery = z
  .object({
    state: z
      .enum(['open', 'all', ...returnStates])
      .optional()
      .default('open'),
    kind: z.enum(returnKinds).optional(),
    from: shopDate.optional(),
    to: shopDate.optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).optional().default(1),
    pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The first day must not be after the last.',
    path: ['to'],
  });
export type ReturnRequestListQuery = z.infer<typeof returnRequestListQuery>;

/** GET /api/return-requests/for-customer?orderId= : the customer's requests, of one order or all. */
export const customerReturnRequestQuery = z.object({
  orderId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type CustomerReturnRequestQuery = z.infer<typeof customerReturnRequestQuery>;

const returnOption = z.union([
  z.object({ allowed: z.literal(true) }),
  z.object({ allowed: z.literal(false), reason: z.string() }),
]);

/** GET /api/return-requests/for-customer/order/:id: what each line of the customer's order may have today. */
export const orderReturnOptions = z.object({
  /** The day the order was delivered, and the last days of its return and free-resize windows (India's days). */
  deliveredOn: z.string().nullable(),
  returnLastDay: z.string().nullable(),
  resizeLastDay: z.string().nullable(),
  /** The pick-up the shop offers for a return or an exchange today, in the order's currency (0 is free); null: none. */
  pickup: z.object({ cost: z.number() }).nullable(),
  lines: z.array(
    z.object({
      lineId: z.number().int(),
      /** How many of its pieces may still be sent back. */
      quantity: z.number().int(),
      /** What a return of one of its pieces would refund: its share of what was paid. */
      refundPerPiece: z.number(),
      options: z.object({ return: returnOption, resize: returnOption, exchange: returnOption }),
    }),
  ),
  requests: z.array(returnRequestRecord),
});
export type OrderReturnOptions = z.infer<typeof orderReturnOptions>;

export const returnRequestShapes = defineShapes(returnRequestEndpoints, {
  picture: {
    summary:
      `Upload one picture of the piece for a request (multipart/form-data, field "file"): ${ACCEPTED_IMAGE_NAMES}, ` +
      '200 × 200 px or more. Send its id in the request’s `pictures` within a day.',
    upload: true,
    response: mediaRecord,
    status: 201,
  },
  create: {
    summary: 'Ask to return, resize or exchange an item of one of your delivered orders',
    body: createReturnRequestInput,
    response: returnRequestRecord,
    status: 201,
  },
  mine: {
    summary: 'Your return requests, newest first: of one order, or all',
    query: customerReturnRequestQuery,
    response: z.array(returnRequestRecord),
  },
  orderOptions: {
    summary:
      'What each item of one of your orders may have today (return, resize, exchange, or why not), and its requests',
    params: recordIdParams,
    response: orderReturnOptions,
  },
  myOne: { summary: 'One of your return requests', params: recordIdParams, response: returnRequestRecord },
  withdraw: {
    summary: 'Withdraw one of your return requests, before we receive the piece',
    params: recordIdParams,
    response: returnRequestRecord,
  },
  myParcel: {
    summary:
      'Say you have sent the parcel of one of your approved requests: its carrier and tracking number (once; not for a pick-up)',
    params: recordIdParams,
    body: customerReturnParcelInput,
    response: returnRequestRecord,
  },
  list: {
    summary: 'The Returns queue: open requests oldest first, or by state, kind and days asked',
    query: returnRequestListQuery,
    response: returnRequestPage,
  },
  one: {
    summary: 'One return request with its item, pictures and history',
    params: recordIdParams,
    response: returnRequestRecord,
  },
  bookPickup: {
    summary:
      'Record the pick-up booked for an approved request’s parcel: carrier, tracking number and day (once); the customer is e-mailed',
    params: recordIdParams,
    body: staffReturnParcelInput,
    response: returnRequestRecord,
  },
  move: {
    summary: 'Move a return request to its next state (a refusal or a failed inspection says why in the note)',
    body: moveReturnRequestInput,
    response: returnRequestRecord,
  },
});
export type ReturnRequestShapes = typeof returnRequestShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    returnRequests: ReturnRequestShapes;
  }
}
