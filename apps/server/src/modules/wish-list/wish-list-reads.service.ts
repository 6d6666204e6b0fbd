import { type Currency, fromMinor } from '@facet/contracts/money';
import { picturesForVariant } from '@facet/contracts/product-pictures';
import { inCurrency, priceStone, type StoredPricingParameters } from '@facet/contracts/pricing';
import { stoneName } from '@facet/contracts/stones';
import type { Actor } from '@facet/contracts/permissions';
import type { WishedSkus, WishItem, WishList } from '@facet/contracts/wish-list';
import type { Database } from '@facet/db/client';
import { variantCombinationOf } from '../products/variant-rows.ts';
import { listProductMedia } from '../products/product-pictures.service.ts';
import { firstStonePicture, gradesLine, gradingOf } from '../stones/stone-rows.ts';
import { listStoneWishRows, listVariantWishRows, listWishedSkuRows } from './wish-list.queries.ts';

/*
 * A customer's wish list as they see it: each piece or stone with its picture, its price now in
 * their currency (was/now where something is off) and whether it can still be bought.
 */

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * GET /api/wish: newest first. `rates` price the stones (the caller's cached copy). The shared
 * wish list reads its owner's the same way.
 */
export async function listWishes(
  db: Database,
  input: { currency: Currency },
  actor: Pick<Actor, 'userId'>,
  rates: StoredPricingParameters,
): Promise<WishList> {
  const { currency } = input;
  const { userId } = actor;
  const [variants, stones] = await Promise.all([
    listVariantWishRows(db, userId, currency),
    listStoneWishRows(db, userId),
  ]);
  const pictures = await listProductMedia(db, [...new Set(variants.map((row) => row.product_id))]);
  const items: WishItem[] = [
    ...variants.map((row): WishItem => {
      const combination = variantCombinationOf(row);
      const [picture] = picturesForVariant(pictures.get(row.product_id) ?? [], combination);
      return {
        id: row.wish_id,
        kind: 'product',
        sku: row.sku,
        name: row.product_name,
        detail: row.metal,
        picture: picture ? { url: picture.url, width: picture.width, height: picture.height } : null,
        stoneShape: null,
        price: fromMinor(Number(row.price)),
        listPrice: fromMinor(Number(row.list_price)),
        currency,
        needsRingSize: row.is_ring,
        available: row.is_listed && row.is_active,
        addedAt: iso(row.added),
      };
    }),
    ...stones.map((row): WishItem => {
      const grading = gradingOf(row);
      const price = inCurrency(priceStone(Number(row.cost), rates), currency);
      return {
        id: row.wish_id,
        kind: 'stone',
        sku: row.sku,
        name: stoneName(grading),
        detail: gradesLine(row),
        picture: firstStonePicture(row),
        stoneShape: grading.stoneShape,
        price: fromMinor(price.price),
        listPrice: fromMinor(price.listPrice),
        currency,
        needsRingSize: false,
        available: row.state === 'available',
        addedAt: iso(row.added),
      };
    }),
  ];
  items.sort((a, b) => b.addedAt.localeCompare(a.addedAt) || b.id - a.id);
  return { records: items, totalRecords: items.length };
}

/** GET /api/wish/skus: what the customer keeps, by SKU, in one small query (the hearts' state). */
export async function listWishedSkus(db: Database, actor: Actor): Promise<WishedSkus> {
  const rows = await listWishedSkuRows(db, actor.userId);
  return {
    products: rows.filter((row) => row.kind === 'product').map((row) => row.sku),
    stones: rows.filter((row) => row.kind === 'stone').map((row) => row.sku),
  };
}
