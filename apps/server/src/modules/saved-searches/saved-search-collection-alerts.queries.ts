import type { Database } from '@facet/db/client';
import { products } from '@facet/db/schema/products';
import {
  savedSearchPieceChecks,
  savedSearchPieceNotices,
  savedSearchPiecesSeen,
} from '@facet/db/schema/saved-search-collections';
import { savedSearches } from '@facet/db/schema/saved-searches';
import { users } from '@facet/db/schema/users';
import { intArray } from '@facet/db/sql-helpers';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';

/*
 * What a collection search's alerts read and write (decision 047): the collection searches whose
 * alerts are on, the pieces each last saw with their prices, its first look, the notices (once per
 * shopper, piece and reason: the unique key) and the digests' reads of them.
 */

export type PieceNoticeValues = typeof savedSearchPieceNotices.$inferInsert;

/** A collection search whose alerts are on, of an active shopper, by id. */
export function listAlertingCollectionSearches(db: Database) {
  return db
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      collection: savedSearches.collection,
      filters: savedSearches.filters,
      currency: savedSearches.currency,
      createDate: savedSearches.createDate,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(and(eq(savedSearches.kind, 'product'), eq(savedSearches.alerts, true), eq(users.isActive, true)))
    .orderBy(asc(savedSearches.id));
}
export type AlertingCollectionSearch = Awaited<ReturnType<typeof listAlertingCollectionSearches>>[number];

/** The pieces the search matched when last looked at, with the prices it showed then. */
export async function readPiecesSeen(db: Database, searchId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ productId: savedSearchPiecesSeen.productId, price: savedSearchPiecesSeen.price })
    .from(savedSearchPiecesSeen)
    .where(eq(savedSearchPiecesSeen.savedSearchId, searchId));
  return new Map(rows.map((row) => [row.productId, row.price]));
}

/** True on the alerts' first look at this search (the row is claimed once). */
export async function claimFirstLook(db: Database, searchId: number): Promise<boolean> {
  const rows = await db
    .insert(savedSearchPieceChecks)
    .values({ savedSearchId: searchId })
    .onConflictDoNothing()
    .returning({ id: savedSearchPieceChecks.savedSearchId });
  return rows.length > 0;
}

/** Of these pieces, the ones created after `after` (listed since the search was saved). */
export async function listPiecesCreatedAfter(db: Database, ids: readonly number[], after: Date): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(sql`${products.id} = any(${intArray(ids)}::int[])`, gt(products.createDate, after)));
  return new Set(rows.map((row) => row.id));
}

/** Notices to tell; each (shopper, piece, reason) once: the ones already there are skipped. */
export async function insertPieceNotices(db: Database, rows: PieceNoticeValues[]): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await db
    .insert(savedSearchPieceNotices)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: savedSearchPieceNotices.id });
  return written.length;
}

/** The prices to measure the next fall from; any other piece the search no longer matches is forgotten. */
export async function keepPiecesSeen(
  db: Database,
  searchId: number,
  marks: { productId: number; price: number }[],
  matching: readonly number[],
): Promise<void> {
  await db
    .delete(savedSearchPiecesSeen)
    .where(
      and(
        eq(savedSearchPiecesSeen.savedSearchId, searchId),
        sql`not (${savedSearchPiecesSeen.productId} = any(${intArray(matching)}::int[]))`,
      ),
    );
  if (marks.length === 0) return;
  await db
    .insert(savedSearchPiecesSeen)
    .values(marks.map((mark) => ({ savedSearchId: searchId, ...mark })))
    .onConflictDoUpdate({
      target: [savedSearchPiecesSeen.savedSearchId, savedSearchPiecesSeen.productId],
      set: { price: sql`excluded.${sql.identifier('price')}` },
    });
}

/** Shoppers with piece notices no digest has carried yet. */
export async function listWaitingPieceRecipients(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: savedSearchPieceNotices.userId })
    .from(savedSearchPieceNotices)
    .where(isNull(savedSearchPieceNotices.messageId));
  return rows.map((row) => row.userId);
}

/** The shopper's piece notices no digest has carried, locked (as the stones', saved-search-digests.queries.ts). */
export function lockWaitingPieceNotices(tx: Database, userId: string) {
  return tx
    .select({
      id: savedSearchPieceNotices.id,
      productId: savedSearchPieceNotices.productId,
      reason: savedSearchPieceNotices.reason,
      priceBefore: savedSearchPieceNotices.priceBefore,
      searchId: savedSearches.id,
      searchName: savedSearches.name,
      collection: savedSearches.collection,
      filters: savedSearches.filters,
      currency: savedSearches.currency,
    })
    .from(savedSearchPieceNotices)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchPieceNotices.savedSearchId))
    .where(
      and(
        eq(savedSearchPieceNotices.userId, userId),
        isNull(savedSearchPieceNotices.messageId),
        eq(savedSearches.alerts, true),
      ),
    )
    .orderBy(asc(savedSearches.id), asc(savedSearchPieceNotices.id))
    .for('update', { of: savedSearchPieceNotices });
}
export type WaitingPieceNotice = Awaited<ReturnType<typeof lockWaitingPieceNotices>>[number];

export async function attachPieceNoticesToMessage(
  tx: Database,
  ids: readonly number[],
  messageId: number,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(savedSearchPieceNotices)
    .set({ messageId })
    .where(sql`${savedSearchPieceNotices.id} = any(${intArray(ids)}::int[])`);
}
