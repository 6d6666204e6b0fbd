import { stoneCategories, stoneClarities, stoneColours, stoneCuts, stoneShapes } from '@facet/contracts/lookups';
import type { StoneFilters } from '@facet/contracts/stone-filters';
import { type Database, queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import type { ReferenceCache } from '../../lib/reference-cache.ts';
import { type StoneSearchCriteria, type StoneSearchEntry, StoneSearchIndex } from './stone-search-index.ts';

/*
 * Keeps each instance's diamond search index (stone-search-index.ts) in step with the database
 * (decision 011). Every stone change announces a change of the reference cache's 'stones' group
 * (NOTIFY after commit, heard by every instance; product changes do not touch it); the index remembers the generation it was built at and is rebuilt once
 * that moves. A rebuild that took little time (a shop of thousands of stones) is awaited, so
 * the next search sees the change exactly; a long one (a million stones, a few seconds) runs in
 * the background while searches use the index they have — its totals may then trail a change
 * by that long, and the page's stones are read from the database, available ones only.
 * Before the first build has finished, searches go to the database.
 */

/** A rebuild this quick is awaited by the search that finds the index out of date. */
const AWAIT_REBUILD_MS = 250;
const LOAD_CHUNK = 50_000;

const indexOf = (list: readonly string[]) => new Map(list.map((name, i) => [name, i]));
const shapeIndex = indexOf(stoneShapes);
const categoryIndex = indexOf(stoneCategories);
const colorIndex = indexOf(stoneColours);
const clarityIndex = indexOf(stoneClarities);
const cutIndex = indexOf(stoneCuts);

interface EntryRow {
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

/** Every available stone as index entries, read in chunks of ids so no one answer is huge. */
export async function loadStoneSearchEntries(db: Database): Promise<StoneSearchEntry[]> {
  const entries: StoneSearchEntry[] = [];
  let after = 0;
  for (;;) {
    const rows = await queryRows<EntryRow>(
      db,
      sql`select s.id, ss.name as shape, sc.name as category, s.color, s.clarity, s.cut, s.carat, s.cost,
                 extract(epoch from s.create_date) * 1000 as created
            from stones s
            join stone_shapes ss on ss.id = s.stone_shape_id
            join stone_categories sc on sc.id = s.stone_category_id
           where s.state = 'available' and s.id > ${after}
           order by s.id
           limit ${LOAD_CHUNK}`,
    );
    for (const row of rows) {
      entries.push({
        id: row.id,
        shape: shapeIndex.get(row.shape) ?? -1,
        category: categoryIndex.get(row.category) ?? 0,
        color: colorIndex.get(row.color) ?? 0,
        clarity: clarityIndex.get(row.clarity) ?? 0,
        cut: row.cut === null ? -1 : (cutIndex.get(row.cut) ?? -1),
        carat: row.carat,
        cost: Number(row.cost),
        created: Number(row.created),
      });
    }
    if (rows.length < LOAD_CHUNK) return entries;
    after = rows[rows.length - 1]!.id;
  }
}

/** The filters as the index's numbers (a price range arrives as its cost range). */
export function stoneSearchCriteria(
  filters: StoneFilters,
  costRange: { minCost?: number; maxCost?: number },
): StoneSearchCriteria {
  const indexes = (names: readonly string[] | undefined, index: Map<string, number>) =>
    names?.length ? names.map((name) => index.get(name) ?? -1) : undefined;
  return {
    shapes: indexes(filters.stoneShapes, shapeIndex),
    categories: indexes(filters.stoneCategories, categoryIndex),
    colors: indexes(filters.colors, colorIndex),
    clarities: indexes(filters.clarities, clarityIndex),
    cuts: indexes(filters.cuts, cutIndex),
    minCarat: filters.minCarat === undefined ? undefined : Math.round(filters.minCarat * 100),
    maxCarat: filters.maxCarat === undefined ? undefined : Math.round(filters.maxCarat * 100),
    minCost: costRange.minCost,
    maxCost: costRange.maxCost,
  };
}

export interface StoneSearchIndexes {
  /** The index to search with, or null while the first one is being built (ask the database). */
  current(db: Database): Promise<StoneSearchIndex | null>;
}

/** One instance's index, rebuilt after each stones change (see above). */
export function stoneSearchIndexes(cache: ReferenceCache, log?: (error: unknown) => void): StoneSearchIndexes {
  let built: { index: StoneSearchIndex; generation: number; buildMs: number } | null = null;
  let building: Promise<void> | null = null;

  const rebuild = (db: Database) => {
    building ??= (async () => {
      const generation = cache.generationOf('stones');
      const started = performance.now();
      const index = new StoneSearchIndex(await loadStoneSearchEntries(db));
      built = { index, generation, buildMs: performance.now() - started };
    })()
      .catch((error: unknown) => log?.(error))
      .finally(() => {
        building = null;
      });
    return building;
  };

  const upToDate = () => built !== null && built.generation === cache.generationOf('stones');

  return {
    async current(db) {
      if (upToDate()) return built!.index;
      if (built === null) {
        void rebuild(db);
        return null;
      }
      if (built.buildMs >= AWAIT_REBUILD_MS) {
        void rebuild(db);
        return built.index;
      }
      // A quick rebuild is awaited; a change announced meanwhile asks for one more.
      for (let attempt = 0; attempt < 3 && !upToDate(); attempt += 1) await rebuild(db);
      return built.index;
    },
  };
}
