import type { Currency } from '@facet/contracts/money';
import { type Database, queryRows } from '@facet/db/client';
import { products, productVariants } from '@facet/db/schema/products';
import { stones } from '@facet/db/schema/stones';
import { inArray, sql } from 'drizzle-orm';
import {
  variantNameColumns,
  variantNameJoins,
  type VariantNameRow,
  variantRowAliases,
} from '../products/variant-rows.ts';
import {
  firstStonePictureColumns,
  firstStonePictureJoin,
  type FirstStonePictureRow,
  stone,
  stoneColumns,
  stoneJoins,
  type StoneRow,
} from '../stones/stone-rows.ts';

/*
 * Recently viewed's SQL (decision 045): the pieces and stones a browser names, only as far as
 * shoppers may see and buy them today — an active variant of a listed product, an available
 * stone. Columns are named through the schema's tables; the rows' shapes come from the shared
 * row pieces of variant-rows.ts and stone-rows.ts, under the aliases they are written for.
 */

const { v, p } = variantRowAliases;

export interface RecentVariantRow extends VariantNameRow {
  product_id: number;
  product_name: string;
  price: string | number;
  list_price: string | number;
}

/** The listed pieces among these variant SKUs (lower case), priced in `currency` as stored. */
export function listRecentVariantRows(
  db: Database,
  skus: readonly string[],
  currency: Currency,
): Promise<RecentVariantRow[]> {
  const prices =
    currency === 'INR'
      ? sql`${v.priceInr} as price, ${v.listPriceInr} as list_price`
      : sql`${v.priceUsd} as price, ${v.listPriceUsd} as list_price`;
  return queryRows<RecentVariantRow>(
    db,
    sql`select ${variantNameColumns}, ${p.id} as product_id, ${p.name} as product_name, ${prices}
          from ${productVariants} ${v}
          join ${products} ${p} on ${p.id} = ${v.productId}
          ${variantNameJoins}
         where ${inArray(v.sku, [...skus])} and ${v.isActive} and ${p.isListed}`,
  );
}

export interface RecentStoneRow extends StoneRow, FirstStonePictureRow {}

/** The available stones among these stock numbers (lower case; stock numbers are unique whatever their case). */
export function listRecentStoneRows(db: Database, skus: readonly string[]): Promise<RecentStoneRow[]> {
  return queryRows<RecentStoneRow>(
    db,
    sql`select ${stoneColumns}, ${firstStonePictureColumns}
          from ${stones} ${stone}
          ${stoneJoins}
          ${firstStonePictureJoin}
         where ${inArray(sql`lower(${stone.sku})`, [...skus])} and ${stone.state} = 'available'`,
  );
}
