import { currencies } from './money.ts';
import { sizedPicture } from './media.ts';
import { productCard, variantCombination } from './products.ts';
import { stoneCard } from './stones.ts';
import { z } from './zod.ts';

/*
 * Gone pages: a link to a stone or a piece that was on sale and no longer is (a stone sold or
 * unlisted, a product unlisted, a combination no longer made) never dead-ends. Its SKU call
 * (GET /api/stone/sku/{sku}, GET /api/product-varients/{sku}) answers 410 Gone — the envelope
 * with `isSuccess` false and one sentence in `errorMessages`, like every failure — and, unlike
 * other failures, `data`: what the item was and its alternatives, the closest items that are on
 * sale now. An unknown SKU stays 404 with no data. Decision record: docs/decisions/019-gone-pages.md.
 */

/** Why an item's page is gone: a stone is `sold` or `unlisted`; a piece `unlisted` or its combination `discontinued`. */
export const goneReasons = ['sold', 'unlisted', 'discontinued'] as const;
export type GoneReason = (typeof goneReasons)[number];

/** The one sentence of a 410's `errorMessages`. */
export const goneMessages = {
  stone: 'This stone is no longer available.',
  product: 'This piece is no longer available.',
} as const;

const currency = z.enum(currencies);

/** A gone stone as its page names it: no price (it cannot be bought), its grades and picture. */
export const goneStoneSummary = stoneCard.pick({
  sku: true,
  name: true,
  stoneCategory: true,
  stoneShape: true,
  carat: true,
  color: true,
  clarity: true,
  cut: true,
  certificateLab: true,
  image: true,
});

/** The `data` of GET /api/stone/sku/{sku}'s 410. */
export const goneStone = z.object({
  kind: z.literal('stone'),
  reason: z.enum(['sold', 'unlisted']),
  stone: goneStoneSummary,
  alternatives: z
    .array(stoneCard)
    .describe(
      'available stones of the same shape and category, nearest first (relative carat difference plus relative price difference)',
    ),
  currency,
});
export type GoneStone = z.infer<typeof goneStone>;

/** A gone piece as its page names it: the product and the combination asked for, no price. */
export const goneProductSummary = z.object({
  /** The SKU asked for: the variant's, kept for life. */
  sku: z.string(),
  name: z.string(),
  jewelleryType: z.string(),
  jewellerySubType: z.string(),
  jewellerySubTypeSlug: z.string(),
  ...variantCombination.shape,
  image: sizedPicture,
});

/** An alternative piece: its listing card, of the very variant proposed, and that variant's combination. */
export const alternativeProductCard = productCard.extend({
  combination: z.string().describe('"Rose Gold · Halo · 1 ct Oval · 1.8 mm"'),
});
export type AlternativeProductCard = z.infer<typeof alternativeProductCard>;

/** The `data` of GET /api/product-varients/{sku}'s 410. */
export const goneProduct = z.object({
  kind: z.literal('product'),
  reason: z.enum(['unlisted', 'discontinued']),
  product: goneProductSummary,
  alternatives: z
    .array(alternativeProductCard)
    .describe(
      'pieces on sale: first the same product in its nearest combinations (fewest attributes changed, then nearest price), then pieces of the same sub type nearest in price',
    ),
  currency,
});
export type GoneProduct = z.infer<typeof goneProduct>;
