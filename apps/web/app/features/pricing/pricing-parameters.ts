import {
  type PricingParameterKey,
  pricingParameterKeys,
  updateChargeInput,
  updateConversionInput,
  updateProfitRateInput,
  updateShippingCostInput,
  updateShopDiscountInput,
} from '@facet/contracts/pricing-parameters';
import {
  type AmountRange,
  chargeRange,
  conversionRange,
  profitRateRange,
  shippingCostRange,
  shopDiscountRange,
} from '@facet/contracts/money-inputs';
import type { z } from '@facet/contracts/zod';

/*
 * The pricing parameters staff set on the Metal & Price page: where each is saved, the schema
 * the API checks it with, and how the page names and explains it.
 */

export const pricingParameterCalls: Record<
  PricingParameterKey,
  { path: string; schema: z.ZodType<Record<string, unknown>> }
> = {
  conversion: { path: '/api/conversion', schema: updateConversionInput },
  charge: { path: '/api/conversion/charge', schema: updateChargeInput },
  shippingCost: { path: '/api/conversion/shipping-cost', schema: updateShippingCostInput },
  shopDiscount: { path: '/api/conversion/shop-discount', schema: updateShopDiscountInput },
  profitRate: { path: '/api/conversion/profit-rate', schema: updateProfitRateInput },
};

export function isPricingParameterKey(value: string): value is PricingParameterKey {
  return (pricingParameterKeys as readonly string[]).includes(value);
}

export const pricingParameterTexts: Record<
  PricingParameterKey,
  { label: string; unit: string; description: string; saved: string; range: AmountRange }
> = {
  conversion: {
    label: 'Conversion',
    unit: '₹ per $1',
    description: 'Rupees to one US dollar. Dollar prices are the rupee prices divided by it.',
    saved: 'The conversion rate',
    range: conversionRange,
  },
  charge: {
    label: 'Tax and duties',
    unit: '%',
    description: 'Added to every price: GST on jewellery is 3 %.',
    saved: 'Tax and duties',
    range: chargeRange,
  },
  shippingCost: {
    label: 'Shipping',
    unit: '₹',
    description: 'A flat cost per order. It is not part of the pieces’ prices, so nothing is repriced.',
    saved: 'The shipping cost',
    range: shippingCostRange,
  },
  shopDiscount: {
    label: 'Shop discount',
    unit: '%',
    description: 'Taken off every price in the shop, before the product and style discounts.',
    saved: 'The shop discount',
    range: shopDiscountRange,
  },
  profitRate: {
    label: 'Margin',
    unit: '%',
    description: 'The markup on cost (metal, making, stones). Shoppers never see it.',
    saved: 'The margin',
    range: profitRateRange,
  },
};
