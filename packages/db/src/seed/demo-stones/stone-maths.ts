/* The arithmetic the demo stones' figures are drawn with: a weighted pick, rounding, a value between two. */

export type Weights<T extends string> = readonly (readonly [T, number])[];

/** The entry whose share of the weights covers u ∈ [0, 1). */
export function pick<T extends string>(weights: Weights<T>, u: number): T {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let left = u * total;
  for (const [value, weight] of weights) {
    if (left < weight) return value;
    left -= weight;
  }
  return weights[weights.length - 1]![0];
}

export const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
export const between = (low: number, high: number, u: number) => low + (high - low) * u;
