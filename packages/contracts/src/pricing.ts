import { type Currency, MILLIGRAMS_PER_GRAM, MINOR_PER_MAJOR } from './money.ts';

/*
 * The price of a piece, one pure function for the server (stored prices, checkout)
 * and the browser (the back-office's live preview). Everything is an integer: rates in paise
 * per gram, weights in milligrams, percentages in basis points, conversion as INR per USD ×
 * 10,000. The arithmetic is exact (BigInt) and rounded once, at the end, half up, to a whole
 * unit of the shopper's currency (₹6,55,429, $7,349 — decision 018), kept in minor units.
 *
 *   metal  = weight × metal rate           making = weight × labour
 *   cost   = metal + making + stone cost
 *   list   = cost × (1 + profitRate) × (1 + charge)
 *   sale   = list × (1 − shopDiscount) × (1 − best discount)
 */

/** The pricing parameters as stored: percentages in basis points, conversion as INR per USD × 10,000. */
export interface StoredPricingParameters {
  conversion: number;
  charge: number;
  shopDiscount: number;
  profitRate: number;
}

/** A metal's rate and making charge, paise per gram. */
export interface MetalRate {
  pricePerUnit: number;
  labour: number;
}

/** What a piece costs the shop: metal by weight (mg), plus its stones (paise). */
export interface PieceCost {
  weightMg: number;
  metal: MetalRate;
  stoneCost: number;
}

/** A price in minor units (paise or cents). */
export interface CurrencyPrice {
  /** What the shopper pays. */
  price: number;
  /** Before the shop's and the piece's discounts: the "was" price. Equal to price when nothing is off. */
  listPrice: number;
}

export interface PiecePrice {
  inr: CurrencyPrice;
  usd: CurrencyPrice;
}

/** The breakdown shown on product pages, each line at selling price, adding up to the price. */
export interface PriceLines {
  metal: number;
  making: number;
  stones: number;
  tax: number;
}

const ONE = 10_000n;
const MILLI = BigInt(MILLIGRAMS_PER_GRAM);
/** Minor units in a whole rupee or dollar: shoppers' prices are multiples of it. */
const WHOLE = BigInt(MINOR_PER_MAJOR);

/** Half-up division of positive integers. */
function roundDivide(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/** numerator / denominator in minor units, rounded half up to a whole unit. */
function roundToWholeUnit(numerator: bigint, denominator: bigint): bigint {
  return roundDivide(numerator, denominator * WHOLE) * WHOLE;
}

function assertRates(rates: StoredPricingParameters): void {
  if (rates.conversion <= 0) throw new RangeError('conversion must be positive');
}

/** The three cost parts in milli-paise (weight in mg × paise per gram). */
function costParts(cost: PieceCost) {
  const weight = BigInt(cost.weightMg);
  return {
    metal: weight * BigInt(cost.metal.pricePerUnit),
    making: weight * BigInt(cost.metal.labour),
    stones: BigInt(cost.stoneCost) * MILLI,
  };
}

/*
 * Every amount below is a numerator over FACTOR_DENOMINATOR: a cost in milli-paise times four
 * factors of the form (10,000 ± basis points). Dividing gives paise.
 */
const FACTOR_DENOMINATOR = MILLI * ONE * ONE * ONE * ONE;

interface Factors {
  /** (1 + profit)(1 − shop discount)(1 − discount): cost to selling price before tax. */
  preTax: bigint;
  /** The tax on that: preTax × charge. */
  tax: bigint;
  /** (1 + profit)(1 + charge): cost to list price, nothing off. */
  list: bigint;
}

function factorsOf(rates: StoredPricingParameters, discount: number): Factors {
  const profit = ONE + BigInt(rates.profitRate);
  const preTax = profit * (ONE - BigInt(rates.shopDiscount)) * (ONE - BigInt(discount));
  return {
    preTax: preTax * ONE,
    tax: preTax * BigInt(rates.charge),
    list: profit * (ONE + BigInt(rates.charge)) * ONE * ONE,
  };
}

/** paise → cents is × 10,000 / conversion: the 10,000 goes on the numerator, conversion here. */
function currencyDenominator(currency: Currency, rates: StoredPricingParameters): bigint {
  return currency === 'INR' ? FACTOR_DENOMINATOR : FACTOR_DENOMINATOR * BigInt(rates.conversion);
}

function currencyNumerator(numerator: bigint, currency: Currency): bigint {
  return currency === 'INR' ? numerator : numerator * ONE;
}

/**
 * The price of a piece of jewellery in both currencies. `discount` is the best applicable
 * discount in basis points: the larger of the product's and its ring style's.
 */
export function priceJewellery(cost: PieceCost, rates: StoredPricingParameters, discount = 0): PiecePrice {
  assertRates(rates);
  const parts = costParts(cost);
  return priceFromMilliPaise(parts.metal + parts.making + parts.stones, rates, discount);
}

/** A loose stone: its price is its cost, through the same chain. */
export function priceStone(stonePrice: number, rates: StoredPricingParameters, discount = 0): PiecePrice {
  assertRates(rates);
  return priceFromMilliPaise(BigInt(stonePrice) * MILLI, rates, discount);
}

function priceFromMilliPaise(cost: bigint, rates: StoredPricingParameters, discount: number): PiecePrice {
  const f = factorsOf(rates, discount);
  const sale = cost * (f.preTax + f.tax);
  const list = cost * f.list;
  const inCurrency = (amount: bigint, currency: Currency) =>
    Number(roundToWholeUnit(currencyNumerator(amount, currency), currencyDenominator(currency, rates)));
  return {
    inr: { price: inCurrency(sale, 'INR'), listPrice: inCurrency(list, 'INR') },
    usd: { price: inCurrency(sale, 'USD'), listPrice: inCurrency(list, 'USD') },
  };
}

/**
 * The breakdown of a piece's price in one currency: metal value, making charges, stone value
 * and tax, each at selling price (markup and discounts spread in proportion, so neither raw
 * costs nor the margin show). The lines are whole units like the price and add up exactly to
 * it: each is rounded down and the units left over go to the lines with the largest remainders.
 */
export function breakDownPrice(
  cost: PieceCost,
  rates: StoredPricingParameters,
  discount: number,
  currency: Currency,
): { price: number; lines: PriceLines } {
  assertRates(rates);
  const parts = costParts(cost);
  const f = factorsOf(rates, discount);
  // Whole units: every line and the price are counted in rupees or dollars, then kept in minor units.
  const denominator = currencyDenominator(currency, rates) * WHOLE;
  const total = parts.metal + parts.making + parts.stones;
  const exact: [keyof PriceLines, bigint][] = [
    ['metal', currencyNumerator(parts.metal * f.preTax, currency)],
    ['making', currencyNumerator(parts.making * f.preTax, currency)],
    ['stones', currencyNumerator(parts.stones * f.preTax, currency)],
    ['tax', currencyNumerator(total * f.tax, currency)],
  ];
  const price = roundDivide(
    exact.reduce((sum, [, amount]) => sum + amount, 0n),
    denominator,
  );
  const floors = exact.map(([line, amount]) => ({ line, floor: amount / denominator, rest: amount % denominator }));
  let left = price - floors.reduce((sum, entry) => sum + entry.floor, 0n);
  const byRemainder = [...floors].sort((a, b) => (a.rest === b.rest ? 0 : a.rest > b.rest ? -1 : 1));
  for (const entry of byRemainder) {
    if (left <= 0n) break;
    entry.floor += 1n;
    left -= 1n;
  }
  const lines = Object.fromEntries(
    floors.map((entry) => [entry.line, Number(entry.floor * WHOLE)]),
  ) as unknown as PriceLines;
  return { price: Number(price * WHOLE), lines };
}

/** The discount that applies to a variant: the larger of its product's and its ring style's. */
export function bestDiscount(...discounts: (number | null | undefined)[]): number {
  return Math.max(0, ...discounts.map((d) => d ?? 0));
}

/** Picks the figure of one currency from a price in both. */
export function inCurrency(price: PiecePrice, currency: Currency): CurrencyPrice {
  return currency === 'INR' ? price.inr : price.usd;
}
