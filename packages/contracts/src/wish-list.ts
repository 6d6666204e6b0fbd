import { defineShapes } from './endpoint-shapes.ts';
import { itemCard, itemCardKinds } from './item-cards.ts';
import { currencies } from './money.ts';
import { wishListEndpoints } from './wish-list-endpoints.ts';
import { z } from './zod.ts';

/*
 * The wish list (docs/product.md, "Wish list": GET /api/wish, POST /api/wish/wish,
 * /api/wish/remove): pieces — one variant, as its product page's SKU names it — and loose stones,
 * by stock number. Each once; adding one already there is not an error, it is there.
 */

/** How many things one wish list holds: enough for any shopper, bounded for the database. */
export const WISH_LIST_MAX = 200;

export const wishKinds = itemCardKinds;
export type WishKind = (typeof wishKinds)[number];

/** POST /api/wish/wish and /api/wish/remove: which piece (a variant's SKU) or stone (its stock number). */
export const wishInput = z.object({
  kind: z.enum(wishKinds),
  sku: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
});
export type WishInput = z.infer<typeof wishInput>;

/** A kept piece or stone: its card (item-cards.ts), and what the wish list adds. */
export const wishItem = itemCard.extend({
  id: z.number().int(),
  /** A ring: the bag asks its size when it moves there. */
  needsRingSize: z.boolean(),
  /** False when the piece was unlisted or the stone sold, held or unlisted. */
  available: z.boolean(),
  addedAt: z.string(),
});
export type WishItem = z.infer<typeof wishItem>;

export const wishList = z.object({ records: z.array(wishItem), totalRecords: z.number().int() });
export type WishList = z.infer<typeof wishList>;

/**
 * GET /api/wish/skus: only what is kept, for the hearts on a page — pieces by variant SKU, stones
 * by stock number in lower case — without pricing the list.
 */
export const wishedSkus = z.object({ products: z.array(z.string()), stones: z.array(z.string()) });
export type WishedSkus = z.infer<typeof wishedSkus>;

/** GET /api/wish and the changes, which answer the list: the currency to price it in (the shopper's unless told). */
export const wishListQuery = z.object({ currency: z.enum(currencies).optional() });
export type WishListQuery = z.infer<typeof wishListQuery>;

export const wishListShapes = defineShapes(wishListEndpoints, {
  list: { summary: 'Your wish list, newest first, priced now', query: wishListQuery, response: wishList },
  skus: {
    summary: 'What you keep, by SKU only (pieces by variant SKU, stones by stock number in lower case)',
    response: wishedSkus,
  },
  add: {
    summary: 'Add a piece (its variant’s SKU) or a stone (its stock number); already there is fine',
    query: wishListQuery,
    body: wishInput,
    response: wishList,
  },
  remove: {
    summary: 'Remove a piece or stone; not there is fine',
    query: wishListQuery,
    body: wishInput,
    response: wishList,
  },
});
export type WishListShapes = typeof wishListShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    wishList: WishListShapes;
  }
}
