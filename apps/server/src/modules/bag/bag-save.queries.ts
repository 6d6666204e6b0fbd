import { type Database, preparedQuery, queryRows } from '@facet/db/client';
import { bagLines, bags, couponUses } from '@facet/db/schema/bag';
import { discountCoupons } from '@facet/db/schema/coupons';
import { stoneShapes } from '@facet/db/schema/lookups';
import { orderLines, orders } from '@facet/db/schema/orders';
import { products, productVariants } from '@facet/db/schema/products';
import { stones } from '@facet/db/schema/stones';
import { users } from '@facet/db/schema/users';
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { isRingColumn, jewelleryTypeJoins } from '../products/variant-rows.ts';
import type { BagCouponRow } from './bag-coupon-rules.ts';
import { bagCouponColumns, coupon } from './bag-reads.queries.ts';

/*
 * The SQL of changing a bag (bag-save.service.ts), every column named through the schema's
 * tables (packages/db/src/schema), so that a renamed column fails `npm run typecheck` here rather
 * than a query at run time. The add's statements and the customer's lock are asked on every add
 * and checkout: they stay SQL run as prepared statements whose text is rendered once (preparedQuery). The reads that
 * join variant-rows.ts's pieces keep its aliases (`v`, `p`, `st`, `jt`); the rest is Drizzle's
 * builder. The service holds the rules, the transactions and the refusals.
 */

const v = alias(productVariants, 'v');
const p = alias(products, 'p');
const ss = alias(stoneShapes, 'ss');
const s = alias(stones, 's');
const o = alias(orders, 'o');
const ol = alias(orderLines, 'l');
const l = alias(bagLines, 'l');
const pairLine = alias(bagLines, 's');
const u = alias(couponUses, 'u');

/** A column's bare name, for an insert's column list (where PostgreSQL refuses a table's prefix). */
const bare = (column: AnyPgColumn) => sql.identifier(toSnakeCase(column.name));

/** A variant shoppers may buy, with what the bag needs to know of it. */
export interface PieceRow {
  id: number;
  sku: string;
  is_ring: boolean;
  has_attached_stone: boolean;
  center_stone_shape: string | null;
  center_stone_carat: number | null;
  price_inr: string | number;
  price_usd: string | number;
}

/** The listed, active variant `sku` (lower case) names, as PieceRow. */
function pieceQuery(sku: string): SQL {
  return sql`select ${v.id}, ${v.sku}, ${isRingColumn}, ${p.hasAttachedStone},
                    ${ss.name} as center_stone_shape, ${v.centerStoneCarat}, ${v.priceInr}, ${v.priceUsd}
               from ${productVariants} ${v}
               join ${products} ${p} on ${p.id} = ${v.productId}
               ${jewelleryTypeJoins}
               left join ${stoneShapes} ${ss} on ${ss.id} = ${v.centerStoneShapeId}
              where ${v.sku} = ${sku} and ${v.isActive} and ${p.isListed}`;
}

const pieceStatement = preparedQuery<PieceRow, { sku: string }>(({ sku }) => pieceQuery(sku));

export async function findPiece(db: Database, sku: string): Promise<PieceRow | undefined> {
  const [row] = await pieceStatement(db, { sku: sku.toLowerCase() });
  return row;
}

export interface StoneForBag {
  id: number;
  sku: string;
  stone_shape: string;
  carat: number;
  state: 'available' | 'on_hold' | 'sold' | 'unlisted';
  cost: string | number;
  /** The customer's own order awaiting payment that holds it, if one does. */
  own_order: string | null;
}

/** A stone shoppers can see (not unlisted), whatever else its state. */
export async function findStone(db: Database, sku: string, userId: string): Promise<StoneForBag | undefined> {
  const [row] = await stoneStatement(db, { sku: sku.toLowerCase(), userId });
  return row;
}

const stoneStatement = preparedQuery<StoneForBag, { sku: string; userId: string }>(
  ({ sku, userId }) =>
    sql`select ${s.id}, ${s.sku}, ${ss.name} as stone_shape, ${s.carat}, ${s.state}, ${s.cost},
               (select ${o.number} from ${orderLines} ${ol} join ${orders} ${o} on ${o.id} = ${ol.orderId}
                 where ${ol.stoneId} = ${s.id} and ${o.state} = 'PendingPayment' and ${o.userId} = ${userId}
                 limit 1) as own_order
          from ${stones} ${s} join ${stoneShapes} ${ss} on ${ss.id} = ${s.stoneShapeId}
         where lower(${s.sku}) = ${sku} and ${s.state} <> 'unlisted'`,
);

/** The customer's e-mail address and first name, as the lock reads them. */
export type LockedCustomer = { email: string; first_name: string };

/** Takes the customer's row lock (for update); their e-mail address and first name. */
export async function lockCustomer(tx: Database, userId: string): Promise<LockedCustomer | undefined> {
  const [customer] = await customerLockStatement(tx, { userId });
  return customer;
}

const customerLockStatement = preparedQuery<LockedCustomer, { userId: string }>(
  ({ userId }) => sql`select ${users.email}, ${users.firstName} from ${users} where ${users.id} = ${userId} for update`,
);

export interface PieceLineToAdd {
  userId: string;
  sku: string;
  quantity: number;
  ringSize: string | null;
  engraving: string | null;
  /** At most this many of one piece on one line. */
  quantityMax: number;
}

type AddedQuantity = Pick<typeof bagLines.$inferSelect, 'quantity'>;

/**
 * One statement: the piece found by its SKU and fitting its options (a ring with its size, an
 * engraving on rings only) becomes a new line (while the bag has room) or more of the line with
 * the same size and engraving — never past `quantityMax` (the update's condition). No row when
 * refused.
 */
export async function addPieceLine(db: Database, add: PieceLineToAdd): Promise<AddedQuantity | undefined> {
  const [added] = await addPieceStatement(db, { ...add, sku: add.sku.toLowerCase() });
  return added;
}

const addPieceStatement = preparedQuery<AddedQuantity, PieceLineToAdd>(
  ({ userId, sku, quantity, ringSize, engraving, quantityMax }) =>
    sql`insert into ${bagLines} (${bare(bagLines.userId)}, ${bare(bagLines.productVariantId)}, ${bare(bagLines.quantity)},
                                 ${bare(bagLines.ringSize)}, ${bare(bagLines.engraving)},
                                 ${bare(bagLines.addedPriceInr)}, ${bare(bagLines.addedPriceUsd)})
        select ${userId}, piece.id, ${quantity}, ${ringSize}, ${engraving}, piece.price_inr, piece.price_usd
          from (${pieceQuery(sku)}) piece
         where piece.is_ring = (${ringSize}::text is not null) and (piece.is_ring or ${engraving}::text is null)
        on conflict (${bare(bagLines.userId)}, ${bare(bagLines.productVariantId)},
                     (coalesce(${bare(bagLines.ringSize)}, '')), (coalesce(${bare(bagLines.engraving)}, '')))
           where ${bare(bagLines.productVariantId)} is not null and ${bare(bagLines.pairId)} is null
        do update set ${bare(bagLines.quantity)} = ${bagLines.quantity} + excluded.${bare(bagLines.quantity)}
           where ${bagLines.quantity} + excluded.${bare(bagLines.quantity)} <= ${quantityMax}
        returning ${bagLines.quantity}`,
);

/** How many of the piece the customer's line with this size and engraving holds, if there is one. */
export async function findPieceLineQuantity(
  db: Database,
  line: { userId: string; variantId: number; ringSize: string | null; engraving: string | null },
): Promise<number | undefined> {
  const [twin] = await db
    .select({ quantity: bagLines.quantity })
    .from(bagLines)
    .where(
      and(
        eq(bagLines.userId, line.userId),
        eq(bagLines.productVariantId, line.variantId),
        isNull(bagLines.pairId),
        sql`${bagLines.ringSize} is not distinct from ${line.ringSize}`,
        sql`${bagLines.engraving} is not distinct from ${line.engraving}`,
      ),
    );
  return twin?.quantity;
}

type LinePrices = Pick<typeof bagLines.$inferInsert, 'addedPriceInr' | 'addedPriceUsd'>;

/** A loose stone's line; nothing when the stone is in the bag already (alone or in a ring). */
export async function addStoneLine(db: Database, userId: string, stoneId: number, prices: LinePrices): Promise<void> {
  await db
    .insert(bagLines)
    .values({ userId, stoneId, ...prices })
    .onConflictDoNothing({ target: [bagLines.userId, bagLines.stoneId], where: sql`${bagLines.stoneId} is not null` });
}

/** The customer's line holding the stone, with its pair and the setting of that pair, if any. */
export interface StoneLineInBag {
  id: number;
  pair_id: string | null;
  setting_id: number | null;
}

export async function findStoneLine(
  tx: Database,
  userId: string,
  stoneId: number,
): Promise<StoneLineInBag | undefined> {
  const [line] = await queryRows<StoneLineInBag>(
    tx,
    sql`select ${l.id}, ${l.pairId},
               (select ${pairLine.productVariantId} from ${bagLines} ${pairLine}
                 where ${pairLine.pairId} = ${l.pairId} and ${pairLine.productVariantId} is not null) as setting_id
          from ${bagLines} ${l} where ${l.userId} = ${userId} and ${l.stoneId} = ${stoneId}`,
  );
  return line;
}

export async function deleteLine(tx: Database, id: number): Promise<void> {
  await tx.delete(bagLines).where(eq(bagLines.id, id));
}

/** A ring-builder pair's two lines, the setting then its stone, sharing `pairId`. */
export async function insertPairLines(
  tx: Database,
  pair: {
    userId: string;
    pairId: string;
    setting: { id: number; ringSize: string; engraving: string | null; prices: LinePrices };
    stone: { id: number; prices: LinePrices };
  },
): Promise<void> {
  const { userId, pairId, setting, stone } = pair;
  await tx.insert(bagLines).values({
    userId,
    productVariantId: setting.id,
    pairId,
    ringSize: setting.ringSize,
    engraving: setting.engraving,
    ...setting.prices,
  });
  await tx.insert(bagLines).values({ userId, stoneId: stone.id, pairId, ...stone.prices });
}

/** Deletes the customer's line `id` and the other half of its ring; the ids deleted. */
export function deleteLineAndItsPair(db: Database, userId: string, id: number) {
  return queryRows<Pick<typeof bagLines.$inferSelect, 'id'>>(
    db,
    sql`delete from ${bagLines} ${l}
         where ${l.userId} = ${userId}
           and (${l.id} = ${id}
                or ${l.pairId} = (select ${bagLines.pairId} from ${bagLines}
                                   where ${bagLines.id} = ${id} and ${bagLines.userId} = ${userId}))
        returning ${l.id}`,
  );
}

/** A customer's line as a change to it reads it. */
export interface OwnLine {
  id: number;
  pair_id: string | null;
  stone_id: number | null;
  product_variant_id: number | null;
  engraving: string | null;
  quantity: number;
  is_ring: boolean | null;
}

/** The customer's own line `id`, locked (for update); another customer's line is not there. */
export async function lockCustomerLine(tx: Database, userId: string, id: number): Promise<OwnLine | undefined> {
  const [line] = await queryRows<OwnLine>(
    tx,
    sql`select ${l.id}, ${l.pairId}, ${l.stoneId}, ${l.productVariantId}, ${l.engraving}, ${l.quantity},
               (select jt.name = 'Ring' from ${productVariants} ${v}
                  join ${products} ${p} on ${p.id} = ${v.productId}
                  ${jewelleryTypeJoins}
                 where ${v.id} = ${l.productVariantId}) as is_ring
          from ${bagLines} ${l} where ${l.id} = ${id} and ${l.userId} = ${userId}
          for update of ${l}`,
  );
  return line;
}

export async function setLineQuantity(tx: Database, id: number, quantity: number): Promise<void> {
  await tx.update(bagLines).set({ quantity }).where(eq(bagLines.id, id));
}

export async function addToLineQuantity(tx: Database, id: number, more: number): Promise<void> {
  await tx
    .update(bagLines)
    .set({ quantity: sql`${bagLines.quantity} + ${more}` })
    .where(eq(bagLines.id, id));
}

export async function setLineRingSize(tx: Database, id: number, ringSize: string): Promise<void> {
  await tx.update(bagLines).set({ ringSize }).where(eq(bagLines.id, id));
}

/** Another line of the customer's with the same piece alone, in this size, with the same engraving. */
export async function findRingTwin(
  tx: Database,
  line: Pick<OwnLine, 'id' | 'product_variant_id' | 'engraving'>,
  userId: string,
  ringSize: string,
) {
  const [twin] = await tx
    .select({ id: bagLines.id, quantity: bagLines.quantity })
    .from(bagLines)
    .where(
      and(
        eq(bagLines.userId, userId),
        ne(bagLines.id, line.id),
        isNull(bagLines.pairId),
        sql`${bagLines.productVariantId} = ${line.product_variant_id}`,
        eq(bagLines.ringSize, ringSize),
        sql`${bagLines.engraving} is not distinct from ${line.engraving}`,
      ),
    );
  return twin;
}

/** A coupon by its code, with whether the customer has used it before. */
export async function findCouponForCustomer(
  db: Database,
  code: string,
  userId: string,
): Promise<BagCouponRow | undefined> {
  const [row] = await queryRows<BagCouponRow>(
    db,
    sql`select ${bagCouponColumns},
               exists (select 1 from ${couponUses} ${u}
                        where ${u.discountCouponId} = ${coupon.id} and ${u.userId} = ${userId}) as used_by_customer
          from ${discountCoupons} ${coupon} where ${coupon.code} = ${code}`,
  );
  return row;
}

export function countLines(db: Database, userId: string): Promise<number> {
  return db.$count(bagLines, eq(bagLines.userId, userId));
}

/** The bag's one coupon (a second replaces the first). */
export async function setBagCoupon(db: Database, userId: string, couponId: number): Promise<void> {
  await db
    .insert(bags)
    .values({ userId, discountCouponId: couponId })
    .onConflictDoUpdate({
      target: bags.userId,
      set: { discountCouponId: sql`excluded.${bare(bags.discountCouponId)}`, updateDate: sql`now()` },
    });
}

export async function clearBagCoupon(db: Database, userId: string): Promise<void> {
  await db
    .update(bags)
    .set({ discountCouponId: null, updateDate: sql`now()` })
    .where(eq(bags.userId, userId));
}
