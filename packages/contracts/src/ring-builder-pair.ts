import { defineShapes } from './endpoint-shapes.ts';
import { ringBuilderEndpoints } from './ring-builder-endpoints.ts';
import { currencies } from './money.ts';
import { sizedPicture } from './media.ts';
import { z } from './zod.ts';

/*
 * GET /api/ring-builder/pair: its query and answer. Apart from the rules (ring-builder.ts) so
 * the pages that only link and decide with the rules do not download zod.
 */

const currency = z.enum(currencies);
const sku = z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters');

/** GET /api/ring-builder/pair: either half or both (the builder bar asks for what is chosen). */
export const ringBuilderPairQuery = z
  .object({
    settingSku: sku.optional().describe("the setting's variant SKU (pair_setting)"),
    stoneSku: sku.optional().describe("the loose stone's SKU (pair_stone)"),
    currency: currency.optional(),
  })
  .refine((query) => query.settingSku !== undefined || query.stoneSku !== undefined, {
    message: 'must name a setting (settingSku), a stone (stoneSku) or both',
    path: ['settingSku'],
  });
export type RingBuilderPairQuery = z.infer<typeof ringBuilderPairQuery>;

export const pairSetting = z.object({
  sku: z.string(),
  name: z.string(),
  metal: z.string(),
  ringStyle: z.string().nullable(),
  centerStoneShape: z.string(),
  centerStoneCarat: z.number(),
  /** The stones that fit, in words: "oval stones of 0.90 to 1.15 ct". */
  fits: z.string(),
  price: z.number().describe("the variant's stored price in the currency: the product page's price"),
  listPrice: z.number(),
  image: sizedPicture,
});
export type PairSetting = z.infer<typeof pairSetting>;

export const pairStone = z.object({
  sku: z.string(),
  name: z.string(),
  stoneCategory: z.string(),
  stoneShape: z.string(),
  carat: z.number(),
  color: z.string(),
  clarity: z.string(),
  cut: z.string().nullable(),
  certificateLab: z.string().nullable(),
  state: z.enum(['available', 'on_hold', 'sold']),
  price: z.number().describe("the stone page's price"),
  listPrice: z.number(),
  image: sizedPicture,
});
export type PairStone = z.infer<typeof pairStone>;

export const ringBuilderPair = z.object({
  setting: pairSetting.nullable(),
  stone: pairStone.nullable(),
  /** Both halves chosen and the stone fits the setting. */
  fits: z.boolean(),
  /** Why the pair does not fit (null when it does, or when a half is missing). */
  problem: z.string().nullable(),
  /** The ring's price: setting plus stone; null until both are chosen. */
  total: z.number().nullable(),
  currency,
});
export type RingBuilderPair = z.infer<typeof ringBuilderPair>;

export const ringBuilderShapes = defineShapes(ringBuilderEndpoints, {
  pair: {
    summary: 'A setting variant and a loose stone (either or both): whether they fit and the ring’s price',
    query: ringBuilderPairQuery,
    response: ringBuilderPair,
  },
});
export type RingBuilderShapes = typeof ringBuilderShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    ringBuilder: RingBuilderShapes;
  }
}
