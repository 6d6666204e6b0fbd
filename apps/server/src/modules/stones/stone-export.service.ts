import { Readable } from 'node:stream';
import { mediaPath } from '@facet/contracts/media-sizes';
import { type FeedExportStone, feedHeaderLabels, stoneToFeedRow } from '@facet/contracts/stone-feed';
import type { StoneListQuery } from '@facet/contracts/stones';
import { type Database, queryRows } from '@facet/db/client';
import { containsPattern } from '@facet/db/sql-helpers';
import { stringify } from 'csv-stringify';
import { type SQL, sql } from 'drizzle-orm';

/*
 * The inventory as a supplier-feed CSV, with the import's own columns, so an exported file
 * imports back as "unchanged". Streamed: stones are read in pages by id and written as they
 * come, so a million stones never sit in memory. The filters are the back-office list's.
 */

/** Stones read per query. */
const EXPORT_PAGE = 2_000;

interface ExportRow {
  id: number;
  sku: string;
  category: string;
  shape: string;
  carat: number;
  color: string;
  clarity: string;
  cut: string | null;
  polish: string | null;
  symmetry: string | null;
  fluorescence: string | null;
  length: number | null;
  width: number | null;
  depth: number | null;
  depth_percent: number | null;
  table_percent: number | null;
  certificate_lab: string | null;
  certificate_number: string | null;
  certificate_url: string | null;
  video_url: string | null;
  cost: string | number;
  media_keys: string[] | null;
}

export type StoneExportQuery = Pick<StoneListQuery, 'search' | 'stoneCategory' | 'stoneShape' | 'state'>;

function filtersOf(query: StoneExportQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(sql`(s.sku ilike ${pattern} or s.certificate_number ilike ${pattern})`);
  }
  if (query.stoneCategory) conditions.push(sql`c.name = ${query.stoneCategory}`);
  if (query.stoneShape) conditions.push(sql`sh.name = ${query.stoneShape}`);
  if (query.state && query.state !== 'all') conditions.push(sql`s.state = ${query.state}`);
  return sql.join(conditions, sql` and `);
}

const fromHundredths = (value: number | null) => (value === null ? null : value / 100);

function toExportStone(row: ExportRow, publicUrl: string): FeedExportStone {
  return {
    sku: row.sku,
    stoneCategory: row.category,
    stoneShape: row.shape,
    carat: row.carat / 100,
    color: row.color,
    clarity: row.clarity,
    cut: row.cut,
    polish: row.polish,
    symmetry: row.symmetry,
    fluorescence: row.fluorescence,
    length: fromHundredths(row.length),
    width: fromHundredths(row.width),
    depth: fromHundredths(row.depth),
    depthPercent: fromHundredths(row.depth_percent),
    tablePercent: fromHundredths(row.table_percent),
    certificateLab: row.certificate_lab,
    certificateNumber: row.certificate_number,
    certificateUrl: row.certificate_url,
    price: Number(row.cost) / 100,
    imageUrls: (row.media_keys ?? []).map((key) => `${publicUrl}${mediaPath(key, 1600)}`),
    videoUrl: row.video_url,
  };
}

async function* exportedStones(db: Database, query: StoneExportQuery, publicUrl: string) {
  const where = filtersOf(query);
  let after = 0;
  for (;;) {
    const rows = await queryRows<ExportRow>(
      db,
      sql`select s.id, s.sku, c.name as category, sh.name as shape, s.carat, s.color, s.clarity, s.cut,
                 s.polish, s.symmetry, s.fluorescence, s.length, s.width, s.depth, s.depth_percent,
                 s.table_percent, s.certificate_lab, s.certificate_number, s.certificate_url, s.video_url,
                 s.cost,
                 (select array_agg(m.key order by sm.position, m.id)
                    from stone_media sm join media m on m.id = sm.media_id
                   where sm.stone_id = s.id) as media_keys
            from stones s
            join stone_categories c on c.id = s.stone_category_id
            join stone_shapes sh on sh.id = s.stone_shape_id
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
