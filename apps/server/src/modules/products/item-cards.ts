import type { ItemCard } from '@facet/contracts/item-cards';
import { type Currency, fromMinor } from '@facet/contracts/money';
import { inCurrency, priceStone, type StoredPricingParameters } from '@facet/contracts/pricing';
import { picturesForVariant } from '@facet/contracts/product-pictures';
import { stoneName } from '@facet/contracts/stones';
import {
  type FirstStonePictureRow,
  firstStonePicture,
  gradesLine,
  gradingOf,
  type StoneRow,
} from '../stones/stone-rows.ts';
import type { ProductPicture } from './product-pictures.service.ts';
import { type VariantNameRow, variantCombinationOf } from './variant-rows.ts';

/*
 * A piece or a stone as a small card shows it (contracts' item-cards.ts), priced now: the wish
 * list and the recently viewed row read their rows their own way and make the cards here.
 */

/** A variant's row as the cards' reads give it: its combination, product, name and prices in the currency (minor units). */
export interface PieceCardRow extends VariantNameRow {
  product_id: number;
  product_name: string;
  price: string | number;
  list_price: string | number;
}

/** A piece's card: its variant's first picture among its product's (`pictures`, by product id). */
export function pieceCard(
  row: PieceCardRow,
  pictures: ReadonlyMap<number, ProductPicture[]>,
  currency: Currency,
): ItemCard {
  const [picture] = picturesForVariant(pictures.get(row.product_id) ?? [], variantCombinationOf(row));
  return {
    kind: 'product',
    sku: row.sku,
    name: row.product_name,
    detail: row.metal,
    picture: picture ? { url: picture.url, width: picture.width, height: picture.height } : null,
    stoneShape: null,
    price: fromMinor(Number(row.price)),
    listPrice: fromMinor(Number(row.list_price)),
    currency,
  };
}

/** A stone's card, priced from its cost with the shop's pricing parameters (`rates`). */
export function stoneCard(
  row: StoneRow & FirstStonePictureRow,
  rates: StoredPricingParameters,
  currency: Currency,
): ItemCard {
  const grading = gradingOf(row);
  const price = inCurrency(priceStone(Number(row.cost), rates), currency);
  return {
    kind: 'stone',
    sku: row.sku,
    name: stoneName(grading),
    detail: gradesLine(row),
    picture: firstStonePicture(row),
    stoneShape: grading.stoneShape,
    price: fromMinor(price.price),
    listPrice: fromMinor(price.listPrice),
    currency,
  };
}
