import { type Database, queryRows } from '@facet/db/client';
import { jewellerySubTypes } from '@facet/db/schema/lookups';
import { media } from '@facet/db/schema/media';
import { pricingParameters } from '@facet/db/schema/pricing-parameters';
import { productVariants, products } from '@facet/db/schema/products';
import { stoneMedia, stones } from '@facet/db/schema/stones';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  variantNameColumns,
  variantNameJoins,
  type VariantNameRow,
  variantRowAliases,
} from '../products/variant-rows.ts';
import { stoneColumns, stoneJoins, type StoneRow } from '../stones/stone-rows.ts';

/*
 * The ring builder's SQL (ring-builder.service.ts holds the rules): the setting and the stone of
 * a pair, read fresh, columns named through the schema's tables (packages/db/src/schema) under
 * the short names the shared row pieces (variant-rows.ts, stone-rows.ts) use.
 */

const { v, p, st } = variantRowAliases;
/** The stone, as stone-rows.ts's pieces name it. */
const s = alias(stones, 's');
const sm = alias(stoneMedia, 'sm');
const m = alias(media, 'm');
const pp = alias(pricingParameters, 'pp');

/** A setting variant with its product's name and kind and its stored prices. */
export interface SettingRow extends VariantNameRow {
  product_id: number;
  name: string;
  sub_type: string;
  has_attached_stone: boolean;
  price_inr: string | number;
  list_price_inr: string | number;
  price_usd: string | number;
  list_price_usd: string | number;
}

/** The active variant with this SKU (any case) of a listed product. */
export async function findShownSetting(db: Database, sku: string): Promise<SettingRow | undefined> {
  const [row] = await queryRows<SettingRow>(
    db,
    sql`select ${variantNameColumns}, ${v.productId}, ${p.name}, ${st.name} as sub_type, ${p.hasAttachedStone},
               ${v.priceInr}, ${v.listPriceInr}, ${v.priceUsd}, ${v.listPriceUsd}
          from ${productVariants} ${v}
          join ${products} ${p} on ${p.id} = ${v.productId}
          join ${jewellerySubTypes} ${st} on ${st.id} = ${p.subTypeId}
          ${variantNameJoins}
         where ${v.sku} = ${sku.toLowerCase()} and ${v.isActive} and ${p.isListed}`,
  );
  return row;
}

/** A stone with the pricing parameters of the same statement and its first picture. */
export interface PairStoneRow extends StoneRow {
  conversion: number;
  charge: number;
  shop_discount: number;
  profit_rate: number;
  media_key: string | null;
  media_width: number | null;
  media_height: number | null;
}

/**
 * The stone with this stock number (any case) unless unlisted, whatever else its state, with
 * the rates read in the same statement as its cost.
 */
export async function findShownPairStone(db: Database, sku: string): Promise<PairStoneRow | undefined> {
  const [row] = await queryRows<PairStoneRow>(
    db,
    sql`select ${stoneColumns},
               ${pp.conversion}, ${pp.charge}, ${pp.shopDiscount}, ${pp.profitRate},
               first.key as media_key, first.width as media_width, first.height as media_height
          from ${stones} ${s} ${stoneJoins}
          cross join ${pricingParameters} ${pp}
          left join lateral (
            select ${m.key}, ${m.width}, ${m.height}
              from ${stoneMedia} ${sm} join ${media} ${m} on ${m.id} = ${sm.mediaId}
             where ${sm.stoneId} = ${s.id}
             order by ${sm.position}, ${m.createDate}
             limit 1
          ) first on true
         where lower(${s.sku}) = lower(${sku}) and ${s.state} <> 'unlisted' and ${pp.id} = 1`,
  );
  return row;
}
