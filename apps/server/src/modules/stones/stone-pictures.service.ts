import { mediaPath } from '@facet/contracts/media-sizes';
import type { Database } from '@facet/db/client';
import { listStonePictureRows } from './stone-reads.queries.ts';

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
  for (const row of await listStonePictureRows(db, stoneIds)) {
    const list = result.get(row.stoneId) ?? [];
    list.push({ id: row.id, url: mediaPath(row.key), width: row.width, height: row.height });
    result.set(row.stoneId, list);
  }
  return result;
}
