import type { PricingParameters } from '@facet/contracts/pricing-parameters';
import { toMinor } from '@facet/contracts/money';
import { looseStoneCost } from '@facet/contracts/money-inputs';
import { type PiecePrice, priceStone, type StoredPricingParameters } from '@facet/contracts/pricing';
import { parseDecimal } from '../../lib/decimal-input.ts';
import { storedPricingParametersOf } from '../pricing/live-price.ts';

/*
 * The price a stone will sell at, worked out in the browser as it is typed, with the function
 * the server prices stones with (a stone's price is its cost through the same chain as
 * jewellery: docs/product.md, "Prices and rounding").
 *
 * The chain needs the markup (profitRate), which the stone staff read like the jewellery staff
 * (decision 007).
 */

/** The stored pricing parameters for a stone's price, or null when they are not all known. */
export function stonePricingOf(params: PricingParameters): StoredPricingParameters | null {
  if (params.conversion <= 0 || params.profitRate === undefined) return null;
  return storedPricingParametersOf(params);
}

/** The selling price in both currencies (minor units) of a cost as typed, or null while it is not a cost. */
export function previewStonePrice(costText: string, rates: StoredPricingParameters | null): PiecePrice | null {
  if (!rates) return null;
  const cost = looseStoneCost.safeParse(parseDecimal(costText));
  if (!cost.success) return null;
  return priceStone(toMinor(cost.data), rates);
}
