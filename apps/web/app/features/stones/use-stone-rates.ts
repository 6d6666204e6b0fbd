import type { StoredPricingParameters } from '@facet/contracts/pricing';
import { useRootData } from '../../lib/root-data.ts';
import { stonePricingOf } from './stone-price.ts';

/** The pricing parameters the stone form previews its selling price with, or null while they are not all known. */
export function useStoneRates(): StoredPricingParameters | null {
  const root = useRootData();
  return root ? stonePricingOf(root.pricing) : null;
}
