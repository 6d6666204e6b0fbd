import type { Currency } from '@facet/contracts/money';
import { type Database, queryRows } from '@facet/db/client';
import { jewellerySubTypes, jewelleryTypes, ringStyles, stoneShapes } from '@facet/db/schema/lookups';
import { metals } from '@facet/db/schema/metals';
import { productCards } from '@facet/db/schema/product-cards';
import { products, productVariants } from '@facet/db/schema/products';
import { intArray } from '@facet/db/sql-helpers';
import { type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { type CardRow, swatchesOf } from './product-listing.queries.ts';
import { type VariantNameRow, variantRowAliases } from './variant-rows.ts';

/*
 * A gone piece's alternatives' SQL (product-alternatives.service.ts holds the choice), columns
 * named through the schema's tables (packages/db/src/schema) under the short names the queries
 * always had.
 */

const { v, p, m, rs, ss, st, jt } = variantRowAliases;
const c = alias(productCards, 'c');
/** The nearest cards' subquery: a card's columns. */
const r = alias(productCards, 'r');

/** An alternative's card with its combination: a listing card's columns and the variant's names. */
export type AlternativeCardRow = Omit<CardRow, 'total'> & VariantNameRow & { variant_id: number };

const priceColumns = (currency: Currency) =>
  currency === 'INR'
    ? sql`${v.priceInr} as price, ${v.listPriceInr} as list_price`
    : sql`${v.priceUsd} as price, ${v.listPriceUsd} as list_price`;

/** Cards of these variants on sale (active, of a listed product), in no particular order. */
export function listAlternativeCardRows(
  db: Database,
  ids: readonly number[],
  currency: Currency,
): Promise<AlternativeCardRow[]> {
  return queryRows<AlternativeCardRow>(
    db,
    sql`select ${v.id} as variant_id, ${v.productId}, ${v.sku}, ${priceColumns(currency)}, ${v.discount},
               ${rs.name} as ring_style, ${v.centerStoneCarat}, ${v.width}, ${v.totalCarat},
               ${v.centerStoneShapeId} is not null as has_centre_stone, ${p.name}, ${st.name} as sub_type,
               ${jt.name} as jewellery_type, ${p.hasAttachedStone}, ${m.name} as metal, ${ss.name} as center_stone_shape,
               ${swatchesOf(v.productId)} as swatches
          from ${productVariants} ${v}
          join ${products} ${p} on ${p.id} = ${v.productId}
          join ${jewellerySubTypes} ${st} on ${st.id} = ${p.subTypeId}
          join ${jewelleryTypes} ${jt} on ${jt.id} = ${st.jewelleryTypeId}
          join ${metals} ${m} on ${m.id} = ${v.metalId}
          left join ${stoneShapes} ${ss} on ${ss.id} = ${v.centerStoneShapeId}
          left join ${ringStyles} ${rs} on ${rs.id} = ${v.ringStyleId}
         where ${v.id} = any(${intArray(ids)}::int[]) and ${v.isActive} and ${p.isListed}`,
  );
}

/** The attributes a combination is told apart by, as stored (ids and hundredths). */
export interface StoredCombination {
  metalId: number;
  ringStyleId: number | null;
  centerStoneShapeId: number | null;
  centerStoneCarat: number | null;
  width: number | null;
  totalCarat: number | null;
}

/** A variant's id, as a row. */
export type VariantIdRow = Pick<typeof productVariants.$inferSelect, 'id'>;

/**
 * The product's other variants on sale, fewest attributes different from the gone one's first,
 * then nearest in INR price.
 */
export async function listNearestCombinationIds(
  db: Database,
  gone: StoredCombination & { id: number; productId: number; priceInr: number },
  limit: number,
): Promise<number[]> {
  const combination = gone;
  const differs = (column: AnyPgColumn, value: number | null) => sql`(${column} is distinct from ${value}::int)::int`;
  const rows = await queryRows<VariantIdRow>(
    db,
    sql`select ${v.id} from ${productVariants} ${v}
         where ${v.productId} = ${gone.productId} and ${v.isActive} and ${v.id} <> ${gone.id}
         order by ${differs(v.metalId, combination.metalId)} + ${differs(v.ringStyleId, combination.ringStyleId)}
                  + ${differs(v.centerStoneShapeId, combination.centerStoneShapeId)}
                  + ${differs(v.centerStoneCarat, combination.centerStoneCarat)}
                  + ${differs(v.width, combination.width)} + ${differs(v.totalCarat, combination.totalCarat)},
                  abs(${v.priceInr} - ${gone.priceInr}::bigint), ${v.id}
         limit ${limit}::int`,
  );
  return rows.map((row) => row.id);
}

/** Which products' cards an alternative may come from (`c` the card), by kind of jewellery. */
export type CardScope = { subTypeId: number } | { jewelleryTypeId: number; notSubTypeId: number };

function scopeCondition(scope: CardScope): SQL {
  return 'subTypeId' in scope
    ? sql`${c.subTypeId} = ${scope.subTypeId}`
    : sql`${c.jewelleryTypeId} = ${scope.jewelleryTypeId} and ${c.subTypeId} <> ${scope.notSubTypeId}`;
}

/** A card's variant id, as a row. */
export type CardVariantRow = Pick<typeof productCards.$inferSelect, 'variantId'>;

/**
 * Other products in scope, one card each — in metal `metalId` when the product has it, else its
 * first metal — nearest in INR price to `priceInr` first.
 */
export async function listNearestPieceVariantIds(
  db: Database,
  gone: { productId: number; metalId: number; priceInr: number },
  scope: CardScope,
  limit: number,
): Promise<number[]> {
  const rows = await queryRows<CardVariantRow>(
    db,
    sql`select ${r.variantId} as "variantId" from (
          select distinct on (${c.productId}) ${c.productId}, ${c.variantId}, ${c.priceInr}
            from ${productCards} ${c}
           where ${scopeCondition(scope)} and ${c.productId} <> ${gone.productId}
           order by ${c.productId}, (${c.metalId} = ${gone.metalId}) desc, ${c.metalPosition}
        ) ${r}
        order by abs(${r.priceInr} - ${gone.priceInr}::bigint), ${r.productId}
        limit ${limit}::int`,
  );
  return rows.map((row) => row.variantId);
}
