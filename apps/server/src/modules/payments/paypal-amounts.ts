/*
 * Our amounts are integer cents; PayPal's are decimal strings ("1234.50"). Both ways are string
 * and integer work only: a floating-point step could turn 0.29 dollars into 28 cents.
 */

/** 12345 → "123.45"; 5 → "0.05". */
export function centsToPaypalValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount in cents: ${cents}`);
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

// Digits, then at most two decimals: no sign, exponent, spaces or thousands separators.
const plainDecimal = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "123.45" → 12345; null for anything that is not a plain decimal with at most two places. */
export function paypalValueToCents(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = plainDecimal.exec(value);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
