import { formatNumber } from './number-text.ts';
import { formatPrice } from './money.ts';
import { z } from './zod.ts';

/*
 * Validation of amounts entered by staff: money, percentages, rates and weights.
 * Every amount that prices a piece has bounds a jeweller would recognise, so that a slip (a
 * zero, a per-10-gram quote typed as per gram, a number so small it is stored as 0) is refused
 * with the unit and the range in words instead of repricing the shop.
 */

/**
 * True when `value` has at most `decimals` decimals, allowing for binary floating point
 * (0.1 + 0.2). A non-zero value that would be stored as 0 (1e-9, 1e-320) has more decimals
 * than any column keeps, so it is refused too.
 */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  const stored = Math.round(scaled);
  return Math.abs(stored - scaled) < 1e-6 && (stored !== 0 || value === 0);
}

/** A finite number with at most `decimals` decimals. */
export function decimalNumber(decimals: number) {
  return z
    .number()
    .refine(Number.isFinite, 'must be a number')
    .refine((v) => hasAtMostDecimals(v, decimals), `must have at most ${decimals} decimals`);
}

const indianNumber = (amount: number) => formatNumber(amount, { grouping: 'indian', maximumFractionDigits: 4 });
export const rupees = (amount: number) => formatPrice(amount, 'INR');
const dollars = (amount: number) => formatPrice(amount, 'USD');

/** Bounds of an amount, with the range in words for messages and form hints. */
export interface AmountRange {
  min: number;
  max: number;
  decimals: number;
  /** "between ₹10 and ₹50,000 per gram" */
  text: string;
}

export function amountRange(min: number, max: number, decimals: number, format: (amount: number) => string, unit = '') {
  return { min, max, decimals, text: `between ${format(min)} and ${format(max)}${unit}` } satisfies AmountRange;
}

export const percent = (amount: number) => `${indianNumber(amount)} %`;
const grams = (amount: number) => `${indianNumber(amount)} g`;

/**
 * A number within `range` with at most its decimals: one message per problem. Out of range
 * (which includes 0 where 0 is not allowed, and values that round to it) the message gives
 * the range and the unit, so 1e-320 for a rate reads "must be between ₹10 and …"; the
 * decimals are checked only within the range. The checks do not abort, so a form's other
 * rules (cross-field ones too) still report their problems alongside.
 */
export function amountWithin(range: AmountRange) {
  const message = `must be ${range.text}`;
  return z
    .number()
    .min(range.min, { error: message })
    .max(range.max, { error: message })
    .refine((v) => hasAtMostDecimals(v, range.decimals), {
      error: range.decimals === 0 ? 'must be a whole amount' : `must have at most ${range.decimals} decimals`,
      when: (payload) => payload.issues.length === 0,
    });
}

// Metal rates, INR per gram. Silver is about ₹100/g, platinum ₹3,000–5,000/g,
// gold ₹7,000–14,000/g by purity.
/** A tenth of silver's rate: anything lower is a typo or a per-milligram figure. */
export const METAL_RATE_MIN = 10;
/** About 4× today's 24K gold, yet below a per-10-gram gold quote (₹70,000 and up), the usual slip. */
export const METAL_RATE_MAX = 50_000;
// Making charges (labour), INR per gram: roughly ₹10/g on plain silver to ₹2,000/g for fine handwork.
/**
 * Half the cheapest silver work. Not 0: the making line of the price breakdown would vanish;
 * a "no making charges" offer is a discount.
 */
export const MAKING_CHARGE_MIN = 5;
/** 2.5× the dearest handwork, and a tenth of the metal rate ceiling. */
export const MAKING_CHARGE_MAX = 5_000;
/** INR per 1 USD (about 88): a tenth and ten times it, refusing dollars-per-rupee (0.011) and a slipped digit. */
export const CONVERSION_MIN = 10;
export const CONVERSION_MAX = 1_000;
/** Taxes and duties, %: the jewellery tax class's GST rate (decision 023), 3 % today; GST stops at 28 %. */
export const CHARGE_MAX_PERCENT = 28;
/**
 * Insured shipping below the free-shipping threshold, whole rupees: an insured courier costs
 * hundreds to a few thousand rupees (abroad ~₹20,000); 0 is free shipping.
 */
export const SHIPPING_COST_MAX = 100_000;
/** The same in whole dollars: a tenth of the rupee ceiling's worth, past any courier's price. */
export const SHIPPING_COST_USD_MAX = 1_000;
/** Gift wrap per order, whole rupees and dollars: a box and ribbon cost a few hundred rupees at most. */
export const GIFT_WRAP_INR_MAX = 10_000;
export const GIFT_WRAP_USD_MAX = 200;
/** Goods from which shipping is free: up to ₹1 crore / $1,00,000 (0: always free). */
export const FREE_SHIPPING_FROM_INR_MAX = 10_000_000;
export const FREE_SHIPPING_FROM_USD_MAX = 100_000;
/** Shop-wide discount, %: more than 90 % off is a mistake, not a sale; 0 is no sale. */
export const SHOP_DISCOUNT_MAX_PERCENT = 90;
/** Markup on cost, %: the trade's norm is 20–100 %, designer pieces to 300 %; 0 sells at cost. */
export const PROFIT_RATE_MAX_PERCENT = 500;
/** Product and style discounts, %: 0 means no discount (remove it); more than 90 % is a mistake. */
export const DISCOUNT_MIN_PERCENT = 0.01;
export const DISCOUNT_MAX_PERCENT = 90;
/**
 * A piece's weight, g: the lightest nose stud is about 0.1 g (less once a base weight is scaled
 * to silver); below 10 mg is a weight typed in kilograms.
 */
export const WEIGHT_MIN_GRAMS = 0.01;
/** A heavy bridal set or waist belt is a few hundred grams; more than a kilogram is a slip. */
export const WEIGHT_MAX_GRAMS = 1_000;
/**
 * The weight below which a piece needs no HUID, g: the law lets off pieces under 2 g; 0 asks for
 * one on every gold and silver piece, and more than 50 g would let off nearly everything.
 */
export const HUID_MIN_WEIGHT_MAX_GRAMS = 50;
/** Stone cost, INR: up to ₹10 crore (a large, rare diamond); 0 when the piece has no stones. */
export const STONE_COST_MAX = 100_000_000;
/** A loose stone's cost, INR: the smallest moissanite costs a few hundred rupees; below ₹100 is a slip. */
export const LOOSE_STONE_COST_MIN = 100;

export const metalRateRange = amountRange(METAL_RATE_MIN, METAL_RATE_MAX, 2, rupees, ' per gram');
export const makingChargeRange = amountRange(MAKING_CHARGE_MIN, MAKING_CHARGE_MAX, 2, rupees, ' per gram');
export const conversionRange = amountRange(CONVERSION_MIN, CONVERSION_MAX, 4, rupees, ' per US dollar');
export const chargeRange = amountRange(0, CHARGE_MAX_PERCENT, 2, percent);
export const shippingCostRange = amountRange(0, SHIPPING_COST_MAX, 0, rupees);
export const shippingCostUsdRange = amountRange(0, SHIPPING_COST_USD_MAX, 0, dollars);
export const giftWrapInrRange = amountRange(0, GIFT_WRAP_INR_MAX, 0, rupees);
export const giftWrapUsdRange = amountRange(0, GIFT_WRAP_USD_MAX, 0, dollars);
export const freeShippingFromInrRange = amountRange(0, FREE_SHIPPING_FROM_INR_MAX, 0, rupees);
export const freeShippingFromUsdRange = amountRange(0, FREE_SHIPPING_FROM_USD_MAX, 0, dollars);
export const shopDiscountRange = amountRange(0, SHOP_DISCOUNT_MAX_PERCENT, 2, percent);
export const profitRateRange = amountRange(0, PROFIT_RATE_MAX_PERCENT, 2, percent);
export const discountRange = amountRange(DISCOUNT_MIN_PERCENT, DISCOUNT_MAX_PERCENT, 2, percent);
export const weightRange = amountRange(WEIGHT_MIN_GRAMS, WEIGHT_MAX_GRAMS, 3, grams);
export const huidMinWeightRange = amountRange(0, HUID_MIN_WEIGHT_MAX_GRAMS, 3, grams);
export const stoneCostRange = amountRange(0, STONE_COST_MAX, 2, rupees);
export const looseStoneCostRange = amountRange(LOOSE_STONE_COST_MIN, STONE_COST_MAX, 2, rupees);

/** A metal's rate, INR per gram. */
export const metalRate = amountWithin(metalRateRange);
/** A metal's making charge (labour), INR per gram. */
export const makingCharge = amountWithin(makingChargeRange);
/** INR per 1 USD, at most 4 decimals. */
export const conversionRate = amountWithin(conversionRange);
/** Taxes and duties, %. */
export const chargePercent = amountWithin(chargeRange);
/** Insured shipping per order below the threshold, whole rupees. */
export const shippingCost = amountWithin(shippingCostRange);
/** Insured shipping per order below the threshold, whole dollars. */
export const shippingCostUsd = amountWithin(shippingCostUsdRange);
/** Gift wrap per order, whole rupees (0: free). */
export const giftWrapInr = amountWithin(giftWrapInrRange);
/** Gift wrap per order, whole dollars (0: free). */
export const giftWrapUsd = amountWithin(giftWrapUsdRange);
/** Goods (after discounts and the coupon) from which shipping is free, whole rupees. */
export const freeShippingFromInr = amountWithin(freeShippingFromInrRange);
/** The same in whole dollars. */
export const freeShippingFromUsd = amountWithin(freeShippingFromUsdRange);
/** Percent off everything in the shop. */
export const shopDiscountPercent = amountWithin(shopDiscountRange);
/** Markup on cost, %. */
export const profitRatePercent = amountWithin(profitRateRange);
/** A product or style discount, %. */
export const discountPercent = amountWithin(discountRange);
/** A weight in grams, at most 3 decimals. */
export const weightGrams = amountWithin(weightRange);
/** The weight below which a piece needs no HUID, grams. */
export const huidMinWeight = amountWithin(huidMinWeightRange);
/** An amount of money in rupees, at most 2 decimals: a stone cost. */
export const moneyAmount = amountWithin(stoneCostRange);
/** What the shop paid for a loose stone, in rupees. */
export const looseStoneCost = amountWithin(looseStoneCostRange);
