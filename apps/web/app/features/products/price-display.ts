/*
 * Was/now prices. The "was" price is the list price before the shop's and the piece's
 * discounts (DESIGN §5); the percentage shown is worked out from the two prices the shopper
 * sees, so it always agrees with them whichever discounts made the difference.
 */

/** Whole percent off, rounded to the nearest; 0 when nothing is off. */
export function percentOff(price: number, listPrice: number): number {
  if (!(listPrice > 0) || !(price < listPrice)) return 0;
  return Math.round((1 - price / listPrice) * 100);
}

/** Whether to show a "was" price: a saving under half a percent is rounding, not a sale. */
export function isDiscounted(price: number, listPrice: number): boolean {
  return percentOff(price, listPrice) >= 1;
}
