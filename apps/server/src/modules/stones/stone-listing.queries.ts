import type { StoneFilters, StoneSort } from '@facet/contracts/stone-filters';
import { type Database, queryRows, queryRowsPrepared } from '@facet/db/client';
import { stoneCategories, stoneShapes } from '@facet/db/schema/lookups';
import { type stones } from '@facet/db/schema/stones';
import { intArray, startsWith, textArray } from '@facet/db/sql-helpers';
import { type SQL, sql } from 'drizzle-orm';
import {
  firstStonePictureColumns,
  firstStonePictureJoin,
  type FirstStonePictureRow,
  stone,
  stoneCategory,
  stoneColumns,
  stoneJoins,
  stoneOrder,
  type StoneRow,
  stoneShape,
  stonesAsS,
} from './stone-rows.ts';

/*
 * The diamond search's SQL and the global search's stone reads, every column named through the
 * schema's tables (packages/db/src/schema), so that a renamed column fails `npm run typecheck`
 * here rather than a query at run time. These are hot paths: the statements stay hand-written
 * SQL (an index walk per sort, a count over the covering partial indexes, prefix walks) and run
 * as named prepared statements where they did; the services (stone-listing.service.ts,
 * similar-stones.service.ts, stone-search.service.ts) hold the rules. Carats are stored in
 * hundredths; cost in paise.
 */

/** Costs in paise: what a price range in the shopper's currency becomes (`costRangeForPrices`). */
export interface CostRange {
  minCost?: number;
  maxCost?: number;
}

export interface StonePage {
  pageNo: number;
  pageSize: number;
}

/** A count as the engines answer it: a number on PGlite, text on PostgreSQL. */
interface CountRow {
  total: string | number;
}

/** A stone as a card shows it, with its first picture; `total` is the number of all matches (0 where not counted). */
export interface SearchRow extends StoneRow, FirstStonePictureRow {
  total: string | number;
}

/**
 * The WHERE of the diamond search over `stones s`. `state = 'available'` is written as a
 * literal so that the partial indexes (all `where state = 'available'`) apply to the prepared
 * statement's generic plan; lists are one array parameter each, so the statement's text depends
 * only on which filters are present, never on their values (one prepared statement per shape).
 * Category and shape names become ids through an initplan, evaluated once, so the
 * (shape, cost) index can be used with the ids as its condition.
 */
export function searchConditions(filters: StoneFilters, costRange: CostRange): SQL {
  const conditions: SQL[] = [sql`${stone.state} = 'available'`];
  if (filters.stoneShapes?.length) {
    conditions.push(
      sql`${stone.stoneShapeId} = any(array(select ${stoneShapes.id} from ${stoneShapes} where ${stoneShapes.name} = any(${textArray(filters.stoneShapes)}::text[])))`,
    );
  }
  if (filters.stoneCategories?.length) {
    conditions.push(
      sql`${stone.stoneCategoryId} = any(array(select ${stoneCategories.id} from ${stoneCategories} where ${stoneCategories.name} = any(${textArray(filters.stoneCategories)}::text[])))`,
    );
  }
  if (filters.colors?.length) conditions.push(sql`${stone.color} = any(${textArray(filters.colors)}::text[])`);
  if (filters.clarities?.length) conditions.push(sql`${stone.clarity} = any(${textArray(filters.clarities)}::text[])`);
  if (filters.cuts?.length) conditions.push(sql`${stone.cut} = any(${textArray(filters.cuts)}::text[])`);
  if (filters.minCarat !== undefined)
    conditions.push(sql`${stone.carat} >= ${Math.round(filters.minCarat * 100)}::int`);
  if (filters.maxCarat !== undefined)
    conditions.push(sql`${stone.carat} <= ${Math.round(filters.maxCarat * 100)}::int`);
  if (costRange.minCost !== undefined) conditions.push(sql`${stone.cost} >= ${costRange.minCost}::bigint`);
  if (costRange.maxCost !== undefined) conditions.push(sql`${stone.cost} <= ${costRange.maxCost}::bigint`);
  return sql.join(conditions, sql` and `);
}

/**
 * The diamond search's one statement: a page of available stones matching the filters, in the
 * sort's order (id breaking ties), each with its first picture, and the number of all matching
 * stones. Price filters arrive as a cost range (`costRangeForPrices`); `filters.minPrice` and
 * `maxPrice` are not read here. The page is an index walk on the sort's partial index (cost,
 * carat or newest) and the count a separate scan of the most selective one, so each reads
 * little. Prices are computed by the caller from `cost`. The page (a CTE) is named `s` too, so
 * the shared columns, joins and sort read it as they read the stones.
 */
export function stoneSearchQuery(filters: StoneFilters, sort: StoneSort, page: StonePage, costRange: CostRange): SQL {
  const where = searchConditions(filters, costRange);
  return sql`
    with page as (
      select ${stone.id}, ${stone.sku}, ${stone.stoneCategoryId}, ${stone.growthMethod}, ${stone.stoneShapeId}, ${stone.carat},
             ${stone.color}, ${stone.clarity}, ${stone.cut}, ${stone.polish}, ${stone.symmetry}, ${stone.fluorescence},
             ${stone.certificateLab}, ${stone.length}, ${stone.width}, ${stone.cost}, ${stone.state}, ${stone.createDate}
        from ${stonesAsS}
       where ${where}
       order by ${stoneOrder(sort)}
       limit ${page.pageSize}::int offset ${(page.pageNo - 1) * page.pageSize}::int
    )
    select ${stone.id}, ${stone.sku}, ${stoneCategory.name} as stone_category, ${stone.growthMethod},
           ${stoneShape.name} as stone_shape, ${stone.carat}, ${stone.color}, ${stone.clarity}, ${stone.cut},
           ${stone.polish}, ${stone.symmetry}, ${stone.fluorescence}, ${stone.certificateLab}, ${stone.length},
           ${stone.width}, ${stone.cost}, ${stone.state}, ${firstStonePictureColumns},
           (select count(*) from ${stonesAsS} where ${where}) as total
      from page ${stone}
      ${stoneJoins}
      ${firstStonePictureJoin}
     order by ${stoneOrder(sort)}`;
}

/** The diamond search's page (stoneSearchQuery), as a named prepared statement. */
export function listSearchRows(
  db: Database,
  filters: StoneFilters,
  sort: StoneSort,
  page: StonePage,
  costRange: CostRange,
): Promise<SearchRow[]> {
  return queryRowsPrepared<SearchRow>(db, stoneSearchQuery(filters, sort, page, costRange));
}

/** How many available stones match the filters and the cost range. */
export async function countSearchMatches(db: Database, filters: StoneFilters, costRange: CostRange): Promise<number> {
  const [count] = await queryRows<CountRow>(
    db,
    sql`select count(*) as total from ${stonesAsS} where ${searchConditions(filters, costRange)}`,
  );
  return Number(count?.total ?? 0);
}

/**
 * These stones as cards' rows, if still available, in no particular order (a named prepared
 * statement: every page of the index's search reads its stones through it).
 */
export function listAvailableSearchRowsById(db: Database, ids: readonly number[]): Promise<SearchRow[]> {
  return queryRowsPrepared<SearchRow>(
    db,
    sql`select ${stoneColumns}, ${firstStonePictureColumns}, 0 as total
          from ${stonesAsS}
          ${stoneJoins}
          ${firstStonePictureJoin}
         where ${stone.id} = any(${intArray(ids)}::int[]) and ${stone.state} = 'available'`,
  );
}

/** A stone's id. */
type IdRow = Pick<typeof stones.$inferSelect, 'id'>;

/** The ids of available stones matching `where` (searchConditions), in the sort's order, places [offset, offset + limit). */
export async function findMatchingStoneIds(
  db: Database,
  where: SQL,
  sort: StoneSort,
  range: { offset: number; limit: number },
): Promise<number[]> {
  const rows = await queryRows<IdRow>(
    db,
    sql`select ${stone.id} from ${stonesAsS} where ${where}
         order by ${stoneOrder(sort)} limit ${range.limit}::int offset ${range.offset}::int`,
  );
  return rows.map((row) => row.id);
}

/** How many stones match `where` (searchConditions). */
export async function countMatchingStones(db: Database, where: SQL): Promise<number> {
  const [count] = await queryRows<CountRow>(db, sql`select count(*) as total from ${stonesAsS} where ${where}`);
  return Number(count?.total ?? 0);
}

/** A stone found by its stock or certificate number: exactly that number, or one starting with it. */
export interface NumberMatchRow {
  id: number;
  exact: boolean;
}

/**
 * Available stones whose stock number or certificate number is `start` (lower case) or starts
 * with it: exact ones first, then by stock number, at most `limit`. Each branch walks its prefix
 * index (text_pattern_ops, hence `using ~<~`) in order and stops at the limit: a beginning
 * ("LG-2") shared by a hundred thousand stones reads `limit` rows. The exact number, the
 * shortest with its beginning, is always among them.
 */
export function findStonesStartingWith(db: Database, start: string, limit: number): Promise<NumberMatchRow[]> {
  const sku = sql`lower(${stone.sku})`;
  const certificate = sql`lower(${stone.certificateNumber})`;
  return queryRows<NumberMatchRow>(
    db,
    sql`select id, bool_or(exact) as exact from (
          (select ${stone.id}, ${sku} = ${start} as exact, ${sku} as sku from ${stonesAsS}
            where ${stone.state} = 'available' and ${startsWith(sku, start)}
            order by ${sku} using ~<~ limit ${limit}::int)
          union all
          (select ${stone.id}, ${certificate} = ${start}, ${sku} from ${stonesAsS}
            where ${stone.state} = 'available' and ${stone.certificateNumber} is not null
              and ${startsWith(certificate, start)}
            order by ${certificate} using ~<~ limit ${limit}::int)
        ) found
        group by id, sku
        order by bool_or(exact) desc, sku
        limit ${limit}::int`,
  );
}

// ---- Similar stones (similar-stones.service.ts)

/** The stone that similar stones are near to: its shape, category, carat (hundredths) and cost (paise). */
export interface NearTo {
  id: number;
  shapeId: number;
  categoryId: number;
  carat: number;
  cost: number;
}

/** Rows of available stones of the stone's shape and category (not the stone), with their first picture. */
function similarCandidates(near: NearTo, condition: SQL, order: SQL, limit: number): SQL {
  return sql`select ${stoneColumns}, ${firstStonePictureColumns}, 0 as total
          from ${stonesAsS} ${stoneJoins}
          ${firstStonePictureJoin}
         where ${stone.state} = 'available' and ${stone.stoneShapeId} = ${near.shapeId}
           and ${stone.stoneCategoryId} = ${near.categoryId} and ${stone.id} <> ${near.id} and ${condition}
         order by ${order}
         limit ${limit}::int`;
}

/**
 * How far a stone is from another, the one definition of "nearest" for similar stones and a gone
 * stone's alternatives: the relative difference in carat plus the relative difference in price
 * (|carat − c| / c + |price − p| / p). A stone's price is its cost times factors every stone
 * shares (decision 009), so the relative difference in price is that in cost. Ties go to the
 * lower id.
 */
function distanceFrom(near: NearTo): SQL {
  const carat = Math.max(near.carat, 1);
  const cost = Math.max(near.cost, 1);
  return sql`abs(${stone.carat} - ${near.carat}::int)::float8 / ${carat}::int
             + abs(${stone.cost} - ${near.cost}::bigint)::float8 / ${cost}::bigint, ${stone.id}`;
}

/** Up to `limit` similar stones with a cost in [low, high], nearest first (the (shape, cost) index bounds the walk). */
export function listSimilarRowsWithin(
  db: Database,
  near: NearTo,
  cost: { low: number; high: number },
  limit: number,
): Promise<SearchRow[]> {
  return queryRows<SearchRow>(
    db,
    similarCandidates(
      near,
      sql`${stone.cost} between ${cost.low}::bigint and ${cost.high}::bigint`,
      distanceFrom(near),
      limit,
    ),
  );
}

/**
 * Up to `limit` similar stones with a cost outside [low, high], nearest first: of the `perSide`
 * cheaper ones nearest in price and the `perSide` dearer ones (two index walks).
 */
export function listSimilarRowsOutside(
  db: Database,
  near: NearTo,
  cost: { low: number; high: number },
  perSide: number,
  limit: number,
): Promise<SearchRow[]> {
  const cheaper = similarCandidates(
    near,
    sql`${stone.cost} < ${cost.low}::bigint`,
    sql`${stone.cost} desc, ${stone.id}`,
    perSide,
  );
  const dearer = similarCandidates(
    near,
    sql`${stone.cost} > ${cost.high}::bigint`,
    sql`${stone.cost} asc, ${stone.id}`,
    perSide,
  );
  return queryRows<SearchRow>(
    db,
    sql`select * from ((${cheaper}) union all (${dearer})) ${stone}
         order by ${distanceFrom(near)}
         limit ${limit}::int`,
  );
}

// ---- The diamond search index's load (stone-search.service.ts)

/** An available stone as the in-memory index reads it: names of its grades, carat, cost and creation (epoch ms). */
export interface SearchEntryRow {
  id: number;
  shape: string;
  category: string;
  color: string;
  clarity: string;
  cut: string | null;
  carat: number;
  cost: string | number;
  created: string | number;
}

/** The next `limit` available stones after id `after`, by id, as index entries' rows. */
export function listSearchEntryRows(db: Database, after: number, limit: number): Promise<SearchEntryRow[]> {
  return queryRows<SearchEntryRow>(
    db,
    sql`select ${stone.id}, ${stoneShape.name} as shape, ${stoneCategory.name} as category, ${stone.color},
               ${stone.clarity}, ${stone.cut}, ${stone.carat}, ${stone.cost},
               extract(epoch from ${stone.createDate}) * 1000 as created
          from ${stonesAsS}
          ${stoneJoins}
         where ${stone.state} = 'available' and ${stone.id} > ${after}
         order by ${stone.id}
         limit ${limit}`,
  );
}
