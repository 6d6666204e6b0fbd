import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { productVariants } from './products.ts';
import { stones } from './stones.ts';
import { users } from './users.ts';

/**
 * A customer's wish list: pieces (one variant: a metal, a style, a size) and loose stones they
 * keep an eye on, each once. It follows the customer to every device. A stone or piece
 * deleted by staff leaves the list with it; a sold or unlisted one stays, marked unavailable.
 */
export const wishListItems = pgTable(
  'wish_list_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productVariantId: integer().references(() => productVariants.id, { onDelete: 'cascade' }),
    stoneId: integer().references(() => stones.id, { onDelete: 'cascade' }),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wish_list_items_one_thing', sql`num_nonnulls(${t.productVariantId}, ${t.stoneId}) = 1`),
    uniqueIndex('wish_list_items_variant_unique')
      .on(t.userId, t.productVariantId)
      .where(sql`${t.productVariantId} is not null`),
    uniqueIndex('wish_list_items_stone_unique')
      .on(t.userId, t.stoneId)
      .where(sql`${t.stoneId} is not null`),
    index('wish_list_items_user_idx').on(t.userId, t.createDate),
    // Deleting a stone or variant finds its wishes by these.
    index('wish_list_items_stone_idx').on(t.stoneId),
    index('wish_list_items_variant_idx').on(t.productVariantId),
  ],
);
