import type { Currency } from '@facet/contracts/money';
import { budgetBands, isRangeSelected } from './collection-query.ts';

/*
 * A collection's budget (minBudget, maxBudget) is in the shopper's currency. When
 * the shopper switches currency on a filtered list, the budget follows: a ready-made band
 * becomes the same band in the other currency; any other figure is converted and rounded to
 * a figure a person would type.
 */

function roundFor(amount: number, currency: Currency): number {
  const step = currency === 'INR' ? 1_000 : 10;
  return Math.max(0, Math.round(amount / step) * step);
}

function convert(amount: number, from: Currency, to: Currency, conversion: number): number {
  if (from === to) return amount;
  return roundFor(from === 'USD' ? amount * conversion : amount / conversion, to);
}

/** The query string (with or without "?") of a page, with its budget moved from one currency to another. */
export function convertBudgetQuery(search: string, from: Currency, to: Currency, conversion: number): string {
  const params = new URLSearchParams(search);
  const read = (key: string) => {
    const raw = params.get(key);
    const value = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
    return Number.isFinite(value) ? value : undefined;
  };
  const min = read('minBudget');
  const max = read('maxBudget');
  if (from === to || (min === undefined && max === undefined) || !(conversion > 0)) return search;
  const fromBands = budgetBands(from);
  const index = fromBands.findIndex((band) => isRangeSelected(band, min, max));
  const band = index >= 0 ? budgetBands(to)[index] : undefined;
  const next = band
    ? { min: band.min, max: band.max }
    : {
        min: min === undefined ? undefined : convert(min, from, to, conversion),
        max: max === undefined ? undefined : convert(max, from, to, conversion),
      };
  params.delete('minBudget');
  params.delete('maxBudget');
  if (next.min !== undefined) params.set('minBudget', String(next.min));
  if (next.max !== undefined) params.set('maxBudget', String(next.max));
  // A different budget may have fewer pages.
  params.delete('page');
  const query = params.toString();
  return query ? `?${query}` : '';
}
