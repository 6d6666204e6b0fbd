import { type Currency, fromMinor } from '@facet/contracts/money';
import { picturesForVariant } from '@facet/contracts/product-pictures';
import { inCurrency, priceStone, type StoredPricingParameters } from '@facet/contracts/pricing';
import { stoneName } from '@facet/contracts/stones';
import type { Actor } from '@facet/contracts/permissions';
import type { WishedSkus, WishItem, WishList } from '@facet/contracts/wish-list';
import { type Database, queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import {
  variantCombinationOf,
  variantNameColumns,
  variantNameJoins,
  type VariantNameRow,
  isRingColumn,
  jewelleryTypeJoins,
} from '../products/variant-rows.ts';
import { listProductMedia } from '../products/product-pictures.service.ts';
import {
  firstStonePicture,
  firstStonePictureColumns,
  firstStonePictureJoin,
  type FirstStonePictureRow,
  gradesLine,
  gradingOf,
  stoneColumns,
  stoneJoins,
  type StoneRow,
} from '../stones/stone-rows.ts';
import { listWishedSkuRows } from './wish-list.queries.ts';

/*
 * A customer's wish list as they see it: each piece or stone with its picture, its price now in
 * their currency (was/now where something is off) and whether it can still be bought.
 */

interface VariantWishRow extends VariantNameRow {
  wish_id: number;
  added: Date | string;
  product_id: number;
  product_name: string;
  is_listed: boolean;
  is_active: boolean;
  is_ring: boolean;
  price: string | number;
  list_price: string | number;
}

interface StoneWishRow extends StoneRow, FirstStonePictureRow {
  wish_id: number;
  added: Date | string;
}

const variantPrices: Record<Currency, ReturnType<typeof sql.raw>> = {
  INR: sql.raw('v.price_inr as price, v.list_price_inr as list_price'),
  USD: sql.raw('v.price_usd as price, v.list_price_usd as list_price'),
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** GET /api/wish: newest first. `rates` price the stones (the caller's cached copy). */
export async function listWishes(
  db: Database,
  input: { currency: Currency },
  actor: Actor,
  rates: StoredPricingParameters,
): Promise<WishList> {
  const { currency } = input;
  const { userId } = actor;
  const [variants, stones] = await Promise.all([
    queryRows<VariantWishRow>(
      db,
      sql`select w.id as wish_id, w.create_date as added, ${variantNameColumns}, p.id as product_id,
                 p.name as product_name, p.is_listed, v.is_active, ${isRingColumn},
                 ${variantPrices[currency]}
            from wish_list_items w
            join product_variants v on v.id = w.product_variant_id
            join products p on p.id = v.product_id
            ${jewelleryTypeJoins}
            ${variantNameJoins}
           where w.user_id = ${userId}`,
    ),
    queryRows<StoneWishRow>(
      db,
      sql`select w.id as wish_id, w.create_date as added, ${stoneColumns}, ${firstStonePictureColumns}
            from wish_list_items w
            join stones s on s.id = w.stone_id
            ${stoneJoins}
            ${firstStonePictureJoin}
           where w.user_id = ${userId}`,
    ),
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
