import type { Currency } from './money.ts';

/*
 * The storefront's price and carat bands: the ranges its filter panel offers (the labels are the
 * web app's). The listing keeps each product's shown card for every band with its own floor and
 * ceiling, and for a ceiling alone (`listing_bands`, `band_cards`: decision 048), so a band
 * from this list with no metal asked for is read as quickly as the plain listing; any other range
 * is answered by the variants' walk. Which bands are kept is listing-kept-bands.ts; this module
 * stays light, for the browser's filter panel.
 */

export interface Range {
  min?: number;
  max?: number;
}

/** Price band edges in each currency: round figures a shopper thinks in. */
const budgetSteps: Record<Currency, readonly number[]> = {
  USD: [500, 1_000, 2_500, 5_000],
  INR: [50_000, 1_00_000, 2_50_000, 5_00_000],
};

/** The price bands of a currency: under the first edge, between each two, and over the last. */
export function budgetRanges(currency: Currency): Range[] {
  const steps = budgetSteps[currency];
  return [
    { max: steps[0] },
    ...steps.slice(1).map((max, index) => ({ min: steps[index], max })),
    { min: steps[steps.length - 1] },
  ];
}

/** Carat bands as jewellers label them: each stops a hundredth below the next. */
export const caratRanges: readonly Range[] = [
  { max: 0.49 },
  { min: 0.5, max: 0.99 },
  { min: 1, max: 1.49 },
  { min: 1.5, max: 1.99 },
  { min: 2 },
];
