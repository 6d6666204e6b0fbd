import type { PricingParameters } from '@facet/contracts/pricing-parameters';
import type { MetalRecord } from '@facet/contracts/metals';
import { toBasisPoints, toConversionUnits, toMilligrams, toMinor } from '@facet/contracts/money';
import { bestDiscount, type PiecePrice, priceJewellery, type StoredPricingParameters } from '@facet/contracts/pricing';
import { weightGrams, moneyAmount } from '@facet/contracts/money-inputs';
import { parseDecimal } from '../../lib/decimal-input.ts';

/*
 * The price a variant will sell at, computed in the browser with the same function the server
 * stores prices with, from the API's figures (rupees, percent) turned into its
 * integer units.
 */

export function storedPricingParametersOf(params: PricingParameters): StoredPricingParameters {
  return {
    conversion: toConversionUnits(params.conversion),
    charge: toBasisPoints(params.charge),
    shopDiscount: toBasisPoints(params.shopDiscount),
    profitRate: toBasisPoints(params.profitRate ?? 0),
  };
}

export function metalRateOf(metal: Pick<MetalRecord, 'pricePerUnit' | 'labour'>) {
  return { pricePerUnit: toMinor(metal.pricePerUnit), labour: toMinor(metal.labour) };
}

export interface PriceInputs {
  metal: Pick<MetalRecord, 'pricePerUnit' | 'labour'> | undefined;
  weight: string;
  stoneCost: string;
  /** Percent off: the product's and the ring style's, the larger applies. */
  discounts: (number | null | undefined)[];
}

/** The price in both currencies (minor units), or null while the figures are incomplete. */
export function previewPrice(inputs: PriceInputs, params: PricingParameters): PiecePrice | null {
  const weight = weightGrams.safeParse(parseDecimal(inputs.weight));
  const stoneCost = moneyAmount.safeParse(parseDecimal(inputs.stoneCost));
  if (!inputs.metal || !weight.success || !stoneCost.success || params.conversion <= 0) return null;
  return priceJewellery(
    { weightMg: toMilligrams(weight.data), metal: metalRateOf(inputs.metal), stoneCost: toMinor(stoneCost.data) },
    storedPricingParametersOf(params),
    toBasisPoints(bestDiscount(...inputs.discounts)),
  );
}

/** A plain piece to show what a rate change does: so many grams of one metal, no stones, no discount. */
export function priceOfPlainPiece(
  grams: number,
  metal: Pick<MetalRecord, 'pricePerUnit' | 'labour'>,
  params: PricingParameters,
): PiecePrice {
  return priceJewellery(
    { weightMg: toMilligrams(grams), metal: metalRateOf(metal), stoneCost: 0 },
    storedPricingParametersOf(params),
    0,
  );
}
