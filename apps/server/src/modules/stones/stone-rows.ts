import { mediaPath } from '@facet/contracts/media-sizes';
import { type GrowthMethod, growthMethodOf } from '@facet/contracts/stone-kinds';
import type { StoneSort } from '@facet/contracts/stone-filters';
import type { StoneCard, StoneListQuery, StoneState } from '@facet/contracts/stones';
import { containsPattern } from '@facet/db/sql-helpers';
import { type SQL, sql } from 'drizzle-orm';

/*
 * A stone read with the names of its category and shape (raw SQL over `stones s`), the
 * filters and sort orders of stone lists, and how that row reads in the API: one place for the
 * reads', the export's and the ring builder's queries. Carats, millimetres and percentages are
 * stored in hundredths; cost in paise.
 */

export const hundredths = (value: number | null) => (value === null ? null : value / 100);

export const isoDate = (value: Date | string) => new Date(value).toISOString();

/** The columns every stone read takes, from `stones s` joined to its category `sc` and shape `ss`. */
export const stoneColumns =
  sql.raw(`s.id, s.sku, sc.name as stone_category, s.growth_method, ss.name as stone_shape, s.carat, s.color,
  s.clarity, s.cut, s.polish, s.symmetry, s.fluorescence, s.certificate_lab, s.length, s.width, s.cost, s.state`);
export const stoneJoins = sql.raw(`join stone_categories sc on sc.id = s.stone_category_id
  join stone_shapes ss on ss.id = s.stone_shape_id`);

export interface StoneRow {
  id: number;
  sku: string;
  stone_category: string;
  growth_method: GrowthMethod | null;
  stone_shape: string;
  carat: number;
  color: string;
  clarity: string;
  cut: string | null;
  polish: string | null;
  symmetry: string | null;
  fluorescence: string | null;
  certificate_lab: string | null;
  length: number | null;
  width: number | null;
  cost: string | number;
  state: StoneState;
}

/** The rest of a stone, for a whole record (its page, its editor, the export). */
export const fullStoneColumns = sql.raw(`s.depth, s.depth_percent, s.table_percent, s.certificate_number,
  s.certificate_url, s.laser_inscription, s.video_url, s.create_date, s.update_date`);

export interface FullStoneRow extends StoneRow {
  depth: number | null;
  depth_percent: number | null;
  table_percent: number | null;
  certificate_number: string | null;
  certificate_url: string | null;
  laser_inscription: string | null;
  video_url: string | null;
  create_date: Date | string;
  update_date: Date | string;
}

export function gradingOf(row: StoneRow) {
  return {
    stoneCategory: row.stone_category as StoneCard['stoneCategory'],
    growthMethod: growthMethodOf(row.stone_category, row.growth_method),
    stoneShape: row.stone_shape as StoneCard['stoneShape'],
    carat: row.carat / 100,
    color: row.color,
    clarity: row.clarity,
    cut: row.cut,
    polish: row.polish,
    symmetry: row.symmetry,
    fluorescence: row.fluorescence,
    certificateLab: row.certificate_lab,
  };
}

/** "G · VS1 · Excellent": a stone's grades in one line, as its card shows them. */
export function gradesLine(row: StoneRow): string {
  return [row.color, row.clarity, row.cut].filter(Boolean).join(' · ');
}

/** A stone's first picture as `pic` (key, width, height), for reads that show one beside it. */
export const firstStonePictureJoin = sql.raw(`left join lateral (select m.key, m.width, m.height
    from stone_media sm join media m on m.id = sm.media_id
   where sm.stone_id = s.id
   order by sm.position, m.create_date limit 1) pic on true`);
export const firstStonePictureColumns = sql.raw(
  'pic.key as image_key, pic.width as image_width, pic.height as image_height',
);

export interface FirstStonePictureRow {
  image_key: string | null;
  image_width: number | null;
  image_height: number | null;
}

export function firstStonePicture(row: FirstStonePictureRow) {
  return row.image_key === null
    ? null
    : { url: mediaPath(row.image_key), width: row.image_width ?? 0, height: row.image_height ?? 0 };
}

/** The sizes, the certificate, the laser inscription and the video of a whole record, in decimal units. */
export function measurementsOf(row: FullStoneRow) {
  return {
    length: hundredths(row.length),
    width: hundredths(row.width),
    depth: hundredths(row.depth),
    depthPercent: hundredths(row.depth_percent),
    tablePercent: hundredths(row.table_percent),
    certificateNumber: row.certificate_number,
    certificateUrl: row.certificate_url,
    laserInscription: row.laser_inscription,
    videoUrl: row.video_url,
  };
}

/** The back-office list's filters (also the export's): stock or certificate number, category, shape, state. */
export function stoneListFilters(
  query: Pick<StoneListQuery, 'search' | 'stoneCategory' | 'stoneShape' | 'state'>,
): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(sql`(s.sku ilike ${pattern} or s.certificate_number ilike ${pattern})`);
  }
  if (query.stoneCategory) conditions.push(sql`sc.name = ${query.stoneCategory}`);
  if (query.stoneShape) conditions.push(sql`ss.name = ${query.stoneShape}`);
  if (query.state && query.state !== 'all') conditions.push(sql`s.state = ${query.state}`);
  return sql.join(conditions, sql` and `);
}

/** ORDER BY of a stone sort over the alias given; the id breaks ties, so pages never overlap. */
export function stoneOrder(sort: StoneSort, alias: string): SQL {
  const t = sql.raw(alias);
  switch (sort) {
    case 'price-asc':
      return sql`${t}.cost asc, ${t}.id asc`;
    case 'price-desc':
      return sql`${t}.cost desc, ${t}.id desc`;
    case 'carat-asc':
      return sql`${t}.carat asc, ${t}.id asc`;
    case 'carat-desc':
      return sql`${t}.carat desc, ${t}.id desc`;
    case 'newest':
      return sql`${t}.create_date desc, ${t}.id desc`;
  }
}
