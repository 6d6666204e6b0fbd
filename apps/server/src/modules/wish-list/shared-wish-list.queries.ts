import type { Database } from '@facet/db/client';
import { sharedWishLists } from '@facet/db/schema/sharing';
import { users } from '@facet/db/schema/users';
import { eq, sql } from 'drizzle-orm';

/*
 * The shared wish list's SQL (decision 046): one row per shopper whose list is shared, its
 * link's token kept as a hash. The service (shared-wish-list.service.ts) holds the rules.
 */

export type SharedWishListRow = typeof sharedWishLists.$inferSelect;

export async function findSharedWishList(db: Database, userId: string): Promise<SharedWishListRow | undefined> {
  const [row] = await db.select().from(sharedWishLists).where(eq(sharedWishLists.userId, userId));
  return row;
}

/** The shopper's one link, made or replaced: the earlier token's hash is gone with it. */
export async function saveSharedWishList(db: Database, userId: string, tokenHash: string): Promise<SharedWishListRow> {
  const [row] = await db
    .insert(sharedWishLists)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: sharedWishLists.userId, set: { tokenHash, createDate: sql`now()` } })
    .returning();
  return row!;
}

export async function deleteSharedWishList(db: Database, userId: string): Promise<void> {
  await db.delete(sharedWishLists).where(eq(sharedWishLists.userId, userId));
}

/** The owner of the list shared under this token's hash, with the first name the page shows. */
export async function findSharedWishListOwner(
  db: Database,
  tokenHash: string,
): Promise<{ userId: string; firstName: string } | undefined> {
  const [row] = await db
    .select({ userId: users.id, firstName: users.firstName })
    .from(sharedWishLists)
    .innerJoin(users, eq(users.id, sharedWishLists.userId))
    .where(eq(sharedWishLists.tokenHash, tokenHash));
  return row;
}
