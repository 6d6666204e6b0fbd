import type { Database } from '@facet/db/client';
import { stoneCategories, stoneShapes } from '@facet/db/schema/lookups';
import { metals } from '@facet/db/schema/metals';
import {
  metalRateHistory,
  pricingParameterHistory,
  stonePriceHistory,
  variantPriceHistory,
} from '@facet/db/schema/price-history';
import { products, productVariants } from '@facet/db/schema/products';
import { stones } from '@facet/db/schema/stones';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';

/* The reads of price history (decision 040): the item by SKU, its rows, the shared histories. */

/** The stone with this stock number (any case): what its history and band are made from. */
export async function findStoneForHistory(db: Database, sku: string) {
  const [row] = await db
    .select({
      id: stones.id,
      sku: stones.sku,
      state: stones.state,
      cost: stones.cost,
      carat: stones.carat,
      color: stones.color,
      clarity: stones.clarity,
      shape: stoneShapes.name,
      category: stoneCategories.name,
    })
    .from(stones)
    .innerJoin(stoneShapes, eq(stoneShapes.id, stones.stoneShapeId))
    .innerJoin(stoneCategories, eq(stoneCategories.id, stones.stoneCategoryId))
    .where(sql`lower(${stones.sku}) = ${sku.toLowerCase()}`);
  return row;
}

/** A stone's cost at the close of each day it changed, oldest first. */
export function listStoneCostHistory(db: Database, stoneId: number) {
  return db
    .select({ day: stonePriceHistory.day, cost: stonePriceHistory.cost })
    .from(stonePriceHistory)
    .where(eq(stonePriceHistory.stoneId, stoneId))
    .orderBy(asc(stonePriceHistory.day));
}

/** The pricing parameters at the close of each day they changed, oldest first (a row per change day). */
export function listPricingParameterHistory(db: Database) {
  return db
    .select({
      day: pricingParameterHistory.day,
      conversion: pricingParameterHistory.conversion,
      charge: pricingParameterHistory.charge,
      shopDiscount: pricingParameterHistory.shopDiscount,
      profitRate: pricingParameterHistory.profitRate,
    })
    .from(pricingParameterHistory)
    .orderBy(asc(pricingParameterHistory.day));
}

/** The variant with this SKU (lower case), with whether it is on sale and its metal. */
export async function findVariantForHistory(db: Database, sku: string) {
  const [row] = await db
    .select({
      id: productVariants.id,
      sku: productVariants.sku,
      isActive: productVariants.isActive,
      isListed: products.isListed,
      metalId: productVariants.metalId,
      metal: metals.name,
      priceInr: productVariants.priceInr,
      priceUsd: productVariants.priceUsd,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(metals, eq(metals.id, productVariants.metalId))
    .where(eq(productVariants.sku, sku.toLowerCase()));
  return row;
}

/** A variant's stored prices at the close of each day they changed, oldest first. */
export function listVariantPriceHistory(db: Database, variantId: number) {
  return db
    .select({
      day: variantPriceHistory.day,
      priceInr: variantPriceHistory.priceInr,
      priceUsd: variantPriceHistory.priceUsd,
    })
    .from(variantPriceHistory)
    .where(eq(variantPriceHistory.variantId, variantId))
    .orderBy(asc(variantPriceHistory.day));
}

/** A metal's rate at the close of each day it changed up to `toDay`, oldest first. */
export function listMetalRateHistory(db: Database, metalId: number, fromDay: number, toDay: number) {
  return db
    .select({ day: metalRateHistory.day, pricePerUnit: metalRateHistory.pricePerUnit })
    .from(metalRateHistory)
    .where(
      and(eq(metalRateHistory.metalId, metalId), gte(metalRateHistory.day, fromDay), lte(metalRateHistory.day, toDay)),
    )
    .orderBy(asc(metalRateHistory.day));
}

/** The metal's rate as it closed on the last day it changed before `day` (the chart's starting rate). */
export async function findMetalRateBefore(db: Database, metalId: number, day: number) {
  const [row] = await db
    .select({ day: metalRateHistory.day, pricePerUnit: metalRateHistory.pricePerUnit })
    .from(metalRateHistory)
    .where(and(eq(metalRateHistory.metalId, metalId), sql`${metalRateHistory.day} < ${day}`))
    .orderBy(sql`${metalRateHistory.day} desc`)
    .limit(1);
  return row;
}
