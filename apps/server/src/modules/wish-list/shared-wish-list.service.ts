import { createHash, randomBytes } from 'node:crypto';
import type { Currency } from '@facet/contracts/money';
import type { Actor } from '@facet/contracts/permissions';
import type { StoredPricingParameters } from '@facet/contracts/pricing';
import {
  type SharedWishList,
  type SharedWishListLink,
  sharedWishListPath,
  type SharedWishListState,
} from '@facet/contracts/shared-wish-list';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { listWishes } from './wish-list-reads.service.ts';
import {
  deleteSharedWishList,
  findSharedWishList,
  findSharedWishListOwner,
  saveSharedWishList,
} from './shared-wish-list.queries.ts';

/*
 * The shared wish list (decision 046). A shopper makes one link to a read-only copy of their wish
 * list; the token is random, shown once and kept as its SHA-256 hash, as an appointment's link
 * is. A new link replaces the old one; stopping sharing deletes it, and either way the old link
 * finds nothing from the next request on (the page is never kept by the page cache).
 */

const NOT_SHARED = 'This wish list is not shared any more, or the link is not complete: ask its owner for a new link.';

function hashShareToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** GET /api/wish/share. */
export async function readSharedWishListState(db: Database, actor: Actor): Promise<SharedWishListState> {
  const row = await findSharedWishList(db, actor.userId);
  return { sharedSince: row ? row.createDate.toISOString() : null };
}

/** POST /api/wish/share: a new token; any earlier link stops working. */
export async function shareWishList(db: Database, actor: Actor): Promise<SharedWishListLink> {
  const token = randomBytes(24).toString('base64url');
  const row = await saveSharedWishList(db, actor.userId, hashShareToken(token));
  return { token, path: sharedWishListPath(token), sharedSince: row.createDate.toISOString() };
}

/** DELETE /api/wish/share: not shared already is fine. */
export async function stopSharingWishList(db: Database, actor: Actor): Promise<SharedWishListState> {
  await deleteSharedWishList(db, actor.userId);
  return { sharedSince: null };
}

/** GET /api/shared-wish-lists/:token: anyone with the link; a stopped, replaced or altered token is not found. */
export async function readSharedWishList(
  db: Database,
  input: { token: string; currency: Currency },
  rates: StoredPricingParameters,
): Promise<SharedWishList> {
  const owner = input.token ? await findSharedWishListOwner(db, hashShareToken(input.token)) : undefined;
  if (!owner) throw new AppError('not-found', NOT_SHARED);
  const list = await listWishes(db, { currency: input.currency }, { userId: owner.userId }, rates);
  return { firstName: owner.firstName, ...list };
}
