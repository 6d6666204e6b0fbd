import type { PieceCost, StoredPricingParameters } from '@facet/contracts/pricing';
import { type Database, queryRows } from '@facet/db/client';
import { genders, jewellerySubTypes, jewelleryTypes, stoneCategories } from '@facet/db/schema/lookups';
import { pricingParameters } from '@facet/db/schema/pricing-parameters';
import { products, productVariants } from '@facet/db/schema/products';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  jewelleryTypeJoins,
  variantNameColumns,
  variantNameJoins,
  type VariantNameRow,
  variantRowAliases,
} from './variant-rows.ts';

/*
 * The product page's SQL (product-detail.service.ts), columns named through the schema's tables
 * (packages/db/src/schema) under the short names of variant-rows.ts; raw rows' types are named
 * here, with the snake-case keys the service reads.
 */

const { v, p, m, st, jt } = variantRowAliases;
const pp = alias(pricingParameters, 'pp');

/** The variant a page asks for, whatever its state, with its product's kind and attributes' ids. */
export interface AskedRow extends VariantNameRow {
  product_id: number;
  is_active: boolean;
  is_listed: boolean;
  metal_id: number;
  ring_style_id: number | null;
  center_stone_shape_id: number | null;
  price_inr: string | number;
  product_name: string;
  sub_type_id: number;
  sub_type: string;
  sub_type_slug: string;
  jewellery_type_id: number;
  jewellery_type: string;
}

/** The variant with this SKU (lower case), listed or not, active or not. */
export async function findAskedVariant(db: Database, sku: string): Promise<AskedRow | undefined> {
  const [row] = await queryRows<AskedRow>(
    db,
    sql`select ${variantNameColumns}, ${v.productId}, ${v.isActive}, ${p.isListed}, ${v.metalId}, ${v.ringStyleId},
               ${v.centerStoneShapeId}, ${v.priceInr}, ${p.name} as product_name, ${p.subTypeId},
               ${st.name} as sub_type, ${st.slug} as sub_type_slug, ${st.jewelleryTypeId}, ${jt.name} as jewellery_type
          from ${productVariants} ${v}
          ${variantNameJoins}
          join ${products} ${p} on ${p.id} = ${v.productId}
          ${jewelleryTypeJoins}
         where ${v.sku} = ${sku.toLowerCase()}`,
  );
  return row;
}

/**
 * A variant's price basis — what its price is made of: its metal's rate and labour, its weight,
 * stone cost and stored discount, and the pricing parameters — read in the same statement as its
 * stored prices, so that a breakdown computed from it adds up to the price stored.
 */
export interface VariantPriceBasisRow extends VariantNameRow {
  product_id: number;
  is_active: boolean;
  weight: number;
  stone_cost: string | number;
  /** Basis points: the better of the product's and the style's discount (variant-prices.ts). */
  discount: number;
  price_inr: string | number;
  list_price_inr: string | number;
  price_usd: string | number;
  list_price_usd: string | number;
  price_per_unit: number;
  labour: number;
  conversion: number;
  charge: number;
  shop_discount: number;
  profit_rate: number;
}

/**
 * Every variant of the product, dropped ones too, with its names, stored prices and price basis:
 * by metal (the metals' order), then the attributes' order (the variants' position).
 */
export function listVariantPriceBasisRows(db: Database, productId: number): Promise<VariantPriceBasisRow[]> {
  return queryRows<VariantPriceBasisRow>(
    db,
    sql`select ${variantNameColumns}, ${v.productId}, ${v.isActive}, ${v.weight}, ${v.stoneCost}, ${v.discount},
               ${v.priceInr}, ${v.listPriceInr}, ${v.priceUsd}, ${v.listPriceUsd},
               ${m.pricePerUnit}, ${m.labour}, ${pp.conversion}, ${pp.charge}, ${pp.shopDiscount}, ${pp.profitRate}
          from ${productVariants} ${v}
          ${variantNameJoins}
          cross join ${pricingParameters} ${pp}
         where ${v.productId} = ${productId}
         order by ${m.position}, ${v.position}, ${v.id}`,
  );
}

/** A price basis row as the pricing functions take it (contracts/pricing.ts): the piece's cost and the rates. */
export function priceBasisOf(row: VariantPriceBasisRow): { cost: PieceCost; rates: StoredPricingParameters } {
  return {
    cost: {
      weightMg: row.weight,
      metal: { pricePerUnit: row.price_per_unit, labour: row.labour },
      stoneCost: Number(row.stone_cost),
    },
    rates: {
      conversion: row.conversion,
      charge: row.charge,
      shopDiscount: row.shop_discount,
      profitRate: row.profit_rate,
    },
  };
}

/** The product as its page describes it, its lookups by name. */
export async function findPageProduct(db: Database, productId: number) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      subType: jewellerySubTypes.name,
      subTypeSlug: jewellerySubTypes.slug,
      jewelleryType: jewelleryTypes.name,
      stoneCategory: stoneCategories.name,
      stoneColor: products.stoneColor,
      stoneClarity: products.stoneClarity,
      stoneCut: products.stoneCut,
      gender: genders.name,
      hasAttachedStone: products.hasAttachedStone,
      isListed: products.isListed,
      countryOfOrigin: products.countryOfOrigin,
    })
    .from(products)
    .innerJoin(jewellerySubTypes, eq(jewellerySubTypes.id, products.subTypeId))
    .innerJoin(jewelleryTypes, eq(jewelleryTypes.id, jewellerySubTypes.jewelleryTypeId))
    .innerJoin(genders, eq(genders.id, products.genderId))
    .leftJoin(stoneCategories, eq(stoneCategories.id, products.stoneCategoryId))
    .where(eq(products.id, productId));
  return row;
}

/** The product's attribute lists and whether it is listed (undefined for no such product). */
export async function findProductAttributes(db: Database, productId: number) {
  const [row] = await db
    .select({ attributes: products.attributes, isListed: products.isListed })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}
