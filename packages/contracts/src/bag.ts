import { bagEndpoints } from './bag-endpoints.ts';
import { BAG_QUANTITY_MAX, ENGRAVING_MAX, ENGRAVING_PATTERN, ENGRAVING_SYMBOLS } from './bag-rules.ts';
import { defineShapes } from './endpoint-shapes.ts';
import { currencies } from './money.ts';
import { sizedPicture } from './media.ts';
import { recordId, recordIdParams } from './record-ids.ts';
import { ringSizeValues } from './ring-sizes.ts';
import { z } from './zod.ts';

/*
 * The bag (docs/product.md, "Bag": /api/shopping-cart get, add, delete; /quantity, /ringSize,
 * /apply-coupon). Lines are pieces (a variant, by its SKU), loose stones (by stock number) and
 * ring-builder pairs (a setting variant and a stone, two linked lines). Every figure is the
 * server's, from the stored prices at the moment of asking; the browser's are never trusted.
 */

// The limits live apart (no zod) so the storefront's forms can state them.
export { BAG_LINES_MAX, BAG_QUANTITY_MAX, ENGRAVING_MAX, ENGRAVING_SYMBOLS } from './bag-rules.ts';

const sku = z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters');

export const bagQuantity = z
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(BAG_QUANTITY_MAX, `must be at most ${BAG_QUANTITY_MAX}`);

export const bagRingSize = z.enum(ringSizeValues, {
  message: 'must be a US ring size from 3 to 13, in half sizes',
});

/** An engraving as typed; spaces around are dropped, and an empty one is none. */
export const engraving = z
  .string()
  .trim()
  .max(ENGRAVING_MAX, `must be at most ${ENGRAVING_MAX} characters`)
  .regex(ENGRAVING_PATTERN, `may hold letters, digits, spaces and ${ENGRAVING_SYMBOLS} only`)
  .transform((text) => (text === '' ? undefined : text));

/** GET /api/shopping-cart and the changes, which answer the bag: the currency to price it in (the shopper's unless told). */
export const bagQuery = z.object({ currency: z.enum(currencies).optional() });
export type BagQuery = z.infer<typeof bagQuery>;

/** POST /api/shopping-cart: a piece, a stone or a ring-builder pair. */
export const addToBagInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('product'),
    sku: sku.describe("the variant's SKU, as its product page names it"),
    quantity: bagQuantity.optional().default(1),
    ringSize: bagRingSize.optional().describe('required for rings'),
    engraving: engraving.optional().describe('rings and bands only'),
  }),
  z.object({ kind: z.literal('stone'), sku: sku.describe("the stone's stock number") }),
  z.object({
    kind: z.literal('pair'),
    settingSku: sku.describe("the setting variant's SKU (pair_setting)"),
    stoneSku: sku.describe("the stone's stock number (pair_stone)"),
    ringSize: bagRingSize,
    engraving: engraving.optional(),
  }),
]);
export type AddToBagInput = z.infer<typeof addToBagInput>;

/** PUT /api/shopping-cart/quantity. */
export const bagQuantityInput = z.object({ id: recordId, quantity: bagQuantity });
export type BagQuantityInput = z.infer<typeof bagQuantityInput>;

/** PUT /api/shopping-cart/ringSize. */
export const bagRingSizeInput = z.object({ id: recordId, ringSize: bagRingSize });
export type BagRingSizeInput = z.infer<typeof bagRingSizeInput>;

/** POST /api/shopping-cart/apply-coupon: any text (a code too long is simply not a code). */
export const applyCouponInput = z.object({
  couponCode: z.string().trim().min(1, 'must not be empty').max(30, 'must be at most 30 characters'),
});
export type ApplyCouponInput = z.infer<typeof applyCouponInput>;

export const bagLine = z.object({
  id: z.number().int(),
  kind: z.enum(['product', 'stone']),
  /** The two lines of a ring-builder pair share it; removing either removes both. */
  pairId: z.string().nullable(),
  sku: z.string(),
  name: z.string(),
  /** A piece's metal ("18K White Gold") or a stone's grades ("G · VS1 · Excellent"). */
  detail: z.string(),
  picture: sizedPicture,
  stoneShape: z.string().nullable().describe('a stone’s shape, drawn when it has no picture'),
  path: z.string().describe('its product or stone page'),
  needsRingSize: z.boolean(),
  ringSize: z.string().nullable(),
  canEngrave: z.boolean(),
  engraving: z.string().nullable(),
  quantity: z.number().int(),
  /** 10 for a piece on its own; 1 for a stone and for each half of a pair. */
  maxQuantity: z.number().int(),
  unitPrice: z.number(),
  unitListPrice: z.number().describe('before discounts; above unitPrice when something is off'),
  /** The unit price when the line was added, when it has changed since; null otherwise. */
  previousUnitPrice: z.number().nullable(),
  lineTotal: z.number(),
  available: z.boolean(),
  /** Why it cannot be bought now (unlisted, sold, held in another checkout); null when it can. */
  unavailableReason: z.string().nullable(),
});
export type BagLine = z.infer<typeof bagLine>;

export const bagCoupon = z.object({
  couponCode: z.string(),
  discount: z.number().describe('percent off the bag after item discounts'),
  /** Why it no longer applies (expired, used up since it was applied); null when it does. */
  problem: z.string().nullable(),
});
export type BagCoupon = z.infer<typeof bagCoupon>;

export const bagTotals = z.object({
  /** The available lines at their prices before any discount. */
  subtotal: z.number(),
  /** The shop's and the pieces' own discounts on them. */
  itemDiscounts: z.number(),
  couponDiscount: z.number(),
  shipping: z.number(),
  total: z.number(),
  /** The GST the total includes: each line's at its tax class's rate, shipping's at the principal line's. */
  taxIncluded: z.number(),
  /** The GST rate every line shares; null when the lines are in classes of different rates. */
  taxPercent: z.number().nullable(),
});
export type BagTotals = z.infer<typeof bagTotals>;

export const bag = z.object({
  lines: z.array(bagLine),
  /** Pieces and stones in the bag (quantities added up): the header's count. */
  count: z.number().int(),
  coupon: bagCoupon.nullable(),
  totals: bagTotals,
  currency: z.enum(currencies),
  /** False while the bag is empty or a line needs attention (unavailable, no ring size). */
  canCheckOut: z.boolean(),
  /** What stands in checkout's way, in sentences. */
  checkoutBlockers: z.array(z.string()),
});
export type Bag = z.infer<typeof bag>;

/** GET /api/shopping-cart/count: the header's number, without pricing the bag. */
export const bagCount = z.object({ count: z.number().int() });
export type BagCount = z.infer<typeof bagCount>;

export const bagShapes = defineShapes(bagEndpoints, {
  read: { summary: 'Your bag, priced now', query: bagQuery, response: bag },
  count: { summary: 'How many pieces and stones your bag holds (a built ring counts once)', response: bagCount },
  add: {
    summary: 'Add a piece (its variant’s SKU, with a ring size for rings), a stone, or a ring-builder pair',
    query: bagQuery,
    body: addToBagInput,
    response: bag,
  },
  removeLine: {
    summary: 'Remove a line (a built ring’s setting or stone removes the ring)',
    params: recordIdParams,
    query: bagQuery,
    response: bag,
  },
  setQuantity: { summary: 'How many of a piece (1–10)', query: bagQuery, body: bagQuantityInput, response: bag },
  setRingSize: { summary: 'A ring’s size', query: bagQuery, body: bagRingSizeInput, response: bag },
  applyCoupon: {
    summary: 'Apply a coupon to the bag (one per bag: it replaces any other)',
    query: bagQuery,
    body: applyCouponInput,
    response: bag,
  },
  removeCoupon: { summary: 'Take the coupon off the bag', query: bagQuery, response: bag },
});
export type BagShapes = typeof bagShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    bag: BagShapes;
  }
}

/** The coupon refusals, each its own readable sentence (docs/product.md, "Coupons"). */
export const couponMessages = {
  unknown: (code: string) => `There is no coupon “${code}”. Check the code and try again.`,
  scheduled: (code: string, startDay: string) => `The coupon ${code} can be used from ${startDay}.`,
  expired: (code: string) => `The coupon ${code} has expired.`,
  usedUp: (code: string) => `The coupon ${code} has been used as many times as it allows.`,
  alreadyUsed: (code: string) => `You have already used the coupon ${code}; it is one use per customer.`,
  emptyBag: 'Add something to your bag before applying a coupon.',
} as const;
