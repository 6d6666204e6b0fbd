import { type Currency, fromMinor } from '@facet/contracts/money';
import { inCurrency, priceStone, type StoredPricingParameters } from '@facet/contracts/pricing';
import { picturesForVariant } from '@facet/contracts/product-pictures';
import type { RecentlyViewedCard, RecentlyViewedCards } from '@facet/contracts/recently-viewed';
import { stoneName } from '@facet/contracts/stones';
import type { Database } from '@facet/db/client';
import { listProductMedia } from '../products/product-pictures.service.ts';
import { variantCombinationOf } from '../products/variant-rows.ts';
import { firstStonePicture, gradesLine, gradingOf } from '../stones/stone-rows.ts';
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
  const pieces = new Map(
    variants.map((row): [string, RecentlyViewedCard] => {
      const [picture] = picturesForVariant(pictures.get(row.product_id) ?? [], variantCombinationOf(row));
      return [
        row.sku,
        {
          kind: 'product',
          sku: row.sku,
          name: row.product_name,
          detail: row.metal,
          picture: picture ? { url: picture.url, width: picture.width, height: picture.height } : null,
          stoneShape: null,
          price: fromMinor(Number(row.price)),
          listPrice: fromMinor(Number(row.list_price)),
          currency,
        },
      ];
    }),
  );
  const stonesFound = new Map(
    stoneRows.map((row): [string, RecentlyViewedCard] => {
      const grading = gradingOf(row);
      const price = inCurrency(priceStone(Number(row.cost), rates), currency);
      return [
        row.sku.toLowerCase(),
        {
          kind: 'stone',
          sku: row.sku,
          name: stoneName(grading),
          detail: gradesLine(row),
          picture: firstStonePicture(row),
          stoneShape: grading.stoneShape,
          price: fromMinor(price.price),
          listPrice: fromMinor(price.listPrice),
          currency,
        },
      ];
    }),
  );
  const records = [
    ...productSkus.map((sku) => pieces.get(sku)),
    ...stoneSkus.map((sku) => stonesFound.get(sku)),
  ].filter((card) => card !== undefined);
  return { records };
}
