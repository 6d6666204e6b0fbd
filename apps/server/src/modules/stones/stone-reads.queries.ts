import type { StoneSort } from '@facet/contracts/stone-filters';
import { type Database, queryRows } from '@facet/db/client';
import { media } from '@facet/db/schema/media';
import { orderLines } from '@facet/db/schema/orders';
import { stoneMedia, stones } from '@facet/db/schema/stones';
import { intArray } from '@facet/db/sql-helpers';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  fullStoneColumns,
  type FullStoneRow,
  stone,
  stoneColumns,
  stoneJoins,
  stoneOrder,
  type StoneRow,
  stonesAsS,
} from './stone-rows.ts';

/*
 * The reads of whole stones and of the back-office's lists, every column named through the
 * schema's tables (packages/db/src/schema), so that a renamed column fails `npm run typecheck`
 * here rather than a query at run time: one stone (by id, by stock number), the back-office list
 * and the export's pages (raw SQL over the shared stone row, stone-rows.ts), the sitemap, which
 * stones are in orders, and stones' pictures. The services hold the rules.
 */

/** The stock number and last change of available stones, newest first, at most `limit`. */
export function listSitemapRows(db: Database, limit: number) {
  return db
    .select({ sku: stones.sku, updateDate: stones.updateDate })
    .from(stones)
    .where(eq(stones.state, 'available'))
    .orderBy(desc(stones.createDate), desc(stones.id))
    .limit(limit);
}

/** Which of these stones are in an order line (any order state). */
export async function findStoneIdsInOrders(db: Database, stoneIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectDistinct({ stoneId: orderLines.stoneId })
    .from(orderLines)
    .where(sql`${orderLines.stoneId} = any(${intArray(stoneIds)}::int[])`);
  return rows.flatMap((row) => (row.stoneId === null ? [] : [row.stoneId]));
}

/** The whole stone with this id. */
export async function findWholeStoneById(db: Database, id: number): Promise<FullStoneRow | undefined> {
  const [row] = await queryRows<FullStoneRow>(
    db,
    sql`select ${stoneColumns}, ${fullStoneColumns} from ${stonesAsS} ${stoneJoins} where ${stone.id} = ${id}`,
  );
  return row;
}

/** A whole stone with the ids of its shape and category (what similar stones are found by). */
export interface StonePageRow extends FullStoneRow {
  stone_shape_id: number;
  stone_category_id: number;
}

/** The whole stone with this stock number, in any case. */
export async function findWholeStoneBySku(db: Database, sku: string): Promise<StonePageRow | undefined> {
  const [row] = await queryRows<StonePageRow>(
    db,
    sql`select ${stoneColumns}, ${fullStoneColumns}, ${stone.stoneShapeId}, ${stone.stoneCategoryId}
          from ${stonesAsS} ${stoneJoins}
         where lower(${stone.sku}) = lower(${sku})`,
  );
  return row;
}

/** A stone of the back-office list, with the number of all the list's stones (count over the page's window). */
export interface StoneListRow extends StoneRow {
  certificate_number: string | null;
  update_date: Date | string;
  total: string | number;
}

/** A page of the back-office list: stones matching `where` (stoneListFilters) in the sort's order. */
export function listStoneListRows(
  db: Database,
  where: SQL,
  sort: StoneSort,
  page: { limit: number; offset: number },
): Promise<StoneListRow[]> {
  return queryRows<StoneListRow>(
    db,
    sql`select ${stoneColumns}, ${stone.certificateNumber}, ${stone.updateDate}, count(*) over () as total
          from ${stonesAsS} ${stoneJoins}
         where ${where}
         order by ${stoneOrder(sort)}
         limit ${page.limit} offset ${page.offset}`,
  );
}

/** A count as the engines answer it: a number on PGlite, text on PostgreSQL. */
export interface CountRow {
  total: string | number;
}

/** How many stones match `where` (stoneListFilters). */
export async function countListedStones(db: Database, where: SQL): Promise<number> {
  const [count] = await queryRows<CountRow>(
    db,
    sql`select count(*) as total from ${stonesAsS} ${stoneJoins} where ${where}`,
  );
  return Number(count?.total ?? 0);
}

/** A whole stone as the export writes it, with the keys of its pictures in their order. */
export interface ExportRow extends FullStoneRow {
  media_keys: string[] | null;
}

/** The next `limit` stones after id `after` that match `where` (stoneListFilters), by id. */
export function listExportRows(db: Database, where: SQL, after: number, limit: number): Promise<ExportRow[]> {
  return queryRows<ExportRow>(
    db,
    sql`select ${stoneColumns}, ${fullStoneColumns},
               (select array_agg(${media.key} order by ${stoneMedia.position}, ${media.id})
                  from ${stoneMedia} join ${media} on ${media.id} = ${stoneMedia.mediaId}
                 where ${stoneMedia.stoneId} = ${stone.id}) as media_keys
          from ${stonesAsS} ${stoneJoins}
         where ${stone.id} > ${after} and ${where}
         order by ${stone.id}
         limit ${limit}`,
  );
}

/** The pictures of these stones: by stone, in their order. */
export function listStonePictureRows(db: Database, stoneIds: readonly number[]) {
  return db
    .select({ stoneId: stoneMedia.stoneId, id: media.id, key: media.key, width: media.width, height: media.height })
    .from(stoneMedia)
    .innerJoin(media, eq(media.id, stoneMedia.mediaId))
    .where(sql`${stoneMedia.stoneId} = any(${intArray(stoneIds)}::int[])`)
    .orderBy(asc(stoneMedia.stoneId), asc(stoneMedia.position), asc(media.createDate));
}
