import { type Database, queryRows } from '@facet/db/client';
import { savedSearches, stonePriceMarks } from '@facet/db/schema/saved-searches';
import type { stones } from '@facet/db/schema/stones';
import { users } from '@facet/db/schema/users';
import { intArray } from '@facet/db/sql-helpers';
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { stone, stoneCategory, stoneJoins, stoneShape, stonesAsS } from '../stones/stone-rows.ts';

/*
 * What the saved searches' alerts read (decision 039): the stones changed since the last run
 * (by `update_date`, its own index) with the cost a price mark kept from before, and the diamond
 * searches whose alerts are on.
 */

type Stone = typeof stones.$inferSelect;

/** A changed stone as the alerts read it: the names of its grades, its cost now and before (raw SQL). */
export interface ChangedStoneRow {
  id: Stone['id'];
  shape: string;
  category: string;
  color: Stone['color'];
  clarity: Stone['clarity'];
  cut: Stone['cut'];
  carat: Stone['carat'];
  cost: string | number;
  /** Milliseconds since the epoch. */
  created: string | number;
  cost_before: string | number | null;
}

/** The database's clock: every instance's runs measure `update_date` by it. */
interface NowRow {
  now: Date | string;
}

export async function databaseNow(db: Database): Promise<Date> {
  const [row] = await queryRows<NowRow>(db, sql`select now() as now`);
  return new Date(row!.now);
}

const changedColumns = sql`${stone.id}, ${stoneShape.name} as shape, ${stoneCategory.name} as category, ${stone.color}, ${stone.clarity},
  ${stone.cut}, ${stone.carat}, ${stone.cost}, extract(epoch from ${stone.createDate}) * 1000 as created,
  ${stonePriceMarks.costBefore} as cost_before`;

/** Which changes a run looks at: those in (from, to], or every available stone when `from` is null. */
export interface ChangeWindow {
  from: Date | null;
  to: Date;
}

function changedIn(window: ChangeWindow): SQL {
  return window.from === null
    ? sql`true`
    : sql`${stone.updateDate} > ${window.from.toISOString()}::timestamptz
          and ${stone.updateDate} <= ${window.to.toISOString()}::timestamptz`;
}

/**
 * The next `limit` available stones after id `after` changed in the window — all available
 * stones when `from` is null (a pricing change moves every price) — by id.
 */
export function listChangedStoneRows(
  db: Database,
  window: ChangeWindow,
  after: number,
  limit: number,
): Promise<ChangedStoneRow[]> {
  return queryRows<ChangedStoneRow>(
    db,
    sql`select ${changedColumns}
          from ${stonesAsS} ${stoneJoins}
          left join ${stonePriceMarks} on ${stonePriceMarks.stoneId} = ${stone.id}
         where ${stone.state} = 'available' and ${stone.id} > ${after}::int and ${changedIn(window)}
         order by ${stone.id}
         limit ${limit}::int`,
  );
}

interface IdsRow {
  /** The ids as 4-byte big-endian integers, one after another (`int4send`); null for none. */
  ids: Uint8Array | null;
}

/**
 * The ids of the available stones changed in (from, to], by id, read by `update_date`'s index.
 * Read page by page by id instead, the first page walked every stone older than the first change
 * (a feed's new stones have the newest ids): 945,367 rows for 5,000, 0.7 s, in the bench's run.
 * They come as one string of bytes: a row each was 100,000 objects for the collector, and an
 * `int[]` one parse of 100,000 elements (70–170 ms with the event loop stopped); bytes are
 * copied once and read as numbers.
 */
export async function listChangedStoneIds(db: Database, window: ChangeWindow & { from: Date }): Promise<Int32Array> {
  const [row] = await queryRows<IdsRow>(
    db,
    sql`select string_agg(int4send(${stone.id}), ''::bytea order by ${stone.id}) as ids from ${stonesAsS}
         where ${stone.state} = 'available' and ${changedIn(window)}`,
  );
  const bytes = row?.ids;
  if (!bytes) return new Int32Array(0);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ids = new Int32Array(bytes.byteLength / 4);
  for (let i = 0; i < ids.length; i += 1) ids[i] = view.getInt32(i * 4);
  return ids;
}

/** Those of `ids` still available and last changed in the window (not sold or changed again since), by id. */
export function listChangedStoneRowsOf(db: Database, window: ChangeWindow, ids: readonly number[]) {
  return queryRows<ChangedStoneRow>(
    db,
    sql`select ${changedColumns}
          from ${stonesAsS} ${stoneJoins}
          left join ${stonePriceMarks} on ${stonePriceMarks.stoneId} = ${stone.id}
         where ${stone.id} = any(${intArray(ids)}::int[]) and ${stone.state} = 'available' and ${changedIn(window)}
         order by ${stone.id}`,
  );
}

/** The next `limit` diamond searches after id `after` whose alerts are on (their shopper active), by id. */
export function listAlertingSearchRows(db: Database, after: number, limit: number) {
  return db
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      filters: savedSearches.filters,
      currency: savedSearches.currency,
      createDate: savedSearches.createDate,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        eq(savedSearches.kind, 'stone'),
        eq(savedSearches.alerts, true),
        eq(users.isActive, true),
        gt(savedSearches.id, after),
      ),
    )
    .orderBy(asc(savedSearches.id))
    .limit(limit);
}

/** The price marks the alerts are done with. */
export async function deletePriceMarks(db: Database, stoneIds: readonly number[]): Promise<void> {
  if (stoneIds.length === 0) return;
  await db.delete(stonePriceMarks).where(sql`${stonePriceMarks.stoneId} = any(${intArray(stoneIds)}::int[])`);
}
