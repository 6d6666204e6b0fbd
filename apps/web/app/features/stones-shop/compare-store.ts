import { useSyncExternalStore } from 'react';

/*
 * The stones a shopper is comparing, kept in the browser (localStorage `compare_stones`) so the
 * choice survives a reload and follows them between the list and the stone pages. Up to four:
 * side by side, more would not fit a screen. The compare page itself reads its URL
 * (/compare?skus=…), so a comparison can be shared; this list is how that URL is built.
 */

export const COMPARE_KEY = 'compare_stones';
export const MAX_COMPARE = 4;
export const COMPARE_FULL_MESSAGE = 'You can compare up to four stones. Remove one to add another.';

export interface ComparedStone {
  sku: string;
  /** Shown in the compare bar without asking the server. */
  name: string;
  stoneShape: string;
}

const EMPTY: readonly ComparedStone[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; list: readonly ComparedStone[] } = { raw: null, list: EMPTY };

function isComparedStone(value: unknown): value is ComparedStone {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.sku === 'string' && typeof entry.name === 'string' && typeof entry.stoneShape === 'string';
}

/** What is stored, tolerating anything else another tab or an old version left there. */
export function parseCompared(raw: string | null): readonly ComparedStone[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    const seen = new Set<string>();
    const list: ComparedStone[] = [];
    for (const entry of value) {
      if (!isComparedStone(entry) || seen.has(entry.sku)) continue;
      seen.add(entry.sku);
      list.push({ sku: entry.sku, name: entry.name, stoneShape: entry.stoneShape });
    }
    return list.slice(0, MAX_COMPARE);
  } catch {
    return EMPTY;
  }
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be refused (privacy settings): comparing then lasts for the page only.
    return undefined;
  }
}

let memory: string | null = null;

function readRaw(): string | null {
  const store = storage();
  return store ? store.getItem(COMPARE_KEY) : memory;
}

export function readCompared(): readonly ComparedStone[] {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, list: parseCompared(raw) };
  return cached.list;
}

function write(list: readonly ComparedStone[]): void {
  const raw = JSON.stringify(list);
  const store = storage();
  try {
    if (store) store.setItem(COMPARE_KEY, raw);
    else memory = raw;
  } catch {
    memory = raw;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's changes.
  const onStorage = (event: StorageEvent) => {
    if (event.key === COMPARE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stones being compared; none in the server's HTML (the list lives in the browser). */
export function useCompared(): readonly ComparedStone[] {
  return useSyncExternalStore(subscribe, readCompared, () => EMPTY);
}

/** Adds a stone; refused (false) when four are already chosen. */
export function addToCompare(stone: ComparedStone): boolean {
  const list = readCompared();
  if (list.some((entry) => entry.sku === stone.sku)) return true;
  if (list.length >= MAX_COMPARE) return false;
  write([...list, { sku: stone.sku, name: stone.name, stoneShape: stone.stoneShape }]);
  return true;
}

export function removeFromCompare(sku: string): void {
  write(readCompared().filter((entry) => entry.sku !== sku));
}

export function clearCompare(): void {
  write([]);
}

/** The compare page for these stones. */
export function compareHref(skus: readonly string[]): string {
  return skus.length > 0 ? `/compare?skus=${skus.map(encodeURIComponent).join(',')}` : '/compare';
}

/** The SKUs a compare URL names: at most four, each once, in order. */
export function readCompareSkus(value: string | null): string[] {
  if (!value) return [];
  const skus = value
    .split(',')
    .map((sku) => sku.trim())
    .filter((sku) => sku.length > 0 && sku.length <= 64);
  return [...new Set(skus)].slice(0, MAX_COMPARE);
}
