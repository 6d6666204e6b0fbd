import { type Currency, toMinor } from './money.ts';
import { toHundredths } from './product-variants.ts';

/*
 * The storefront's price and carat bands: the ranges its filter panel offers (the labels are the
 * web app's). The listing keeps each product's shown card for every band with its own floor and
 * ceiling, and for a ceiling alone (`listing_bands`, `band_cards`: decision 048), so a band
 * from this list with no metal asked for is read as quickly as the plain listing; any other range
 * is answered by the variants' walk.
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

/** What a kept band is of: a carat weight, or a price in one currency. */
export type BandKind = 'carat' | Currency;

/** A band the listing keeps cards for, in the units the database keeps (hundredths of a carat, minor units). */
export interface KeptBand {
  kind: BandKind;
  low: number;
  high: number;
}

/**
 * The bands kept as cards: every carat band and every price band (in its currency) with a ceiling,
 * a ceiling alone being the band from nothing up to it. A floor alone ("2.00 ct & over") is read
 * from the variants' cards as quickly (decision 037).
 */
export function keptBands(): KeptBand[] {
  const carats = caratRanges
    .filter((range) => range.max !== undefined)
    .map((range) => ({ kind: 'carat' as const, low: toHundredths(range.min ?? 0), high: toHundredths(range.max!) }));
  const prices = (['INR', 'USD'] as const).flatMap((currency) =>
    budgetRanges(currency)
      .filter((range) => range.max !== undefined)
      .map((range) => ({ kind: currency, low: toMinor(range.min ?? 0), high: toMinor(range.max!) })),
  );
  return [...carats, ...prices];
}
