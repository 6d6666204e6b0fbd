import { freeText } from './plain-text.ts';
import { recordId } from './record-ids.ts';
import { z } from './zod.ts';

/*
 * Refunds (decision 032): money given back for some lines of an order, or part of a line, through
 * the provider that took it, never more than was captured nor more than a line was charged; each
 * with a credit note for just what it gave back. The whole-order moves (Refunded, Cancelled once
 * paid) give back everything left, through the same ledger. The gift wrap (decision 042) is its own
 * item: all of what it was charged, once. Amounts are whole major units of the
 * order's currency, as every price (decision 018); the only exception is "the rest of a line",
 * which may hold paise left by a coupon's share, and is asked for by leaving the amount out.
 */

/** Refunds are in whole rupees or dollars; the largest a line can be is far below this. */
export const REFUND_AMOUNT_MAX = 100_000_000;

/** An amount to give back: whole units of the order's currency, more than nothing. */
export const refundAmount = z
  .number()
  .refine(Number.isFinite, 'must be a number')
  .refine((value) => value > 0, 'must be more than 0')
  .refine((value) => Number.isInteger(value), 'must be a whole amount')
  .refine((value) => value <= REFUND_AMOUNT_MAX, 'is more than any line of an order');

export const refundLineInput = z.object({
  lineId: recordId,
  /** Whole units to give back of the line; left out: all that is left of it. */
  amount: refundAmount.optional(),
});
export type RefundLineInput = z.infer<typeof refundLineInput>;

/** One refund request from the back-office's form: its key makes a replay answer the same refund. */
export const refundRequestKey = z
  .string()
  .trim()
  .min(8, 'must be at least 8 characters')
  .max(100, 'must be at most 100 characters')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'may hold letters, digits and - _ . : only');

const CHOOSE_SOMETHING = 'Choose at least one line or the gift wrapping to refund.';

/** POST /api/order-detail/refund (Orders area: Admin, Manager). */
export const refundOrderLinesInput = z
  .object({
    orderId: recordId,
    lines: z.array(refundLineInput).max(100),
    /** The gift wrap (decision 042): all of what it was charged, once an order. */
    giftWrap: z.boolean().optional(),
    reason: freeText(1000, 1),
    requestKey: refundRequestKey,
  })
  .refine((input) => input.lines.length > 0 || input.giftWrap === true, {
    message: CHOOSE_SOMETHING,
    path: ['lines'],
  })
  .refine((input) => new Set(input.lines.map((line) => line.lineId)).size === input.lines.length, {
    message: 'Name each line once.',
    path: ['lines'],
  });
export type RefundOrderLinesInput = z.infer<typeof refundOrderLinesInput>;

/** A refund as an order lists it. */
export const orderRefundSummary = z.object({
  id: z.number().int(),
  /** Everything given back, major units of the order's currency. */
  amount: z.number(),
  /** Of which shipping (a whole-order refund). */
  shipping: z.number(),
  /** Of which the gift wrap (decision 042). */
  giftWrap: z.number(),
  /** Of which given back as store credit, not through a provider (decision 031). */
  storeCredit: z.number(),
  reason: z.string(),
  createDate: z.string(),
  creditNote: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  lines: z.array(z.object({ lineId: z.number().int(), amount: z.number() })),
});
export type OrderRefundSummary = z.infer<typeof orderRefundSummary>;

/** The refusals of a refund, one sentence each. */
export const refundMessages = {
  notPaid: 'This order has not been paid, so there is nothing to refund.',
  noSuchLine: 'That line is not part of this order.',
  lineUsedUp: (name: string) => `${name} has been refunded in full already.`,
  aboveLine: (name: string, left: string) => `Only ${left} is left to refund of ${name}.`,
  abovePaid: (left: string) => `Only ${left} is left to refund of what was paid for this order.`,
  notWrapped: 'This order was not gift wrapped, so there is no wrapping to refund.',
  wrapRefunded: 'The gift wrapping has been refunded already.',
  nothingLeft: 'Everything paid for this order has been refunded already.',
  notSetUp: (provider: string) => `Payments with ${provider} are not set up here, so the refund cannot be made.`,
  providerFailed: (sentence: string) => `The refund could not be made: ${sentence} Nothing was changed.`,
} as const;
