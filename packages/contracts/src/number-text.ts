/*
 * Numbers and days written out as the shop prints them: Indian grouping for rupees and counts
 * (12,34,567.5), Western for dollars (1,234,567.5), days in English words. Written by hand, not
 * with Intl: a browser page's first Intl.NumberFormat or DateTimeFormat loads the locale data
 * into its renderer, 40–90 ms of the main thread on this machine and four times that on a phone,
 * and every storefront page shows a price or a count while it hydrates (decision 036). The text
 * is exactly what Intl writes for these locales, digit for digit (number-text.test.ts compares
 * the two over many values): the number as JavaScript writes it shortest, rounded half away from
 * zero, with a minus sign on any negative value, zero included.
 */

export type Grouping = 'indian' | 'western';

export interface NumberStyle {
  grouping: Grouping;
  maximumFractionDigits: number;
  /** Decimals always written, zeros if need be (2 for an amount to the paisa); 0 unless given. */
  minimumFractionDigits?: number;
}

/** |value|'s integer and fraction digits, from the shortest text that reads back as it ("1.005", "1e-7"). */
function decimalParts(magnitude: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = String(magnitude).split('e');
  const [integer = '0', decimals = ''] = mantissa.split('.');
  const digits = integer + decimals;
  const point = integer.length + Number(exponent);
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { whole: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/** A string of decimal digits plus one, carried as far as it goes ("0999" → "1000"). */
function incremented(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** "1234567" → "12,34,567" (Indian) or "1,234,567" (Western). */
function grouped(whole: string, grouping: Grouping): string {
  if (whole.length <= 3) return whole;
  const last = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const size = grouping === 'indian' ? 2 : 3;
  const groups: string[] = [];
  for (let end = rest.length; end > 0; end -= size) groups.unshift(rest.slice(Math.max(0, end - size), end));
  return `${groups.join(',')},${last}`;
}

/** A number with its grouping and decimals; the minus sign first when negative ("-12,34,567.5"). */
export function formatNumber(value: number, style: NumberStyle): string {
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return `${sign}∞`;
  const { maximumFractionDigits: most, minimumFractionDigits: least = 0 } = style;
  let { whole, fraction } = decimalParts(Math.abs(value));
  if (fraction.length > most) {
    const roundUp = fraction.charCodeAt(most) >= '5'.charCodeAt(0);
    const kept = whole + fraction.slice(0, most);
    const rounded = roundUp ? incremented(kept).padStart(kept.length, '0') : kept;
    whole = rounded.slice(0, rounded.length - most);
    fraction = rounded.slice(rounded.length - most);
  }
  whole = whole.replace(/^0+(?=\d)/, '');
  fraction = fraction.replace(/0+$/, '').padEnd(least, '0');
  return `${sign}${grouped(whole, style.grouping)}${fraction ? `.${fraction}` : ''}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Any number as en-IN writes it: Indian grouping, up to three decimals (1,23,456.789; counts, grams, limits). */
export function formatIndianNumber(value: number): string {
  return formatNumber(value, { grouping: 'indian', maximumFractionDigits: 3 });
}

/** The month's name: 1 → "January". */
export function monthName(month: number): string {
  return MONTHS[month - 1] ?? String(month);
}

/** As British English shortens a month ("Sept", as Intl's en-GB writes it; the others their first three letters). */
export function shortMonthName(month: number): string {
  const name = monthName(month);
  return name === 'September' ? 'Sept' : name.slice(0, 3);
}

/** A calendar day written YYYY-MM-DD, read as numbers. */
export function dayParts(day: string): { year: number; month: number; date: number } {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), date: Number(day.slice(8, 10)) };
}
