import type { Currency } from '@facet/contracts/money';
import type { Actor } from '@facet/contracts/permissions';
import { collectionPageFor } from '@facet/contracts/product-filters';
import type { StoredPricingParameters } from '@facet/contracts/pricing';
import type {
  CreateSavedSearchInput,
  OpenedSavedSearch,
  RenameSavedSearchInput,
  SavedSearchRecord,
  Unsubscribed,
  UnsubscribeInput,
} from '@facet/contracts/saved-searches';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { databaseRefusalOf } from '../../lib/database-errors.ts';
import { savedSearchPath, toSavedSearchRecord } from './saved-search-paths.ts';
import { readSettingsRow } from './saved-search-settings.service.ts';
import { savedSearchCounts } from './saved-searches-reads.service.ts';
import {
  countSavedSearches,
  deleteSavedSearchRow,
  insertSavedSearch,
  lockShopper,
  markSavedSearchSeen,
  renameSavedSearchRow,
  turnAlertsOff,
} from './saved-searches.queries.ts';
import { isUnsubscribeToken } from './unsubscribe-token.ts';

/*
 * Saving, renaming, deleting and opening a shopper's saved searches, and the alerts'
 * unsubscribe (decision 039). Another shopper's search is not found (404), never refused.
 */

const NOT_FOUND = 'There is no such saved search.';
const NAME_TAKEN = 'You already have a saved search of that name; choose another.';

function nameTaken(error: unknown): boolean {
  return databaseRefusalOf(error)?.constraint === 'saved_searches_name_unique';
}

/** POST /api/saved-searches: within the Admin's bound per shopper, counted under the shopper's lock. */
export async function createSavedSearch(
  db: Database,
  input: CreateSavedSearchInput & { currency: Currency },
  actor: Actor,
  rates: StoredPricingParameters,
): Promise<SavedSearchRecord> {
  if (input.kind === 'product' && (!collectionPageFor(input.collection) || input.collection === 'diamonds')) {
    throw new AppError('bad-request', 'There is no such collection of pieces to save.');
  }
  const settings = await readSettingsRow(db);
  try {
    const row = await db.transaction(async (tx) => {
      await lockShopper(tx, actor.userId);
      if ((await countSavedSearches(tx, actor.userId)) >= settings.maxPerShopper) {
        throw new AppError(
          'unprocessable',
          `You can keep ${settings.maxPerShopper} saved searches; delete one to save another.`,
        );
      }
      return insertSavedSearch(tx, {
        userId: actor.userId,
        name: input.name,
        kind: input.kind,
        collection: input.kind === 'product' ? input.collection : null,
        filters: input.filters,
        currency: input.currency,
      });
    });
    return toSavedSearchRecord(row, await savedSearchCounts(db, row, rates));
  } catch (error) {
    if (nameTaken(error)) throw new AppError('conflict', NAME_TAKEN);
    throw error;
  }
}

/** PUT /api/saved-searches/:id. */
export async function renameSavedSearch(
  db: Database,
  input: RenameSavedSearchInput & { id: number },
  actor: Actor,
  rates: StoredPricingParameters,
): Promise<SavedSearchRecord> {
  try {
    const row = await renameSavedSearchRow(db, actor.userId, input.id, input.name);
    if (!row) throw new AppError('not-found', NOT_FOUND);
    return toSavedSearchRecord(row, await savedSearchCounts(db, row, rates));
  } catch (error) {
    if (nameTaken(error)) throw new AppError('conflict', NAME_TAKEN);
    throw error;
  }
}

/** DELETE /api/saved-searches/:id (its notices go with it). */
export async function deleteSavedSearch(db: Database, input: { id: number }, actor: Actor): Promise<null> {
  if (!(await deleteSavedSearchRow(db, actor.userId, input.id))) throw new AppError('not-found', NOT_FOUND);
  return null;
}

/** POST /api/saved-searches/:id/open: its address, and it counts as seen from now. */
export async function openSavedSearch(db: Database, input: { id: number }, actor: Actor): Promise<OpenedSavedSearch> {
  const row = await markSavedSearchSeen(db, actor.userId, input.id);
  if (!row) throw new AppError('not-found', NOT_FOUND);
  return { path: savedSearchPath(row) };
}

/**
 * POST /api/saved-searches/unsubscribe: the link's signature is the permission, so it works
 * signed out; a wrong one changes nothing. Unsubscribing twice is fine.
 */
export async function unsubscribeSavedSearch(db: Database, input: UnsubscribeInput): Promise<Unsubscribed> {
  const settings = await readSettingsRow(db);
  if (!isUnsubscribeToken(settings.unsubscribeKey, input.search, input.token)) {
    throw new AppError('bad-request', 'This unsubscribe link is not valid; use the link from the e-mail as it is.');
  }
  const name = await turnAlertsOff(db, input.search);
  if (name === undefined) throw new AppError('not-found', NOT_FOUND);
  return { name };
}
