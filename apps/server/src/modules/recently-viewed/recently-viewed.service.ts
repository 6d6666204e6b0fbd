import type { Currency } from '@facet/contracts/money';
import type { StoredPricingParameters } from '@facet/contracts/pricing';
import type { RecentlyViewedCards } from '@facet/contracts/recently-viewed';
import type { Database } from '@facet/db/client';
import { pieceCard, stoneCard } from '../products/item-cards.ts';
import { listProductMedia } from '../products/product-pictures.service.ts';
import { listRecentStoneRows, listRecentVariantRows } from './recently-viewed.queries.ts';

/*
 * GET /api/recently-viewed (decision 045): the cards of the pieces and stones a browser
 * remembers, priced now. What cannot be bought today is left out without a word: the row shows
 * what is there, and the browser's list forgets nothing the shopper did not clear.
 */

/** The cards of the pieces (variant SKUs) and stones (stock numbers) asked, in the order asked. */
export async function listRecentlyViewedCards(
  db: Database,
  input: { products: readonly string[]; stones: readonly string[]; currency: Currency },
  rates: StoredPricingParameters,
): Promise<RecentlyViewedCards> {
  const { currency } = input;
  const productSkus = [...new Set(input.products.map((sku) => sku.toLowerCase()))];
  const stoneSkus = [...new Set(input.stones.map((sku) => sku.toLowerCase()))];
  const [variants, stoneRows] = await Promise.all([
    productSkus.length > 0 ? listRecentVariantRows(db, productSkus, currency) : [],
    stoneSkus.length > 0 ? listRecentStoneRows(db, stoneSkus) : [],
  ]);
  const pictures = await listProductMedia(db, [...new Set(variants.map((row) => row.product_id))]);
  const pieces = new Map(variants.map((row) => [row.sku, pieceCard(row, pictures, currency)]));
  const stonesFound = new Map(stoneRows.map((row) => [row.sku.toLowerCase(), stoneCard(row, rates, currency)]));
  const records = [
    ...productSkus.map((sku) => pieces.get(sku)),
    ...stoneSkus.map((sku) => stonesFound.get(sku)),
  ].filter((card) => card !== undefined);
  return { records };
}
