import type { Actor } from '@facet/contracts/permissions';
import { WISH_LIST_MAX, type WishInput } from '@facet/contracts/wish-list';
import { type Database, queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';

/*
 * Adding to and removing from a customer's wish list. A piece is found by its variant's SKU, a
 * stone by its stock number (any case); either must be one shoppers may see (a listed piece, a
 * stone that is not unlisted). Adding what is already there changes nothing; so does removing
 * what is not.
 */

const NOT_FOUND = {
  product: 'There is no such piece in the shop.',
  stone: 'There is no such stone in the shop.',
} as const;

/** The variant or stone the input names, if shoppers may see it. */
async function findWished(db: Database, input: WishInput): Promise<{ column: 'variant' | 'stone'; id: number }> {
  if (input.kind === 'product') {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`select v.id from product_variants v join products p on p.id = v.product_id
           where v.sku = ${input.sku.toLowerCase()} and p.is_listed and v.is_active`,
    );
    if (!row) throw new AppError('not-found', NOT_FOUND.product);
    return { column: 'variant', id: row.id };
  }
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from stones where lower(sku) = ${input.sku.toLowerCase()} and state <> 'unlisted'`,
  );
  if (!row) throw new AppError('not-found', NOT_FOUND.stone);
  return { column: 'stone', id: row.id };
}

/** POST /api/wish/wish. */
export async function addWish(db: Database, input: WishInput, actor: Actor): Promise<void> {
  const { userId } = actor;
  const wished = await findWished(db, input);
  await db.transaction(async (tx) => {
    // One customer's adds are counted one at a time, so two at once cannot pass the bound together.
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const [count] = await queryRows<{ total: string | number }>(
      tx,
      sql`select count(*) as total from wish_list_items where user_id = ${userId}`,
    );
    const column = wished.column === 'variant' ? sql`product_variant_id` : sql`stone_id`;
    const [existing] = await queryRows<{ id: number }>(
      tx,
      sql`select id from wish_list_items where user_id = ${userId} and ${column} = ${wished.id}`,
    );
    if (existing) return;
    if (Number(count?.total ?? 0) >= WISH_LIST_MAX) {
      throw new AppError(
        'unprocessable',
        `Your wish list holds ${WISH_LIST_MAX} things already; remove one to add another.`,
      );
    }
    await tx.execute(sql`insert into wish_list_items (user_id, ${column}) values (${userId}, ${wished.id})`);
  });
}

/** POST /api/wish/remove: whatever its state now (a sold stone can be removed). */
export async function removeWish(db: Database, input: WishInput, actor: Actor): Promise<void> {
  const { userId } = actor;
  if (input.kind === 'product') {
    await db.execute(
      sql`delete from wish_list_items w using product_variants v
           where w.user_id = ${userId} and w.product_variant_id = v.id and v.sku = ${input.sku.toLowerCase()}`,
    );
    return;
  }
  await db.execute(
    sql`delete from wish_list_items w using stones s
         where w.user_id = ${userId} and w.stone_id = s.id and lower(s.sku) = ${input.sku.toLowerCase()}`,
  );
}
