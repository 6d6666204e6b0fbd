import { type Database, queryRows } from '@facet/db/client';
import { media } from '@facet/db/schema/media';
import { inArray, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { type MediaReference, unreferenced } from './media-references.service.ts';

/*
 * The pictures' SQL (media.service.ts), every column named through the schema's media table, so
 * that a renamed column fails `npm run typecheck` here rather than a query at run time. The
 * claim (a check against another table, FOR UPDATE) and the purge (FOR UPDATE SKIP LOCKED,
 * against every referencing column) stay SQL; the rest is Drizzle's builder.
 */

const m = alias(media, 'm');

export type MediaRow = typeof media.$inferSelect;

/** A new picture's row. */
export async function insertMedia(
  tx: Database,
  values: Pick<typeof media.$inferInsert, 'id' | 'key' | 'width' | 'height' | 'byteSize' | 'uploadedBy'>,
): Promise<MediaRow> {
  const [inserted] = await tx.insert(media).values(values).returning();
  return inserted!;
}

/** Deletes these pictures' rows; the keys of those that were there. */
export function deleteMediaRows(db: Database, ids: readonly string[]) {
  return db
    .delete(media)
    .where(inArray(media.id, [...ids]))
    .returning({ key: media.key });
}

/**
 * Locks (for update) those of `ids` that are pictures uploaded into `folder` and not yet used
 * in the table of `claimedIn` (a media id column); their ids.
 */
export function lockUnclaimedUploads(
  tx: Database,
  claim: { ids: readonly string[]; folder: string; claimedIn: AnyPgColumn },
) {
  return queryRows<Pick<MediaRow, 'id'>>(
    tx,
    sql`select ${m.id} from ${media} ${m}
         where ${m.id} in (${sql.join(
           claim.ids.map((id) => sql`${id}::uuid`),
           sql`, `,
         )})
           and ${m.key} like ${`${claim.folder}/%`}
           and not exists (select 1 from ${claim.claimedIn.table} where ${claim.claimedIn} = ${m.id})
         for update of ${m}`,
  );
}

/**
 * Deletes up to `limit` pictures created more than `olderThanSeconds` ago that none of
 * `references` points at, oldest first, skipping those locked (SKIP LOCKED: a save attaching
 * one holds its row's lock); the keys of those deleted.
 */
export function deleteUnreferencedMedia(
  tx: Database,
  purge: { references: readonly MediaReference[]; olderThanSeconds: number; limit: number },
) {
  return queryRows<Pick<MediaRow, 'key'>>(
    tx,
    sql`delete from ${media}
         where ${media.id} in (select ${m.id} from ${media} ${m}
                                where ${m.createDate} < now() - make_interval(secs => ${purge.olderThanSeconds})
                                  and ${unreferenced(purge.references, 'm')}
                                order by ${m.createDate}
                                limit ${purge.limit}
                                for update skip locked)
       returning ${media.key}`,
  );
}
