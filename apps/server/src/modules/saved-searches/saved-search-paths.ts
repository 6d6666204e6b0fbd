import type { GenderName } from '@facet/contracts/lookups';
import { type ProductFilters, writeUrlFilters } from '@facet/contracts/product-filters';
import type { SavedSearchRecord } from '@facet/contracts/saved-searches';
import { type StoneFilters, writeStoneUrlFilters } from '@facet/contracts/stone-filters';
import type { SavedSearchRow } from './saved-searches.queries.ts';

/** The stored filters as the diamond search reads them (they were checked when saved). */
export function stoneFiltersOf(row: Pick<SavedSearchRow, 'filters'>): StoneFilters {
  return row.filters as StoneFilters;
}

/** The search's address with its filters applied: the diamond search, or its collection. */
export function savedSearchPath(row: Pick<SavedSearchRow, 'kind' | 'collection' | 'filters'>): string {
  const query =
    row.kind === 'stone'
      ? writeStoneUrlFilters(stoneFiltersOf(row)).toString()
      : writeUrlFilters(row.filters as ProductFilters & { gender?: GenderName }).toString();
  const base = row.kind === 'stone' ? '/collections/diamonds' : `/collections/${row.collection}`;
  return query ? `${base}?${query}` : base;
}

export function toSavedSearchRecord(
  row: SavedSearchRow,
  counts: { matches: number; newSince: number } | null,
): SavedSearchRecord {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    collection: row.collection,
    filters: row.filters,
    currency: row.currency,
    path: savedSearchPath(row),
    alerts: row.alerts,
    matches: counts?.matches ?? null,
    newSinceSeen: counts?.newSince ?? null,
    lastSeenAt: row.lastSeenAt.toISOString(),
    createDate: row.createDate.toISOString(),
  };
}
