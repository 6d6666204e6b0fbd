/*
 * Recently viewed's limits (decision 045), in a file of their own without zod: the browser's row
 * reads them at idle time, and a page that shows the row must not download the validation library
 * for two numbers. recently-viewed.ts builds the read's query schema from the same numbers.
 */

/** How many pieces and stones the browser remembers, and how many of each the read accepts. */
export const RECENTLY_VIEWED_MAX = 12;

/** The longest SKU or stock number the browser keeps and the read accepts. */
export const RECENTLY_VIEWED_SKU_MAX_LENGTH = 200;
