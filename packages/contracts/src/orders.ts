import { taxDocumentSummary } from './tax-documents.ts';
import { shipmentFields, shipmentRecord } from './shipments.ts';
import { addressRecord } from './addresses.ts';
import { checkoutEndpoints } from './checkout-endpoints.ts';
import { defineShapes } from './endpoint-shapes.ts';
import { pagedSchema } from './envelope-schemas.ts';
import { currencies } from './money.ts';
import { orderStates, TRACKING_NUMBER_MAX } from './order-states.ts';
import { lineHuidsInput } from './hallmark.ts';
import { displayName, freeText } from './plain-text.ts';
import { orderEndpoints } from './order-endpoints.ts';
import { recordId, recordIdParams } from './record-ids.ts';
import { orderRefundSummary, refundOrderLinesInput } from './refunds.ts';
import { countryCodes } from './regions.ts';
import { buyerGstin, panNumber } from './tax-ids.ts';
import { checkoutPaymentEndpoints, paymentEndpoints, paymentWebhookEndpoints } from './payment-endpoints.ts';
import { HOLD_MINUTES, type PaymentProvider, paymentProviders } from './payment-providers.ts';
import { z } from './zod.ts';

/*
 * Orders (docs/product.md, "Checkout and payments" and "Order states"). A customer places an order
 * from their bag with a payment provider — `POST /api/{provider}/cart/orders` — which holds its
 * stones for HOLD_MINUTES and consumes its coupon's use, then confirms the payment with
 * `POST /api/{provider}/cart/orders/capture`. Staff (Orders area) list orders and move them
 * through their states (contracts/order-states.ts). Amounts are major units of the order's
 * currency, as everywhere in the API.
 */

export { orderStateLabels, orderStates, type OrderState } from './order-states.ts';

export {
  HOLD_MINUTES,
  paymentProviderLabels,
  paymentProviders,
  type PaymentProvider,
  providerCurrency,
} from './payment-providers.ts';

/** One checkout attempt: the page makes one, so a double click or a retry places one order. */
export const idempotencyKey = z
  .string()
  .trim()
  .min(8, 'must be at least 8 characters')
  .max(100, 'must be at most 100 characters')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'may hold letters, digits and - _ . : only');

/**
 * POST /api/{provider}/cart/orders: place an order from the bag, delivered to one of the
 * customer's addresses (`addressId`), or pay again for one of their orders still awaiting payment
 * (`orderId`). The idempotency key may come in the `Idempotency-Key` header instead.
 */
export const startPaymentInput = z
  .object({
    addressId: z.uuid('must be one of your addresses').optional(),
    orderId: recordId.optional(),
    idempotencyKey: idempotencyKey.optional(),
    currency: z.enum(currencies).optional().describe('the test provider only: the currency to pay in'),
    pan: panNumber.optional().describe("the buyer's PAN, when the quote says one is needed"),
    form60: z.boolean().optional().describe('the buyer declares Form 60 (has no PAN), instead of a PAN'),
    buyerGstin: buyerGstin.optional().describe("a business buyer's GSTIN: the tax invoice is then B2B"),
    buyerBusinessName: displayName(120).optional().describe('the legal name the GSTIN is registered to'),
    useStoreCredit: z
      .boolean()
      .optional()
      .describe("spend the customer's store credit in the order's currency, up to its total (decision 031)"),
  })
  .refine((input) => (input.addressId === undefined) !== (input.orderId === undefined), {
    message: 'Give either the delivery address to place an order, or the order to pay for.',
  })
  .refine((input) => !(input.pan !== undefined && input.form60 === true), {
    message: 'Give a PAN or declare Form 60, not both.',
    path: ['form60'],
  })
  .refine((input) => (input.buyerGstin === undefined) === (input.buyerBusinessName === undefined), {
    message: 'A business buyer gives both the GSTIN and the name it is registered to.',
    path: ['buyerBusinessName'],
  });
export type StartPaymentInput = z.infer<typeof startPaymentInput>;

/** POST /api/test-payment/cart/orders/capture: the shopper's choice on the test provider's page. */
export const testPaymentCaptureInput = z.object({
  paymentId: z.string().trim().min(1).max(100),
  outcome: z.enum(['success', 'failure']),
});
export type TestPaymentCaptureInput = z.infer<typeof testPaymentCaptureInput>;

/** POST /api/razorpay/cart/orders/capture: what Checkout.js hands its `handler`. */
export const razorpayCaptureInput = z.object({
  razorpay_order_id: z.string().trim().min(1).max(100),
  razorpay_payment_id: z.string().trim().min(1).max(100),
  razorpay_signature: z.string().trim().min(1).max(200),
});
export type RazorpayCaptureInput = z.infer<typeof razorpayCaptureInput>;

/** POST /api/paypal/cart/orders/capture: what the PayPal JS SDK hands `onApprove`. */
export const paypalCaptureInput = z.object({ orderID: z.string().trim().min(1).max(100) });
export type PaypalCaptureInput = z.infer<typeof paypalCaptureInput>;

const orderAddress = addressRecord.pick({
  fullName: true,
  phoneNumber: true,
  line1: true,
  line2: true,
  city: true,
  state: true,
  postalCode: true,
  country: true,
});
export type OrderAddress = z.infer<typeof orderAddress>;

/**
 * What a delivered line is worth back today (decision 030), all its pieces together, in whole
 * units of the order's currency: as money back, and towards a new piece.
 */
export const orderLineAfterSale = z.object({
  currency: z.enum(currencies),
  buyback: z.number(),
  exchange: z.number(),
});
export type OrderLineAfterSale = z.infer<typeof orderLineAfterSale>;

export const orderLine = z.object({
  id: z.number().int(),
  kind: z.enum(['product', 'stone']),
  pairId: z.string().nullable(),
  sku: z.string(),
  name: z.string(),
  details: z.string(),
  ringSize: z.string().nullable(),
  engraving: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  listPrice: z.number(),
  lineTotal: z.number(),
  pictureUrl: z.string().nullable(),
  /** A stone's shape, drawn when it has no picture. */
  stoneShape: z.string().nullable(),
  /** Whether each piece of the line needs a HUID when it ships (contracts/hallmark.ts `needsHuid`). */
  needsHuid: z.boolean(),
  /** The HUIDs recorded when it shipped, one per piece in piece order; empty before. */
  huids: z.array(z.string()),
  /** What the buyer paid for the line (its total less its share of the coupon), and what was refunded of it. */
  charged: z.number(),
  refunded: z.number(),
  /** Its buyback and exchange values today, once the order is delivered; null before, or when it cannot be told. */
  afterSale: orderLineAfterSale.nullable(),
});
export type OrderLine = z.infer<typeof orderLine>;

export const orderEvent = z.object({
  fromState: z.enum(orderStates).nullable(),
  toState: z.enum(orderStates),
  mover: z.enum(['customer', 'payment', 'staff', 'job']),
  note: z.string(),
  trackingNumber: z.string().nullable(),
  createDate: z.string(),
});
export type OrderEvent = z.infer<typeof orderEvent>;

/** A payment started for an order (staff see the provider's references). */
export const orderPayment = z.object({
  provider: z.enum(paymentProviders),
  status: z.enum(['creating', 'created', 'captured', 'failed', 'refunded']),
  amount: z.number(),
  currency: z.enum(currencies),
  providerOrderId: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  providerRefundId: z.string().nullable(),
  /** What was captured, and what has been given back of it (a payment is `refunded` once all of it is). */
  capturedAmount: z.number().nullable(),
  refundedAmount: z.number(),
  failure: z.string().nullable(),
  createDate: z.string(),
});
export type OrderPayment = z.infer<typeof orderPayment>;

export const orderFigures = z.object({
  subtotal: z.number(),
  itemDiscount: z.number(),
  couponDiscount: z.number(),
  shipping: z.number(),
  /** The GST the total includes (India); 0 for an export. */
  tax: z.number(),
  /** The GST share taken off an export; 0 within India. */
  taxRemoved: z.number(),
  /** The GST rate every line shares; null when the lines are in classes of different rates. */
  taxPercent: z.number().nullable(),
  total: z.number(),
});
export type OrderFigures = z.infer<typeof orderFigures>;

export const orderDetail = z.object({
  id: z.number().int(),
  number: z.string(),
  state: z.enum(orderStates),
  provider: z.enum(paymentProviders),
  /** True for the test provider: no money was taken. */
  isTestPayment: z.boolean(),
  currency: z.enum(currencies),
  delivery: z.enum(['india', 'export']),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  address: orderAddress,
  lines: z.array(orderLine),
  figures: orderFigures,
  coupon: z.object({ code: z.string(), percent: z.number() }).nullable(),
  /** Until when the stones are held for payment; null once paid or cancelled. */
  holdUntil: z.string().nullable(),
  /** Whether the customer can (still) pay for it. */
  canPay: z.boolean(),
  /** The tracking number as given when it shipped (the only record of orders shipped before carriers). */
  trackingNumber: z.string().nullable(),
  /** Its parcels with their carriers and tracking links, oldest first. */
  shipments: z.array(shipmentRecord),
  paidAt: z.string().nullable(),
  createDate: z.string(),
  /** The buyer's PAN (orders in India above the PAN threshold): in full for the Admin, masked (ABCDE****F) for others. */
  buyerPan: z.string().nullable(),
  /** The buyer declared Form 60 (no PAN) instead. */
  form60: z.boolean(),
  /** A business buyer: the name and GSTIN on its B2B invoice (the GSTIN masked but for the Admin). */
  buyerBusiness: z.object({ name: z.string(), gstin: z.string() }).nullable(),
  events: z.array(orderEvent),
  payments: z.array(orderPayment),
  /** The states staff may move it to now (empty for a customer). */
  nextStates: z.array(z.enum(orderStates)),
  /** Its tax invoice and credit notes, once issued (decision 024). */
  documents: z.array(taxDocumentSummary),
  /** Money given back, oldest first (decision 032). */
  refunds: z.array(orderRefundSummary),
  /** Whether staff may refund lines now: paid and not everything given back (false for a customer). */
  canRefund: z.boolean(),
  /** The last day (India) it may be returned, by the after-sale policy in force; null until delivered. */
  returnLastDay: z.string().nullable(),
  /** The part of the total paid with store credit (decision 031). */
  storeCredit: z.number(),
  /** What is left to pay through a provider: the total less the store credit. */
  amountDue: z.number(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

/** What starting a payment answers: the order and what the provider's page or script needs. */
export const paymentStart = z.object({
  order: orderDetail,
  payment: z.object({
    provider: z.enum(paymentProviders),
    providerOrderId: z.string(),
    amount: z.number(),
    currency: z.enum(currencies),
    /** Razorpay Checkout.js options, PayPal's order id and client id, or the test payment's id. */
    checkout: z.record(z.string(), z.unknown()),
  }),
});
export type PaymentStart = z.infer<typeof paymentStart>;

/** What placing an order answers: `payment` is null when store credit paid all of it (the order is Paid). */
export const checkoutStart = paymentStart.extend({ payment: paymentStart.shape.payment.nullable() });
export type CheckoutStart = z.infer<typeof checkoutStart>;

export const orderSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  state: z.enum(orderStates),
  provider: z.enum(paymentProviders),
  currency: z.enum(currencies),
  total: z.number(),
  itemCount: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  createDate: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummary>;
export const orderPage = pagedSchema(orderSummary);
export type OrderPage = z.infer<typeof orderPage>;

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

/** The refusals of placing an order, one sentence each. */
export const placementMessages = {
  emptyBag: 'Your bag is empty.',
  stoneHeld: (sku: string) =>
    `The stone ${sku} is being bought by another shopper right now; it may be free again within ${HOLD_MINUTES} minutes. Remove it from your bag to check out.`,
  stoneSold: (sku: string) => `The stone ${sku} has been sold. Remove it from your bag to check out.`,
  stoneGone: (sku: string) => `The stone ${sku} is no longer offered. Remove it from your bag to check out.`,
  couponUsedUp: (code: string) =>
    `The coupon ${code} has been used as many times as it allows. Remove it from your bag to check out.`,
  noAddress: 'There is no such address in your address book.',
  currency: (provider: string, currency: string) => `${provider} takes payments in ${currency} only.`,
  notPayable: 'This order is no longer awaiting payment.',
  gstinAbroad: 'A GSTIN is for a business in India; this order is delivered abroad. Leave the GSTIN out.',
  panNeeded: (panAbove: string) =>
    `This order is above ${panAbove} and is delivered in India: enter your PAN, or declare Form 60 if you have none.`,
} as const;

/** GET /api/payment-providers: the ways to pay this shop offers, and what the payment step loads for each. */
export const paymentOption = z.object({
  provider: z.enum(paymentProviders),
  label: z.string(),
  /** The currency it charges in; null: the shopper's (the test provider). */
  currency: z.enum(currencies).nullable(),
  /** The provider's script for the payment step (Checkout.js, the PayPal JS SDK); null for the test provider. */
  scriptUrl: z.string().nullable(),
  /** The public key the script needs (Razorpay key id, PayPal client id); never a secret. */
  publicKey: z.string().nullable(),
});
export type PaymentOption = z.infer<typeof paymentOption>;

export const paymentShapes = defineShapes(paymentEndpoints, {
  providers: {
    summary: 'The ways to pay this shop offers, with what the payment step loads for each',
    response: z.array(paymentOption),
  },
});
export type PaymentShapes = typeof paymentShapes;

/** The Idempotency-Key header the start of a payment reads (documented on its capture too). */
const idempotencyHeaders = z.looseObject({
  'idempotency-key': idempotencyKey.optional().describe('one per checkout attempt (or idempotencyKey in the body)'),
});

function startShape(provider: PaymentProvider) {
  return {
    summary: `Place the order from your bag (or pay again for one awaiting payment) and start its ${provider} payment`,
    headers: idempotencyHeaders,
    body: startPaymentInput,
    response: checkoutStart,
  } as const;
}

function captureShape<B extends z.ZodType>(provider: PaymentProvider, body: B) {
  return {
    summary: `Confirm the ${provider} payment and mark the order paid (a repeat answers the order as it is)`,
    headers: idempotencyHeaders,
    body,
    response: orderDetail,
  } as const;
}

export const checkoutPaymentShapes = defineShapes(checkoutPaymentEndpoints, {
  testPaymentStart: startShape('test-payment'),
  testPaymentCapture: captureShape('test-payment', testPaymentCaptureInput),
  razorpayStart: startShape('razorpay'),
  razorpayCapture: captureShape('razorpay', razorpayCaptureInput),
  paypalStart: startShape('paypal'),
  paypalCapture: captureShape('paypal', paypalCaptureInput),
});
export type CheckoutPaymentShapes = typeof checkoutPaymentShapes;

/** POST /api/{provider}/webhook: whether the event was news (false: seen before, nothing changed). */
export const webhookReceipt = z.object({ handled: z.boolean() });
export type WebhookReceipt = z.infer<typeof webhookReceipt>;

function webhookShape(provider: PaymentProvider) {
  return {
    summary: `${provider} tells the shop about a payment (signed; a replay changes nothing)`,
    rawBody: true,
    response: webhookReceipt,
  } as const;
}

export const paymentWebhookShapes = defineShapes(paymentWebhookEndpoints, {
  razorpay: webhookShape('razorpay'),
  paypal: webhookShape('paypal'),
});
export type PaymentWebhookShapes = typeof paymentWebhookShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    payments: PaymentShapes;
    checkoutPayments: CheckoutPaymentShapes;
    paymentWebhooks: PaymentWebhookShapes;
  }
}

/** GET /api/check-out/quote: what the order would come to, delivered to this address and paid this way. */
export const checkoutQuoteQuery = z
  .object({
    addressId: z.uuid('must be one of your addresses').optional().describe('exact figures for this address'),
    country: z
      .enum(countryCodes, 'must be a country code such as IN or US')
      .optional()
      .describe('before there is an address: an estimate for delivery to this country (ISO 3166-1 alpha-2)'),
    provider: z.enum(paymentProviders),
    currency: z.enum(currencies).optional().describe('the test provider only: the currency to pay in'),
  })
  .refine((query) => (query.addressId === undefined) !== (query.country === undefined), {
    message: 'give an addressId, or a country for an estimate (not both)',
    path: ['addressId'],
  });
export type CheckoutQuoteQuery = z.infer<typeof checkoutQuoteQuery>;

export const checkoutQuote = z.object({
  currency: z.enum(currencies),
  /** Worked out for a country before an address is chosen: the tax line may change with the address. */
  estimate: z.boolean(),
  /** The country the figures are for: the address's, or the one asked for. */
  country: z.string(),
  delivery: z.enum(['india', 'export']),
  figures: orderFigures,
  /** Pieces and stones (a built ring counts once). */
  count: z.number().int(),
  /** Whether placing it needs the buyer's PAN or a Form 60 declaration (India, above `panAbove`). */
  panRequired: z.boolean(),
  /** The PAN threshold, rupees: orders in India above it need a PAN. */
  panAbove: z.number(),
  /** What stands in the way of placing the order, in sentences (empty: it can be placed). */
  blockers: z.array(z.string()),
  /** The customer's store credit in this currency, major units: what the order may spend (decision 031). */
  storeCreditAvailable: z.number(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuote>;

export const checkoutShapes = defineShapes(checkoutEndpoints, {
  quote: {
    summary: 'What your bag would come to as an order: delivered to this address, paid this way',
    query: checkoutQuoteQuery,
    response: checkoutQuote,
  },
});
export type CheckoutShapes = typeof checkoutShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    checkout: CheckoutShapes;
  }
}

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
});
export type OrderShapes = typeof orderShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    orders: OrderShapes;
  }
}
