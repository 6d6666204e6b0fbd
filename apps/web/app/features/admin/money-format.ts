import type { MetalName } from '@facet/contracts/lookups';
import { metals } from '@facet/contracts/lookups';
import { formatPrice } from '@facet/contracts/money';

/*
 * How the back-office writes rupees and dollars: lists round to the rupee (₹6,45,532), detail
 * tables show the paise the price has (₹6,45,531.83).
 */

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const grams = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

export function formatWholeRupees(major: number): string {
  return wholeRupees.format(major);
}

export function formatRupees(major: number): string {
  return formatPrice(major, 'INR');
}

export function formatDollars(major: number): string {
  return dollars.format(major);
}

export function formatGrams(value: number): string {
  return `${grams.format(value)} g`;
}

export function formatPriceRange(from: number | null, to: number | null): string {
  if (from === null || to === null) return '—';
  return Math.round(from) === Math.round(to)
    ? formatWholeRupees(from)
    : `${formatWholeRupees(from)} – ${formatWholeRupees(to)}`;
}

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** Dates in the shop's own time zone, so the server's render and the browser's agree. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function swatchOf(metal: string): string {
  return metals.find((m) => m.name === (metal as MetalName))?.swatch ?? '#d9d9d9';
}
