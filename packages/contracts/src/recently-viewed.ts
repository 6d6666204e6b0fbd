import { defineShapes } from './endpoint-shapes.ts';
import { itemCard } from './item-cards.ts';
import { currencies } from './money.ts';
import { recentlyViewedEndpoints } from './recently-viewed-endpoints.ts';
import { RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_SKU_MAX_LENGTH } from './recently-viewed-limits.ts';
import { z } from './zod.ts';

/*
 * Recently viewed (decision 045): the pieces (by their variant's SKU) and stones (by stock number)
 * a browser remembers having shown, newest first, at most RECENTLY_VIEWED_MAX. The browser keeps
 * the list; GET /api/recently-viewed only prices what it names, today, in the shopper's currency.
 */

export { RECENTLY_VIEWED_MAX } from './recently-viewed-limits.ts';

const skuText = z
  .string()
  .min(1)
  .max(RECENTLY_VIEWED_SKU_MAX_LENGTH, `must be at most ${RECENTLY_VIEWED_SKU_MAX_LENGTH} characters each`);

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
export const recentlyViewedCard = itemCard;
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
