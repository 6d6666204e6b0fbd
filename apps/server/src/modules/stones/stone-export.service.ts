import { Readable } from 'node:stream';
import { mediaPath } from '@facet/contracts/media-sizes';
import { type FeedExportStone, feedHeaderLabels, stoneToFeedRow } from '@facet/contracts/stone-feed-export';
import type { StoneListQuery } from '@facet/contracts/stones';
import { type Database, queryRows } from '@facet/db/client';
import { stringify } from 'csv-stringify';
import { sql } from 'drizzle-orm';
import {
  fullStoneColumns,
  type FullStoneRow,
  gradingOf,
  measurementsOf,
  stoneColumns,
  stoneJoins,
  stoneListFilters,
} from './stone-rows.ts';

/*
 * The inventory as a supplier-feed CSV, with the import's own columns, so an exported file
 * imports back as "unchanged". Streamed: stones are read in pages by id and written as they
 * come, so a million stones never sit in memory. The filters are the back-office list's.
 */

/** Stones read per query. */
const EXPORT_PAGE = 2_000;

export type StoneExportQuery = Pick<StoneListQuery, 'search' | 'stoneCategory' | 'stoneShape' | 'state'>;

type ExportRow = FullStoneRow & { media_keys: string[] | null };

function toExportStone(row: ExportRow, publicUrl: string): FeedExportStone {
  return {
    sku: row.sku,
    ...gradingOf(row),
    ...measurementsOf(row),
    price: Number(row.cost) / 100,
    imageUrls: (row.media_keys ?? []).map((key) => `${publicUrl}${mediaPath(key, 1600)}`),
  };
}

async function* exportedStones(db: Database, query: StoneExportQuery, publicUrl: string) {
  const where = stoneListFilters(query);
  let after = 0;
  for (;;) {
    const rows = await queryRows<ExportRow>(
      db,
      sql`select ${stoneColumns}, ${fullStoneColumns},
                 (select array_agg(m.key order by sm.position, m.id)
                    from stone_media sm join media m on m.id = sm.media_id
                   where sm.stone_id = s.id) as media_keys
            from stones s ${stoneJoins}
           where s.id > ${after} and ${where}
           order by s.id
           limit ${EXPORT_PAGE}`,
    );
    for (const row of rows) yield stoneToFeedRow(toExportStone(row, publicUrl));
    if (rows.length < EXPORT_PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** The CSV stream of the stones the filters select, header first (with a BOM, for Excel). */
export function exportStones(db: Database, query: StoneExportQuery, publicUrl: string): Readable {
  const csv = stringify({ header: true, columns: [...feedHeaderLabels], bom: true });
  const source = Readable.from(exportedStones(db, query, publicUrl));
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
