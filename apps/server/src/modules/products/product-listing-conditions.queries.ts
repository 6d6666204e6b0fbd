import { type Currency } from '@facet/contracts/money';
import { gendersMatching, type ProductFilters, type ProductSort } from '@facet/contracts/product-filters';
import { genders, jewellerySubTypes, jewelleryTypes, stoneCategories } from '@facet/db/schema/lookups';
import { metals } from '@facet/db/schema/metals';
import { inList } from '@facet/db/sql-helpers';
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';

/*
 * What every way of answering the storefront listing shares (product-listing.queries.ts, and
 * product-listing-floors.queries.ts under a carat or budget floor): the request, the conditions
 * on the product's own attributes and metal, and the order.
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
  | 'hasAttachedStone',
  AnyPgColumn
>;

/** Conditions on the product's own attributes, for `product_cards` (or `variant_cards`) under the alias given. */
export function productConditions(request: ListingRequest, cards: ProductColumns): SQL[] {
  const f = request.filters;
  const conditions: SQL[] = [];
  if (f.subType) conditions.push(sql`${cards.subTypeId} = ${idNamed(jewellerySubTypes, f.subType)}`);
  if (f.jewelleryType) conditions.push(sql`${cards.jewelleryTypeId} = ${idNamed(jewelleryTypes, f.jewelleryType)}`);
  const gendersAsked = gendersMatching(f.gender);
  if (gendersAsked) {
    conditions.push(
      sql`${cards.genderId} in (select ${genders.id} from ${genders} where ${genders.name} in (${inList(gendersAsked)}))`,
    );
  }
  if (f.stoneCategory) {
    conditions.push(sql`${cards.stoneCategoryId} = ${idNamed(stoneCategories, f.stoneCategory)}`);
  }
  if (f.color) conditions.push(sql`${cards.stoneColor} = ${f.color}`);
  if (f.clarity) conditions.push(sql`${cards.stoneClarity} = ${f.clarity}`);
  if (f.cut) conditions.push(sql`${cards.stoneCut} = ${f.cut}`);
  if (f.hasAttachedStone !== undefined) conditions.push(sql`${cards.hasAttachedStone} = ${f.hasAttachedStone}`);
  if (request.excludeProductId !== undefined) conditions.push(sql`${cards.productId} <> ${request.excludeProductId}`);
  return conditions;
}

export function metalCondition(filters: ProductFilters, source: { metalId: AnyPgColumn }): SQL[] {
  return filters.metal ? [sql`${source.metalId} = ${idNamed(metals, filters.metal)}`] : [];
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
