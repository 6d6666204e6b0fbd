import { type Database, queryRows } from '@facet/db/client';
import { stoneCategories, stoneShapes } from '@facet/db/schema/lookups';
import { media } from '@facet/db/schema/media';
import { productMedia } from '@facet/db/schema/products';
import { stoneMedia, stones } from '@facet/db/schema/stones';
import { users } from '@facet/db/schema/users';
import { and, eq, inArray, sql } from 'drizzle-orm';

/*
 * The SQL of a stone's changes in the back-office (create, save, unlist, relist, delete) and of
 * its pictures (the editor's list, the picture job's additions), every column named through the
 * schema's tables (packages/db/src/schema), so that a renamed column fails `npm run typecheck`
 * here rather than a query at run time; the rows' types come from the same tables. The services
 * (stone-save.service.ts, stone-picture-fetch.service.ts) hold the rules and the transactions.
 */

export type Stone = typeof stones.$inferSelect;
/** A stone's columns as a save writes them (the stock number and state apart). */
export type StoneValues = Omit<
  typeof stones.$inferInsert,
  'id' | 'sku' | 'state' | 'createdBy' | 'createDate' | 'updateDate'
>;

/** The ids of a category and a shape by name, each null when the shop has none of that name. */
export interface LookupIdsRow {
  category_id: number | null;
  shape_id: number | null;
}

/** The ids of the category and the shape with these names (null for a name not set up), in one statement. */
export async function findStoneLookupIds(
  tx: Database,
  category: string,
  shape: string,
): Promise<LookupIdsRow | undefined> {
  const [row] = await queryRows<LookupIdsRow>(
    tx,
    sql`select (select ${stoneCategories.id} from ${stoneCategories} where ${stoneCategories.name} = ${category}) as category_id,
               (select ${stoneShapes.id} from ${stoneShapes} where ${stoneShapes.name} = ${shape}) as shape_id`,
  );
  return row;
}

/** The id of the stone with this stock number (any case). */
export async function findStoneIdBySku(tx: Database, sku: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: stones.id })
    .from(stones)
    .where(sql`lower(${stones.sku}) = lower(${sku})`);
  return row?.id;
}

/** The stone with this certificate, its id and stock number. */
export async function findStoneByCertificate(tx: Database, lab: string, number: string) {
  const [row] = await tx
    .select({ id: stones.id, sku: stones.sku })
    .from(stones)
    .where(and(eq(stones.certificateLab, lab), eq(stones.certificateNumber, number)));
  return row;
}

/** Whether a stone with this id exists. */
export async function stoneExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: stones.id }).from(stones).where(eq(stones.id, id));
  return row !== undefined;
}

/** A new stone: its id. */
export async function insertStone(
  tx: Database,
  values: StoneValues & Pick<typeof stones.$inferInsert, 'sku' | 'createdBy'>,
): Promise<number> {
  const [row] = await tx.insert(stones).values(values).returning({ id: stones.id });
  return row!.id;
}

/** Locks the stone's row (for update) and reads it whole. */
export async function lockStone(tx: Database, id: number): Promise<Stone | undefined> {
  const [row] = await tx.select().from(stones).where(eq(stones.id, id)).for('update');
  return row;
}

/** Locks the stone's row (for update): its state, or undefined for no such stone. */
export async function lockStoneState(tx: Database, id: number): Promise<Stone['state'] | undefined> {
  const [row] = await tx.select({ state: stones.state }).from(stones).where(eq(stones.id, id)).for('update');
  return row?.state;
}

export async function updateStoneRow(
  tx: Database,
  id: number,
  values: Partial<StoneValues> & Partial<Pick<Stone, 'sku' | 'state' | 'updateDate'>>,
): Promise<void> {
  await tx.update(stones).set(values).where(eq(stones.id, id));
}

export async function deleteStoneRow(tx: Database, id: number): Promise<void> {
  await tx.delete(stones).where(eq(stones.id, id));
}

// ---- Pictures

/** The ids of the stone's pictures. */
export async function listStonePictureIds(tx: Database, stoneId: number): Promise<string[]> {
  const rows = await tx.select({ mediaId: stoneMedia.mediaId }).from(stoneMedia).where(eq(stoneMedia.stoneId, stoneId));
  return rows.map((row) => row.mediaId);
}

/** These uploaded pictures, with the stone or product each belongs to (null for none). */
export function findPictureOwners(tx: Database, mediaIds: readonly string[]) {
  return tx
    .select({ id: media.id, stoneId: stoneMedia.stoneId, productId: productMedia.productId })
    .from(media)
    .leftJoin(stoneMedia, eq(stoneMedia.mediaId, media.id))
    .leftJoin(productMedia, eq(productMedia.mediaId, media.id))
    .where(inArray(media.id, [...mediaIds]));
}

/** Takes these pictures off their stone. */
export async function deleteStonePictures(tx: Database, mediaIds: readonly string[]): Promise<void> {
  await tx.delete(stoneMedia).where(inArray(stoneMedia.mediaId, [...mediaIds]));
}

/** The picture is the stone's, at this place in its list. */
export async function putStonePicture(tx: Database, stoneId: number, mediaId: string, position: number): Promise<void> {
  await tx
    .insert(stoneMedia)
    .values({ stoneId, mediaId, position })
    .onConflictDoUpdate({ target: [stoneMedia.stoneId, stoneMedia.mediaId], set: { position } });
}

/** Adds a picture to a stone after its others. */
export async function addStonePictureLast(db: Database, stoneId: number, mediaId: string): Promise<void> {
  await db.insert(stoneMedia).values({
    stoneId,
    mediaId,
    position: sql`(select coalesce(max(${stoneMedia.position}) + 1, 0) from ${stoneMedia} where ${stoneMedia.stoneId} = ${stoneId})`,
  });
}

/** The user with this id, as the picture job uploads for them: id and role. */
export async function findUploader(db: Database, userId: string) {
  const [row] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId));
  return row;
}
