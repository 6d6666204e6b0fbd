import { type Currency, toMinor } from '@facet/contracts/money';
import { gendersMatching, type ProductFilters, type ProductSort } from '@facet/contracts/product-filters';
import { genders, jewellerySubTypes, jewelleryTypes, stoneCategories } from '@facet/db/schema/lookups';
import { metals } from '@facet/db/schema/metals';
import type { ShapedValue } from '@facet/db/client';
import { inList } from '@facet/db/sql-helpers';
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';

/*
 * What every way of answering the storefront listing shares (product-listing.queries.ts, and
 * product-listing-floors.queries.ts under a carat or budget floor): the request, its values as
 * the statements place them, the conditions on the product's own attributes and metal, and the order.
 */

/** What the listing asks. */
export interface ListingRequest {
  filters: ProductFilters;
  sort: ProductSort;
  pageNo: number;
  pageSize: number;
  currency: Currency;
  /** Leave this product out (related products on a product page). */
  excludeProductId?: number;
  /** Only pieces listed after this (a saved search's "new since last seen", decision 047). */
  listedAfter?: Date;
}

/**
 * The values the statement places, read from the request; absent ones leave their condition out.
 * The statement may test whether one is present, never what it is.
 */
export interface ListingValues extends Record<string, ShapedValue> {
  jewelleryType?: string;
  subType?: string;
  /** The genders a gender filter matches (gendersMatching). */
  genders?: readonly string[];
  stoneCategory?: string;
  color?: string;
  clarity?: string;
  cut?: string;
  hasAttachedStone?: boolean;
  excludeProductId?: number;
  /** An ISO time: only cards made after it. */
  listedAfter?: string;
  metal?: string;
  style?: string;
  stoneShape?: string;
  /** Carats in hundredths, as the variants keep them. */
  minCarat?: number;
  maxCarat?: number;
  /** The budget in the shopper's currency's minor units. */
  minPrice?: number;
  maxPrice?: number;
  limit: number;
  offset: number;
}

/** The request as the statement's values (an empty name is no filter, as it always was). */
export function listingValues(request: ListingRequest): ListingValues {
  const f = request.filters;
  const hundredths = (carat: number | undefined) => (carat === undefined ? undefined : Math.round(carat * 100));
  const minor = (budget: number | undefined) => (budget === undefined ? undefined : toMinor(budget));
  return {
    jewelleryType: f.jewelleryType || undefined,
    subType: f.subType || undefined,
    genders: gendersMatching(f.gender),
    stoneCategory: f.stoneCategory || undefined,
    color: f.color || undefined,
    clarity: f.clarity || undefined,
    cut: f.cut || undefined,
    hasAttachedStone: f.hasAttachedStone,
    excludeProductId: request.excludeProductId,
    listedAfter: request.listedAfter?.toISOString(),
    metal: f.metal || undefined,
    style: f.style || undefined,
    stoneShape: f.stoneShape || undefined,
    minCarat: hundredths(f.minCarat),
    maxCarat: hundredths(f.maxCarat),
    minPrice: minor(f.minBudget),
    maxPrice: minor(f.maxBudget),
    limit: request.pageSize,
    offset: (request.pageNo - 1) * request.pageSize,
  };
}

/** The id of a lookup's row by name, as a subquery. */
export const idNamed = (table: PgTable & { id: AnyPgColumn; name: AnyPgColumn }, name: string) =>
  sql`(select ${table.id} from ${table} where ${table.name} = ${name})`;

/** The product's own filter columns, as `product_cards` and `variant_cards` both hold them. */
type ProductColumns = Record<
  | 'productId'
  | 'subTypeId'
  | 'jewelleryTypeId'
  | 'genderId'
  | 'stoneCategoryId'
  | 'stoneColor'
  | 'stoneClarity'
  | 'stoneCut'
  | 'hasAttachedStone'
  | 'createDate',
  AnyPgColumn
>;

/** Conditions on the product's own attributes, for `product_cards` (or `variant_cards`) under the alias given. */
export function productConditions(v: ListingValues, cards: ProductColumns): SQL[] {
  const conditions: SQL[] = [];
  if (v.subType !== undefined) conditions.push(sql`${cards.subTypeId} = ${idNamed(jewellerySubTypes, v.subType)}`);
  if (v.jewelleryType !== undefined) {
    conditions.push(sql`${cards.jewelleryTypeId} = ${idNamed(jewelleryTypes, v.jewelleryType)}`);
  }
  if (v.genders !== undefined) {
    conditions.push(
      sql`${cards.genderId} in (select ${genders.id} from ${genders} where ${genders.name} in (${inList(v.genders)}))`,
    );
  }
  if (v.stoneCategory !== undefined) {
    conditions.push(sql`${cards.stoneCategoryId} = ${idNamed(stoneCategories, v.stoneCategory)}`);
  }
  if (v.color !== undefined) conditions.push(sql`${cards.stoneColor} = ${v.color}`);
  if (v.clarity !== undefined) conditions.push(sql`${cards.stoneClarity} = ${v.clarity}`);
  if (v.cut !== undefined) conditions.push(sql`${cards.stoneCut} = ${v.cut}`);
  if (v.hasAttachedStone !== undefined) conditions.push(sql`${cards.hasAttachedStone} = ${v.hasAttachedStone}`);
  if (v.excludeProductId !== undefined) conditions.push(sql`${cards.productId} <> ${v.excludeProductId}`);
  if (v.listedAfter !== undefined) conditions.push(sql`${cards.createDate} > ${v.listedAfter}::timestamptz`);
  return conditions;
}

export function metalCondition(v: ListingValues, source: { metalId: AnyPgColumn }): SQL[] {
  return v.metal !== undefined ? [sql`${source.metalId} = ${idNamed(metals, v.metal)}`] : [];
}

export function and(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/** What the listing is ordered by: the page's rows, or the variants' cards walked under a floor. */
export interface Ordered {
  productId: AnyPgColumn;
  createDate: AnyPgColumn;
  priceInr: AnyPgColumn;
  priceUsd: AnyPgColumn;
}

/** The column the order reads besides the product id: the price in the shopper's currency, or the date. */
export function sortColumn(sort: ProductSort, currency: Currency, source: Ordered): AnyPgColumn {
  if (sort === 'newest') return source.createDate;
  return currency === 'INR' ? source.priceInr : source.priceUsd;
}

export function orderOf(sort: ProductSort, currency: Currency, source: Ordered): SQL {
  const column = sortColumn(sort, currency, source);
  if (sort === 'price-asc') return sql`${column} asc, ${source.productId} asc`;
  if (sort === 'price-desc') return sql`${column} desc, ${source.productId} asc`;
  return sql`${column} desc, ${source.productId} desc`;
}

/**
 * A walk (each metal's, under a floor) is limited to more rows than any table holds, the limit placed as a parameter:
 * the statement's plan is generic, so the planner does not know it and plans each walk for its
 * first rows — an index walk in the listing's order. Without it, each walk was planned for all
 * its rows and, its band's size underestimated, sorted them: the whole band read for a page (a
 * "$500–$999" page, newest first: 77 ms, 15,874 rows; with the limit, 122 rows).
 */
export const UNREACHED = 2_147_483_647;
