import { budgetRanges, caratRanges } from './listing-bands.ts';
import { type Currency, toMinor } from './money.ts';
import { toHundredths } from './product-variants.ts';

/*
 * The storefront bands the listing keeps cards for, in the database's units. Apart from the
 * bands themselves (listing-bands.ts) so that the browser's filter panel does not load the
 * carat and money conversions it never uses.
 */

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
