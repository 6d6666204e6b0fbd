import { defineShapes } from './endpoint-shapes.ts';
import {
  chargePercent,
  conversionRate,
  freeShippingFromInr,
  freeShippingFromUsd,
  giftWrapInr,
  giftWrapUsd,
  huidMinWeight,
  profitRatePercent,
  shippingCost,
  shippingCostUsd,
  shopDiscountPercent,
} from './money-inputs.ts';
import { marginReaders, rolesFor } from './permissions.ts';
import { pricingParameterEndpoints } from './pricing-parameter-endpoints.ts';
import { z } from './zod.ts';

// Who may read the margin: in permissions.ts, which the endpoints' addresses read without zod.
export { marginReaders };

/** The roles that read the margin, in words for the API document: "Admin, Manager, …". */
export const marginReaderRoles = rolesFor(marginReaders).join(', ');

/*
 * The pricing parameters, in API units: `conversion` is INR per 1 USD, `charge` the % for
 * taxes and duties, `shopDiscount` % off everything, `profitRate` the % markup — shown only to
 * the staff who set or preview prices (decision 007). Insured shipping is set per currency,
 * never converted: `shippingCost` (rupees) and `shippingCostUsd` (dollars) below the goods
 * `freeShippingFromInr` / `freeShippingFromUsd`, free from them; all whole units. Gift wrap is
 * set per currency the same way: `giftWrapInr`, `giftWrapUsd` (decision 042).
 * `huidMinWeight` is not a price: the weight in grams below which a piece ships without a HUID
 * (contracts/hallmark.ts).
 */
export const pricingParameters = z.object({
  conversion: z.number().describe('INR per 1 USD'),
  charge: z.number().describe('percent added for taxes and duties'),
  shippingCost: z.number().describe('insured shipping in INR (whole rupees) below freeShippingFromInr'),
  shippingCostUsd: z.number().describe('insured shipping in USD (whole dollars) below freeShippingFromUsd'),
  freeShippingFromInr: z.number().describe('goods in INR (after discounts) from which shipping is free'),
  freeShippingFromUsd: z.number().describe('goods in USD (after discounts) from which shipping is free'),
  giftWrapInr: z.number().describe('gift wrap per order in INR (whole rupees)'),
  giftWrapUsd: z.number().describe('gift wrap per order in USD (whole dollars)'),
  shopDiscount: z.number().describe('percent off everything'),
  huidMinWeight: z.number().describe('grams: a gold or silver piece lighter than this ships without a HUID'),
  profitRate: z.number().optional().describe(`percent markup; only for ${marginReaderRoles}`),
  updateDate: z.string().optional().describe('ISO 8601 time of the last change to any parameter'),
});
export type PricingParameters = z.infer<typeof pricingParameters>;

/** Every parameter, the margin included: what the server reads, and what staff who see the margin get. */
export const fullPricingParameters = pricingParameters.required();
export type FullPricingParameters = z.infer<typeof fullPricingParameters>;

/** The answer to a change: every parameter, and how many variants got a new price. */
export const updatedPricingParameters = fullPricingParameters.extend({ repricedVariants: z.number().int() });
export type UpdatedPricingParameters = z.infer<typeof updatedPricingParameters>;

/** The parameters that can be changed, one at a time. */
export const pricingParameterKeys = [
  'conversion',
  'charge',
  'shopDiscount',
  'profitRate',
  'shippingCost',
  'shippingCostUsd',
  'freeShippingFromInr',
  'freeShippingFromUsd',
  'giftWrapInr',
  'giftWrapUsd',
  'huidMinWeight',
] as const;
export type PricingParameterKey = (typeof pricingParameterKeys)[number];

/** The shipping parameters: not part of any piece's price, so changing one reprices nothing. */
export const shippingParameterKeys = [
  'shippingCost',
  'shippingCostUsd',
  'freeShippingFromInr',
  'freeShippingFromUsd',
] as const satisfies readonly PricingParameterKey[];

export function isShippingParameter(key: PricingParameterKey): boolean {
  return (shippingParameterKeys as readonly string[]).includes(key);
}

/** The gift wrap prices: charged beside the goods, never part of a piece's price. */
export const giftParameterKeys = ['giftWrapInr', 'giftWrapUsd'] as const satisfies readonly PricingParameterKey[];

/** The hallmarking parameters: which pieces need a HUID when they ship; no price reads them. */
export const hallmarkParameterKeys = ['huidMinWeight'] as const satisfies readonly PricingParameterKey[];

export function isHallmarkParameter(key: PricingParameterKey): boolean {
  return (hallmarkParameterKeys as readonly string[]).includes(key);
}

/** Whether changing the parameter leaves every price as it is (shipping, hallmarking). */
export function repricesNothing(key: PricingParameterKey): boolean {
  return isShippingParameter(key) || isHallmarkParameter(key) || (giftParameterKeys as readonly string[]).includes(key);
}

export const conversionValue = z.object({ conversion: z.number() });
export type ConversionValue = z.infer<typeof conversionValue>;
export const chargeValue = z.object({ charge: z.number() });
export type ChargeValue = z.infer<typeof chargeValue>;
export const shippingCostValue = z.object({ shippingCost: z.number() });
export type ShippingCostValue = z.infer<typeof shippingCostValue>;
export const shippingCostUsdValue = z.object({ shippingCostUsd: z.number() });
export type ShippingCostUsdValue = z.infer<typeof shippingCostUsdValue>;
export const freeShippingFromInrValue = z.object({ freeShippingFromInr: z.number() });
export type FreeShippingFromInrValue = z.infer<typeof freeShippingFromInrValue>;
export const freeShippingFromUsdValue = z.object({ freeShippingFromUsd: z.number() });
export type FreeShippingFromUsdValue = z.infer<typeof freeShippingFromUsdValue>;
export const giftWrapInrValue = z.object({ giftWrapInr: z.number() });
export type GiftWrapInrValue = z.infer<typeof giftWrapInrValue>;
export const giftWrapUsdValue = z.object({ giftWrapUsd: z.number() });
export type GiftWrapUsdValue = z.infer<typeof giftWrapUsdValue>;
export const shopDiscountValue = z.object({ shopDiscount: z.number() });
export type ShopDiscountValue = z.infer<typeof shopDiscountValue>;
export const profitRateValue = z.object({ profitRate: z.number() });
export type ProfitRateValue = z.infer<typeof profitRateValue>;
export const huidMinWeightValue = z.object({ huidMinWeight: z.number() });
export type HuidMinWeightValue = z.infer<typeof huidMinWeightValue>;

/*
 * The update payloads, one per parameter (conversion, charge, profit rate, shipping cost and
 * shop discount are each read and changed on their own), with the bounds of money-inputs.ts.
 * 0 is allowed where it means "none" (free shipping, no tax, no sale, selling at cost), never
 * for the conversion, which dollar prices are divided by.
 */
export const updateConversionInput = z.object({ conversion: conversionRate });
export type UpdateConversionInput = z.infer<typeof updateConversionInput>;
export const updateChargeInput = z.object({ charge: chargePercent });
export type UpdateChargeInput = z.infer<typeof updateChargeInput>;
export const updateShippingCostInput = z.object({ shippingCost });
export type UpdateShippingCostInput = z.infer<typeof updateShippingCostInput>;
export const updateShippingCostUsdInput = z.object({ shippingCostUsd });
export type UpdateShippingCostUsdInput = z.infer<typeof updateShippingCostUsdInput>;
export const updateFreeShippingFromInrInput = z.object({ freeShippingFromInr });
export type UpdateFreeShippingFromInrInput = z.infer<typeof updateFreeShippingFromInrInput>;
export const updateFreeShippingFromUsdInput = z.object({ freeShippingFromUsd });
export type UpdateFreeShippingFromUsdInput = z.infer<typeof updateFreeShippingFromUsdInput>;
export const updateGiftWrapInrInput = z.object({ giftWrapInr });
export type UpdateGiftWrapInrInput = z.infer<typeof updateGiftWrapInrInput>;
export const updateGiftWrapUsdInput = z.object({ giftWrapUsd });
export type UpdateGiftWrapUsdInput = z.infer<typeof updateGiftWrapUsdInput>;
export const updateShopDiscountInput = z.object({ shopDiscount: shopDiscountPercent });
export type UpdateShopDiscountInput = z.infer<typeof updateShopDiscountInput>;
export const updateProfitRateInput = z.object({ profitRate: profitRatePercent });
export type UpdateProfitRateInput = z.infer<typeof updateProfitRateInput>;
export const updateHuidMinWeightInput = z.object({ huidMinWeight: huidMinWeight.describe('grams') });
export type UpdateHuidMinWeightInput = z.infer<typeof updateHuidMinWeightInput>;

/** A change of one parameter: any one of the update payloads. */
export const pricingParameterChange = z.union([
  updateConversionInput,
  updateChargeInput,
  updateShippingCostInput,
  updateShippingCostUsdInput,
  updateFreeShippingFromInrInput,
  updateFreeShippingFromUsdInput,
  updateGiftWrapInrInput,
  updateGiftWrapUsdInput,
  updateShopDiscountInput,
  updateProfitRateInput,
  updateHuidMinWeightInput,
]);
export type PricingParameterChange = z.infer<typeof pricingParameterChange>;

/** A single parameter's change, as the API document says it: whether prices are recomputed. */
function changeSummary(key: PricingParameterKey, summary: string): string {
  return repricesNothing(key)
    ? `Change: ${summary.toLowerCase()}; no price changes (Admin)`
    : `Change: ${summary.toLowerCase()}; prices are recomputed at once (Admin)`;
}

/** What the API document says of each parameter, when read alone and (lower-cased) when changed. */
const parameterSummaries: Record<PricingParameterKey, string> = {
  conversion: 'INR per 1 USD',
  charge: 'Tax and duty percentage',
  shippingCost: 'Insured shipping in INR (whole rupees) below the free-shipping threshold',
  shippingCostUsd: 'Insured shipping in USD (whole dollars) below the free-shipping threshold',
  freeShippingFromInr: 'Goods in INR from which shipping is free',
  freeShippingFromUsd: 'Goods in USD from which shipping is free',
  giftWrapInr: 'Gift wrap per order in INR (whole rupees)',
  giftWrapUsd: 'Gift wrap per order in USD (whole dollars)',
  shopDiscount: 'Percentage off everything',
  profitRate: `Markup percentage (${marginReaderRoles})`,
  huidMinWeight: 'Weight in grams below which a gold or silver piece ships without a HUID',
};

/**
 * A parameter's two calls: read it alone, and change it, which answers every parameter and how
 * many variants got a new price.
 */
function readAndChange<Value extends z.ZodType, Change extends z.ZodType>(
  key: PricingParameterKey,
  value: Value,
  change: Change,
) {
  const summary = parameterSummaries[key];
  return {
    read: { summary, response: value },
    change: { summary: changeSummary(key, summary), body: change, response: updatedPricingParameters },
  };
}

const conversionCalls = readAndChange('conversion', conversionValue, updateConversionInput);
const chargeCalls = readAndChange('charge', chargeValue, updateChargeInput);
const shippingCostCalls = readAndChange('shippingCost', shippingCostValue, updateShippingCostInput);
const shippingCostUsdCalls = readAndChange('shippingCostUsd', shippingCostUsdValue, updateShippingCostUsdInput);
const freeShippingFromInrCalls = readAndChange(
  'freeShippingFromInr',
  freeShippingFromInrValue,
  updateFreeShippingFromInrInput,
);
const freeShippingFromUsdCalls = readAndChange(
  'freeShippingFromUsd',
  freeShippingFromUsdValue,
  updateFreeShippingFromUsdInput,
);
const giftWrapInrCalls = readAndChange('giftWrapInr', giftWrapInrValue, updateGiftWrapInrInput);
const giftWrapUsdCalls = readAndChange('giftWrapUsd', giftWrapUsdValue, updateGiftWrapUsdInput);
const shopDiscountCalls = readAndChange('shopDiscount', shopDiscountValue, updateShopDiscountInput);
const profitRateCalls = readAndChange('profitRate', profitRateValue, updateProfitRateInput);
const huidMinWeightCalls = readAndChange('huidMinWeight', huidMinWeightValue, updateHuidMinWeightInput);

export const pricingParameterShapes = defineShapes(pricingParameterEndpoints, {
  all: {
    summary: `All pricing parameters; profitRate only for ${marginReaderRoles}`,
    response: pricingParameters,
  },
  conversion: conversionCalls.read,
  updateConversion: conversionCalls.change,
  charge: chargeCalls.read,
  updateCharge: chargeCalls.change,
  shippingCost: shippingCostCalls.read,
  updateShippingCost: shippingCostCalls.change,
  shippingCostUsd: shippingCostUsdCalls.read,
  updateShippingCostUsd: shippingCostUsdCalls.change,
  freeShippingFromInr: freeShippingFromInrCalls.read,
  updateFreeShippingFromInr: freeShippingFromInrCalls.change,
  freeShippingFromUsd: freeShippingFromUsdCalls.read,
  updateFreeShippingFromUsd: freeShippingFromUsdCalls.change,
  giftWrapInr: giftWrapInrCalls.read,
  updateGiftWrapInr: giftWrapInrCalls.change,
  giftWrapUsd: giftWrapUsdCalls.read,
  updateGiftWrapUsd: giftWrapUsdCalls.change,
  shopDiscount: shopDiscountCalls.read,
  updateShopDiscount: shopDiscountCalls.change,
  profitRate: profitRateCalls.read,
  updateProfitRate: profitRateCalls.change,
  huidMinWeight: huidMinWeightCalls.read,
  updateHuidMinWeight: huidMinWeightCalls.change,
});
export type PricingParameterShapes = typeof pricingParameterShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    pricingParameters: PricingParameterShapes;
  }
}
