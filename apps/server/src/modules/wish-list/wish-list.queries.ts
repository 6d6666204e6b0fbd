import type { Currency } from '@facet/contracts/money';
import { type Database, queryRows } from '@facet/db/client';
import { products, productVariants } from '@facet/db/schema/products';
import { stones } from '@facet/db/schema/stones';
import { users } from '@facet/db/schema/users';
import { wishListItems } from '@facet/db/schema/wish-list';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  isRingColumn,
  jewelleryTypeJoins,
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
 * The wish list's SQL, every column named through the schema's tables (packages/db/src/schema),
 * so that a renamed column fails `npm run typecheck` here rather than a query at run time; the
 * rows' types come from the same tables. The services (wish-list-*.service.ts) hold the rules.
 */

/** What a wish points at: a variant or a stone, by id. */
export interface WishedThing {
  column: 'variant' | 'stone';
  id: number;
}

const wishColumn = (wished: WishedThing) =>
  wished.column === 'variant' ? wishListItems.productVariantId : wishListItems.stoneId;

/** The id of the variant with this SKU (lower case) if shoppers may see it: active, of a listed product. */
export async function findListedVariantId(db: Database, sku: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.sku, sku), eq(products.isListed, true), eq(productVariants.isActive, true)));
  return row?.id;
}

/** The id of the stone with this stock number (any case) if shoppers may see it: not unlisted. */
export async function findShownStoneId(db: Database, sku: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: stones.id })
    .from(stones)
    .where(and(eq(sql`lower(${stones.sku})`, sku.toLowerCase()), ne(stones.state, 'unlisted')));
  return row?.id;
}

/** Takes the customer's row lock: their adds are then counted one at a time. */
export async function lockCustomer(tx: Database, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export function countWishes(tx: Database, userId: string): Promise<number> {
  return tx.$count(wishListItems, eq(wishListItems.userId, userId));
}

export async function hasWish(tx: Database, userId: string, wished: WishedThing): Promise<boolean> {
  const [row] = await tx
    .select({ id: wishListItems.id })
    .from(wishListItems)
    .where(and(eq(wishListItems.userId, userId), eq(wishColumn(wished), wished.id)));
  return row !== undefined;
}

export async function insertWish(tx: Database, userId: string, wished: WishedThing): Promise<void> {
  await tx
    .insert(wishListItems)
    .values(wished.column === 'variant' ? { userId, productVariantId: wished.id } : { userId, stoneId: wished.id });
}

/** Removes the customer's wish for the variant with this SKU (lower case), whatever its state. */
export async function deleteVariantWish(db: Database, userId: string, sku: string): Promise<void> {
  const variant = db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.sku, sku));
  await db
    .delete(wishListItems)
    .where(and(eq(wishListItems.userId, userId), inArray(wishListItems.productVariantId, variant)));
}

/** Removes the customer's wish for the stone with this stock number (any case), whatever its state. */
export async function deleteStoneWish(db: Database, userId: string, sku: string): Promise<void> {
  const stone = db
    .select({ id: stones.id })
    .from(stones)
    .where(eq(sql`lower(${stones.sku})`, sku.toLowerCase()));
  await db.delete(wishListItems).where(and(eq(wishListItems.userId, userId), inArray(wishListItems.stoneId, stone)));
}

/** What the customer keeps, by SKU: a variant's as it is (lower case), a stone's in lower case. */
export function listWishedSkuRows(db: Database, userId: string) {
  return db
    .select({
      kind: sql<'product' | 'stone'>`case when ${wishListItems.stoneId} is null then 'product' else 'stone' end`,
      sku: sql<string>`coalesce(${productVariants.sku}, lower(${stones.sku}))`,
    })
    .from(wishListItems)
    .leftJoin(productVariants, eq(productVariants.id, wishListItems.productVariantId))
    .leftJoin(stones, eq(stones.id, wishListItems.stoneId))
    .where(eq(wishListItems.userId, userId));
}

// ---- The list as the customer sees it (wish-list-reads.service.ts): SQL over the shared row
// pieces of variant-rows.ts and stone-rows.ts, under the aliases they are written for.

const w = alias(wishListItems, 'w');
const { v, p } = variantRowAliases;

export interface VariantWishRow extends VariantNameRow {
  wish_id: number;
  added: Date | string;
  product_id: number;
  product_name: string;
  is_listed: boolean;
  is_active: boolean;
  is_ring: boolean;
  price: string | number;
  list_price: string | number;
}

/** The customer's wished pieces, whatever their state, priced in `currency` as stored. */
export function listVariantWishRows(db: Database, userId: string, currency: Currency): Promise<VariantWishRow[]> {
  const prices =
    currency === 'INR'
      ? sql`${v.priceInr} as price, ${v.listPriceInr} as list_price`
      : sql`${v.priceUsd} as price, ${v.listPriceUsd} as list_price`;
  return queryRows<VariantWishRow>(
    db,
    sql`select ${w.id} as wish_id, ${w.createDate} as added, ${variantNameColumns}, ${p.id} as product_id,
               ${p.name} as product_name, ${p.isListed}, ${v.isActive}, ${isRingColumn}, ${prices}
          from ${wishListItems} ${w}
          join ${productVariants} ${v} on ${v.id} = ${w.productVariantId}
          join ${products} ${p} on ${p.id} = ${v.productId}
          ${jewelleryTypeJoins}
          ${variantNameJoins}
         where ${w.userId} = ${userId}`,
  );
}

export interface StoneWishRow extends StoneRow, FirstStonePictureRow {
  wish_id: number;
  added: Date | string;
}

/** The customer's wished stones, whatever their state. */
export function listStoneWishRows(db: Database, userId: string): Promise<StoneWishRow[]> {
  return queryRows<StoneWishRow>(
    db,
    sql`select ${w.id} as wish_id, ${w.createDate} as added, ${stoneColumns}, ${firstStonePictureColumns}
          from ${wishListItems} ${w}
          join ${stones} ${stone} on ${stone.id} = ${w.stoneId}
          ${stoneJoins}
          ${firstStonePictureJoin}
         where ${w.userId} = ${userId}`,
  );
}
