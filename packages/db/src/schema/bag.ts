import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { discountCoupons } from './coupons.ts';
import { orders } from './orders.ts';
import { productVariants } from './products.ts';
import { stones } from './stones.ts';
import { users } from './users.ts';

/**
 * A customer's bag (the API's shopping-cart): what they mean to buy, the same on every device and
 * kept through sign-out. One row per customer once they have applied a coupon (at most one).
 */
export const bags = pgTable('bags', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  discountCouponId: integer().references(() => discountCoupons.id, { onDelete: 'set null' }),
  updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The bag's lines: a piece (one variant, with a ring size for rings and an engraving for rings
 * and bands, 1–10 of it) or a loose stone (always one). A ring-builder pair is two lines, the
 * setting and its stone, sharing a `pair_id`, added and removed together. A stone is in a bag
 * at most once; the same piece with the same size and engraving is one line with a quantity.
 * Each line remembers its unit price when it was added, so the bag can show what changed.
 * Nothing here holds a stone: holds are taken at checkout. At most 30 lines per bag: the trigger
 * bag_lines_within_bound (in the migration) locks the customer and counts before each new line.
 */
export const bagLines = pgTable(
  'bag_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productVariantId: integer().references(() => productVariants.id, { onDelete: 'cascade' }),
    stoneId: integer().references(() => stones.id, { onDelete: 'cascade' }),
    pairId: uuid(),
    quantity: integer().notNull().default(1),
    ringSize: text(),
    engraving: text(),
    addedPriceInr: bigint({ mode: 'number' }).notNull(),
    addedPriceUsd: bigint({ mode: 'number' }).notNull(),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bag_lines_one_thing', sql`num_nonnulls(${t.productVariantId}, ${t.stoneId}) = 1`),
    check('bag_lines_quantity_range', sql`${t.quantity} between 1 and 10`),
    check(
      'bag_lines_single_stones_and_pairs',
      sql`(${t.stoneId} is null and ${t.pairId} is null) or ${t.quantity} = 1`,
    ),
    check('bag_lines_engraving_length', sql`char_length(${t.engraving}) between 1 and 20`),
    check('bag_lines_prices_non_negative', sql`${t.addedPriceInr} >= 0 and ${t.addedPriceUsd} >= 0`),
    uniqueIndex('bag_lines_stone_unique')
      .on(t.userId, t.stoneId)
      .where(sql`${t.stoneId} is not null`),
    uniqueIndex('bag_lines_piece_unique')
      .on(t.userId, t.productVariantId, sql`coalesce(${t.ringSize}, '')`, sql`coalesce(${t.engraving}, '')`)
      .where(sql`${t.productVariantId} is not null and ${t.pairId} is null`),
    index('bag_lines_user_idx').on(t.userId, t.createDate),
    // Deleting a stone or variant finds its lines by these.
    index('bag_lines_stone_idx').on(t.stoneId),
    index('bag_lines_variant_idx').on(t.productVariantId),
  ],
);

/**
 * Each use of a coupon by a customer: what "one use per customer" and the bag's "already used"
 * read. Checkout writes a row in the transaction that consumes the use (with the order).
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    discountCouponId: integer()
      .notNull()
      .references(() => discountCoupons.id, { onDelete: 'restrict' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order that consumed the use; cancelling it deletes the row and gives the use back. */
    orderId: integer().references(() => orders.id, { onDelete: 'cascade' }),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_uses_coupon_user_idx').on(t.discountCouponId, t.userId),
    uniqueIndex('coupon_uses_order_unique')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
  ],
);
