import type { CustomJewelleryState } from '@facet/contracts/custom-jewellery';
import type { Database } from '@facet/db/client';
import { customJewelleryPictures, customJewelleryRequests } from '@facet/db/schema/custom-jewellery';
import { media } from '@facet/db/schema/media';
import { anyContains } from '@facet/db/sql-helpers';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';

/*
 * The custom jewellery requests' SQL, every column named through the schema's tables
 * (packages/db/src/schema), so that a renamed column fails `npm run typecheck` here rather than
 * a query at run time; the rows' types come from the same tables. The services
 * (custom-jewellery.service.ts, custom-jewellery-reads.service.ts) hold the rules.
 */

export type RequestRow = typeof customJewelleryRequests.$inferSelect;

// ---- Writing

export async function insertRequest(
  tx: Database,
  values: typeof customJewelleryRequests.$inferInsert,
): Promise<RequestRow | undefined> {
  const [row] = await tx.insert(customJewelleryRequests).values(values).returning();
  return row;
}

/** The request's reference pictures, in the order given. */
export async function insertRequestPictures(
  tx: Database,
  requestId: number,
  mediaIds: readonly string[],
): Promise<void> {
  await tx
    .insert(customJewelleryPictures)
    .values(mediaIds.map((mediaId, position) => ({ requestId, mediaId, position })));
}

export async function lockRequestRow(tx: Database, id: number): Promise<RequestRow | undefined> {
  const [row] = await tx.select().from(customJewelleryRequests).where(eq(customJewelleryRequests.id, id)).for('update');
  return row;
}

export function countRequestPictures(tx: Database, requestId: number): Promise<number> {
  return tx.$count(customJewelleryPictures, eq(customJewelleryPictures.requestId, requestId));
}

export async function updateRequest(
  tx: Database,
  id: number,
  values: Partial<typeof customJewelleryRequests.$inferInsert>,
): Promise<void> {
  await tx.update(customJewelleryRequests).set(values).where(eq(customJewelleryRequests.id, id));
}

/** Deletes a request (its picture links go with it); the row it was, or undefined when there was none. */
export async function deleteRequestRow(tx: Database, id: number): Promise<RequestRow | undefined> {
  const [row] = await tx.delete(customJewelleryRequests).where(eq(customJewelleryRequests.id, id)).returning();
  return row;
}

// ---- Reading

/** Which requests a list holds: in a state (or all) with text in them, or one shopper's. */
export type RequestFilter = { state: CustomJewelleryState | 'all'; search?: string } | { userId: string };

function requestsWhere(filter: RequestFilter): SQL | undefined {
  if ('userId' in filter) return sql`${customJewelleryRequests.userId} = ${filter.userId}`;
  const conditions: SQL[] = [];
  if (filter.state !== 'all') conditions.push(sql`${customJewelleryRequests.state} = ${filter.state}`);
  if (filter.search) {
    const { name, email, description, stonePreference } = customJewelleryRequests;
    conditions.push(
      anyContains(
        [name, email, description, stonePreference].map((column) => sql`${column}`),
        filter.search,
      ),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A page of the requests the filter finds, newest first. */
export function listRequestRows(
  db: Database,
  filter: RequestFilter,
  page: { pageNo: number; pageSize: number },
): Promise<RequestRow[]> {
  return db
    .select()
    .from(customJewelleryRequests)
    .where(requestsWhere(filter))
    .orderBy(desc(customJewelleryRequests.createDate), desc(customJewelleryRequests.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
}

/** How many requests the filter finds. */
export function countRequests(db: Database, filter: RequestFilter): Promise<number> {
  return db.$count(customJewelleryRequests, requestsWhere(filter));
}

export async function findRequestRow(db: Database, id: number): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(customJewelleryRequests).where(eq(customJewelleryRequests.id, id));
  return row;
}

/** The pictures of these requests, by request and in their order. */
export function listRequestPictures(db: Database, requestIds: readonly number[]) {
  return db
    .select({
      requestId: customJewelleryPictures.requestId,
      id: media.id,
      key: media.key,
      width: media.width,
      height: media.height,
    })
    .from(customJewelleryPictures)
    .innerJoin(media, eq(media.id, customJewelleryPictures.mediaId))
    .where(inArray(customJewelleryPictures.requestId, [...requestIds]))
    .orderBy(customJewelleryPictures.requestId, customJewelleryPictures.position);
}
