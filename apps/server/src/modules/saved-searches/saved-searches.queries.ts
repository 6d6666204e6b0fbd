import { type Database, queryRows } from '@facet/db/client';
import {
  savedSearchDigests,
  savedSearches,
  savedSearchNotices,
  savedSearchSettings,
} from '@facet/db/schema/saved-searches';
import { users } from '@facet/db/schema/users';
import { intArray, textArray } from '@facet/db/sql-helpers';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * The saved searches' own SQL (decision 039), every column named through the schema's tables.
 * The alerts' reads of changed stones are in saved-search-alerts.queries.ts.
 */

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type SavedSearchSettingsRow = typeof savedSearchSettings.$inferSelect;

export function listSavedSearchRows(db: Database, userId: string): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createDate), asc(savedSearches.id));
}

/** The shopper's own saved search: another shopper's is not found. */
export async function findSavedSearchRow(
  db: Database,
  userId: string,
  id: number,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return row;
}

/** The shopper's row, locked: one shopper's saves are counted one at a time. */
export async function lockShopper(tx: Database, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export function countSavedSearches(tx: Database, userId: string): Promise<number> {
  return tx.$count(savedSearches, eq(savedSearches.userId, userId));
}

export async function insertSavedSearch(
  tx: Database,
  values: typeof savedSearches.$inferInsert,
): Promise<SavedSearchRow> {
  const [row] = await tx.insert(savedSearches).values(values).returning();
  return row!;
}

export async function renameSavedSearchRow(
  db: Database,
  userId: string,
  id: number,
  name: string,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ name, updateDate: new Date() })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row;
}

export async function deleteSavedSearchRow(db: Database, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

export async function markSavedSearchSeen(
  db: Database,
  userId: string,
  id: number,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row;
}

/** Alerts off; the search's name, if it exists. */
export async function turnAlertsOff(db: Database, id: number): Promise<string | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ alerts: false, updateDate: new Date() })
    .where(eq(savedSearches.id, id))
    .returning({ name: savedSearches.name });
  return row?.name;
}

export async function findSettingsRow(db: Database): Promise<SavedSearchSettingsRow | undefined> {
  const [row] = await db.select().from(savedSearchSettings).where(eq(savedSearchSettings.id, 1));
  return row;
}

export async function lockSettingsRow(tx: Database): Promise<SavedSearchSettingsRow | undefined> {
  const [row] = await tx.select().from(savedSearchSettings).where(eq(savedSearchSettings.id, 1)).for('update');
  return row;
}

export async function updateSettingsRow(
  tx: Database,
  values: Pick<
    SavedSearchSettingsRow,
    'priceDropBasisPoints' | 'digestIntervalHours' | 'maxPerShopper' | 'hintsPerDay' | 'alertsPerSearch'
  >,
): Promise<SavedSearchSettingsRow | undefined> {
  const [row] = await tx
    .update(savedSearchSettings)
    .set({ ...values, updateDate: new Date() })
    .where(eq(savedSearchSettings.id, 1))
    .returning();
  return row;
}

/** Moves the alerts' watermark to `until`, never back. */
export async function advanceCheckedUntil(tx: Database, until: Date): Promise<void> {
  await tx
    .update(savedSearchSettings)
    .set({ checkedUntil: sql`greatest(${savedSearchSettings.checkedUntil}, ${until.toISOString()}::timestamptz)` })
    .where(eq(savedSearchSettings.id, 1));
}

const bare = (column: AnyPgColumn) => sql.identifier(toSnakeCase(column.name));

/** A bigint array with nulls, in PostgreSQL's text form (one parameter). */
const nullableBigints = (values: readonly (number | null | undefined)[]) =>
  `{${values.map((value) => (value === null || value === undefined ? 'NULL' : String(Math.trunc(value)))).join(',')}}`;

interface WrittenRow {
  written: string | number;
}

/**
 * Notices to tell; each (shopper, stone, reason) once: the ones already there are skipped (the
 * unique key). One statement for them all, each column one array parameter (`unnest`), however
 * many there are: a feed's run writes hundreds of thousands.
 */
export async function insertNotices(db: Database, rows: (typeof savedSearchNotices.$inferInsert)[]): Promise<number> {
  if (rows.length === 0) return 0;
  const n = savedSearchNotices;
  const [count] = await queryRows<WrittenRow>(
    db,
    sql`with written as (
          insert into ${n} (${bare(n.userId)}, ${bare(n.savedSearchId)}, ${bare(n.stoneId)}, ${bare(n.reason)},
                            ${bare(n.priceBefore)}, ${bare(n.priceNow)})
          select * from unnest(${textArray(rows.map((row) => row.userId))}::uuid[],
                               ${intArray(rows.map((row) => row.savedSearchId))}::int[],
                               ${intArray(rows.map((row) => row.stoneId))}::int[],
                               ${textArray(rows.map((row) => row.reason))}::text[],
                               ${nullableBigints(rows.map((row) => row.priceBefore))}::bigint[],
                               ${nullableBigints(rows.map((row) => row.priceNow))}::bigint[])
          on conflict do nothing
          returning 1)
        select count(*) as written from written`,
  );
  return Number(count?.written ?? 0);
}

/** Shoppers with notices no digest has carried yet. */
export async function listWaitingRecipients(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: savedSearchNotices.userId })
    .from(savedSearchNotices)
    .where(isNull(savedSearchNotices.messageId));
  return rows.map((row) => row.userId);
}

/**
 * Claims the shopper's next digest: true when none was sent within the interval, and then the
 * time moves to now in the same statement, so two runners at once cannot both claim it.
 */
export async function claimDigest(tx: Database, userId: string, intervalHours: number): Promise<boolean> {
  const rows = await tx
    .insert(savedSearchDigests)
    .values({ userId, lastSentAt: sql`now()` })
    .onConflictDoUpdate({
      target: savedSearchDigests.userId,
      set: { lastSentAt: sql`now()` },
      setWhere: sql`${savedSearchDigests.lastSentAt} <= now() - make_interval(hours => ${intervalHours}::int)`,
    })
    .returning({ userId: savedSearchDigests.userId });
  return rows.length > 0;
}

/** Marks the shopper's notices (named by stone and reason) as carried by the digest `messageId`. */
export async function attachNoticesToMessage(
  tx: Database,
  userId: string,
  notices: readonly Pick<typeof savedSearchNotices.$inferSelect, 'stoneId' | 'reason'>[],
  messageId: number,
): Promise<void> {
  if (notices.length === 0) return;
  const n = savedSearchNotices;
  await tx
    .update(n)
    .set({ messageId })
    .where(
      and(
        eq(n.userId, userId),
        sql`(${n.stoneId}, ${n.reason}) in (select * from unnest(${intArray(notices.map((notice) => notice.stoneId))}::int[],
                                                            ${textArray(notices.map((notice) => notice.reason))}::text[]))`,
      ),
    );
}
