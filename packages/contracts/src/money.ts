import { formatNumber, type Grouping } from './number-text.ts';

/*
 * Money, percentages, rates and weights cross the API as plain numbers in major units and are
 * stored and computed as integers: paise/cents, basis points, rate × 10,000,
 * milligrams. These helpers are the only place that converts between the two.
 */

export const MINOR_PER_MAJOR = 100;
export const BASIS_POINTS_PER_PERCENT = 100;
export const CONVERSION_SCALE = 10_000;
export const MILLIGRAMS_PER_GRAM = 1_000;

export type Currency = 'INR' | 'USD';
export const currencies = ['USD', 'INR'] as const satisfies readonly Currency[];

function scaled(value: number, scale: number): number {
  return Math.round(value * scale);
}

export const toMinor = (major: number) => scaled(major, MINOR_PER_MAJOR);
export const fromMinor = (minor: number) => minor / MINOR_PER_MAJOR;
export const toBasisPoints = (percent: number) => scaled(percent, BASIS_POINTS_PER_PERCENT);
export const fromBasisPoints = (bp: number) => bp / BASIS_POINTS_PER_PERCENT;
export const toConversionUnits = (rate: number) => scaled(rate, CONVERSION_SCALE);
export const fromConversionUnits = (units: number) => units / CONVERSION_SCALE;
export const toMilligrams = (grams: number) => scaled(grams, MILLIGRAMS_PER_GRAM);
export const fromMilligrams = (mg: number) => mg / MILLIGRAMS_PER_GRAM;

/** How each currency is written: its sign before the figure, and how the figure is grouped. */
const currencyWriting = {
  INR: { sign: '₹', grouping: 'indian' },
  USD: { sign: '$', grouping: 'western' },
} as const satisfies Record<Currency, { sign: string; grouping: Grouping }>;

/** The sign a currency is written with: "₹", "$". */
export function currencySymbol(currency: Currency): string {
  return currencyWriting[currency].sign;
}

/** An amount in major units with exactly `decimals` decimals, its sign first: "₹6,55,429", "-$1,234.50". */
function writeAmount(major: number, currency: Currency, decimals: number): string {
  const { sign, grouping } = currencyWriting[currency];
  const figure = formatNumber(major, { grouping, maximumFractionDigits: decimals, minimumFractionDigits: decimals });
  return figure.startsWith('-') ? `-${sign}${figure.slice(1)}` : `${sign}${figure}`;
}

/**
 * Formats an amount in minor units for display: a whole amount as jewellers print it, without
 * the paise or cents (₹6,55,429, $7,349: every price a shopper sees is whole, decision 018); any
 * other amount to the paisa or cent (a cost staff typed: ₹1,23,456.50, $1,234.50). Written as
 * Intl's en-IN and en-US currency formats write them (number-text.ts says why not with them).
 */
export function formatMoney(minor: number, currency: Currency): string {
  return writeAmount(fromMinor(minor), currency, minor % MINOR_PER_MAJOR === 0 ? 0 : 2);
}

/** Formats an amount as the API gives it (major units): ₹6,55,429, $7,349, ₹1,23,456.50. */
export function formatPrice(major: number, currency: Currency): string {
  return formatMoney(toMinor(major), currency);
}

/** The currency a shopper chose, remembered in this cookie; USD when none. */
export const CURRENCY_COOKIE = 'currency';

export function readCurrency(value: string | null | undefined): Currency {
  return value === 'INR' ? 'INR' : 'USD';
}
