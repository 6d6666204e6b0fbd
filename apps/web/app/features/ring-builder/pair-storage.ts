import { useSyncExternalStore } from 'react';

/*
 * The pair (docs/product.md, "Ring builder"): the setting's variant SKU and the stone's SKU the
 * shopper is building a ring from, kept in the browser's localStorage under `pair_setting` and
 * `pair_stone` so the ring survives a reload, a closed tab and a walk through other pages. Every
 * change is announced: to this tab by an event of our own (localStorage's `storage` event reaches
 * only the other tabs), to the others by the browser.
 */

export const PAIR_SETTING_KEY = 'pair_setting';
export const PAIR_STONE_KEY = 'pair_stone';
const CHANGE_EVENT = 'facet:pair-change';

export type PairHalf = 'setting' | 'stone';
export interface Pair {
  /** The setting's variant SKU, or null when none is chosen. */
  setting: string | null;
  /** The loose stone's SKU, or null when none is chosen. */
  stone: string | null;
}

const keyOf: Record<PairHalf, string> = { setting: PAIR_SETTING_KEY, stone: PAIR_STONE_KEY };
const EMPTY: Pair = { setting: null, stone: null };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off: the builder then works for this page only.
    return null;
  }
}

function readKey(key: string): string | null {
  try {
    const value = storage()?.getItem(key)?.trim();
    // A SKU is at most 200 characters; anything else put there is not ours.
    return value && value.length <= 200 ? value : null;
  } catch {
    return null;
  }
}

function announce() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The pair as stored now (both null on the server). */
export function readPair(): Pair {
  return { setting: readKey(PAIR_SETTING_KEY), stone: readKey(PAIR_STONE_KEY) };
}

/** Keeps one half of the pair. */
export function writePairHalf(half: PairHalf, sku: string): void {
  try {
    storage()?.setItem(keyOf[half], sku);
  } catch {
    // Full or switched off: nothing to keep it in.
  }
  announce();
}

export const writePairSetting = (sku: string) => writePairHalf('setting', sku);
export const writePairStone = (sku: string) => writePairHalf('stone', sku);

/** Forgets one half of the pair. */
export function clearPairHalf(half: PairHalf): void {
  try {
    storage()?.removeItem(keyOf[half]);
  } catch {
    // Nothing stored, nothing to forget.
  }
  announce();
}

/** Forgets the whole pair. */
export function clearPair(): void {
  try {
    storage()?.removeItem(PAIR_SETTING_KEY);
    storage()?.removeItem(PAIR_STONE_KEY);
  } catch {
    // As above.
  }
  announce();
}

// useSyncExternalStore wants the same object for the same pair.
let snapshot: Pair = EMPTY;
function currentPair(): Pair {
  const next = readPair();
  if (next.setting !== snapshot.setting || next.stone !== snapshot.stone) snapshot = next;
  return snapshot;
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === PAIR_SETTING_KEY || event.key === PAIR_STONE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, listener);
  };
}

/**
 * The pair, following changes made on this page and in other tabs. Empty in the server's HTML
 * and during hydration (the server cannot see localStorage), then the stored pair.
 */
export function usePair(): Pair {
  return useSyncExternalStore(subscribe, currentPair, () => EMPTY);
}

/** Whether a ring is being built: either half chosen. */
export function isPairInProgress(pair: Pair): boolean {
  return pair.setting !== null || pair.stone !== null;
}
