import type { ProductFilters } from '@facet/contracts/product-filters';
import { metals } from '@facet/db/schema/metals';
import { productCards } from '@facet/db/schema/product-cards';
import { products, productVariants } from '@facet/db/schema/products';
import { variantCards } from '@facet/db/schema/variant-cards';
import { type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  and,
  type ListingRequest,
  type ListingValues,
  metalCondition,
  orderOf,
  productConditions,
  sortColumn,
} from './product-listing-conditions.queries.ts';

/*
 * The listing under a carat or budget floor, when it is the only filter among one metal's
 * variants (decision 037). A product shows its metal's cheapest variant at or above the floor;
 * `variant_cards` keeps, for every variant, the most those of its metal before it (cheapest
 * first) weigh and cost, so a variant is the one shown exactly when it is at or above the floor
 * and that most is below it: a walk of the metal's variants in the listing's order keeps one row
 * per product without comparing them. The count reads the cards' maxima, one row per product.
 */

/**
 * The variants' cards walked (`t`), the page of them (`k`), the cards of other metals (`e`) and
 * their variants (`w`), the cards counted (`c`).
 */
const t = alias(variantCards, 't');
const k = alias(variantCards, 'k');
const e = alias(productCards, 'e');
const w = alias(variantCards, 'w');
const c = alias(productCards, 'c');
const v = alias(productVariants, 'v');
const kp = alias(products, 'kp');
const mm = alias(metals, 'mm');

/** Which floor is asked: a carat floor, or a budget floor. */
export type FloorKind = 'carat' | 'budget';

/** What decides the floor statement's text besides which values are present. */
export interface FloorShape {
  floor: FloorKind;
  sort: ListingRequest['sort'];
  currency: ListingRequest['currency'];
}

/** Where the floor is read. */
interface Floor {
  /** The floor (a placed value), in the column's units (hundredths of a carat, or minor units of the currency). */
  value: SQL;
  /** The variant's figure, and the most of those of its metal before it. */
  of: (cards: typeof t | typeof w) => { figure: AnyPgColumn; before: AnyPgColumn };
  /** The card's most: its metal's variants' greatest figure. */
  max: (cards: typeof e | typeof c) => AnyPgColumn;
}

/** The floor asked, when it is the only filter among one metal's variants. */
export function floorKindOf(filters: ProductFilters): FloorKind | undefined {
  const f = filters;
  if (f.style !== undefined || f.stoneShape !== undefined || f.maxCarat !== undefined || f.maxBudget !== undefined) {
    return undefined;
  }
  if (f.minCarat !== undefined && f.minBudget === undefined) return 'carat';
  if (f.minBudget !== undefined && f.minCarat === undefined) return 'budget';
  return undefined;
}

/** The floor of a shape, its value placed from the values (hundredths of a carat, or minor units). */
function floorOf(shape: FloorShape, values: ListingValues): Floor {
  if (shape.floor === 'carat') {
    return {
      value: sql`${values.minCarat}`,
      of: (cards) => ({ figure: cards.carat, before: cards.caratBefore }),
      max: (cards) => cards.maxCarat,
    };
  }
  const inr = shape.currency === 'INR';
  return {
    value: sql`${values.minPrice}`,
    of: (cards) =>
      inr
        ? { figure: cards.priceInr, before: cards.priceInrBefore }
        : { figure: cards.priceUsd, before: cards.priceUsdBefore },
    max: (cards) => (inr ? cards.maxPriceInr : cards.maxPriceUsd),
  };
}

/** Whether `variant_cards` answers: a carat or a budget floor is the only filter among one metal's variants. */
export function answeredByVariantCards(filters: ProductFilters): boolean {
  return floorKindOf(filters) !== undefined;
}

/**
 * The page under a floor, its rows named as the cards' (`product_id`, `metal_id`, `sku`, prices,
 * `discount`, `has_centre_stone`, `center_stone_shape_id`, `create_date`).
 */
export function floorPage(shape: FloorShape, values: ListingValues): SQL {
  const { sort, currency } = shape;
  const floor = floorOf(shape, values);
  const { figure, before } = floor.of(t);
  const conditions = [
    ...productConditions(values, t),
    sql`${figure} >= ${floor.value}`,
    sql`(${before} is null or ${before} < ${floor.value})`,
  ];
  // What the walk reads besides its conditions: with a price order, the index alone.
  const walked = sql`${t.productId}, ${t.variantId}, ${sortColumn(sort, currency, t)}`;
  let page: SQL;
  if (values.metal !== undefined) {
    page = sql`select ${walked} from ${variantCards} ${t}
                where ${and([...metalCondition(values, t), ...conditions])}
                order by ${orderOf(sort, currency, t)} limit ${values.limit} offset ${values.offset}`;
  } else {
    // No metal asked for: the product's first metal (in the shop's order) with a variant at or
    // above the floor shows; metals sharing a place show the cheaper variant. Each metal's walk
    // gives its first rows, and the page is the first of all of them.
    const wFigure = floor.of(w).figure;
    conditions.push(sql`not exists (
      select 1 from ${productCards} ${e}
       where ${e.productId} = ${t.productId} and ${floor.max(e)} >= ${floor.value}
         and (${e.metalPosition} < ${t.metalPosition}
              or (${e.metalPosition} = ${t.metalPosition} and ${e.metalId} <> ${t.metalId}
                  and exists (select 1 from ${variantCards} ${w}
                               where ${w.productId} = ${e.productId} and ${w.metalId} = ${e.metalId}
                                 and ${wFigure} >= ${floor.value}
                                 and (${w.priceInr}, ${w.variantId}) < (${t.priceInr}, ${t.variantId})))))`);
    page = sql`select ${k}.* from ${metals} ${mm}
                cross join lateral (select ${walked} from ${variantCards} ${t}
                                     where ${t.metalId} = ${mm.id} and ${and(conditions)}
                                     order by ${orderOf(sort, currency, t)} limit ${values.offset}::bigint + ${values.limit}::bigint) ${k}
                order by ${orderOf(sort, currency, k)} limit ${values.limit} offset ${values.offset}`;
  }
  return sql`
    select ${v.productId}, ${v.metalId}, ${v.sku}, ${v.priceInr}, ${v.listPriceInr}, ${v.priceUsd}, ${v.listPriceUsd},
           ${v.discount}, ${v.centerStoneShapeId} is not null as has_centre_stone, ${v.centerStoneShapeId}, ${kp.createDate}
      from (${page}) ${k}
      join ${productVariants} ${v} on ${v.id} = ${k.variantId}
      join ${products} ${kp} on ${kp.id} = ${v.productId}`;
}

/** The products that have a variant at or above the floor (of the metal asked for), one row each. */
export function floorCounted(shape: FloorShape, values: ListingValues): SQL {
  const floor = floorOf(shape, values);
  const conditions = [
    ...productConditions(values, c),
    ...metalCondition(values, c),
    sql`${floor.max(c)} >= ${floor.value}`,
  ];
  // One card per product and metal: with no metal asked for, the product is counted once.
  const selected = values.metal !== undefined ? sql`1` : sql`distinct ${c.productId}`;
  return sql`select ${selected} from ${productCards} ${c} where ${and(conditions)}`;
}
