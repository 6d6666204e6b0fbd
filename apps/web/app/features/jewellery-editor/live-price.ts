import type { PricingParams } from '@facet/contracts/conversion';
import type { MetalRecord } from '@facet/contracts/metals';
import { formatMoney, toBasisPoints, toConversionUnits, toMilligrams, toMinor } from '@facet/contracts/money';
import { bestDiscount, type PiecePrice, priceJewellery, type PricingRates } from '@facet/contracts/pricing';
import { weightGrams, moneyAmount } from '@facet/contracts/money-inputs';
import { parseDecimal } from './editor-draft.ts';

/*
 * The price a variant will sell at, computed in the browser with the same function the server
 * stores prices with (DESIGN §5), from the API's figures (rupees, percent) turned into its
 * integer units.
 */

export function pricingRatesOf(params: PricingParams): PricingRates {
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
export function previewPrice(inputs: PriceInputs, params: PricingParams): PiecePrice | null {
  const weight = weightGrams.safeParse(parseDecimal(inputs.weight));
  const stoneCost = moneyAmount.safeParse(parseDecimal(inputs.stoneCost));
  if (!inputs.metal || !weight.success || !stoneCost.success || params.conversion <= 0) return null;
  return priceJewellery(
    { weightMg: toMilligrams(weight.data), metal: metalRateOf(inputs.metal), stoneCost: toMinor(stoneCost.data) },
    pricingRatesOf(params),
    toBasisPoints(bestDiscount(...inputs.discounts)),
  );
}

/** A plain piece to show what a rate change does: so many grams of one metal, no stones, no discount. */
export function priceOfPlainPiece(
  grams: number,
  metal: Pick<MetalRecord, 'pricePerUnit' | 'labour'>,
  params: PricingParams,
): PiecePrice {
  return priceJewellery(
    { weightMg: toMilligrams(grams), metal: metalRateOf(metal), stoneCost: 0 },
    pricingRatesOf(params),
    0,
  );
}

export function formatInr(minor: number): string {
  return formatMoney(minor, 'INR');
}

export function formatUsd(minor: number): string {
  return formatMoney(minor, 'USD');
}
