import { defineShapes } from './endpoint-shapes.ts';
import { currencies, formatPrice } from './money.ts';
import { amountRange, amountWithin, hasAtMostDecimals, rupees } from './money-inputs.ts';
import { freeText } from './plain-text.ts';
import { storeCreditEndpoints } from './store-credit-endpoints.ts';
import { z } from './zod.ts';

/*
 * Store credit (decision 031): money a customer holds with the shop, in the currency it was given
 * in, kept as a credit ledger — every grant, spend, give-back and expiry one entry; the balance is
 * their sum, which the database keeps and never lets go below zero. Staff give it (goodwill) and
 * exchanges will; a customer spends it at checkout, and gets it back when that order is cancelled
 * or refunded. Amounts are major units of the entry's currency, as everywhere in the API.
 */

export const storeCreditKinds = ['issued-by-staff', 'exchange', 'spent', 'given-back', 'expired'] as const;
export type StoreCreditKind = (typeof storeCreditKinds)[number];

/** What each kind of entry says on the account page and the back-office. */
export const storeCreditKindLabels: Record<StoreCreditKind, string> = {
  'issued-by-staff': 'Given by the shop',
  exchange: 'From an exchange',
  spent: 'Spent on an order',
  'given-back': 'Given back as store credit',
  expired: 'Expired',
};

/** A sanity bound on any amount typed; the shop's own limit on one grant is a setting below it. */
const STORE_CREDIT_AMOUNT_MAX = 1_00_00_00_000;

/** POST /api/store-credit (Orders area): give a customer store credit, with the reason. */
export const issueStoreCreditInput = z.object({
  userId: z.uuid('must be a customer’s id'),
  amount: z
    .number()
    .gt(0, { error: 'must be more than 0' })
    .max(STORE_CREDIT_AMOUNT_MAX, { error: `must be at most ${rupees(STORE_CREDIT_AMOUNT_MAX)}` })
    .refine((value) => hasAtMostDecimals(value, 2), {
      error: 'must have at most 2 decimals',
      when: (payload) => payload.issues.length === 0,
    }),
  currency: z.enum(currencies).optional().default('INR'),
  reason: freeText(500, 1),
});
export type IssueStoreCreditInput = z.infer<typeof issueStoreCreditInput>;

export const storeCreditEntry = z.object({
  id: z.number().int(),
  amount: z.number().describe('positive when given, negative when spent or expired'),
  currency: z.enum(currencies),
  kind: z.enum(storeCreditKinds),
  reason: z.string(),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  createDate: z.string(),
});
export type StoreCreditEntry = z.infer<typeof storeCreditEntry>;

export const storeCreditBalance = z.object({ currency: z.enum(currencies), balance: z.number() });
export type StoreCreditBalance = z.infer<typeof storeCreditBalance>;

/** GET /api/store-credit/mine and /api/store-credit/customer/{userId}: balances and the ledger, newest first. */
export const storeCreditAccount = z.object({
  balances: z.array(storeCreditBalance),
  entries: z.array(storeCreditEntry),
});
export type StoreCreditAccount = z.infer<typeof storeCreditAccount>;

export const STORE_CREDIT_ISSUE_MAX_INR = 1_00_00_000;
export const STORE_CREDIT_ISSUE_MAX_USD = 1_00_000;
export const issueMaxInrRange = amountRange(1, STORE_CREDIT_ISSUE_MAX_INR, 0, rupees);
export const issueMaxUsdRange = amountRange(1, STORE_CREDIT_ISSUE_MAX_USD, 0, (amount) => formatPrice(amount, 'USD'));

/** GET and PUT /api/store-credit/settings (Admin): the most staff may give in one grant, per currency. */
export const storeCreditSettings = z.object({
  issueMaxInr: amountWithin(issueMaxInrRange),
  issueMaxUsd: amountWithin(issueMaxUsdRange),
});
export type StoreCreditSettings = z.infer<typeof storeCreditSettings>;

/** The refusals, one sentence each. */
export const storeCreditMessages = {
  noCustomer: 'There is no such customer.',
  notCustomer: 'Store credit is for customers; this account is a member of staff.',
  overIssueMax: (max: string) => `One grant of store credit may be at most ${max}; the Admin sets this limit.`,
  notEnough:
    'Your store credit no longer covers what this order would take from it. Check out again to use what is left.',
  spentTwice: 'This order has already used store credit.',
  givenBackAlready:
    'That would give back more store credit than the order spent; another refund has given some back already. Reload the order to see what is left.',
  noSpend: 'This order did not use store credit, so none can be given back.',
} as const;

/** GET /api/store-credit/customer/{userId}: whose store credit. */
export const storeCreditCustomerParams = z.object({ userId: z.uuid('must be a customer’s id') });
export type StoreCreditCustomerParams = z.infer<typeof storeCreditCustomerParams>;

export const storeCreditShapes = defineShapes(storeCreditEndpoints, {
  mine: { summary: 'Your store credit: balances and the ledger', response: storeCreditAccount },
  ofCustomer: {
    summary: "A customer's store credit: balances and the ledger (Orders)",
    params: storeCreditCustomerParams,
    response: storeCreditAccount,
  },
  give: {
    summary: 'Give a customer store credit, with the reason; audited (Orders)',
    body: issueStoreCreditInput,
    response: storeCreditAccount,
  },
  settings: { summary: 'The most one grant of store credit may be (Admin)', response: storeCreditSettings },
  changeSettings: {
    summary: 'Change the most one grant of store credit may be, per currency; audited (Admin)',
    body: storeCreditSettings,
    response: storeCreditSettings,
  },
});
export type StoreCreditShapes = typeof storeCreditShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    storeCredit: StoreCreditShapes;
  }
}
