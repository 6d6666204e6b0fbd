import { chargePercent, conversionRate, profitRatePercent, shippingCost, shopDiscountPercent } from './money-inputs.ts';
import { z } from './zod.ts';

/*
 * The pricing parameters, in API units: `conversion` is INR per 1 USD, `charge` the % for
 * taxes and duties, `shippingCost` a flat INR amount, `shopDiscount` % off everything,
 * `profitRate` the % markup — shown only to the staff who set or preview prices.
 */
export const pricingParameters = z.object({
  conversion: z.number().describe('INR per 1 USD'),
  charge: z.number().describe('percent added for taxes and duties'),
  shippingCost: z.number().describe('flat shipping cost in INR'),
  shopDiscount: z.number().describe('percent off everything'),
  profitRate: z.number().optional().describe('percent markup; for Admin and the jewellery staff only'),
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
export const pricingParameterKeys = ['conversion', 'charge', 'shippingCost', 'shopDiscount', 'profitRate'] as const;
export type PricingParameterKey = (typeof pricingParameterKeys)[number];

export const conversionValue = z.object({ conversion: z.number() });
export type ConversionValue = z.infer<typeof conversionValue>;
export const chargeValue = z.object({ charge: z.number() });
export type ChargeValue = z.infer<typeof chargeValue>;
export const shippingCostValue = z.object({ shippingCost: z.number() });
export type ShippingCostValue = z.infer<typeof shippingCostValue>;
export const shopDiscountValue = z.object({ shopDiscount: z.number() });
export type ShopDiscountValue = z.infer<typeof shopDiscountValue>;
export const profitRateValue = z.object({ profitRate: z.number() });
export type ProfitRateValue = z.infer<typeof profitRateValue>;

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
export const updateShopDiscountInput = z.object({ shopDiscount: shopDiscountPercent });
export type UpdateShopDiscountInput = z.infer<typeof updateShopDiscountInput>;
export const updateProfitRateInput = z.object({ profitRate: profitRatePercent });
export type UpdateProfitRateInput = z.infer<typeof updateProfitRateInput>;

/** A change of one parameter: any one of the update payloads. */
export const pricingParameterChange = z.union([
  updateConversionInput,
  updateChargeInput,
  updateShippingCostInput,
  updateShopDiscountInput,
  updateProfitRateInput,
]);
export type PricingParameterChange = z.infer<typeof pricingParameterChange>;
