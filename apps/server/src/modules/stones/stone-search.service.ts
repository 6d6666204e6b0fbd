import { stoneCategories, stoneClarities, stoneColours, stoneCuts, stoneShapes } from '@facet/contracts/lookups';
import type { StoneFilters } from '@facet/contracts/stone-filters';
import type { Database } from '@facet/db/client';
import { type KeptInStep, keptInStep } from '../../lib/kept-in-step.ts';
import type { ReferenceCache } from '../../lib/reference-cache.ts';
import { listSearchEntryRows } from './stone-listing.queries.ts';
import { type StoneSearchCriteria, type StoneSearchEntry, StoneSearchIndex } from './stone-search-index.ts';

/*
 * Keeps each instance's diamond search index (stone-search-index.ts) in step with the database
 * (decision 011) through the reference cache's 'stones' group (lib/kept-in-step.ts; product
 * changes do not touch it). While a long rebuild runs in the background the index's totals may
 * trail a change by that long; the page's stones are read from the database, available ones
 * only. Before the first build has finished, searches go to the database.
 */

const LOAD_CHUNK = 50_000;

const indexOf = (list: readonly string[]) => new Map(list.map((name, i) => [name, i]));
const shapeIndex = indexOf(stoneShapes);
const categoryIndex = indexOf(stoneCategories);
const colorIndex = indexOf(stoneColours);
const clarityIndex = indexOf(stoneClarities);
const cutIndex = indexOf(stoneCuts);

/** A stone's shape, category and grades as the index's numbers (-1 for a name it does not know). */
export function searchIndexesOf(stone: { shape: string; category: string; color: string; clarity: string }) {
  return {
    shape: shapeIndex.get(stone.shape) ?? -1,
    category: categoryIndex.get(stone.category) ?? -1,
    color: colorIndex.get(stone.color) ?? -1,
    clarity: clarityIndex.get(stone.clarity) ?? -1,
  };
}

/** A stone as the index holds it, from the names of its grades (an unknown shape is -1). */
export function stoneSearchEntry(row: {
  id: number;
  shape: string;
  category: string;
  color: string;
  clarity: string;
  cut: string | null;
  carat: number;
  cost: string | number;
  created: string | number;
}): StoneSearchEntry {
  return {
    id: row.id,
    shape: shapeIndex.get(row.shape) ?? -1,
    category: categoryIndex.get(row.category) ?? 0,
    color: colorIndex.get(row.color) ?? 0,
    clarity: clarityIndex.get(row.clarity) ?? 0,
    cut: row.cut === null ? -1 : (cutIndex.get(row.cut) ?? -1),
    carat: row.carat,
    cost: Number(row.cost),
    created: Number(row.created),
  };
}

/** An index over just these stones: a saved search's alerts look only at the stones that changed (decision 039). */
export function stoneSearchIndexOf(entries: readonly StoneSearchEntry[]): StoneSearchIndex {
  return new StoneSearchIndex(entries);
}

/** Every available stone as index entries, read in chunks of ids so no one answer is huge. */
export async function loadStoneSearchEntries(db: Database): Promise<StoneSearchEntry[]> {
  const entries: StoneSearchEntry[] = [];
  let after = 0;
  for (;;) {
    const rows = await listSearchEntryRows(db, after, LOAD_CHUNK);
    for (const row of rows) entries.push(stoneSearchEntry(row));
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

export type StoneSearchIndexes = KeptInStep<StoneSearchIndex>;

const perCache = new WeakMap<ReferenceCache, StoneSearchIndexes>();

/**
 * One instance's index, rebuilt after each stones change; one per reference cache, so the
 * diamond search and the global search share it (30 MB at a million stones).
 */
export function stoneSearchIndexes(cache: ReferenceCache, log?: (error: unknown) => void): StoneSearchIndexes {
  let indexes = perCache.get(cache);
  if (!indexes) {
    indexes = keptInStep(cache, 'stones', async (db) => new StoneSearchIndex(await loadStoneSearchEntries(db)), log);
    perCache.set(cache, indexes);
  }
  return indexes;
}
