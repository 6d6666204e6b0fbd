import type { StoneShapeName } from '@facet/contracts/lookups';
import type { Currency } from '@facet/contracts/money';
import type { ProductFilters, ProductSort } from '@facet/contracts/product-filters';
import { type Database, preparedShapedQuery, queryRows } from '@facet/db/client';
import { jewellerySubTypes, jewelleryTypes, ringStyles, stoneShapes } from '@facet/db/schema/lookups';
import { metals } from '@facet/db/schema/metals';
import { productCards } from '@facet/db/schema/product-cards';
import { products, productVariants } from '@facet/db/schema/products';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  and,
  idNamed,
  type ListingRequest,
  type ListingValues,
  listingValues,
  metalCondition,
  orderOf as orderAnyOf,
  productConditions,
} from './product-listing-conditions.queries.ts';
import {
  floorBefore,
  floorCounted,
  floorCountedIn,
  floorKindOf,
  floorPage,
  type FloorShape,
} from './product-listing-floors.queries.ts';
import { keptBandOf } from './product-listing-bands.queries.ts';
import { type ProductPictureRow, productPicturesJson } from './product-pictures.queries.ts';

export type { ListingRequest } from './product-listing-conditions.queries.ts';

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

/** What decides the statement's text besides which values are present. */
interface ListingShape {
  sort: ProductSort;
  currency: Currency;
  /** Answered from `product_cards` (answeredByCards), else from the variants. */
  fromCards: boolean;
}

/** The request as the statement's shape. */
function listingShape(request: ListingRequest): ListingShape {
  return { sort: request.sort, currency: request.currency, fromCards: answeredByCards(request.filters) };
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

/** The listing's order, over the page's rows. */
const orderOf = (sort: ProductSort, currency: Currency) => orderAnyOf(sort, currency, r);

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
  const floor = floorShapeOf(request);
  return floor
    ? floorStatement(floor, listingValues(request))
    : listingStatement(listingShape(request), listingValues(request));
}

/**
 * The request as the floor statement's shape, when a carat or budget floor is the only filter among
 * the variants, or a band the listing keeps cards for is asked with no metal (a price ceiling alone
 * included, which the cards answer otherwise).
 */
function floorShapeOf(request: ListingRequest): FloorShape | undefined {
  const kept = keptBandOf(request.filters, request.currency);
  const floor = kept ?? floorKindOf(request.filters);
  return floor ? { floor, sort: request.sort, currency: request.currency, kept: kept !== undefined } : undefined;
}

/** The listing statement of a shape, placing the values (or placeholders for them) given. */
function listingStatement(shape: ListingShape, values: ListingValues): SQL {
  const { currency, fromCards } = shape;
  const matching = matchingCards(shape, values);
  // From the cards, the page is an index walk and the count another: each reads little. From
  // the variants, the matching set is costly: it is made once and both read it.
  const source = fromCards ? sql`(${matching}) ${r}` : sql`matching ${r}`;
  return cardsStatement(shape, {
    before: fromCards ? sql`` : sql`matching as materialized (${matching}),`,
    page: sql`select * from ${source}
               order by ${orderOf(shape.sort, currency)}
               limit ${values.limit} offset ${values.offset}`,
    counted: fromCards ? sql`(${matching}) counted` : sql`matching`,
  });
}

/**
 * The listing under a carat or budget floor (decision 037): the page is a walk over the variants'
 * cards and the count one over the cards' maxima. Like the listing's, its text follows the shape
 * and which values are present, and only places the values.
 */
function floorStatement(shape: FloorShape, values: ListingValues): SQL {
  return cardsStatement(shape, {
    before: floorBefore(shape, values),
    page: floorPage(shape, values),
    counted: floorCountedIn(shape, values),
  });
}

/** The page's cards with their products' names, the metal swatches, the pictures and the total. */
function cardsStatement(
  { sort, currency }: { sort: ProductSort; currency: Currency },
  { before, page, counted }: { before: SQL; page: SQL; counted: SQL },
): SQL {
  return sql`
    with ${before}
    page as (${page}),
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
     order by ${orderOf(sort, currency)}`;
}

/** The listing as a prepared statement, rendered once per shape on the PostgreSQL server. */
const listingPrepared = preparedShapedQuery<ListedCardRow, ListingShape, ListingValues>(listingStatement);

/** The listing under a floor, prepared and rendered once per shape in the same way. */
const floorPrepared = preparedShapedQuery<ListedCardRow, FloorShape, ListingValues>(floorStatement);

/** The page of cards (prepared: the storefront's hot path). */
export function listCardRows(db: Database, request: ListingRequest): Promise<ListedCardRow[]> {
  const floor = floorShapeOf(request);
  if (floor) return floorPrepared(db, floor, listingValues(request));
  return listingPrepared(db, listingShape(request), listingValues(request));
}

/** How many products match, as the driver answers `count(*)` (a string or a number). */
export interface CountRow {
  total: string | number;
}

/** How many products match (for a page past the last, where the page's rows cannot say). */
export async function countMatchingCards(db: Database, request: ListingRequest): Promise<number> {
  const floor = floorShapeOf(request);
  const values = listingValues(request);
  const matching = floor ? floorCounted(floor, values) : matchingCards(listingShape(request), values);
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
