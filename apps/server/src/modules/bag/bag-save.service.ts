import { randomUUID } from 'node:crypto';
import {
  type AddToBagInput,
  type ApplyCouponInput,
  BAG_LINES_MAX,
  BAG_QUANTITY_MAX,
  type BagQuantityInput,
  type BagRingSizeInput,
  couponMessages,
} from '@facet/contracts/bag';
import type { Actor } from '@facet/contracts/permissions';
import { priceStone } from '@facet/contracts/pricing';
import {
  findPairProblem,
  notASettingMessage,
  unknownSettingMessage,
  unknownStoneMessage,
} from '@facet/contracts/ring-builder';
import type { RecordIdParams } from '@facet/contracts/record-ids';
import type { Database, Transaction } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { SQLSTATE, withConstraint } from '../../lib/database-errors.ts';
import { loadPricingParameters } from '../pricing/repricing.service.ts';
import { UNAVAILABLE } from './bag-pricing.service.ts';
import { couponProblem } from './bag-coupon-rules.ts';
import {
  addPieceLine,
  addStoneLine,
  addToLineQuantity,
  clearBagCoupon,
  countLines,
  deleteLine,
  deleteLineAndItsPair,
  findCouponForCustomer,
  findPiece,
  findPieceLineQuantity,
  findRingTwin,
  findStone,
  findStoneLine,
  insertPairLines,
  type LockedCustomer,
  lockCustomer,
  lockCustomerLine,
  type OwnLine,
  type PieceRow,
  setBagCoupon,
  setLineQuantity,
  setLineRingSize,
  type StoneForBag,
} from './bag-save.queries.ts';

/*
 * Changing a customer's bag. Every change runs in one transaction that first locks the
 * customer's row, so one customer's changes happen one at a time (two adds at once cannot both
 * pass the bounds); other customers are not held up. A stone is never held here: many bags may
 * have it, and checkout holds it. Every refusal leaves the bag as it was.
 */

export const NO_SUCH_LINE = 'There is no such line in your bag.';
const NO_SUCH_PIECE = 'There is no such piece in the shop.';

function refuseUnbuyableStone(stone: StoneForBag): void {
  if (stone.state === 'sold') throw new AppError('unprocessable', 'This stone has been sold: choose another stone.');
  if (stone.state === 'on_hold') {
    throw new AppError(
      'unprocessable',
      stone.own_order
        ? `This stone is in your order ${stone.own_order}, awaiting payment: pay for it from My orders.`
        : UNAVAILABLE.held,
    );
  }
}

/** The piece's sizes and engraving make sense for what it is. */
function checkPieceOptions(piece: PieceRow, ringSize: string | undefined, engraving: string | undefined): void {
  if (piece.is_ring && ringSize === undefined) {
    throw new AppError('unprocessable', 'Choose a ring size for this ring.');
  }
  if (!piece.is_ring && ringSize !== undefined) throw new AppError('unprocessable', 'Only rings take a ring size.');
  if (!piece.is_ring && engraving !== undefined) {
    throw new AppError('unprocessable', 'Engraving is offered on rings and bands only.');
  }
}

/**
 * Locks the customer's row, so their bag's changes (and checkouts) wait for each other; answers
 * the row's e-mail address and first name (read under the lock, so checkout needs no second statement). What
 * the change then reads is read by later statements (a statement's snapshot is taken before it
 * waits for the lock, so a count in this one could miss a line added meanwhile).
 */
export async function lockBag(tx: Transaction, userId: string): Promise<LockedCustomer> {
  return (await lockCustomer(tx, userId))!;
}

const FULL_BAG = `Your bag holds ${BAG_LINES_MAX} lines at most; check out or remove something to add more.`;

/**
 * Runs an insert of bag lines; the database refuses a line past the bound (the trigger
 * bag_lines_within_bound, which also makes one customer's new lines wait for each other).
 */
function withinBound<T>(work: () => Promise<T>): Promise<T> {
  return withConstraint(
    'bag_lines_at_most_30',
    [SQLSTATE.checkViolation],
    () => new AppError('unprocessable', FULL_BAG),
    work,
  );
}

/** POST /api/shopping-cart. */
export async function addToBag(db: Database, input: AddToBagInput, actor: Actor): Promise<void> {
  if (input.kind === 'product') return addPiece(db, input, actor.userId);
  if (input.kind === 'stone') return addStone(db, input, actor.userId);
  return addPair(db, input, actor.userId);
}

async function addPiece(db: Database, input: Extract<AddToBagInput, { kind: 'product' }>, userId: string) {
  const ringSize = input.ringSize ?? null;
  const engraving = input.engraving ?? null;
  // One statement: a new line (while the bag has room) or more of the line with the same size
  // and engraving, never past the bound; nothing when the piece or its options do not fit.
  const added = await withinBound(() =>
    addPieceLine(db, {
      userId,
      sku: input.sku,
      quantity: input.quantity,
      ringSize,
      engraving,
      quantityMax: BAG_QUANTITY_MAX,
    }),
  );
  if (added) return;
  // Refused: say why.
  const piece = await findPiece(db, input.sku);
  if (!piece) throw new AppError('not-found', NO_SUCH_PIECE);
  checkPieceOptions(piece, input.ringSize, input.engraving);
  const twinQuantity = await findPieceLineQuantity(db, { userId, variantId: piece.id, ringSize, engraving });
  throw new AppError(
    'unprocessable',
    `Your bag can hold ${BAG_QUANTITY_MAX} of one piece; it has ${twinQuantity ?? BAG_QUANTITY_MAX} of this one already.`,
  );
}

/** A stone's price now in both currencies, minor units. */
async function stonePrices(tx: Transaction, stone: StoneForBag) {
  const price = priceStone(Number(stone.cost), await loadPricingParameters(tx));
  return { inr: price.inr.price, usd: price.usd.price };
}

async function addStone(db: Database, input: Extract<AddToBagInput, { kind: 'stone' }>, userId: string) {
  const stone = await findStone(db, input.sku, userId);
  if (!stone) throw new AppError('not-found', unknownStoneMessage(input.sku));
  refuseUnbuyableStone(stone);
  const price = priceStone(Number(stone.cost), await loadPricingParameters(db));
  // In the bag already, on its own or in a ring: one of a kind, so nothing to add.
  await withinBound(() =>
    addStoneLine(db, userId, stone.id, { addedPriceInr: price.inr.price, addedPriceUsd: price.usd.price }),
  );
}

/**
 * A ring-builder pair: the setting and its stone as two lines sharing a pair id. A stone already
 * in the bag on its own joins the ring (its line is replaced); one already in a ring with
 * another setting is refused. The same pair again changes nothing.
 */
async function addPair(db: Database, input: Extract<AddToBagInput, { kind: 'pair' }>, userId: string) {
  const setting = await findPiece(db, input.settingSku);
  if (!setting) throw new AppError('not-found', unknownSettingMessage(input.settingSku));
  if (setting.has_attached_stone || setting.center_stone_shape === null || setting.center_stone_carat === null) {
    throw new AppError('unprocessable', notASettingMessage(setting.sku));
  }
  checkPieceOptions(setting, input.ringSize, input.engraving);
  const stone = await findStone(db, input.stoneSku, userId);
  if (!stone) throw new AppError('not-found', unknownStoneMessage(input.stoneSku));
  const problem = findPairProblem(
    { centerStoneShape: setting.center_stone_shape, centerStoneCarat: setting.center_stone_carat / 100 },
    {
      stoneShape: stone.stone_shape,
      carat: stone.carat / 100,
      state: stone.state === 'on_hold' ? 'available' : stone.state,
    },
  );
  if (problem) throw new AppError('unprocessable', problem);
  refuseUnbuyableStone(stone);
  await withinBound(() => addPairLines(db, { setting, stone, input }, userId));
}

async function addPairLines(
  db: Database,
  pair: { setting: PieceRow; stone: StoneForBag; input: Extract<AddToBagInput, { kind: 'pair' }> },
  userId: string,
) {
  const { setting, stone, input } = pair;
  await db.transaction(async (tx) => {
    await lockBag(tx, userId);
    const already = await findStoneLine(tx, userId, stone.id);
    if (already?.pair_id) {
      if (already.setting_id === setting.id) return;
      throw new AppError(
        'conflict',
        'This stone is already in your bag in a ring with another setting; remove that ring to choose this one.',
      );
    }
    if (already) await deleteLine(tx, already.id);
    const price = await stonePrices(tx, stone);
    await insertPairLines(tx, {
      userId,
      pairId: randomUUID(),
      setting: {
        id: setting.id,
        ringSize: input.ringSize,
        engraving: input.engraving ?? null,
        prices: { addedPriceInr: Number(setting.price_inr), addedPriceUsd: Number(setting.price_usd) },
      },
      stone: { id: stone.id, prices: { addedPriceInr: price.inr, addedPriceUsd: price.usd } },
    });
  });
}

/** DELETE /api/shopping-cart/{id}: the line, and the other half of its ring. */
export async function removeBagLine(db: Database, input: RecordIdParams, actor: Actor): Promise<void> {
  const { userId } = actor;
  const removed = await deleteLineAndItsPair(db, userId, input.id);
  if (removed.length === 0) throw new AppError('not-found', NO_SUCH_LINE);
}

/** The customer's own line, locked; another customer's line is not there for them. */
async function lockOwnLine(tx: Transaction, userId: string, id: number): Promise<OwnLine> {
  const line = await lockCustomerLine(tx, userId, id);
  if (!line) throw new AppError('not-found', NO_SUCH_LINE);
  return line;
}

/** PUT /api/shopping-cart/quantity: pieces on their own only (a stone is one of a kind, a built ring one ring). */
export async function setBagQuantity(db: Database, input: BagQuantityInput, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const line = await lockOwnLine(tx, actor.userId, input.id);
    if (line.stone_id !== null) {
      throw new AppError('unprocessable', 'A stone is one of a kind: there is only ever one of it.');
    }
    if (line.pair_id !== null) {
      throw new AppError('unprocessable', 'A ring you built is one ring: build another to have two.');
    }
    await setLineQuantity(tx, line.id, input.quantity);
  });
}

/**
 * PUT /api/shopping-cart/ringSize: a ring's size. A piece that is then the same as another
 * line (same ring, size and engraving) joins it, as adding it would have.
 */
export async function setBagRingSize(db: Database, input: BagRingSizeInput, actor: Actor): Promise<void> {
  const { userId } = actor;
  await db.transaction(async (tx) => {
    await lockBag(tx, userId);
    const line = await lockOwnLine(tx, userId, input.id);
    if (!line.is_ring) throw new AppError('unprocessable', 'Only rings take a ring size.');
    if (line.pair_id === null) {
      const twin = await findRingTwin(tx, line, userId, input.ringSize);
      if (twin) {
        if (twin.quantity + line.quantity > BAG_QUANTITY_MAX) {
          throw new AppError(
            'unprocessable',
            `Your bag has ${twin.quantity} of this ring in size ${input.ringSize} already; together they would be more than ${BAG_QUANTITY_MAX}.`,
          );
        }
        await addToLineQuantity(tx, twin.id, line.quantity);
        await deleteLine(tx, line.id);
        return;
      }
    }
    await setLineRingSize(tx, line.id, input.ringSize);
  });
}

/**
 * POST /api/shopping-cart/apply-coupon: one coupon per bag (a second replaces the first). The use
 * itself is consumed when an order is placed.
 */
export async function applyCoupon(db: Database, input: ApplyCouponInput, actor: Actor): Promise<void> {
  const { userId } = actor;
  const code = input.couponCode.toUpperCase();
  const coupon = await findCouponForCustomer(db, code, userId);
  if (!coupon) throw new AppError('not-found', couponMessages.unknown(code));
  const problem = couponProblem(coupon, new Date());
  if (problem) throw new AppError('unprocessable', problem);
  if ((await countLines(db, userId)) === 0) throw new AppError('unprocessable', couponMessages.emptyBag);
  await setBagCoupon(db, userId, coupon.id);
}

/** DELETE /api/shopping-cart/apply-coupon. */
export async function removeCoupon(db: Database, actor: Actor): Promise<void> {
  await clearBagCoupon(db, actor.userId);
}
