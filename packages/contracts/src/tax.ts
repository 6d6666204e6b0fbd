import { MINOR_PER_MAJOR } from './money.ts';

/*
 * GST inside tax-inclusive amounts, per line (decision 023). Every price a shopper sees already
 * includes the GST of the thing's tax class; what is charged is worked back out of it, line by
 * line, at the line's own rate:
 *
 *   tax      = 2 × half,  half = amount × (rate / 2) / (1 + rate), rounded half up to a minor unit
 *   taxable  = amount − tax
 *
 * Two equal halves because within the shop's own state the tax is CGST + SGST, half each; IGST
 * elsewhere is their sum, so the line's tax is the same whichever applies. A coupon is spread over
 * the lines in proportion to what each costs (largest remainder, so the shares add up to it
 * exactly); shipping is part of the same supply as the goods and is taxed at the rate of the
 * principal line (the one that costs most). All amounts are minor units of one currency.
 */

const ONE = 10_000n;

/** numerator / denominator for non-negative integers, rounded half up. */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/** The GST included in a tax-inclusive `amount` at `rateBp` basis points: two equal halves. */
export function includedTax(amount: number, rateBp: number): number {
  if (amount <= 0 || rateBp <= 0) return 0;
  const half = roundHalfUp(BigInt(amount) * BigInt(rateBp), 2n * (ONE + BigInt(rateBp)));
  return Number(2n * half);
}

/**
 * `total` shared out in proportion to `weights` (non-negative integers), each share a whole minor
 * unit: rounded down, then the units left over go to the largest remainders (the earlier line on
 * a tie). The shares add up to `total` exactly.
 */
export function spread(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const exact = weights.map((weight) => BigInt(total) * BigInt(weight));
  const shares = exact.map((value) => value / BigInt(sum));
  let left = BigInt(total) - shares.reduce((a, b) => a + b, 0n);
  const order = exact
    .map((value, index) => ({ index, rest: value % BigInt(sum) }))
    .sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of order) {
    if (left <= 0n) break;
    shares[index]! += 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/** A line as tax sees it: what it costs after the item discounts (all its units), and its rate. */
export interface TaxableLine {
  amount: number;
  rateBp: number;
}

/** A line's share of an order: after its part of the coupon, with the tax included in it. */
export interface TaxedLine {
  /** What the buyer pays for the line: its amount less its part of the coupon. */
  amount: number;
  rateBp: number;
  /** The GST included in `amount`. */
  tax: number;
  /** `amount` − `tax`: the taxable value. */
  taxable: number;
}

export interface TaxedOrder {
  lines: TaxedLine[];
  /** Shipping as a line of the same supply, at the principal line's rate (`index` of that line). */
  shipping: TaxedLine & { principal: number };
  /** Σ of every line's tax, shipping included: minor units, not rounded further. */
  tax: number;
}

/** The line that costs most (the first of equals): its class is the supply's. */
export function principalLine(lines: readonly TaxableLine[]): number {
  return lines.reduce((best, line, index) => (line.amount > lines[best]!.amount ? index : best), 0);
}

function taxed(amount: number, rateBp: number): TaxedLine {
  const tax = includedTax(amount, rateBp);
  return { amount, rateBp, tax, taxable: amount - tax };
}

/** Minor units rounded half up to a whole rupee or dollar (how figures reach the shopper). */
export function toWholeUnit(amount: number): number {
  return Number(roundHalfUp(BigInt(amount), BigInt(MINOR_PER_MAJOR))) * MINOR_PER_MAJOR;
}

/**
 * The tax inside an order or a bag: `couponDiscount` spread over the lines, each line's GST at its
 * own rate, and shipping's at the principal line's.
 */
export function taxOrder(lines: readonly TaxableLine[], couponDiscount: number, shipping: number): TaxedOrder {
  const coupon = spread(
    couponDiscount,
    lines.map((line) => line.amount),
  );
  const taxedLines = lines.map((line, index) => taxed(line.amount - coupon[index]!, line.rateBp));
  const principal = lines.length === 0 ? 0 : principalLine(lines);
  const shippingLine = { ...taxed(shipping, lines[principal]?.rateBp ?? 0), principal };
  return {
    lines: taxedLines,
    shipping: shippingLine,
    tax: taxedLines.reduce((sum, line) => sum + line.tax, 0) + shippingLine.tax,
  };
}

/**
 * An export: zero-rated, so the GST a price includes is taken off. What comes off in all is the
 * Indian tax to a whole unit (the shopper's figures are whole); it is taken from the lines in
 * proportion to the tax each included, so the lines still add up to what is charged.
 */
export function zeroRated(order: TaxedOrder): TaxedOrder & { removed: number } {
  const removed = toWholeUnit(order.tax);
  const all = [...order.lines, order.shipping];
  const shares = spread(
    removed,
    all.map((line) => line.tax),
  );
  const untaxed = all.map((line, index) => {
    const amount = line.amount - shares[index]!;
    return { amount, rateBp: 0, tax: 0, taxable: amount };
  });
  return {
    lines: untaxed.slice(0, -1),
    shipping: { ...untaxed.at(-1)!, principal: order.shipping.principal },
    tax: 0,
    removed,
  };
}

/** One rate when every line shares it (what "includes 3 % GST" can say), otherwise null. */
export function sharedRate(lines: readonly Pick<TaxableLine, 'rateBp'>[]): number | null {
  const rates = new Set(lines.map((line) => line.rateBp));
  return rates.size === 1 ? [...rates][0]! : null;
}

/**
 * An amount in paise: rupees as they are, dollars (cents) at `conversion` (INR per USD × 10,000),
 * rounded half up to a paisa. Documents and tax rules reckon in rupees.
 */
export function inRupees(amount: number, currency: 'INR' | 'USD', conversion: number): number {
  if (currency === 'INR') return amount;
  return Number(roundHalfUp(BigInt(amount) * BigInt(conversion), ONE));
}

/** Whether an order needs the buyer's PAN (or Form 60): delivered in India, its total in rupees above `panAbove` (paise). */
export function panRequired(
  order: { delivery: 'india' | 'export'; total: number; currency: 'INR' | 'USD'; conversion: number },
  panAbove: number,
): boolean {
  return order.delivery === 'india' && inRupees(order.total, order.currency, order.conversion) > panAbove;
}

/** "Includes ₹1,200 GST (3 %)": the rate when every line shares one, otherwise the amount alone. */
export function gstIncludedText(amount: string, taxPercent: number | null): string {
  return taxPercent === null ? `Includes ${amount} GST` : `Includes ${amount} GST (${taxPercent} %)`;
}
