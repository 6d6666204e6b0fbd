import type { StoneShapeName } from '@facet/contracts/lookups';
import { type Currency, toMinor } from '@facet/contracts/money';
import { gendersMatching, type ProductFilters, type ProductSort } from '@facet/contracts/product-filters';
import { type Database, preparedShapedQuery, queryRows, type ShapedValue } from '@facet/db/client';
import {
  genders,
  jewellerySubTypes,
  jewelleryTypes,
  ringStyles,
  stoneCategories,
  stoneShapes,
} from '@facet/db/schema/lookups';
import { metals } from '@facet/db/schema/metals';
import { productCards } from '@facet/db/schema/product-cards';
import { products, productVariants } from '@facet/db/schema/products';
import { inList } from '@facet/db/sql-helpers';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { type ProductPictureRow, productPicturesJson } from './product-pictures.queries.ts';

/*
 * The storefront listing's SQL (product-listing.service.ts says how it answers), hand-tuned and
 * run as a prepared statement (bench:catalogue measures it). Its tables and columns are named
 * through the schema (packages/db/src/schema) under the short names the statement always had, so
 * the statement is the same but for quoted names.
 *
 * A request is read as the statement's shape (the sort, the currency, which way it answers) and
 * its values (ListingValues: each filter present or not, prices in minor units, the page): the
 * statement is written from the shape and which values are present, and only places the values,
 * so on the PostgreSQL server each shape is rendered once (preparedShapedQuery) — rendering it
 * through the schema on every request cost more of the API's time than anything else it did.
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

/** What decides the statement's text besides which values are present. */
interface ListingShape {
  sort: ProductSort;
  currency: Currency;
  /** Answered from `product_cards` (answeredByCards), else from the variants. */
  fromCards: boolean;
}

/**
 * The values the statement places, read from the request; absent ones leave their condition out.
 * The statement may test whether one is present, never what it is.
 */
interface ListingValues extends Record<string, ShapedValue> {
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

/** The request as the statement's shape. */
function listingShape(request: ListingRequest): ListingShape {
  return { sort: request.sort, currency: request.currency, fromCards: answeredByCards(request.filters) };
}

/** The request as the statement's values (an empty name is no filter, as it always was). */
function listingValues(request: ListingRequest): ListingValues {
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

/** The cards read (`t`, or `c` beside the variants), the variants (`t`) and the metals (`m`). */
const cardT = alias(productCards, 't');
const cardC = alias(productCards, 'c');
const variantT = alias(productVariants, 't');
const m = alias(metals, 'm');
/**
 * The matching rows (`r`), the page of them, and its swatches' cards (`s`, `sm`). Whichever way
 * they are read, the matching rows have the card's columns, so `r` names them through the cards.
 */
const r = alias(productCards, 'r');
const s = alias(productCards, 's');
const sm = alias(metals, 'sm');
const p = alias(products, 'p');
const st = alias(jewellerySubTypes, 'st');
const jt = alias(jewelleryTypes, 'jt');
const ss = alias(stoneShapes, 'ss');

/** The cards under either name. */
type Cards = typeof cardT | typeof cardC;
/** A card's or a variant's prices. */
interface Priced {
  priceInr: AnyPgColumn;
  listPriceInr: AnyPgColumn;
  priceUsd: AnyPgColumn;
  listPriceUsd: AnyPgColumn;
}

const priceOf = (table: Priced, currency: Currency) => (currency === 'INR' ? table.priceInr : table.priceUsd);
const listPriceOf = (table: Priced, currency: Currency) =>
  currency === 'INR' ? table.listPriceInr : table.listPriceUsd;

/** Whether `product_cards` can answer: no filter chooses among one metal's variants. */
export function answeredByCards(filters: ProductFilters): boolean {
  return (
    filters.style === undefined &&
    filters.stoneShape === undefined &&
    filters.minCarat === undefined &&
    filters.maxCarat === undefined &&
    filters.minBudget === undefined
  );
}

/** The id of a lookup's row by name, as a subquery. */
const idNamed = (table: PgTable & { id: AnyPgColumn; name: AnyPgColumn }, name: string) =>
  sql`(select ${table.id} from ${table} where ${table.name} = ${name})`;

/** Conditions on the product's own attributes, for `product_cards` under the alias given. */
function productConditions(v: ListingValues, cards: Cards): SQL[] {
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
  return conditions;
}

function metalCondition(v: ListingValues, source: { metalId: AnyPgColumn }): SQL[] {
  return v.metal !== undefined ? [sql`${source.metalId} = ${idNamed(metals, v.metal)}`] : [];
}

function budgetConditions(shape: ListingShape, v: ListingValues, source: Priced): SQL[] {
  const price = priceOf(source, shape.currency);
  const conditions: SQL[] = [];
  if (v.minPrice !== undefined) conditions.push(sql`${price} >= ${v.minPrice}`);
  if (v.maxPrice !== undefined) conditions.push(sql`${price} <= ${v.maxPrice}`);
  return conditions;
}

/** The variants' own conditions (style, shape, carat), for `product_variants t`. */
function variantConditions(v: ListingValues): SQL[] {
  const conditions: SQL[] = [];
  if (v.style !== undefined) conditions.push(sql`${variantT.ringStyleId} = ${idNamed(ringStyles, v.style)}`);
  if (v.stoneShape !== undefined) {
    conditions.push(sql`${variantT.centerStoneShapeId} = ${idNamed(stoneShapes, v.stoneShape)}`);
  }
  // A piece's carat weight is its centre stone's, or else its total.
  const carat = sql`coalesce(${variantT.centerStoneCarat}, ${variantT.totalCarat})`;
  if (v.minCarat !== undefined) conditions.push(sql`${carat} >= ${v.minCarat}`);
  if (v.maxCarat !== undefined) conditions.push(sql`${carat} <= ${v.maxCarat}`);
  return conditions;
}

function and(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/**
 * The matching cards as rows with the card's columns (`product_id`, `metal_id`, `sku`, prices,
 * `discount`, `has_centre_stone`, `create_date`): one per product.
 */
function matchingCards(shape: ListingShape, values: ListingValues): SQL {
  const t = cardT;
  if (shape.fromCards) {
    const conditions = [
      ...productConditions(values, t),
      ...metalCondition(values, t),
      ...budgetConditions(shape, values, t),
    ];
    if (values.metal !== undefined || values.maxPrice === undefined) {
      if (values.metal === undefined) conditions.push(sql`${t.isFirstMetal}`);
      return sql`select * from ${productCards} ${t} where ${and(conditions)}`;
    }
    // A ceiling without a metal: the first metal with a card under it.
    return sql`select distinct on (${t.productId}) * from ${productCards} ${t} where ${and(conditions)}
                order by ${t.productId}, ${t.metalPosition}, ${t.priceInr}, ${t.variantId}`;
  }
  // A filter among one metal's variants: the cards say which products may match (listed, their
  // attributes), the variants which of their variants do. The columns are named as the cards'.
  const v = variantT;
  const c = cardC;
  return sql`
    select distinct on (${v.productId})
           ${v.productId}, ${v.metalId}, ${v.sku}, ${v.priceInr}, ${v.listPriceInr}, ${v.priceUsd}, ${v.listPriceUsd},
           ${v.discount}, ${v.centerStoneShapeId} is not null as has_centre_stone, ${v.centerStoneShapeId}, ${c.createDate}
      from ${productVariants} ${v}
      join ${productCards} ${c} on ${c.productId} = ${v.productId} and ${c.isFirstMetal}
      join ${metals} ${m} on ${m.id} = ${v.metalId}
     where ${v.isActive} and ${and([
       ...productConditions(values, c),
       ...metalCondition(values, v),
       ...variantConditions(values),
       ...budgetConditions(shape, values, v),
     ])}
     order by ${v.productId}, ${m.position}, ${v.priceInr}, ${v.id}`;
}

function orderOf(sort: ProductSort, currency: Currency): SQL {
  const price = priceOf(r, currency);
  if (sort === 'price-asc') return sql`${price} asc, ${r.productId} asc`;
  if (sort === 'price-desc') return sql`${price} desc, ${r.productId} asc`;
  return sql`${r.createDate} desc, ${r.productId} desc`;
}

/** A card as the listing query reads it (and the gone pages' alternatives, `product-alternatives.queries.ts`). */
export interface CardRow {
  product_id: number;
  sku: string;
  price: string | number;
  list_price: string | number;
  discount: number;
  name: string;
  sub_type: string;
  jewellery_type: string;
  has_attached_stone: boolean;
  has_centre_stone: boolean;
  metal: string;
  center_stone_shape: StoneShapeName | null;
  total: string | number;
  swatches: { name: string; sku: string }[];
}

/** A card as the listing reads it: with its product's pictures, in order (null: none). */
export interface ListedCardRow extends CardRow {
  pictures: ProductPictureRow[] | null;
}

/** The card's metals as swatches (name, SKU), in the metals' order: a correlated subquery on `productId`. */
export function swatchesOf(productId: AnyPgColumn): SQL {
  return sql`(select json_agg(json_build_object('name', ${sm.name}, 'sku', ${s.sku}) order by ${sm.position}, ${sm.id})
                from ${productCards} ${s} join ${metals} ${sm} on ${sm.id} = ${s.metalId}
               where ${s.productId} = ${productId})`;
}

/**
 * The listing query itself — one statement: the page of cards with its products' names, the
 * metal swatches, the pictures and the total — shared with the benchmark that runs it bare.
 */
export function listingQuery(request: ListingRequest): SQL {
  return listingStatement(listingShape(request), listingValues(request));
}

/** The listing statement of a shape, placing the values (or placeholders for them) given. */
function listingStatement(shape: ListingShape, values: ListingValues): SQL {
  const { currency, fromCards } = shape;
  const matching = matchingCards(shape, values);
  // From the cards, the page is an index walk and the count another: each reads little. From
  // the variants, the matching set is costly: it is made once and both read it.
  const source = fromCards ? sql`(${matching}) ${r}` : sql`matching ${r}`;
  const counted = fromCards ? sql`(${matching}) counted` : sql`matching`;
  return sql`
    with ${fromCards ? sql`` : sql`matching as materialized (${matching}),`}
    page as (
      select * from ${source}
       order by ${orderOf(shape.sort, currency)}
       limit ${values.limit} offset ${values.offset}
    ),
    page_pictures as (${productPicturesJson(sql`select ${r.productId} from page ${r}`)})
    select ${r.productId}, ${r.sku}, ${priceOf(r, currency)} as price, ${listPriceOf(r, currency)} as list_price,
           ${r.discount}, ${r.hasCentreStone}, ${p.name}, ${st.name} as sub_type, ${jt.name} as jewellery_type,
           ${p.hasAttachedStone}, ${m.name} as metal, ${ss.name} as center_stone_shape,
           (select count(*) from ${counted}) as total,
           ${swatchesOf(r.productId)} as swatches,
           page_pictures.pictures
      from page ${r}
      join ${products} ${p} on ${p.id} = ${r.productId}
      join ${jewellerySubTypes} ${st} on ${st.id} = ${p.subTypeId}
      join ${jewelleryTypes} ${jt} on ${jt.id} = ${st.jewelleryTypeId}
      join ${metals} ${m} on ${m.id} = ${r.metalId}
      left join ${stoneShapes} ${ss} on ${ss.id} = ${r.centerStoneShapeId}
      left join page_pictures on page_pictures.product_id = ${r.productId}
     order by ${orderOf(shape.sort, currency)}`;
}

/** The listing as a prepared statement, rendered once per shape on the PostgreSQL server. */
const listingPrepared = preparedShapedQuery<ListedCardRow, ListingShape, ListingValues>(listingStatement);

/** The page of cards (prepared: the storefront's hot path). */
export function listCardRows(db: Database, request: ListingRequest): Promise<ListedCardRow[]> {
  return listingPrepared(db, listingShape(request), listingValues(request));
}

/** How many products match, as the driver answers `count(*)` (a string or a number). */
export interface CountRow {
  total: string | number;
}

/** How many products match (for a page past the last, where the page's rows cannot say). */
export async function countMatchingCards(db: Database, request: ListingRequest): Promise<number> {
  const matching = matchingCards(listingShape(request), listingValues(request));
  const [count] = await queryRows<CountRow>(db, sql`select count(*) as total from (${matching}) counted`);
  return Number(count?.total ?? 0);
}

/** The canonical page of every listed product: its first metal's card, with the product's last change. */
export function listCanonicalPageRows(db: Database) {
  return db
    .select({ sku: productCards.sku, updateDate: products.updateDate })
    .from(productCards)
    .innerJoin(products, eq(products.id, productCards.productId))
    .where(eq(productCards.isFirstMetal, true))
    .orderBy(productCards.productId);
}
