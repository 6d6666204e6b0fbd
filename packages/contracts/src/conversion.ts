import { chargePercent, conversionRate, profitRatePercent, shippingCost, shopDiscountPercent } from './money-inputs.ts';
import { z } from './zod.ts';

/*
 * Pricing parameters (SPEC §3 "Pricing config", DESIGN §5): `conversion` is INR per 1 USD,
 * `charge` the % for taxes and duties, `shippingCost` a flat INR amount, `shopDiscount` % off
 * everything, `profitRate` the % markup — returned to Admin only (DESIGN §3).
 */
export const pricingParams = z.object({
  conversion: z.number().describe('INR per 1 USD'),
  charge: z.number().describe('percent added for taxes and duties'),
  shippingCost: z.number().describe('flat shipping cost in INR'),
  shopDiscount: z.number().describe('percent off everything'),
  profitRate: z.number().optional().describe('percent markup; for Admin and the jewellery staff only'),
  updateDate: z.string().optional().describe('ISO 8601 time of the last change to any parameter'),
});
export type PricingParams = z.infer<typeof pricingParams>;

export const conversionValue = z.object({ conversion: z.number() });
export const chargeValue = z.object({ charge: z.number() });
export const shippingCostValue = z.object({ shippingCost: z.number() });
export const shopDiscountValue = z.object({ shopDiscount: z.number() });
export const profitRateValue = z.object({ profitRate: z.number() });

/*
 * The update payloads, one per parameter (SPEC §7: conversion, charge, profit-rate,
 * shipping-cost and shop-discount each get and update), with the bounds of money-inputs.ts.
 * 0 is allowed where it means "none" (free shipping, no tax, no sale, selling at cost), never
 * for the conversion, which dollar prices are divided by.
 */
export const updateConversionInput = z.object({ conversion: conversionRate });
export const updateChargeInput = z.object({ charge: chargePercent });
export const updateShippingCostInput = z.object({ shippingCost });
export const updateShopDiscountInput = z.object({ shopDiscount: shopDiscountPercent });
export const updateProfitRateInput = z.object({ profitRate: profitRatePercent });
