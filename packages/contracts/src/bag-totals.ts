import { MINOR_PER_MAJOR } from './money.ts';
import { taxOrder, toWholeUnit } from './tax.ts';

/*
 * The bag's figures (computed by the server, never the browser), in minor units of the
 * shopper's currency. Pure, so checkout totals its order with the same arithmetic. Every figure
 * is a whole rupee or dollar (decision 018): the prices are, and each figure worked out here is
 * rounded half up to one.
 *
 *   subtotal        = Σ list price × quantity            (before any discount)
 *   item discounts  = subtotal − Σ price × quantity      (the shop's, the piece's or its style's)
 *   coupon discount = (subtotal − item discounts) × coupon %, rounded half up to a whole unit
 *   goods           = subtotal − item discounts − coupon discount
 *   shipping        = free when goods reach the currency's threshold, otherwise its fee (both
 *                     pricing parameters set per currency, never converted); none on an empty bag
 *   total           = goods + shipping
 *   tax included    = the GST inside the goods, line by line at each line's rate, and inside
 *                     shipping at the principal line's (`taxOrder`, decision 023), to a whole unit
 *
 * Tax follows the delivery address (decision 014): within India the total includes the GST; an
 * export is zero-rated, so its total is the goods without that share (`figuresFor`).
 */

const ONE = 10_000n;
const WHOLE = BigInt(MINOR_PER_MAJOR);

/** numerator / denominator (non-negative) in minor units, rounded half up to a whole unit. */
function roundToWholeUnit(numerator: bigint, denominator: bigint): number {
  return Number(((2n * numerator + denominator * WHOLE) / (2n * denominator * WHOLE)) * WHOLE);
}

/** Insured shipping in one currency, minor units (whole units): its fee, and the goods from which it is free. */
export interface ShippingRule {
  fee: number;
  freeFrom: number;
}

/** What shipping costs for `goods` (minor units) under `rule`. */
export function shippingFor(goods: number, rule: ShippingRule): number {
  return goods >= rule.freeFrom ? 0 : rule.fee;
}

export interface PricedLine {
  /** Minor units, one of it. */
  price: number;
  listPrice: number;
  quantity: number;
  /** The GST rate of the line's tax class, basis points. */
  taxRateBp: number;
}

export interface BagFigures {
  subtotal: number;
  itemDiscounts: number;
  couponDiscount: number;
  shipping: number;
  total: number;
  taxIncluded: number;
}

/**
 * The figures of the lines that can be bought. `couponBp` is basis points; `shipping` is the
 * rule of the bag's currency.
 */
export function totalBag(lines: readonly PricedLine[], couponBp: number, shipping: ShippingRule): BagFigures {
  const subtotal = lines.reduce((sum, line) => sum + line.listPrice * line.quantity, 0);
  const sale = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const couponDiscount = roundToWholeUnit(BigInt(sale) * BigInt(couponBp), ONE);
  const goods = sale - couponDiscount;
  const shippingCharged = lines.length === 0 ? 0 : shippingFor(goods, shipping);
  return {
    subtotal,
    itemDiscounts: subtotal - sale,
    couponDiscount,
    shipping: shippingCharged,
    total: goods + shippingCharged,
    taxIncluded: toWholeUnit(
      taxOrder(
        lines.map((line) => ({ amount: line.price * line.quantity, rateBp: line.taxRateBp })),
        couponDiscount,
        shippingCharged,
      ).tax,
    ),
  };
}

/** Where an order goes: GST applies within India; an export is zero-rated. */
export type Delivery = 'india' | 'export';

export interface OrderFigures extends BagFigures {
  delivery: Delivery;
  /** The GST share taken off an export's goods (0 within India). */
  taxRemoved: number;
}

/** The bag's figures for a delivery: unchanged within India; an export drops its GST share. */
export function figuresFor(figures: BagFigures, delivery: Delivery): OrderFigures {
  if (delivery === 'india') return { ...figures, delivery, taxRemoved: 0 };
  return {
    ...figures,
    delivery,
    total: figures.total - figures.taxIncluded,
    taxIncluded: 0,
    taxRemoved: figures.taxIncluded,
  };
}
