import type { MetalRecord } from '@facet/contracts/metals';

/** A piece to show what a rate change does: 4 g of a metal, no stones, no discount. */
export const EXAMPLE_GRAMS = 4;

/** The metal of the example piece when the change is not about one metal. */
export function referenceMetal(metals: readonly MetalRecord[]): MetalRecord | undefined {
  return metals.find((metal) => metal.name === 'Yellow Gold') ?? metals[0];
}
