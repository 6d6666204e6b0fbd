import { mediaPath } from '@facet/contracts/media-sizes';
import { type Database, queryRows } from '@facet/db/client';
import { intArray } from '@facet/db/sql-helpers';
import { sql } from 'drizzle-orm';

/*
 * A stone's pictures as its readers show them (the back-office record and list, the stone
 * page): in their order, with the address of their WebP sizes.
 */

interface StonePicture {
  id: string;
  url: string;
  width: number;
  height: number;
}

/** The pictures of some stones, in their order, by stone id. */
export async function listStoneMedia(db: Database, stoneIds: readonly number[]): Promise<Map<number, StonePicture[]>> {
  const result = new Map<number, StonePicture[]>();
  if (stoneIds.length === 0) return result;
  const rows = await queryRows<{ stone_id: number; id: string; key: string; width: number; height: number }>(
    db,
    sql`select sm.stone_id, m.id, m.key, m.width, m.height
          from stone_media sm join media m on m.id = sm.media_id
         where sm.stone_id = any(${intArray(stoneIds)}::int[])
         order by sm.stone_id, sm.position, m.create_date`,
  );
  for (const row of rows) {
    const list = result.get(row.stone_id) ?? [];
    list.push({ id: row.id, url: mediaPath(row.key), width: row.width, height: row.height });
    result.set(row.stone_id, list);
  }
  return result;
}
