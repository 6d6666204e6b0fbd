import type { WishedSkus, WishKind } from '@facet/contracts/wish-list';

/*
 * What the signed-in shopper has in the wish list, as a page's loader read it (GET
 * /api/wish/skus, wished-skus.server.ts): pieces by their variant's SKU, stones by stock number
 * in lower case (a stock number is one stone whatever its case). Null when signed out. Shoppers
 * are told they "keep" these; the code says wished, as the API does, because a kept page is the
 * page cache. Only types come from the contracts: the storefront pages' first load carries this
 * file, and it must not bring zod with it.
 */

export type { WishedSkus };

/** The `reply` a heart's fetcher adds to its post: the toggle route then answers with data, not a page. */
export const WISH_FETCHER_REPLY = 'data';

/** What the toggle route (routes/wish-list-toggle.ts) answers a heart's fetcher. */
export interface WishToggleResult {
  ok: boolean;
  /** Whether the piece or stone is in the wish list now (on a refusal: as it was). */
  wished: boolean;
  message: string | null;
}

export function isWished(wished: WishedSkus | null | undefined, kind: WishKind, sku: string): boolean {
  if (!wished) return false;
  return kind === 'product' ? wished.products.includes(sku) : wished.stones.includes(sku.toLowerCase());
}
