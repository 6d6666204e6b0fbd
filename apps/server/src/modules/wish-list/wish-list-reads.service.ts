import { type Currency, fromMinor } from '@facet/contracts/money';
import { picturesForVariant } from '@facet/contracts/product-pictures';
import { inCurrency, priceStone, type StoredPricingParameters } from '@facet/contracts/pricing';
import { stoneName } from '@facet/contracts/stones';
import type { Actor } from '@facet/contracts/permissions';
import type { WishItem, WishList } from '@facet/contracts/wish-list';
import { type Database, queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { mediaPath } from '@facet/contracts/media-sizes';
import {
  variantCombinationOf,
  variantNameColumns,
  variantNameJoins,
  type VariantNameRow,
} from '../products/variant-rows.ts';
import { listProductMedia } from '../products/product-pictures.service.ts';
import { gradingOf, stoneColumns, stoneJoins, type StoneRow } from '../stones/stone-rows.ts';

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
  price: string | number;
  list_price: string | number;
}

interface StoneWishRow extends StoneRow {
  wish_id: number;
  added: Date | string;
  image_key: string | null;
  image_width: number | null;
  image_height: number | null;
}

const variantPrices: Record<Currency, ReturnType<typeof sql.raw>> = {
  INR: sql.raw('v.price_inr as price, v.list_price_inr as list_price'),
  USD: sql.raw('v.price_usd as price, v.list_price_usd as list_price'),
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** "G · VS1 · Excellent": a stone's grades, as its card shows them. */
function gradesOf(row: StoneRow): string {
  return [row.color, row.clarity, row.cut].filter(Boolean).join(' · ');
}

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
                 p.name as product_name, p.is_listed, v.is_active, ${variantPrices[currency]}
            from wish_list_items w
            join product_variants v on v.id = w.product_variant_id
            join products p on p.id = v.product_id
            ${variantNameJoins}
           where w.user_id = ${userId}`,
    ),
    queryRows<StoneWishRow>(
      db,
      sql`select w.id as wish_id, w.create_date as added, ${stoneColumns},
                 pic.key as image_key, pic.width as image_width, pic.height as image_height
            from wish_list_items w
            join stones s on s.id = w.stone_id
            ${stoneJoins}
            left join lateral (select m.key, m.width, m.height
                                 from stone_media sm join media m on m.id = sm.media_id
                                where sm.stone_id = s.id
                                order by sm.position, m.create_date limit 1) pic on true
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
        detail: gradesOf(row),
        picture:
          row.image_key === null
            ? null
            : { url: mediaPath(row.image_key), width: row.image_width ?? 0, height: row.image_height ?? 0 },
        stoneShape: grading.stoneShape,
        price: fromMinor(price.price),
        listPrice: fromMinor(price.listPrice),
        currency,
        available: row.state === 'available',
        addedAt: iso(row.added),
      };
    }),
  ];
  items.sort((a, b) => b.addedAt.localeCompare(a.addedAt) || b.id - a.id);
  return { records: items, totalRecords: items.length };
}
