import { z } from './zod.ts';

/** Validation of amounts entered by staff: money, percentages, rates and weights (DESIGN §3). */

function hasAtMostDecimals(value: number, decimals: number): boolean {
  const factor = 10 ** decimals;
  return Math.abs(Math.round(value * factor) - value * factor) < 1e-6;
}

/** A finite number with at most `decimals` decimals. */
export function decimalNumber(decimals: number) {
  return z
    .number()
    .refine(Number.isFinite, 'must be a number')
    .refine((v) => hasAtMostDecimals(v, decimals), `must have at most ${decimals} decimals`);
}

/** An amount of money in major units (rupees), at most 2 decimals. */
export const moneyAmount = decimalNumber(2).pipe(z.number().min(0).max(100_000_000));
/** A rate or fee in rupees (per gram, per parcel): up to ₹1 crore, what the paise columns hold. */
export const rateAmount = decimalNumber(2).pipe(z.number().min(0).max(10_000_000));
/** A percentage such as 3 for 3 %, at most 2 decimals. */
export const percentage = decimalNumber(2).pipe(z.number().min(0).max(100));
/** INR per 1 USD, at most 4 decimals. */
export const conversionRate = decimalNumber(4).pipe(z.number().gt(0).max(100_000));
/** A weight in grams, at most 3 decimals. */
export const weightGrams = decimalNumber(3).pipe(z.number().gt(0).max(100_000));
