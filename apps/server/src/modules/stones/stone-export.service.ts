import { Readable } from 'node:stream';
import { mediaPath } from '@facet/contracts/media-sizes';
import { type FeedExportStone, feedHeaderLabels, stoneToFeedRow } from '@facet/contracts/stone-feed-export';
import type { StoneListQuery } from '@facet/contracts/stones';
import type { Database } from '@facet/db/client';
import { stringify } from 'csv-stringify';
import { type ExportRow, listExportRows } from './stone-reads.queries.ts';
import { gradingOf, measurementsOf, stoneListFilters } from './stone-rows.ts';

/*
 * The inventory as a supplier-feed CSV, with the import's own columns, so an exported file
 * imports back as "unchanged". Streamed: stones are read in pages by id and written as they
 * come, so a million stones never sit in memory. The filters are the back-office list's.
 */

/** Stones read per query. */
const EXPORT_PAGE = 2_000;

export type StoneExportQuery = Pick<StoneListQuery, 'search' | 'stoneCategory' | 'stoneShape' | 'state'>;

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
    const rows = await listExportRows(db, where, after, EXPORT_PAGE);
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
