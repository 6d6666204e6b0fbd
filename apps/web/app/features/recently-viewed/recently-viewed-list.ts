import { RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_SKU_MAX_LENGTH } from '@facet/contracts/recently-viewed-limits';

/*
 * Recently viewed (decision 045): the pieces and stones this browser has shown, kept in
 * localStorage under `recently_viewed` and nowhere else — no cookie, nothing sent but the SKUs
 * the row prices. Newest first, at most RECENTLY_VIEWED_MAX, one entry per piece (the variant
 * seen last: a ring seen in white then yellow gold is the yellow gold one) and per stone.
 * Storage may be refused (private windows) or hold anything (another version, another tab, a
 * hand): what cannot be read is left out, and nothing here throws. The entries are checked by
 * hand, not by a schema library: the row loads on pages whose first load has no zod, and must
 * not bring it.
 */

export const RECENTLY_VIEWED_KEY = 'recently_viewed';

/** One thing seen: a piece by its variant's SKU (and its product, one entry per piece), or a stone by stock number. */
export type ViewedEntry =
  { kind: 'product'; sku: string; product: number; at: number } | { kind: 'stone'; sku: string; at: number };

const isSku = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= RECENTLY_VIEWED_SKU_MAX_LENGTH;
const isWhole = (value: unknown, least: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= least;

/** The entry `item` reads as (only its own fields kept), or null when it is not one. */
function asEntry(item: unknown): ViewedEntry | null {
  if (typeof item !== 'object' || item === null) return null;
  const { kind, sku, product, at } = item as Record<string, unknown>;
  if (!isSku(sku) || !isWhole(at, 0)) return null;
  if (kind === 'product') return isWhole(product, 1) ? { kind, sku, product, at } : null;
  if (kind === 'stone') return { kind, sku, at };
  return null;
}

/** What a page is showing: the entry it records, and what its row leaves out. */
export type Viewed = { kind: 'product'; sku: string; product: number } | { kind: 'stone'; sku: string };

/** The same piece (any of its variants) or the same stone (stock numbers are one whatever their case). */
export function isSameItem(a: Viewed, b: Viewed): boolean {
  if (a.kind === 'product' && b.kind === 'product') return a.product === b.product;
  if (a.kind === 'stone' && b.kind === 'stone') return a.sku.toLowerCase() === b.sku.toLowerCase();
  return false;
}

/** Newest first, each piece and stone once (its newest entry), at most the cap. */
function tidy(entries: readonly ViewedEntry[]): ViewedEntry[] {
  const newestFirst = [...entries].sort((a, b) => b.at - a.at);
  const kept: ViewedEntry[] = [];
  for (const entry of newestFirst) {
    if (kept.length >= RECENTLY_VIEWED_MAX) break;
    if (!kept.some((other) => isSameItem(other, entry))) kept.push(entry);
  }
  return kept;
}

/** The stored list: what reads as an entry is kept, anything else (bad JSON, an old shape) left out. */
export function parseRecentlyViewed(raw: string | null): ViewedEntry[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return tidy(value.flatMap((item) => asEntry(item) ?? []));
}

/** The list after `viewed` was seen at `at`: first, in place of any earlier entry of the same piece or stone. */
export function withViewed(list: readonly ViewedEntry[], viewed: Viewed, at: number): ViewedEntry[] {
  const entry: ViewedEntry =
    viewed.kind === 'product'
      ? { kind: 'product', sku: viewed.sku, product: viewed.product, at }
      : { kind: 'stone', sku: viewed.sku, at };
  return tidy([entry, ...list.filter((other) => !isSameItem(other, viewed))]);
}

/** The list without the piece or stone the page shows (none on the home page). */
export function leavingOut(list: readonly ViewedEntry[], current: Viewed | undefined): ViewedEntry[] {
  return current ? list.filter((entry) => !isSameItem(entry, current)) : [...list];
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Refused by the browser's privacy settings: nothing is remembered.
    return undefined;
  }
}

export function readRecentlyViewed(): ViewedEntry[] {
  try {
    return parseRecentlyViewed(storage()?.getItem(RECENTLY_VIEWED_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Remembers that `viewed` was seen now; the list as it then is. */
export function recordView(viewed: Viewed, at = Date.now()): ViewedEntry[] {
  const list = withViewed(readRecentlyViewed(), viewed, at);
  try {
    storage()?.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
  } catch {
    // Full or refused: the page goes on without remembering.
  }
  return list;
}

/** Forgets everything seen (the row's "Clear"). */
export function clearRecentlyViewed(): void {
  try {
    storage()?.removeItem(RECENTLY_VIEWED_KEY);
  } catch {
    // Refused: there was nothing kept either.
  }
}
