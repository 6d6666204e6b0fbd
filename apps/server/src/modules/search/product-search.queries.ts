import type { Currency } from '@facet/contracts/money';
import type { ProductAttributes } from '@facet/contracts/product-variants';
import { type Database, queryRows, queryRowsPrepared } from '@facet/db/client';
import { genders, jewellerySubTypes, stoneCategories, stoneShapes } from '@facet/db/schema/lookups';
import { metals } from '@facet/db/schema/metals';
import { productCards } from '@facet/db/schema/product-cards';
import { products } from '@facet/db/schema/products';
import { intArray } from '@facet/db/sql-helpers';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/*
 * The SQL of the global search's products (product-search.service.ts), every column named
 * through the schema's tables (packages/db/src/schema), so that a renamed column fails
 * `npm run typecheck` here rather than a query at run time. The reads aggregate (a product's
 * metals, the catalogue's fingerprint) and the records a results page shows are asked on every
 * search (a prepared statement): SQL with the schema's names, rows typed by the names below.
 */

const p = alias(products, 'p');
const c = alias(productCards, 'c');
const m = alias(metals, 'm');
const st = alias(jewellerySubTypes, 'st');
const g = alias(genders, 'g');
const sc = alias(stoneCategories, 'sc');
const ss = alias(stoneShapes, 'ss');

/** A listed product as the index is built from it: its words' sources. */
export interface SearchEntryRow {
  id: number;
  name: string;
  sub_type: string;
  gender: string | null;
  stone_category: string | null;
  stone_color: string | null;
  stone_clarity: string | null;
  stone_cut: string | null;
  attributes: ProductAttributes;
  /** Its cards' metals, in the cards' order. */
  metals: string[];
  /** When it was created, milliseconds since 1970. */
  created: string | number;
}

/** Up to `limit` listed products (those with a storefront card) with an id above `after`, by id. */
export function listSearchEntryRows(db: Database, after: number, limit: number): Promise<SearchEntryRow[]> {
  return queryRows<SearchEntryRow>(
    db,
    sql`select ${p.id}, ${p.name}, ${st.name} as sub_type, ${g.name} as gender, ${sc.name} as stone_category,
               ${p.stoneColor}, ${p.stoneClarity}, ${p.stoneCut}, ${p.attributes},
               array_agg(${m.name} order by ${c.metalPosition}) as metals,
               extract(epoch from ${p.createDate}) * 1000 as created
          from ${products} ${p}
          join ${productCards} ${c} on ${c.productId} = ${p.id}
          join ${metals} ${m} on ${m.id} = ${c.metalId}
          join ${jewellerySubTypes} ${st} on ${st.id} = ${p.subTypeId}
          left join ${genders} ${g} on ${g.id} = ${p.genderId}
          left join ${stoneCategories} ${sc} on ${sc.id} = ${p.stoneCategoryId}
         where ${p.isListed} and ${p.id} > ${after}
         group by ${p.id}, ${st.name}, ${g.name}, ${sc.name}
         order by ${p.id}
         limit ${limit}`,
  );
}

/** What the index is built from, in one figure per part (as the driver answers each). */
export interface CatalogueWordsFigures {
  /** How many cards listed products have. */
  cards: string | number;
  /** A checksum of those cards' products and metals. */
  mix: string | number | null;
  /** The last time a listed product was saved. */
  saved: string | null;
  /** The metals' ids and names. */
  metals: string | null;
}

export async function readCatalogueWordsFigures(db: Database): Promise<CatalogueWordsFigures | undefined> {
  const [row] = await queryRows<CatalogueWordsFigures>(
    db,
    sql`select count(*) as cards, sum(${c.productId}::bigint * 37 + ${c.metalId}) as mix,
               max(${p.updateDate})::text as saved,
               (select string_agg(${m.id} || '=' || ${m.name}, ',' order by ${m.id}) from ${metals} ${m}) as metals
          from ${productCards} ${c} join ${products} ${p} on ${p.id} = ${c.productId}
         where ${p.isListed}`,
  );
  return row;
}

/** A product's storefront card as a search result reads it, its price in the asked currency. */
export interface SearchCardRow {
  id: number;
  name: string;
  description: string;
  metal: string;
  sku: string;
  center_stone_shape: string | null;
  price: string | number;
  list_price: string | number;
}

const priceColumns: Record<Currency, SQL> = {
  INR: sql`${c.priceInr} as price, ${c.listPriceInr} as list_price`,
  USD: sql`${c.priceUsd} as price, ${c.listPriceUsd} as list_price`,
};

/** The cards of these products that are listed, by product then metal position. */
export function listSearchCardRows(db: Database, ids: readonly number[], currency: Currency): Promise<SearchCardRow[]> {
  return queryRowsPrepared<SearchCardRow>(
    db,
    sql`select ${p.id}, ${p.name}, ${p.description}, ${m.name} as metal, ${c.sku}, ${ss.name} as center_stone_shape,
               ${priceColumns[currency]}
          from ${productCards} ${c}
          join ${products} ${p} on ${p.id} = ${c.productId}
          join ${metals} ${m} on ${m.id} = ${c.metalId}
          left join ${stoneShapes} ${ss} on ${ss.id} = ${c.centerStoneShapeId}
         where ${c.productId} = any(${intArray(ids)}::int[]) and ${p.isListed}
         order by ${c.productId}, ${c.metalPosition}`,
  );
}
