import { defineShapes } from './endpoint-shapes.ts';
import { sizedPicture } from './media.ts';
import { currencies } from './money.ts';
import { recentlyViewedEndpoints } from './recently-viewed-endpoints.ts';
import { z } from './zod.ts';

/*
 * Recently viewed (decision 045): the pieces (by their variant's SKU) and stones (by stock number)
 * a browser remembers having shown, newest first, at most RECENTLY_VIEWED_MAX. The browser keeps
 * the list; GET /api/recently-viewed only prices what it names, today, in the shopper's currency.
 */

/** How many pieces and stones the browser remembers, and how many of each the read accepts. */
export const RECENTLY_VIEWED_MAX = 12;

export const recentlyViewedKinds = ['product', 'stone'] as const;
export type RecentlyViewedKind = (typeof recentlyViewedKinds)[number];

const skuText = z.string().min(1).max(200, 'must be at most 200 characters each');

/** A comma-separated list of SKUs: blanks dropped, each once, at most RECENTLY_VIEWED_MAX. */
function skuList(what: string) {
  return z
    .string()
    .max(3_000, `must be at most ${RECENTLY_VIEWED_MAX} ${what}`)
    .optional()
    .transform((raw) => [...new Set((raw ?? '').split(',').map((sku) => sku.trim()))].filter((sku) => sku !== ''))
    .pipe(z.array(skuText).max(RECENTLY_VIEWED_MAX, `must be at most ${RECENTLY_VIEWED_MAX} ${what}`));
}

/** GET /api/recently-viewed: which pieces (variant SKUs) and stones (stock numbers), and the currency. */
export const recentlyViewedQuery = z.object({
  products: skuList('pieces'),
  stones: skuList('stones'),
  currency: z.enum(currencies).optional(),
});
export type RecentlyViewedQuery = z.infer<typeof recentlyViewedQuery>;

/** A piece or stone as the row shows it: its page, picture, name and today's price. */
export const recentlyViewedCard = z.object({
  kind: z.enum(recentlyViewedKinds),
  /** A piece's variant SKU, or a stone's stock number as its page spells it. */
  sku: z.string(),
  name: z.string(),
  /** A piece's metal ("White Gold") or a stone's grades ("G · VS1 · Excellent"). */
  detail: z.string(),
  picture: sizedPicture,
  stoneShape: z.string().nullable().describe('a stone’s shape, drawn when it has no picture'),
  price: z.number(),
  listPrice: z.number().describe('before discounts; above price when something is off'),
  currency: z.enum(currencies),
});
export type RecentlyViewedCard = z.infer<typeof recentlyViewedCard>;

export const recentlyViewedCards = z.object({ records: z.array(recentlyViewedCard) });
export type RecentlyViewedCards = z.infer<typeof recentlyViewedCards>;

export const recentlyViewedShapes = defineShapes(recentlyViewedEndpoints, {
  cards: {
    summary:
      'Pieces (variant SKUs) and stones (stock numbers) priced today in the shopper’s currency; what is no longer on sale is left out (no credentials needed)',
    query: recentlyViewedQuery,
    response: recentlyViewedCards,
  },
});
export type RecentlyViewedShapes = typeof recentlyViewedShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    recentlyViewed: RecentlyViewedShapes;
  }
}
