import { type Database } from '@facet/db/client';
import { stoneCategories, stoneShapes } from '@facet/db/schema/lookups';
import { savedSearches, savedSearchNotices, wishGoneNotices } from '@facet/db/schema/saved-searches';
import { stones } from '@facet/db/schema/stones';
import { users } from '@facet/db/schema/users';
import { wishListItems } from '@facet/db/schema/wish-list';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';

/* What the digests and "it's gone" e-mails read and write (decision 039). */

export async function findRecipient(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * The shopper's notices no digest has carried, locked: a second runner waits, then finds them
 * carried (or, if the first gave up, takes them). Search by search, in the order they were
 * noticed: run by run, and within a run by stone (the order a run writes them in).
 */
export function lockWaitingNotices(tx: Database, userId: string) {
  return tx
    .select({
      stoneId: savedSearchNotices.stoneId,
      reason: savedSearchNotices.reason,
      priceBefore: savedSearchNotices.priceBefore,
      priceNow: savedSearchNotices.priceNow,
      searchId: savedSearches.id,
      searchName: savedSearches.name,
      currency: savedSearches.currency,
      filters: savedSearches.filters,
    })
    .from(savedSearchNotices)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchNotices.savedSearchId))
    .where(
      and(eq(savedSearchNotices.userId, userId), isNull(savedSearchNotices.messageId), eq(savedSearches.alerts, true)),
    )
    .orderBy(
      asc(savedSearches.id),
      asc(savedSearchNotices.createDate),
      asc(savedSearchNotices.stoneId),
      asc(savedSearchNotices.reason),
    )
    .for('update', { of: savedSearchNotices });
}
export type WaitingNotice = Awaited<ReturnType<typeof lockWaitingNotices>>[number];

/** Wish-listed stones that sold and whose shopper was not told yet. */
export function listSoldWishedStones(db: Database, limit: number) {
  return db
    .select({
      userId: wishListItems.userId,
      email: users.email,
      firstName: users.firstName,
      id: stones.id,
      sku: stones.sku,
      shapeId: stones.stoneShapeId,
      categoryId: stones.stoneCategoryId,
      shape: stoneShapes.name,
      category: stoneCategories.name,
      carat: stones.carat,
      cost: stones.cost,
    })
    .from(wishListItems)
    .innerJoin(stones, and(eq(stones.id, wishListItems.stoneId), eq(stones.state, 'sold')))
    .innerJoin(stoneShapes, eq(stoneShapes.id, stones.stoneShapeId))
    .innerJoin(stoneCategories, eq(stoneCategories.id, stones.stoneCategoryId))
    .innerJoin(users, and(eq(users.id, wishListItems.userId), eq(users.isActive, true)))
    .leftJoin(
      wishGoneNotices,
      and(eq(wishGoneNotices.userId, wishListItems.userId), eq(wishGoneNotices.stoneId, stones.id)),
    )
    .where(isNull(wishGoneNotices.id))
    .limit(limit);
}
export type SoldWishedStone = Awaited<ReturnType<typeof listSoldWishedStones>>[number];

/** Claims "it's gone" for this shopper and stone: false when it was claimed already (the unique key). */
export async function claimGoneNotice(tx: Database, userId: string, stoneId: number): Promise<number | undefined> {
  const [row] = await tx
    .insert(wishGoneNotices)
    .values({ userId, stoneId })
    .onConflictDoNothing()
    .returning({ id: wishGoneNotices.id });
  return row?.id;
}

export async function setGoneNoticeMessage(tx: Database, id: number, messageId: number): Promise<void> {
  await tx.update(wishGoneNotices).set({ messageId }).where(eq(wishGoneNotices.id, id));
}

/** The currency of the shopper's latest saved search, the best guess of theirs. */
export async function latestSearchCurrency(db: Database, userId: string) {
  const [row] = await db
    .select({ currency: savedSearches.currency })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createDate))
    .limit(1);
  return row?.currency;
}
