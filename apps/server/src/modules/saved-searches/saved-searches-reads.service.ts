import type { StoredPricingParameters } from '@facet/contracts/pricing';
import type { Actor } from '@facet/contracts/permissions';
import type { SavedSearchList } from '@facet/contracts/saved-searches';
import type { Database } from '@facet/db/client';
import { countStoneMatches } from '../stones/stone-listing.service.ts';
import { countCollectionMatches } from './saved-search-collection-listing.ts';
import { stoneFiltersOf, toSavedSearchRecord } from './saved-search-paths.ts';
import { readSettingsRow } from './saved-search-settings.service.ts';
import { listSavedSearchRows, type SavedSearchRow } from './saved-searches.queries.ts';

/*
 * The shopper's saved searches as their account lists them (decision 039): each with its
 * address, how many stones (or pieces, decision 047) match now and how many of those came after
 * the shopper last opened it from the list.
 */

export async function savedSearchCounts(
  db: Database,
  row: SavedSearchRow,
  rates: StoredPricingParameters,
): Promise<{ matches: number; newSince: number } | null> {
  if (row.kind === 'product') return countCollectionMatches(db, row, row.lastSeenAt);
  return countStoneMatches(db, stoneFiltersOf(row), row.currency, rates, row.lastSeenAt);
}

/** GET /api/saved-searches. */
export async function listSavedSearches(
  db: Database,
  actor: Actor,
  rates: StoredPricingParameters,
): Promise<SavedSearchList> {
  const [rows, settings] = await Promise.all([listSavedSearchRows(db, actor.userId), readSettingsRow(db)]);
  const records = [];
  for (const row of rows) records.push(toSavedSearchRecord(row, await savedSearchCounts(db, row, rates)));
  return { records, limit: settings.maxPerShopper };
}
