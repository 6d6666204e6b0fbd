import { type Delivery, figuresFor, type OrderFigures } from '@facet/contracts/bag-totals';
import { type Currency, formatMoney } from '@facet/contracts/money';
import { panRequired, type TaxedOrder, taxOrder, toWholeUnit, zeroRated } from '@facet/contracts/tax';
import type { PaymentProvider } from '@facet/contracts/orders';
import { placementMessages } from '@facet/contracts/checkout';
import type { Actor } from '@facet/contracts/permissions';
import type { Database, Transaction } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { announceChange } from '../../lib/reference-cache.ts';
import { type PricedLine, priceBag, UNAVAILABLE } from '../bag/bag-pricing.service.ts';
import { blockersOf } from '../bag/bag-reads.service.ts';
import { lockBag } from '../bag/bag-save.service.ts';
import { giftWrapFor } from './order-gifts.service.ts';
import { sendOrderEmail } from './order-mail.service.ts';
import { applyMove, lockOrder, type OrderContext } from './order-moves.service.ts';
import { spendStoreCredit } from '../store-credit/store-credit.service.ts';
import { storeCreditBalance } from '../store-credit/store-credit-reads.service.ts';
import { readPanAbove } from '../tax/tax-classes.service.ts';
import { lineFactsOf } from '../tax-documents/line-facts.service.ts';
import { afterSaleBasisOf } from '../after-sale-policy/after-sale-basis.service.ts';
import { findCustomerAddress } from '../addresses/addresses.queries.ts';
import {
  emptyBag,
  findOrderOfKey,
  findStoneState,
  holdAvailableStones,
  insertCouponUse,
  insertOrder,
  insertOrderLines,
  insertPlacedEvent,
  type NewOrderLine,
  takeCouponUse,
} from './order-placement.queries.ts';

/*
 * Placing an order from the customer's bag (docs/product.md, "Checkout and payments"):
 * one transaction that
 *   1. locks the customer (their bag changes and checkouts wait for each other), so a repeat of
 *      the same checkout attempt (its idempotency key) finds the order the first one placed;
 *   2. prices the bag now, on the server (the browser's figures are never read), with tax by
 *      the delivery address (decision 014);
 *   3. writes the order and a snapshot of every line;
 *   4. holds its stones — a conditional update (`available` → `on_hold`) that a second buyer of
 *      the same stone waits on and then finds nothing to update;
 *   5. empties the bag;
 *   6. consumes one use of the coupon — a conditional update that stops at the limit, late,
 *      because every checkout with that code waits on the coupon's row until this one commits;
 *   7. spends the customer's store credit when asked (decision 031) — an entry in the credit
 *      ledger, whose balance row refuses to go below zero; credit that covers the whole total
 *      pays the order at once, through the usual move to Paid (the invoice is issued);
 *   8. otherwise queues the "complete your payment" e-mail, with a link to pay while the hold lasts.
 * Any refusal rolls all of it back: nothing is held, consumed, spent or written.
 */

export interface PlaceOrderInput {
  addressId: string;
  idempotencyKey: string;
  provider: PaymentProvider;
  currency: 'INR' | 'USD';
  pan?: string | undefined;
  form60?: boolean | undefined;
  buyerGstin?: string | undefined;
  buyerBusinessName?: string | undefined;
  /** Spend the customer's store credit in the order's currency, up to the total. */
  useStoreCredit?: boolean | undefined;
  /** A gift (decision 042): wrapped at the wrap price of the order's currency, and a message for its card. */
  giftWrap?: boolean | undefined;
  giftMessage?: string | undefined;
}

/** The order placed (or placed before with the same idempotency key). */
export async function placeOrder(
  db: Database,
  context: OrderContext,
  input: PlaceOrderInput,
  actor: Actor,
): Promise<{ orderId: number }> {
  return db.transaction(async (tx) => {
    const customer = await lockBag(tx, actor.userId);
    const repeat = await findOrderOfKey(tx, actor.userId, input.idempotencyKey);
    if (repeat) return { orderId: repeat.id };

    const address = await findCustomerAddress(tx, actor.userId, input.addressId);
    if (!address) throw new AppError('not-found', placementMessages.noAddress);

    const bag = await priceBag(tx, { currency: input.currency }, actor);
    if (bag.lines.length === 0) throw new AppError('unprocessable', placementMessages.emptyBag);
    const blocker = bag.lines.map(stoneRefusal).find((sentence) => sentence !== null);
    if (blocker) throw new AppError('conflict', blocker);
    const [firstBlocker] = blockersOf(bag.lines.map((entry) => entry.line));
    if (firstBlocker) throw new AppError('unprocessable', firstBlocker);
    if (bag.coupon?.problem)
      throw new AppError('conflict', `${bag.coupon.problem} Remove it from your bag to check out.`);

    const delivery = address.country === 'IN' ? 'india' : 'export';
    const figures = figuresFor(bag.figures, delivery);
    const buyable = bag.lines.filter((entry) => entry.line.available);
    const taxed = taxLinesOf(buyable, figures);
    const wrap = await giftWrapFor(tx, {
      wrap: input.giftWrap === true,
      currency: input.currency,
      delivery,
      lines: buyable.map((entry) => ({ amount: entry.price * entry.line.quantity, rateBp: entry.taxClass.rate })),
    });
    // The wrap is charged beside the goods and shipping; within India its GST joins the order's.
    const total = figures.total + wrap.amount;
    const tax = wrap.amount === 0 || delivery === 'export' ? figures.taxIncluded : toWholeUnit(taxed.tax + wrap.tax);
    if (input.buyerGstin && delivery === 'export') throw new AppError('unprocessable', placementMessages.gstinAbroad);
    const identity = await buyerIdentity(tx, input, {
      delivery,
      total,
      currency: bag.currency,
      conversion: bag.conversion,
    });
    const coupon = bag.coupon && bag.couponRow ? bag.couponRow : null;
    const principal = buyable[taxed.shipping.principal]?.taxClass ?? null;
    // Under the customer's lock: no other checkout of theirs spends this balance meanwhile.
    const credit = input.useStoreCredit
      ? Math.min(await storeCreditBalance(tx, actor.userId, input.currency), total)
      : 0;
    const order = await insertOrder(tx, {
      userId: actor.userId,
      provider: input.provider,
      currency: input.currency,
      delivery,
      email: customer.email,
      // The address as it was: later edits of the address book never reach the order.
      address: { ...address },
      subtotal: figures.subtotal,
      itemDiscount: figures.itemDiscounts,
      couponDiscount: figures.couponDiscount,
      shipping: figures.shipping,
      tax,
      taxRemoved: figures.taxRemoved + wrap.removed,
      taxRate: bag.taxRateBp,
      total,
      giftMessage: input.giftMessage ?? null,
      giftWrapped: input.giftWrap === true,
      giftWrap: wrap.amount,
      giftWrapTax: wrap.tax,
      discountCouponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      couponPercent: coupon?.discount ?? null,
      idempotencyKey: input.idempotencyKey,
      conversion: bag.conversion,
      shippingTax: taxed.shipping.tax,
      shippingTaxRate: taxed.shipping.rateBp,
      shippingHsn: principal?.hsn ?? null,
      pan: identity.pan,
      form60: identity.form60,
      buyerGstin: input.buyerGstin ?? null,
      buyerBusinessName: input.buyerBusinessName ?? null,
      storeCredit: credit,
    });
    const orderId = order.id;
    await insertLines(tx, orderId, buyable, taxed, delivery, { currency: input.currency, conversion: bag.conversion });
    await holdStones(tx, bag.lines);
    await emptyBag(tx, actor.userId);
    await insertPlacedEvent(tx, orderId, actor.userId);
    // Last: the coupon's row is one that every checkout with that code updates, and its lock is
    // held until commit, so taking it late keeps the others waiting for the shortest time.
    if (coupon) await consumeCouponUse(tx, { couponId: coupon.id, code: coupon.code, orderId }, actor);
    if (credit > 0) {
      const spend = { userId: actor.userId, orderId, amount: credit, currency: input.currency };
      await spendStoreCredit(tx, { ...spend, orderNumber: order.number });
    }
    if (credit === total) {
      const placed = await lockOrder(tx, orderId);
      await applyMove(tx, context, placed!, {
        to: 'Paid',
        mover: 'payment',
        actorId: null,
        note: 'Paid with store credit.',
      });
      return { orderId };
    }
    // "Order placed — complete your payment", with a link to pay while the pieces are held.
    await sendOrderEmail(
      tx,
      context.mail,
      {
        id: orderId,
        number: order.number,
        state: 'PendingPayment',
        currency: input.currency,
        total,
        email: customer.email,
        first_name: customer.first_name,
        tracking_number: null,
        provider: input.provider,
      },
      '',
    );
    return { orderId };
  });
}

/** A stone in the bag that someone else holds, bought or took away: said by its stock number. */
function stoneRefusal(entry: PricedLine): string | null {
  if (entry.stoneId === null || entry.line.available) return null;
  if (entry.line.unavailableReason === UNAVAILABLE.held) return placementMessages.stoneHeld(entry.line.sku);
  if (entry.line.unavailableReason === UNAVAILABLE.sold) return placementMessages.stoneSold(entry.line.sku);
  if (entry.line.unavailableReason === UNAVAILABLE.unlisted) return placementMessages.stoneGone(entry.line.sku);
  return null;
}

/**
 * The tax inside each line and shipping (decision 023): the bag's coupon spread over the lines,
 * each line's GST at its class's rate; an export's lines carry none, what came off its price
 * taken from them in proportion, so the lines still add up to the total charged.
 */
function taxLinesOf(lines: readonly PricedLine[], figures: OrderFigures): TaxedOrder {
  const india = taxOrder(
    lines.map((entry) => ({ amount: entry.price * entry.line.quantity, rateBp: entry.taxClass.rate })),
    figures.couponDiscount,
    figures.shipping,
  );
  return figures.delivery === 'india' ? india : zeroRated(india);
}

/**
 * The buyer's PAN or Form 60 declaration, when the order needs one: delivered in India with a
 * total in rupees above the threshold. Otherwise nothing is kept, whatever was sent.
 */
async function buyerIdentity(
  tx: Transaction,
  input: PlaceOrderInput,
  order: { delivery: Delivery; total: number; currency: Currency; conversion: number },
): Promise<{ pan: string | null; form60: boolean }> {
  const panAbove = await readPanAbove(tx);
  if (!panRequired(order, panAbove)) return { pan: null, form60: false };
  if (input.pan) return { pan: input.pan, form60: false };
  if (input.form60) return { pan: null, form60: true };
  throw new AppError('unprocessable', placementMessages.panNeeded(formatMoney(panAbove, 'INR')));
}

async function insertLines(
  tx: Transaction,
  orderId: number,
  lines: readonly PricedLine[],
  taxed: TaxedOrder,
  delivery: Delivery,
  order: { currency: Currency; conversion: number },
): Promise<void> {
  const facts = await lineFactsOf(tx, lines, order.currency);
  const basis = await afterSaleBasisOf(
    tx,
    lines.map((entry, position) => ({
      ...entry,
      quantity: entry.line.quantity,
      amount: taxed.lines[position]!.amount,
    })),
    order,
  );
  const rows = lines.map((entry, position): NewOrderLine => ({
    orderId,
    position,
    productVariantId: entry.variantId,
    stoneId: entry.stoneId,
    pairId: entry.line.pairId,
    sku: entry.line.sku,
    name: entry.line.name,
    details: entry.line.detail,
    ringSize: entry.line.ringSize,
    engraving: entry.line.engraving,
    quantity: entry.line.quantity,
    unitPrice: entry.price,
    listPrice: Math.max(entry.listPrice, entry.price),
    lineTotal: entry.price * entry.line.quantity,
    pictureUrl: entry.line.picture?.url ?? null,
    taxClass: entry.taxClass.key,
    hsn: entry.taxClass.hsn,
    taxRate: delivery === 'india' ? entry.taxClass.rate : 0,
    amount: taxed.lines[position]!.amount,
    tax: taxed.lines[position]!.tax,
    facts: facts[position],
    metalId: basis[position]!.metal_id,
    metalFineness: basis[position]!.metal_fineness,
    netMetalMg: basis[position]!.net_metal_mg,
    stoneKind: basis[position]!.stone_kind,
    stonesPaid: basis[position]!.stones_paid,
  }));
  // One statement for every line.
  await insertOrderLines(tx, rows);
}

/**
 * Holds the order's stones: only stones still available move to `on_hold`. A second checkout of
 * the same stone waits on the first's row lock, then finds it held and updates nothing, so
 * exactly one order holds a stone; the refusal names the stone.
 */
async function holdStones(tx: Transaction, lines: readonly PricedLine[]): Promise<void> {
  const stoneIds = lines.flatMap((entry) => (entry.stoneId === null ? [] : [entry.stoneId]));
  if (stoneIds.length === 0) return;
  const held = await holdAvailableStones(tx, stoneIds);
  if (held.length < stoneIds.length) {
    const heldIds = new Set(held.map((row) => row.id));
    const missing = lines.find((entry) => entry.stoneId !== null && !heldIds.has(entry.stoneId))!;
    const now = await findStoneState(tx, missing.stoneId!);
    const sku = missing.line.sku;
    throw new AppError(
      'conflict',
      now === 'on_hold'
        ? placementMessages.stoneHeld(sku)
        : now === 'sold'
          ? placementMessages.stoneSold(sku)
          : placementMessages.stoneGone(sku),
    );
  }
  await announceChange(tx, 'stones');
}

/**
 * One use of the coupon, taken only while uses are below the limit (the row lock makes
 * concurrent checkouts count one after another; the table's check is the last word), recorded
 * against the order so cancelling it gives the use back.
 */
async function consumeCouponUse(
  tx: Transaction,
  input: { couponId: number; code: string; orderId: number },
  actor: Actor,
): Promise<void> {
  if (!(await takeCouponUse(tx, input.couponId))) {
    throw new AppError('conflict', placementMessages.couponUsedUp(input.code));
  }
  await insertCouponUse(tx, { discountCouponId: input.couponId, userId: actor.userId, orderId: input.orderId });
}
