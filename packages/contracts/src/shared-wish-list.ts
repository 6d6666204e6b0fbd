import { defineShapes } from './endpoint-shapes.ts';
import { sharedWishListEndpoints } from './shared-wish-list-endpoints.ts';
import { wishItem, wishListQuery } from './wish-list.ts';
import { z } from './zod.ts';

/*
 * The shared wish list (decision 046): a read-only copy of a shopper's wish list that anyone with
 * its link can open, showing the shopper's first name only. One live link per shopper; its token
 * is shown once, when made (the shop keeps only its hash), and stopping sharing ends it at once.
 */

/** The storefront page a shared wish list's link opens. */
export function sharedWishListPath(token: string): string {
  return `/shared-wish-list/${encodeURIComponent(token)}`;
}

/** GET /api/wish/share and DELETE: whether the shopper's wish list is shared now, and since when. */
export const sharedWishListState = z.object({ sharedSince: z.string().nullable() });
export type SharedWishListState = z.infer<typeof sharedWishListState>;

/** POST /api/wish/share: the new link's token and page, shown this once. */
export const sharedWishListLink = z.object({
  token: z.string(),
  path: z.string(),
  sharedSince: z.string(),
});
export type SharedWishListLink = z.infer<typeof sharedWishListLink>;

/** Any text at all: a token that is not one of ours is simply not found. */
export const sharedWishListParams = z.object({ token: z.string().max(200, 'must be at most 200 characters') });
export type SharedWishListParams = z.infer<typeof sharedWishListParams>;

/** GET /api/shared-wish-lists/:token: the owner's first name and their list, priced now. */
export const sharedWishList = z.object({
  firstName: z.string(),
  records: z.array(wishItem),
  totalRecords: z.number().int(),
});
export type SharedWishList = z.infer<typeof sharedWishList>;

export const sharedWishListShapes = defineShapes(sharedWishListEndpoints, {
  mine: { summary: 'Whether your wish list is shared now', response: sharedWishListState },
  share: {
    summary: 'Share your wish list: a new link (any earlier one stops working), shown this once',
    response: sharedWishListLink,
    status: 201,
  },
  stop: { summary: 'Stop sharing your wish list: its link stops working at once', response: sharedWishListState },
  read: {
    summary: 'A shared wish list, read-only: the owner’s first name and their pieces and stones, priced now',
    params: sharedWishListParams,
    query: wishListQuery,
    response: sharedWishList,
  },
});
export type SharedWishListShapes = typeof sharedWishListShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    sharedWishList: SharedWishListShapes;
  }
}
