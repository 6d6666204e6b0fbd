import type { StoneSearchCriteria } from '../stones/stone-search-index.ts';

/*
 * The fair-price band (decision 040): where a stone's cost — and so its price, which every stone
 * makes from its cost through the same rising chain — sits among the available stones like it.
 * Like it: the same category and shape, carat within a tenth either way, colour and clarity
 * within one grade (neighbours in the lookup lists' order); itself left out. Pure arithmetic over
 * the costs the diamond search index finds (stone-search-index.ts costsOf).
 */

/** A stone as the index's numbers: list indexes, hundredths of a carat. */
export interface BandStone {
  shape: number;
  category: number;
  color: number;
  clarity: number;
  carat: number;
}

/** Which stones are like this one, as the index's search criteria. */
export function likeCriteria(stone: BandStone): StoneSearchCriteria {
  const neighbours = (index: number) => [index - 1, index, index + 1].filter((value) => value >= 0);
  return {
    shapes: [stone.shape],
    categories: [stone.category],
    colors: neighbours(stone.color),
    clarities: neighbours(stone.clarity),
    // Within 10 % either way, in whole hundredths: 9/10 and 11/10 of an integer are exact here.
    minCarat: Math.ceil((stone.carat * 9) / 10),
    maxCarat: Math.floor((stone.carat * 11) / 10),
  };
}

/** The band in costs (paise); prices are made from them by the caller. */
export interface CostBand {
  compared: number;
  /** The share of the compared stones that cost less, a whole percentage. */
  percentile: number;
  /** The 25th and 75th percentile costs (nearest rank). */
  low: number;
  high: number;
  lowest: number;
  highest: number;
}

/** The value at a percentile by nearest rank: the smallest with at least that share at or below it. */
function nearestRank(sorted: ArrayLike<number>, share: number): number {
  return sorted[Math.max(0, Math.ceil((sorted.length * share) / 100) - 1)]!;
}

/** Where `cost` sits among `sorted` (ascending); null when there is nothing to compare with. */
export function costBand(sorted: ArrayLike<number>, cost: number): CostBand | null {
  const n = sorted.length;
  if (n === 0) return null;
  let low = 0;
  let high = n;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < cost) low = middle + 1;
    else high = middle;
  }
  return {
    compared: n,
    percentile: Math.round((100 * low) / n),
    low: nearestRank(sorted, 25),
    high: nearestRank(sorted, 75),
    lowest: sorted[0]!,
    highest: sorted[n - 1]!,
  };
}
