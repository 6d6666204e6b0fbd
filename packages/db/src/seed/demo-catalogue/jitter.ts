/*
 * Figures that look random but are the same on every run: each is derived from a string that
 * names what it is for (a stone, a piece's weight), so seeding twice gives the same catalogue.
 */

/** A number in [0, 1) from a string (FNV-1a). */
export function hashUnit(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
}

/** A factor within ±spread of 1. */
export function jitter(seed: string, spread: number): number {
  return 1 + (hashUnit(seed) * 2 - 1) * spread;
}
