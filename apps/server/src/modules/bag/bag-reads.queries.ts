import { type Database, preparedQuery } from '@facet/db/client';
import { bagLines, bags, couponUses } from '@facet/db/schema/bag';
import { discountCoupons } from '@facet/db/schema/coupons';
import { stoneCategories } from '@facet/db/schema/lookups';
import { pricingParameters } from '@facet/db/schema/pricing-parameters';
import { products, productVariants } from '@facet/db/schema/products';
import { stones } from '@facet/db/schema/stones';
import { itemCountSql } from '@facet/db/sql-helpers';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { productPictureRows, type ProductPictureRow } from '../products/product-pictures.service.ts';
import {
  isRingColumn,
  jewelleryTypeJoins,
  variantNameColumns,
  variantNameJoins,
  type VariantNameRow,
} from '../products/variant-rows.ts';
import {
  firstStonePictureColumns,
  firstStonePictureJoin,
  type FirstStonePictureRow,
  stoneColumns,
  stoneJoins,
  type StoneRow,
} from '../stones/stone-rows.ts';
import type { LineTaxClass } from '../tax/line-tax-class.service.ts';
import { pieceTaxClassId, stoneTaxClassId, taxClassesJson } from '../tax/line-tax-class.service.ts';
import type { BagCouponRow } from './bag-coupon-rules.ts';

/*
 * The SQL of reading a bag (bag-pricing.service.ts, bag-reads.service.ts), every column named
 * through the schema's tables (packages/db/src/schema), so that a renamed column fails
 * `npm run typecheck` here rather than a query at run time. The bag's one statement is read on
 * every bag page and checkout: it stays SQL run as a prepared statement whose text is rendered once (preparedQuery),
 * with the aliases the shared pieces of variant-rows.ts and stone-rows.ts are written over
 * (`v`, `p`, `s`, …).
 */

const l = alias(bagLines, 'l');
const v = alias(productVariants, 'v');
const p = alias(products, 'p');
const s = alias(stones, 's');
const sc = alias(stoneCategories, 'sc');
const b = alias(bags, 'b');
const u = alias(couponUses, 'u');

/** The coupon as the bag's reads name it (`c`), for `bagCouponColumns`. */
export const coupon = alias(discountCoupons, 'c');

/** A coupon's columns as BagCouponRow reads them (from `coupon`, aliased `c`). */
export const bagCouponColumns = sql`${coupon.id}, ${coupon.code}, ${coupon.discount},
  ${coupon.startDate}::text as start_date, ${coupon.endDate}::text as end_date,
  ${coupon.usageLimit}, ${coupon.uses}, ${coupon.endedAt}, ${coupon.oneUsePerCustomer}`;

const lineColumns = sql`${l.id} as line_id, ${l.pairId}, ${l.quantity}, ${l.ringSize}, ${l.engraving},
  ${l.addedPriceInr}, ${l.addedPriceUsd}, ${l.createDate} as added`;

/** What a line remembers, whichever thing it holds. */
interface LineColumns {
  line_id: number;
  pair_id: string | null;
  quantity: number;
  ring_size: string | null;
  engraving: string | null;
  added_price_inr: string | number;
  added_price_usd: string | number;
  added: Date | string;
  tax_class_id: number;
}

export interface PieceLineRow extends LineColumns, VariantNameRow {
  variant_id: number;
  product_id: number;
  product_name: string;
  /** The category of a complete piece's stones (a setting's centre stone is another line). */
  stone_category: string | null;
  is_ring: boolean;
  for_sale: boolean;
  price_inr: string | number;
  list_price_inr: string | number;
  price_usd: string | number;
  list_price_usd: string | number;
}

export interface StoneLineRow extends LineColumns, StoneRow, FirstStonePictureRow {}

export interface PricingRow {
  conversion: number;
  charge: number;
  shop_discount: number;
  profit_rate: number;
  shipping_cost: number;
  shipping_cost_usd: number;
  free_shipping_from_inr: number;
  free_shipping_from_usd: number;
}

/** Everything a bag shows, as one statement's one row (each part a JSON value). */
export interface BagRow {
  pieces: PieceLineRow[];
  stones: StoneLineRow[];
  pricing: PricingRow | null;
  coupon: BagCouponRow | null;
  pictures: ProductPictureRow[];
  tax_classes: LineTaxClass[];
}

/**
 * The bag in one statement: its piece lines, stone lines, the pricing parameters, its coupon and
 * its pieces' pictures — one round trip to the database (a round trip, not the reading, is what
 * a bag read mostly costs: bench:bag).
 */
export async function readBagRow(db: Database, userId: string): Promise<BagRow> {
  const [row] = await bagStatement(db, { userId });
  return row!;
}

const pp = pricingParameters;
const bagStatement = preparedQuery<BagRow, { userId: string }>(
  ({ userId }) =>
    sql`select
      (select coalesce(json_agg(x), '[]') from (
         select ${lineColumns}, ${variantNameColumns}, ${v.id} as variant_id, ${p.id} as product_id, ${p.name} as product_name,
                (select ${sc.name} from ${stoneCategories} ${sc}
                  where ${sc.id} = ${p.stoneCategoryId} and ${p.hasAttachedStone}) as stone_category,
                ${isRingColumn}, ${p.isListed} and ${v.isActive} as for_sale,
                ${v.priceInr}, ${v.listPriceInr}, ${v.priceUsd}, ${v.listPriceUsd},
                ${pieceTaxClassId(sql`${p.subTypeId}`)} as tax_class_id
           from ${bagLines} ${l}
           join ${productVariants} ${v} on ${v.id} = ${l.productVariantId}
           join ${products} ${p} on ${p.id} = ${v.productId}
           ${jewelleryTypeJoins}
           ${variantNameJoins}
          where ${l.userId} = ${userId}) x) as pieces,
      (select coalesce(json_agg(y), '[]') from (
         select ${lineColumns}, ${stoneColumns}, ${firstStonePictureColumns},
                ${stoneTaxClassId(sql`${s.stoneCategoryId}`)} as tax_class_id
           from ${bagLines} ${l}
           join ${stones} ${s} on ${s.id} = ${l.stoneId}
           ${stoneJoins}
           ${firstStonePictureJoin}
          where ${l.userId} = ${userId}) y) as stones,
      (select row_to_json(pp) from (
         select ${pp.conversion}, ${pp.charge}, ${pp.shopDiscount}, ${pp.profitRate}, ${pp.shippingCost},
                ${pp.shippingCostUsd}, ${pp.freeShippingFromInr}, ${pp.freeShippingFromUsd}
           from ${pp} where ${pp.id} = 1) pp) as pricing,
      (select row_to_json(cc) from (
         select ${bagCouponColumns},
                exists (select 1 from ${couponUses} ${u}
                         where ${u.discountCouponId} = ${coupon.id} and ${u.userId} = ${b.userId}) as used_by_customer
           from ${bags} ${b} join ${discountCoupons} ${coupon} on ${coupon.id} = ${b.discountCouponId}
          where ${b.userId} = ${userId}) cc) as coupon,
      (select coalesce(json_agg(z), '[]') from (
         ${productPictureRows(
           sql`select ${v.productId} from ${bagLines} ${l} join ${productVariants} ${v} on ${v.id} = ${l.productVariantId}
                where ${l.userId} = ${userId}`,
         )}) z) as pictures,
      ${taxClassesJson} as tax_classes`,
);

/** The header's number of things in the customer's bag, from the lines alone. */
export async function countBagItems(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`${itemCountSql}`.mapWith(Number) })
    .from(bagLines)
    .where(eq(bagLines.userId, userId));
  return row?.count ?? 0;
}
