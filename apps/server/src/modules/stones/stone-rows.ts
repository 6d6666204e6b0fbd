import { mediaPath } from '@facet/contracts/media-sizes';
import { type GrowthMethod, growthMethodOf } from '@facet/contracts/stone-kinds';
import type { StoneSort } from '@facet/contracts/stone-filters';
import type { StoneCard, StoneListQuery, StoneState } from '@facet/contracts/stones';
import { media } from '@facet/db/schema/media';
import { stoneCategories, stoneShapes } from '@facet/db/schema/lookups';
import { stoneMedia, stones } from '@facet/db/schema/stones';
import { containsPattern } from '@facet/db/sql-helpers';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/*
 * A stone read with the names of its category and shape (raw SQL over `stones s`, its columns
 * named through the schema's tables), the filters and sort orders of stone lists, and how that
 * row reads in the API: one place for the reads', the export's, the bag's, the wish list's and
 * the ring builder's queries. Carats, millimetres and percentages are stored in hundredths; cost
 * in paise.
 */

/**
 * The stone as every stone read names it, `s` (`from ${stones} ${stone}`), joined to its category
 * `sc` and its shape `ss`: the names the shared fragments below are written with.
 */
export const stone = alias(stones, 's');
export const stoneCategory = alias(stoneCategories, 'sc');
export const stoneShape = alias(stoneShapes, 'ss');

/** `stones s`, for a read's FROM. */
export const stonesAsS = sql`${stones} ${stone}`;

type Stone = typeof stones.$inferSelect;

export const hundredths = (value: number | null) => (value === null ? null : value / 100);

export const isoDate = (value: Date | string) => new Date(value).toISOString();

/** The columns every stone read takes, from `stones s` joined to its category `sc` and shape `ss`. */
export const stoneColumns = sql`${stone.id}, ${stone.sku}, ${stoneCategory.name} as stone_category,
  ${stone.growthMethod}, ${stoneShape.name} as stone_shape, ${stone.carat}, ${stone.color}, ${stone.clarity},
  ${stone.cut}, ${stone.polish}, ${stone.symmetry}, ${stone.fluorescence}, ${stone.certificateLab}, ${stone.length},
  ${stone.width}, ${stone.cost}, ${stone.state}`;
export const stoneJoins = sql`join ${stoneCategories} ${stoneCategory} on ${stoneCategory.id} = ${stone.stoneCategoryId}
  join ${stoneShapes} ${stoneShape} on ${stoneShape.id} = ${stone.stoneShapeId}`;

/** A stone as `stoneColumns` reads it (raw SQL: snake_case keys; a bigint such as `cost` may come as text). */
export interface StoneRow {
  id: Stone['id'];
  sku: Stone['sku'];
  stone_category: string;
  growth_method: GrowthMethod | null;
  stone_shape: string;
  carat: Stone['carat'];
  color: Stone['color'];
  clarity: Stone['clarity'];
  cut: Stone['cut'];
  polish: Stone['polish'];
  symmetry: Stone['symmetry'];
  fluorescence: Stone['fluorescence'];
  certificate_lab: Stone['certificateLab'];
  length: Stone['length'];
  width: Stone['width'];
  cost: string | number;
  state: StoneState;
}

/** The rest of a stone, for a whole record (its page, its editor, the export). */
export const fullStoneColumns = sql`${stone.depth}, ${stone.depthPercent}, ${stone.tablePercent},
  ${stone.certificateNumber}, ${stone.certificateUrl}, ${stone.laserInscription}, ${stone.videoUrl},
  ${stone.createDate}, ${stone.updateDate}`;

export interface FullStoneRow extends StoneRow {
  depth: Stone['depth'];
  depth_percent: Stone['depthPercent'];
  table_percent: Stone['tablePercent'];
  certificate_number: Stone['certificateNumber'];
  certificate_url: Stone['certificateUrl'];
  laser_inscription: Stone['laserInscription'];
  video_url: Stone['videoUrl'];
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
export const firstStonePictureJoin = sql`left join lateral (select ${media.key}, ${media.width}, ${media.height}
    from ${stoneMedia} join ${media} on ${media.id} = ${stoneMedia.mediaId}
   where ${stoneMedia.stoneId} = ${stone.id}
   order by ${stoneMedia.position}, ${media.createDate} limit 1) pic on true`;
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
    conditions.push(sql`(${stone.sku} ilike ${pattern} or ${stone.certificateNumber} ilike ${pattern})`);
  }
  if (query.stoneCategory) conditions.push(sql`${stoneCategory.name} = ${query.stoneCategory}`);
  if (query.stoneShape) conditions.push(sql`${stoneShape.name} = ${query.stoneShape}`);
  if (query.state && query.state !== 'all') conditions.push(sql`${stone.state} = ${query.state}`);
  return sql.join(conditions, sql` and `);
}

/**
 * ORDER BY of a stone sort over `s` (the stones, or a page of them named `s`); the id breaks
 * ties, so pages never overlap.
 */
export function stoneOrder(sort: StoneSort): SQL {
  switch (sort) {
    case 'price-asc':
      return sql`${stone.cost} asc, ${stone.id} asc`;
    case 'price-desc':
      return sql`${stone.cost} desc, ${stone.id} desc`;
    case 'carat-asc':
      return sql`${stone.carat} asc, ${stone.id} asc`;
    case 'carat-desc':
      return sql`${stone.carat} desc, ${stone.id} desc`;
    case 'newest':
      return sql`${stone.createDate} desc, ${stone.id} desc`;
  }
}
