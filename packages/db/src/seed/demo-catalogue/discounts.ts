import type { RingStyleName } from '@facet/contracts/lookups';

/* The demo catalogue's discounts: two named product discounts and one ring-style discount. */

export type DemoDiscountName = 'Festive Edit' | 'Last Pieces';

/** Product discounts, in percent (stored in basis points). */
export const demoDiscounts: readonly { name: DemoDiscountName; percent: number }[] = [
  { name: 'Festive Edit', percent: 10 },
  { name: 'Last Pieces', percent: 20 },
];

/** Style discounts, in percent: every variant of the style gets it unless its product's is larger. */
export const demoStyleDiscounts: readonly { style: RingStyleName; percent: number }[] = [
  { style: 'Vintage', percent: 15 },
];
