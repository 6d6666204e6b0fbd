/*
 * The bag's limits and the engraving's alphabet, without zod: the storefront's "Add to bag"
 * form states and checks them as the shopper types, and bag.ts builds its schemas from them.
 */

export const BAG_QUANTITY_MAX = 10;
/** Lines in one bag: more than any order needs, bounded for the database. */
export const BAG_LINES_MAX = 30;
export const ENGRAVING_MAX = 20;

/** Letters (any script), digits, spaces and a few symbols an engraver can cut. */
export const ENGRAVING_SYMBOLS = "& . , ' - + ♥ ∞";
export const ENGRAVING_PATTERN = /^[\p{L}\p{M}\p{N} &.,'’+♥∞-]*$/u;

/**
 * How many items lines hold: pieces on their own by quantity, a built ring (a setting and its
 * stone, two lines sharing a pair id) once — the one way the header, the bag, checkout, My
 * orders and the e-mails count (the database's `itemCountSql` says the same).
 */
export function countItems(lines: readonly { pairId: string | null; quantity: number }[]): number {
  const pairs = new Set(lines.map((line) => line.pairId).filter((pairId) => pairId !== null));
  return lines.filter((line) => line.pairId === null).reduce((n, line) => n + line.quantity, pairs.size);
}
