import type { WishKind } from '@facet/contracts/wish-list';

/*
 * Which pieces and stones the signed-in shopper keeps, as a page's loader read them (GET
 * /api/wish/skus, kept-skus.server.ts): pieces by their variant's SKU, stones by stock number in lower
 * case (a stock number is one stone whatever its case). Null when signed out. No zod here: the
 * storefront pages' first load carries this file.
 */

export interface KeptSkus {
  products: string[];
  stones: string[];
}

/** What the toggle route (routes/wish-list-toggle.ts) answers a heart's fetcher. */
export interface WishToggleResult {
  ok: boolean;
  /** Whether the piece or stone is kept now (on a refusal: as it was). */
  kept: boolean;
  message: string | null;
}

export function isKept(kept: KeptSkus | null | undefined, kind: WishKind, sku: string): boolean {
  if (!kept) return false;
  return kind === 'product' ? kept.products.includes(sku) : kept.stones.includes(sku.toLowerCase());
}
