import { currencies } from './money.ts';
import { checkoutEndpoints } from './checkout-endpoints.ts';
import { defineShapes } from './endpoint-shapes.ts';
import { orderDetail, orderFigures } from './orders.ts';
import { checkoutPaymentEndpoints } from './payment-endpoints.ts';
import { HOLD_MINUTES, type PaymentProvider, paymentProviders } from './payment-providers.ts';
import { recordId } from './record-ids.ts';
import { countryCodes } from './regions.ts';
import { buyerGstin, panNumber } from './tax-ids.ts';
import { displayName, freeText } from './plain-text.ts';
import { z } from './zod.ts';

/*
 * Checkout (docs/product.md, "Checkout and payments"): what the bag would come to as an order
 * (`GET /api/check-out/quote`), then placing it with a payment provider —
 * `POST /api/{provider}/cart/orders` — which holds its stones for HOLD_MINUTES and consumes its
 * coupon's use, and confirming the payment with `POST /api/{provider}/cart/orders/capture`.
 * The order itself is contracts/orders.ts.
 */

/** The longest gift message: what fits on the gift card packed with the order (decision 042). */
export const GIFT_MESSAGE_MAX = 300;

/** A gift message: plain text on a card, at most GIFT_MESSAGE_MAX characters; blank is none. */
export const giftMessage = freeText(GIFT_MESSAGE_MAX)
  .transform((text) => (text === '' ? undefined : text))
  .describe(
    `printed on the gift card packed with the order, never on the invoice; at most ${GIFT_MESSAGE_MAX} characters`,
  );

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
    giftWrap: z.boolean().optional().describe("gift-wrap the order, at the gift wrap price of the order's currency"),
    giftMessage: giftMessage.optional(),
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

declare module './endpoint.ts' {
  interface DeclaredShapes {
    checkoutPayments: CheckoutPaymentShapes;
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
    giftWrap: z
      .enum(['true', 'false'], 'must be true or false')
      .transform((value) => value === 'true')
      .optional()
      .describe('with gift wrap'),
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
  /** What gift wrap costs in this currency, major units (decision 042): the pricing parameter. */
  giftWrapPrice: z.number(),
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
