import { currencySymbol, formatMoney, formatPrice } from '@facet/contracts/money';
import { formatIndianNumber } from '@facet/contracts/number-text';

/*
 * How the web app writes money, weights, counts and dates: the one place for it. Prices read
 * the same as in the shop's messages (contracts' money helpers): whole amounts without paise or
 * cents (₹6,45,532, every price), others to the paisa (a cost staff typed: ₹6,45,531.83).
 */

export { currencySymbol, formatMoney, formatPrice };

export function formatRupees(major: number): string {
  return formatPrice(major, 'INR');
}

export function formatDollars(major: number): string {
  return formatPrice(major, 'USD');
}

/** "₹6,45,532 – ₹7,10,000" from the rounded ends, one figure when they agree, "—" without prices. */
export function formatPriceRange(from: number | null, to: number | null): string {
  if (from === null || to === null) return '—';
  const [low, high] = [formatPrice(Math.round(from), 'INR'), formatPrice(Math.round(to), 'INR')];
  return low === high ? low : `${low} – ${high}`;
}

/*
 * Was/now prices. The "was" price is the list price before the shop's and the piece's
 * discounts; the percentage shown is worked out from the two prices the shopper sees, so it
 * always agrees with them whichever discounts made the difference.
 */

/** Whole percent off, rounded to the nearest; 0 when nothing is off. */
export function percentOff(price: number, listPrice: number): number {
  if (!(listPrice > 0) || !(price < listPrice)) return 0;
  return Math.round((1 - price / listPrice) * 100);
}

/** Whether to show a "was" price: a saving under half a percent is rounding, not a sale. */
export function isDiscounted(price: number, listPrice: number): boolean {
  return percentOff(price, listPrice) >= 1;
}

/**
 * Grams to two places, as a jeweller's scale shows them (the shop); `exact` shows the milligrams
 * staff typed (the back-office).
 */
export function formatGrams(grams: number, { exact = false } = {}): string {
  return `${exact ? formatIndianNumber(grams) : grams.toFixed(2)} g`;
}

/** "1.5" → "1.50 ct", as jewellers write carat weights. */
export function formatCarat(carat: number): string {
  return `${carat.toFixed(2)} ct`;
}

/** Millimetres without needless zeros: 1.8 → "1.8 mm", 2 → "2 mm". */
export function formatMillimetres(mm: number): string {
  return `${Number(mm.toFixed(2))} mm`;
}

/** A count with Indian grouping: 1,23,456. */
export const formatCount = formatIndianNumber;

/** "1 variant", "1,200 variants", "3 people" (give the plural when it is not the word + s). */
export function plural(value: number, one: string, many = `${one}s`): string {
  return `${formatCount(value)} ${value === 1 ? one : many}`;
}

/* Dates and times in the shop's own time zone, IST, named: see shop-time.ts. */
export { formatDate, formatDateTime } from '@facet/contracts/shop-time';

/** Title case for headings: "laboratory-grown diamonds" → "Laboratory-Grown Diamonds". */
export function titleCase(text: string): string {
  return text.replace(/(^|[\s-])(\p{Ll})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());
}
