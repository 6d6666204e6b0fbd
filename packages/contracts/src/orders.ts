import { taxDocumentSummary } from './tax-documents.ts';
import { shipmentRecord } from './shipments.ts';
import { addressRecord } from './addresses.ts';
import { pagedSchema } from './envelope-schemas.ts';
import { currencies } from './money.ts';
import { orderStates } from './order-states.ts';
import { orderRefundSummary } from './refunds.ts';
import { paymentProviders } from './payment-providers.ts';
import { z } from './zod.ts';

/*
 * Orders (docs/product.md, "Checkout and payments" and "Order states"): an order as its customer
 * and staff read it — its lines, figures, history and payments — and as a line of a list. Placing
 * and paying for one is contracts/checkout.ts; the endpoints that list, move and refund orders are
 * contracts/order-shapes.ts. Amounts are major units of the order's currency, as everywhere in
 * the API.
 */

export { orderStateLabels, orderStates, type OrderState } from './order-states.ts';

export {
  HOLD_MINUTES,
  paymentProviderLabels,
  paymentProviders,
  type PaymentProvider,
  providerCurrency,
} from './payment-providers.ts';

export const orderAddress = addressRecord.pick({
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
  /** Gift wrap charged (decision 042); 0 without. */
  giftWrap: z.number(),
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
  /** A gift (decision 042): its message for the gift card, and whether it is wrapped; null when not a gift. */
  gift: z.object({ message: z.string().nullable(), wrapped: z.boolean() }).nullable(),
  /** What is left to pay through a provider: the total less the store credit. */
  amountDue: z.number(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

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
