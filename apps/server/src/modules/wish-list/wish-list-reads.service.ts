import type { Currency } from '@facet/contracts/money';
import type { StoredPricingParameters } from '@facet/contracts/pricing';
import type { Actor } from '@facet/contracts/permissions';
import type { WishedSkus, WishItem, WishList } from '@facet/contracts/wish-list';
import type { Database } from '@facet/db/client';
import { pieceCard, stoneCard } from '../products/item-cards.ts';
import { listProductMedia } from '../products/product-pictures.service.ts';
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
    ...variants.map((row): WishItem => ({
      ...pieceCard(row, pictures, currency),
      id: row.wish_id,
      needsRingSize: row.is_ring,
      available: row.is_listed && row.is_active,
      addedAt: iso(row.added),
    })),
    ...stones.map((row): WishItem => ({
      ...stoneCard(row, rates, currency),
      id: row.wish_id,
      needsRingSize: false,
      available: row.state === 'available',
      addedAt: iso(row.added),
    })),
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
