import type { Actor } from '@facet/contracts/permissions';
import { WISH_LIST_MAX, type WishInput } from '@facet/contracts/wish-list';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import {
  countWishes,
  deleteStoneWish,
  deleteVariantWish,
  findListedVariantId,
  findShownStoneId,
  hasWish,
  insertWish,
  lockCustomer,
  type WishedThing,
} from './wish-list.queries.ts';

/*
 * Adding to and removing from a customer's wish list. A piece is found by its variant's SKU, a
 * stone by its stock number (any case); either must be one shoppers may see (a listed piece, a
 * stone that is not unlisted). Adding what is already there changes nothing; so does removing
 * what is not.
 */

const NOT_FOUND = {
  product: 'There is no such piece in the shop.',
  stone: 'There is no such stone in the shop.',
} as const;

/** The variant or stone the input names, if shoppers may see it. */
async function findWished(db: Database, input: WishInput): Promise<WishedThing> {
  if (input.kind === 'product') {
    const id = await findListedVariantId(db, input.sku.toLowerCase());
    if (id === undefined) throw new AppError('not-found', NOT_FOUND.product);
    return { column: 'variant', id };
  }
  const id = await findShownStoneId(db, input.sku);
  if (id === undefined) throw new AppError('not-found', NOT_FOUND.stone);
  return { column: 'stone', id };
}

/** POST /api/wish/wish. */
export async function addWish(db: Database, input: WishInput, actor: Actor): Promise<void> {
  const { userId } = actor;
  const wished = await findWished(db, input);
  await db.transaction(async (tx) => {
    // One customer's adds are counted one at a time, so two at once cannot pass the bound together.
    await lockCustomer(tx, userId);
    const count = await countWishes(tx, userId);
    if (await hasWish(tx, userId, wished)) return;
    if (count >= WISH_LIST_MAX) {
      throw new AppError(
        'unprocessable',
        `Your wish list holds ${WISH_LIST_MAX} things already; remove one to add another.`,
      );
    }
    await insertWish(tx, userId, wished);
  });
}

/** POST /api/wish/remove: whatever its state now (a sold stone can be removed). */
export async function removeWish(db: Database, input: WishInput, actor: Actor): Promise<void> {
  if (input.kind === 'product') await deleteVariantWish(db, actor.userId, input.sku.toLowerCase());
  else await deleteStoneWish(db, actor.userId, input.sku);
}
