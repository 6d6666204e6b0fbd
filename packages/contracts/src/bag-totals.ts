import { type Currency, CONVERSION_SCALE } from './money.ts';

/*
 * The bag's figures (DESIGN §6: computed by the server, never the browser), in minor units of
 * the shopper's currency. Pure, so checkout totals its order with the same arithmetic.
 *
 *   subtotal        = Σ list price × quantity            (before any discount)
 *   item discounts  = subtotal − Σ price × quantity      (the shop's, the piece's or its style's)
 *   coupon discount = (subtotal − item discounts) × coupon %, rounded half up
 *   shipping        = the flat `shippingCost` (INR) in the currency, when anything is bought
 *   total           = subtotal − item discounts − coupon discount + shipping
 *   tax included    = goods × charge / (100 % + charge)  (goods: the total without shipping),
 *                     the GST share of a tax-inclusive price, as the product page's breakdown
 *
 * Tax follows the delivery address (decision 014): within India the total includes the GST; an
 * export is zero-rated, so its total is the goods without that share (`exportFigures`).
 */

const ONE = 10_000n;

/** Half-up division of non-negative integers. */
function roundDivide(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/** An amount in paise, in the minor unit of `currency` (conversion: INR per USD × 10,000). */
export function fromPaise(paise: number, currency: Currency, conversion: number): number {
  if (currency === 'INR') return paise;
  if (conversion <= 0) throw new RangeError('conversion must be positive');
  return Number(roundDivide(BigInt(paise) * BigInt(CONVERSION_SCALE), BigInt(conversion)));
}

export interface PricedLine {
  /** Minor units, one of it. */
  price: number;
  listPrice: number;
  quantity: number;
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
 * The figures of the lines that can be bought. `couponBp` and `chargeBp` are basis points;
 * `shipping` is already in the currency's minor unit.
 */
export function totalBag(
  lines: readonly PricedLine[],
  couponBp: number,
  shipping: number,
  chargeBp: number,
): BagFigures {
  const subtotal = lines.reduce((sum, line) => sum + line.listPrice * line.quantity, 0);
  const sale = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const couponDiscount = Number(roundDivide(BigInt(sale) * BigInt(couponBp), ONE));
  const goods = sale - couponDiscount;
  const shippingCharged = lines.length === 0 ? 0 : shipping;
  return {
    subtotal,
    itemDiscounts: subtotal - sale,
    couponDiscount,
    shipping: shippingCharged,
    total: goods + shippingCharged,
    taxIncluded: Number(roundDivide(BigInt(goods) * BigInt(chargeBp), ONE + BigInt(chargeBp))),
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
