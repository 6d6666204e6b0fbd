import { bestDiscount, priceJewellery, type StoredPricingParameters } from '@facet/contracts/pricing';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Database, queryRows } from './client.ts';
import { productDiscounts, styleDiscounts } from './schema/discounts.ts';
import { stoneCategories } from './schema/lookups.ts';
import { metals } from './schema/metals.ts';
import { pricingParameters } from './schema/pricing-parameters.ts';
import { products, productVariants } from './schema/products.ts';
import { inList, intArray } from './sql-helpers.ts';

/*
 * Stored prices: every variant's price is derived from its weight, stone cost, metal rate, the
 * pricing parameters and the discounts, and recomputed in the same transaction as any change
 * to one of those, so that listings filter and sort on plain columns. This is the one place
 * that computes and writes them: the server's services and the demo seed both call it.
 */

/** Which variants to reprice. */
export type RepriceScope =
  | { all: true }
  | { metalId: number }
  | { productIds: readonly number[] }
  | { ringStyleId: number }
  | { discountId: number };

/** The tables under the names the queries give them (the columns through the schema's tables). */
const v = alias(productVariants, 'v');
const p = alias(products, 'p');
const m = alias(metals, 'm');
const d = alias(productDiscounts, 'd');
const sd = alias(styleDiscounts, 'sd');

function whereOf(scope: RepriceScope): SQL {
  if ('all' in scope) return sql`true`;
  if ('metalId' in scope) return sql`${v.metalId} = ${scope.metalId}`;
  if ('ringStyleId' in scope) return sql`${v.ringStyleId} = ${scope.ringStyleId}`;
  if ('discountId' in scope) return sql`${p.discountId} = ${scope.discountId}`;
  if (scope.productIds.length === 0) return sql`false`;
  return sql`${v.productId} in (${inList(scope.productIds)})`;
}

/**
 * What a variant's new price is made of: its weight and stone cost, its metal's rate and labour,
 * and the discounts of its product and of its ring style (the better one applies). The product
 * page's read of a stored price's basis (products/product-detail.queries.ts) reads the discount
 * stored from these instead.
 */
interface CostRow {
  id: number;
  is_active: boolean;
  weight: number;
  stone_cost: string | number;
  price_per_unit: number;
  labour: number;
  product_discount: number;
  style_discount: number;
}

const CHUNK = 5_000;

/** What a repricing did: how many variants in scope are on sale, and how many prices it changed. */
export interface StoredVariantPrices {
  onSale: number;
  /** Variants whose stored price or discount changed (each such row, and its cards, rewritten). */
  changed: number;
}

/**
 * Recomputes and stores the prices of the variants in scope from `rates`, dropped ones included
 * (they keep a true price should they come back). Call inside the transaction that changed the
 * input, holding the pricing lock.
 */
export async function storeVariantPrices(
  db: Database,
  scope: RepriceScope,
  rates: StoredPricingParameters,
): Promise<StoredVariantPrices> {
  const rows = await queryRows<CostRow>(
    db,
    sql`select ${v.id}, ${v.isActive}, ${v.weight}, ${v.stoneCost}, ${m.pricePerUnit}, ${m.labour},
               coalesce(${d.discount}, 0) as product_discount, coalesce(${sd.discount}, 0) as style_discount
          from ${productVariants} ${v}
          join ${products} ${p} on ${p.id} = ${v.productId}
          join ${metals} ${m} on ${m.id} = ${v.metalId}
          left join ${productDiscounts} ${d} on ${d.id} = ${p.discountId}
          left join ${styleDiscounts} ${sd} on ${sd.ringStyleId} = ${v.ringStyleId}
         where ${whereOf(scope)}
         order by ${v.id}`,
  );
  let changed = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const ids: number[] = [];
    const priceInr: number[] = [];
    const listPriceInr: number[] = [];
    const priceUsd: number[] = [];
    const listPriceUsd: number[] = [];
    const discount: number[] = [];
    for (const row of chunk) {
      const best = bestDiscount(row.product_discount, row.style_discount);
      const price = priceJewellery(
        {
          weightMg: row.weight,
          metal: { pricePerUnit: row.price_per_unit, labour: row.labour },
          stoneCost: Number(row.stone_cost),
        },
        rates,
        best,
      );
      ids.push(row.id);
      priceInr.push(price.inr.price);
      listPriceInr.push(price.inr.listPrice);
      priceUsd.push(price.usd.price);
      listPriceUsd.push(price.usd.listPrice);
      discount.push(best);
    }
    const differs = sql`(${productVariants.priceInr}, ${productVariants.listPriceInr}, ${productVariants.priceUsd},
                         ${productVariants.listPriceUsd}, ${productVariants.discount})
                        is distinct from (x.price_inr, x.list_price_inr, x.price_usd, x.list_price_usd, x.discount)`;
    const rewritten = await db
      .update(productVariants)
      .set({
        priceInr: sql`x.price_inr`,
        listPriceInr: sql`x.list_price_inr`,
        priceUsd: sql`x.price_usd`,
        listPriceUsd: sql`x.list_price_usd`,
        discount: sql`x.discount`,
      })
      .from(
        sql`unnest(${intArray(ids)}::int[], ${intArray(priceInr)}::bigint[], ${intArray(listPriceInr)}::bigint[],
                   ${intArray(priceUsd)}::bigint[], ${intArray(listPriceUsd)}::bigint[], ${intArray(discount)}::int[])
            as x(id, price_inr, list_price_inr, price_usd, list_price_usd, discount)`,
      )
      .where(and(eq(productVariants.id, sql`x.id`), differs))
      .returning({ id: productVariants.id });
    changed += rewritten.length;
  }
  return { onSale: rows.filter((row) => row.is_active).length, changed };
}

/**
 * Every variant priced again from the stored parameters, under the pricing lock: for a change
 * of the pricing rule itself (whole-unit prices, decision 018) rather than of its inputs.
 */
export async function storeAllVariantPrices(db: Database): Promise<void> {
  const [rates] = await db
    .select({
      conversion: pricingParameters.conversion,
      charge: pricingParameters.charge,
      shopDiscount: pricingParameters.shopDiscount,
      profitRate: pricingParameters.profitRate,
    })
    .from(pricingParameters)
    .where(eq(pricingParameters.id, 1))
    .for('update');
  if (rates) await storeVariantPrices(db, { all: true }, rates);
}

/**
 * What each variant's price was reckoned from, by variant id, as things stand: its metal (today's
 * rate and labour), weight, stone cost, stored discount and carats, its product's stone category
 * and whether it comes with its stone, and the pricing parameters. Read when a price must be
 * taken apart again: a tax invoice's making charge and an after-sale value.
 */
export function listVariantBasisRows(db: Database, variantIds: readonly number[]) {
  return db
    .select({
      id: productVariants.id,
      metalId: productVariants.metalId,
      metal: metals.name,
      weight: productVariants.weight,
      stoneCost: productVariants.stoneCost,
      discount: productVariants.discount,
      totalCarat: productVariants.totalCarat,
      centerStoneCarat: productVariants.centerStoneCarat,
      hasAttachedStone: products.hasAttachedStone,
      pricePerUnit: metals.pricePerUnit,
      labour: metals.labour,
      stoneCategory: stoneCategories.name,
      conversion: pricingParameters.conversion,
      charge: pricingParameters.charge,
      shopDiscount: pricingParameters.shopDiscount,
      profitRate: pricingParameters.profitRate,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(metals, eq(metals.id, productVariants.metalId))
    .leftJoin(stoneCategories, eq(stoneCategories.id, products.stoneCategoryId))
    .crossJoin(pricingParameters)
    .where(sql`${productVariants.id} = any(${intArray(variantIds)}::int[])`);
}

export type VariantBasisRow = Awaited<ReturnType<typeof listVariantBasisRows>>[number];
