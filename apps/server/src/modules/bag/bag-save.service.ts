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
import { type Database, queryRows, queryRowsPrepared, type Transaction } from '@facet/db/client';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { isRingColumn, jewelleryTypeJoins } from '../products/variant-rows.ts';
import { SQLSTATE, withConstraint } from '../../lib/database-errors.ts';
import { loadPricingParameters } from '../pricing/repricing.service.ts';
import { bagCouponColumns, UNAVAILABLE } from './bag-pricing.service.ts';
import { type BagCouponRow, couponProblem } from './bag-coupon-rules.ts';

/*
 * Changing a customer's bag. Every change runs in one transaction that first locks the
 * customer's row, so one customer's changes happen one at a time (two adds at once cannot both
 * pass the bounds); other customers are not held up. A stone is never held here: many bags may
 * have it, and checkout holds it. Every refusal leaves the bag as it was.
 */

export const NO_SUCH_LINE = 'There is no such line in your bag.';
const NO_SUCH_PIECE = 'There is no such piece in the shop.';

/** A variant shoppers may buy, with what the bag needs to know of it. */
interface PieceRow {
  id: number;
  sku: string;
  is_ring: boolean;
  has_attached_stone: boolean;
  center_stone_shape: string | null;
  center_stone_carat: number | null;
  price_inr: string | number;
  price_usd: string | number;
}

interface StoneForBag {
  id: number;
  sku: string;
  stone_shape: string;
  carat: number;
  state: 'available' | 'on_hold' | 'sold' | 'unlisted';
  cost: string | number;
  /** The customer's own order awaiting payment that holds it, if one does. */
  own_order: string | null;
}

/** The listed, active variant `sku` names, as PieceRow. */
function pieceQuery(sku: string): SQL {
  return sql`select v.id, v.sku, ${isRingColumn}, p.has_attached_stone,
                    ss.name as center_stone_shape, v.center_stone_carat, v.price_inr, v.price_usd
               from product_variants v
               join products p on p.id = v.product_id
               ${jewelleryTypeJoins}
               left join stone_shapes ss on ss.id = v.center_stone_shape_id
              where v.sku = ${sku.toLowerCase()} and v.is_active and p.is_listed`;
}

async function findPiece(db: Database, sku: string): Promise<PieceRow | undefined> {
  const [row] = await queryRowsPrepared<PieceRow>(db, pieceQuery(sku));
  return row;
}

/** A stone shoppers can see (not unlisted), whatever else its state. */
async function findStone(db: Database, sku: string, userId: string): Promise<StoneForBag | undefined> {
  const [row] = await queryRowsPrepared<StoneForBag>(
    db,
    sql`select s.id, s.sku, ss.name as stone_shape, s.carat, s.state, s.cost,
               (select o.number from order_lines l join orders o on o.id = l.order_id
                 where l.stone_id = s.id and o.state = 'PendingPayment' and o.user_id = ${userId}
                 limit 1) as own_order
          from stones s join stone_shapes ss on ss.id = s.stone_shape_id
         where lower(s.sku) = ${sku.toLowerCase()} and s.state <> 'unlisted'`,
  );
  return row;
}

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
export async function lockBag(tx: Transaction, userId: string): Promise<{ email: string; first_name: string }> {
  const [customer] = await queryRowsPrepared<{ email: string; first_name: string }>(
    tx,
    sql`select email, first_name from users where id = ${userId} for update`,
  );
  return customer!;
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
  // One statement: the piece found by its SKU and fitting its options (a ring with its size, an
  // engraving on rings only) becomes a new line (while the bag has room) or more of the line with
  // the same size and engraving — never past the bound (the update's condition).
  const [added] = await withinBound(() =>
    queryRowsPrepared<{ quantity: number }>(
      db,
      sql`insert into bag_lines (user_id, product_variant_id, quantity, ring_size, engraving,
                                 added_price_inr, added_price_usd)
          select ${userId}, piece.id, ${input.quantity}, ${ringSize}, ${engraving}, piece.price_inr, piece.price_usd
            from (${pieceQuery(input.sku)}) piece
           where piece.is_ring = (${ringSize}::text is not null) and (piece.is_ring or ${engraving}::text is null)
          on conflict (user_id, product_variant_id, (coalesce(ring_size, '')), (coalesce(engraving, '')))
             where product_variant_id is not null and pair_id is null
          do update set quantity = bag_lines.quantity + excluded.quantity
             where bag_lines.quantity + excluded.quantity <= ${BAG_QUANTITY_MAX}
          returning quantity`,
    ),
  );
  if (added) return;
  // Refused: say why.
  const piece = await findPiece(db, input.sku);
  if (!piece) throw new AppError('not-found', NO_SUCH_PIECE);
  checkPieceOptions(piece, input.ringSize, input.engraving);
  const [twin] = await queryRows<{ quantity: number }>(
    db,
    sql`select quantity from bag_lines
         where user_id = ${userId} and product_variant_id = ${piece.id} and pair_id is null
           and ring_size is not distinct from ${ringSize} and engraving is not distinct from ${engraving}`,
  );
  throw new AppError(
    'unprocessable',
    `Your bag can hold ${BAG_QUANTITY_MAX} of one piece; it has ${twin?.quantity ?? BAG_QUANTITY_MAX} of this one already.`,
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
    db.execute(
      sql`insert into bag_lines (user_id, stone_id, added_price_inr, added_price_usd)
          values (${userId}, ${stone.id}, ${price.inr.price}, ${price.usd.price})
          on conflict (user_id, stone_id) where stone_id is not null do nothing`,
    ),
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
    const [already] = await queryRows<{ id: number; pair_id: string | null; setting_id: number | null }>(
      tx,
      sql`select l.id, l.pair_id,
                 (select s.product_variant_id from bag_lines s
                   where s.pair_id = l.pair_id and s.product_variant_id is not null) as setting_id
            from bag_lines l where l.user_id = ${userId} and l.stone_id = ${stone.id}`,
    );
    if (already?.pair_id) {
      if (already.setting_id === setting.id) return;
      throw new AppError(
        'conflict',
        'This stone is already in your bag in a ring with another setting; remove that ring to choose this one.',
      );
    }
    if (already) await tx.execute(sql`delete from bag_lines where id = ${already.id}`);
    const pairId = randomUUID();
    const price = await stonePrices(tx, stone);
    await tx.execute(
      sql`insert into bag_lines (user_id, product_variant_id, pair_id, ring_size, engraving, added_price_inr, added_price_usd)
          values (${userId}, ${setting.id}, ${pairId}, ${input.ringSize}, ${input.engraving ?? null},
                  ${setting.price_inr}, ${setting.price_usd})`,
    );
    await tx.execute(
      sql`insert into bag_lines (user_id, stone_id, pair_id, added_price_inr, added_price_usd)
          values (${userId}, ${stone.id}, ${pairId}, ${price.inr}, ${price.usd})`,
    );
  });
}

/** DELETE /api/shopping-cart/{id}: the line, and the other half of its ring. */
export async function removeBagLine(db: Database, input: RecordIdParams, actor: Actor): Promise<void> {
  const { userId } = actor;
  const removed = await queryRows<{ id: number }>(
    db,
    sql`delete from bag_lines l
         where l.user_id = ${userId}
           and (l.id = ${input.id}
                or l.pair_id = (select pair_id from bag_lines where id = ${input.id} and user_id = ${userId}))
        returning l.id`,
  );
  if (removed.length === 0) throw new AppError('not-found', NO_SUCH_LINE);
}

interface OwnLine {
  id: number;
  pair_id: string | null;
  stone_id: number | null;
  product_variant_id: number | null;
  engraving: string | null;
  quantity: number;
  is_ring: boolean | null;
}

/** The customer's own line, locked; another customer's line is not there for them. */
async function lockOwnLine(tx: Transaction, userId: string, id: number): Promise<OwnLine> {
  const [line] = await queryRows<OwnLine>(
    tx,
    sql`select l.id, l.pair_id, l.stone_id, l.product_variant_id, l.engraving, l.quantity,
               (select jt.name = 'Ring' from product_variants v
                  join products p on p.id = v.product_id
                  ${jewelleryTypeJoins}
                 where v.id = l.product_variant_id) as is_ring
          from bag_lines l where l.id = ${id} and l.user_id = ${userId}
          for update of l`,
  );
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
    await tx.execute(sql`update bag_lines set quantity = ${input.quantity} where id = ${line.id}`);
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
      const [twin] = await queryRows<{ id: number; quantity: number }>(
        tx,
        sql`select id, quantity from bag_lines
             where user_id = ${userId} and id <> ${line.id} and pair_id is null
               and product_variant_id = ${line.product_variant_id} and ring_size = ${input.ringSize}
               and engraving is not distinct from ${line.engraving}`,
      );
      if (twin) {
        if (twin.quantity + line.quantity > BAG_QUANTITY_MAX) {
          throw new AppError(
            'unprocessable',
            `Your bag has ${twin.quantity} of this ring in size ${input.ringSize} already; together they would be more than ${BAG_QUANTITY_MAX}.`,
          );
        }
        await tx.execute(sql`update bag_lines set quantity = quantity + ${line.quantity} where id = ${twin.id}`);
        await tx.execute(sql`delete from bag_lines where id = ${line.id}`);
        return;
      }
    }
    await tx.execute(sql`update bag_lines set ring_size = ${input.ringSize} where id = ${line.id}`);
  });
}

/**
 * POST /api/shopping-cart/apply-coupon: one coupon per bag (a second replaces the first). The use
 * itself is consumed when an order is placed.
 */
export async function applyCoupon(db: Database, input: ApplyCouponInput, actor: Actor): Promise<void> {
  const { userId } = actor;
  const code = input.couponCode.toUpperCase();
  const [coupon] = await queryRows<BagCouponRow & { id: number }>(
    db,
    sql`select ${bagCouponColumns},
               exists (select 1 from coupon_uses u
                        where u.discount_coupon_id = c.id and u.user_id = ${userId}) as used_by_customer
          from discount_coupons c where c.code = ${code}`,
  );
  if (!coupon) throw new AppError('not-found', couponMessages.unknown(code));
  const problem = couponProblem(coupon, new Date());
  if (problem) throw new AppError('unprocessable', problem);
  const [lines] = await queryRows<{ total: string | number }>(
    db,
    sql`select count(*) as total from bag_lines where user_id = ${userId}`,
  );
  if (Number(lines?.total ?? 0) === 0) throw new AppError('unprocessable', couponMessages.emptyBag);
  await db.execute(
    sql`insert into bags (user_id, discount_coupon_id) values (${userId}, ${coupon.id})
        on conflict (user_id) do update set discount_coupon_id = excluded.discount_coupon_id, update_date = now()`,
  );
}

/** DELETE /api/shopping-cart/apply-coupon. */
export async function removeCoupon(db: Database, actor: Actor): Promise<void> {
  await db.execute(sql`update bags set discount_coupon_id = null, update_date = now() where user_id = ${actor.userId}`);
}
