import { metalByName } from '@facet/contracts/lookups';
import { picturesForVariant } from '@facet/contracts/product-pictures';
import { isSetting } from '@facet/contracts/ring-builder';
import { type Currency, fromBasisPoints, fromMinor } from '@facet/contracts/money';
import type { ProductCard, ProductCardPage } from '@facet/contracts/products';
import type { Database } from '@facet/db/client';
import { listProductMedia, pictureOfRow, type ProductPicture } from './product-pictures.service.ts';
import {
  type CardRow,
  countMatchingCards,
  listCanonicalPageRows,
  listCardRows,
  type ListingRequest,
} from './product-listing.queries.ts';

export {
  answeredByCards,
  type CardRow,
  countMatchingCards,
  type ListingRequest,
  listingQuery,
} from './product-listing.queries.ts';

/*
 * The storefront's listing (GET /api/product/for-customer): one card per listed product,
 * showing its representative variant — the cheapest variant that matches the filters, of the
 * filtered metal or else of the first metal (metals' `position`: white gold, yellow gold, rose
 * gold, platinum, silver). "Cheapest" is by the INR price, the shop's own currency. Sorting uses
 * that variant's price in the shopper's currency; the total counts products.
 *
 * Three ways to answer, the same answer (product-cards.test.ts compares them with a reading of
 * every variant over many filter combinations):
 *   - from `product_cards`, the database-kept table of each listed product's cheapest variant per
 *     metal, when the filters are product attributes, a metal and at most a budget ceiling (the
 *     cheapest variant of a metal is under the ceiling whenever any of them is): an index walk
 *     over one narrow row per product, whatever the number of variants;
 *   - from `variant_cards`, every variant with what a floor asks of it, when a carat or a budget
 *     floor, or a band (the floor with its own ceiling), is the only filter among a metal's
 *     variants: an index walk in the listing's order that keeps one row per product, and a count
 *     over the cards' maxima (a band's over the variants each product shows inside it);
 *   - from the variants themselves, when other filters pick among a metal's variants (style,
 *     centre stone shape, a carat ceiling alone, a carat and a budget together): every matching
 *     variant is read.
 * Decision records: docs/decisions/008-listing-from-product-cards.md, 037-floors-from-variant-cards.md.
 * The SQL is in product-listing.queries.ts (and product-listing-floors.queries.ts).
 */

export async function listProductCards(db: Database, request: ListingRequest): Promise<ProductCardPage> {
  const rows = await listCardRows(db, request);
  let totalRecords = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && request.pageNo > 1) totalRecords = await countMatchingCards(db, request);
  // The statement brought each card's pictures: no second one for them.
  const records = rows.map((row) => cardOfRow(row, (row.pictures ?? []).map(pictureOfRow), request.currency));
  return { currency: request.currency, totalRecords, records };
}

/** Cards of rows read as `CardRow` (price columns in `currency`), with their pictures in the card's metal. */
export async function cardsOfRows(
  db: Database,
  rows: readonly Omit<CardRow, 'total'>[],
  currency: Currency,
): Promise<ProductCard[]> {
  const pictures = await listProductMedia(
    db,
    rows.map((row) => row.product_id),
  );
  return rows.map((row) => cardOfRow(row, pictures.get(row.product_id) ?? [], currency));
}

/** A card of its row and its product's pictures, shown in the card's metal (and centre-stone shape). */
function cardOfRow(row: Omit<CardRow, 'total'>, pictures: ProductPicture[], currency: Currency): ProductCard {
  const shown = picturesForVariant(pictures, { metal: row.metal, centerStoneShape: row.center_stone_shape });
  const picture = (p: ProductPicture | undefined) => (p ? { url: p.url, width: p.width, height: p.height } : null);
  return {
    id: row.product_id,
    name: row.name,
    jewelleryType: row.jewellery_type,
    jewellerySubType: row.sub_type,
    hasAttachedStone: row.has_attached_stone,
    isSetting: isSetting({
      hasAttachedStone: row.has_attached_stone,
      jewellerySubType: row.sub_type,
      hasCentreStone: row.has_centre_stone,
    }),
    sku: row.sku,
    metal: row.metal,
    price: fromMinor(Number(row.price)),
    listPrice: fromMinor(Number(row.list_price)),
    discount: fromBasisPoints(row.discount),
    currency,
    image: picture(shown[0]),
    hoverImage: picture(shown[1]),
    metals: (row.swatches ?? []).map((swatch) => ({
      name: swatch.name,
      swatch: metalByName(swatch.name)?.swatch ?? '#d9d9d9',
      sku: swatch.sku,
    })),
  };
}

/** The canonical page of every listed product, for sitemap.xml: the variant listings show without a filter. */
export async function listCanonicalProductPages(db: Database): Promise<{ sku: string; updateDate: string }[]> {
  const rows = await listCanonicalPageRows(db);
  return rows.map((row) => ({ sku: row.sku, updateDate: new Date(row.updateDate).toISOString() }));
}
