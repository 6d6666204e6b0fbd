import { pricingParameterEndpoints } from '@facet/contracts/pricing-parameter-endpoints';
import {
  type PricingParameterChange,
  type PricingParameterKey,
  pricingParameterKeys,
  updateChargeInput,
  updateConversionInput,
  updateFreeShippingFromInrInput,
  updateFreeShippingFromUsdInput,
  updateGiftWrapInrInput,
  updateGiftWrapUsdInput,
  updateHuidMinWeightInput,
  updateProfitRateInput,
  updateShippingCostInput,
  updateShippingCostUsdInput,
  updateShopDiscountInput,
} from '@facet/contracts/pricing-parameters';
import {
  type AmountRange,
  chargeRange,
  conversionRange,
  freeShippingFromInrRange,
  freeShippingFromUsdRange,
  giftWrapInrRange,
  giftWrapUsdRange,
  huidMinWeightRange,
  profitRateRange,
  shippingCostRange,
  shippingCostUsdRange,
  shopDiscountRange,
} from '@facet/contracts/money-inputs';
import type { z } from '@facet/contracts/zod';

/*
 * The pricing parameters (and the HUID weight kept with them) staff set on the Metal & Price page: where each is saved, the schema
 * the API checks it with, and how the page names and explains it.
 */

/** Each parameter's own PUT endpoint: `conversion` is saved by `updateConversion`. */
export const pricingParameterCalls: {
  [K in PricingParameterKey]: {
    endpoint: (typeof pricingParameterEndpoints)[`update${Capitalize<K>}`];
    schema: z.ZodType<PricingParameterChange>;
  };
} = {
  conversion: { endpoint: pricingParameterEndpoints.updateConversion, schema: updateConversionInput },
  charge: { endpoint: pricingParameterEndpoints.updateCharge, schema: updateChargeInput },
  shippingCost: { endpoint: pricingParameterEndpoints.updateShippingCost, schema: updateShippingCostInput },
  shippingCostUsd: { endpoint: pricingParameterEndpoints.updateShippingCostUsd, schema: updateShippingCostUsdInput },
  freeShippingFromInr: {
    endpoint: pricingParameterEndpoints.updateFreeShippingFromInr,
    schema: updateFreeShippingFromInrInput,
  },
  freeShippingFromUsd: {
    endpoint: pricingParameterEndpoints.updateFreeShippingFromUsd,
    schema: updateFreeShippingFromUsdInput,
  },
  giftWrapInr: { endpoint: pricingParameterEndpoints.updateGiftWrapInr, schema: updateGiftWrapInrInput },
  giftWrapUsd: { endpoint: pricingParameterEndpoints.updateGiftWrapUsd, schema: updateGiftWrapUsdInput },
  shopDiscount: { endpoint: pricingParameterEndpoints.updateShopDiscount, schema: updateShopDiscountInput },
  profitRate: { endpoint: pricingParameterEndpoints.updateProfitRate, schema: updateProfitRateInput },
  huidMinWeight: { endpoint: pricingParameterEndpoints.updateHuidMinWeight, schema: updateHuidMinWeightInput },
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
    label: 'Shipping in rupees',
    unit: '₹',
    description: 'Insured shipping on an order paid in rupees below the free-shipping amount; whole rupees.',
    saved: 'Shipping in rupees',
    range: shippingCostRange,
  },
  shippingCostUsd: {
    label: 'Shipping in dollars',
    unit: '$',
    description:
      'Insured shipping on an order paid in dollars below the free-shipping amount; whole dollars, not converted.',
    saved: 'Shipping in dollars',
    range: shippingCostUsdRange,
  },
  freeShippingFromInr: {
    label: 'Free shipping from (₹)',
    unit: '₹',
    description:
      'An order in rupees whose pieces come to this much, after discounts and the coupon, ships free. 0: always free.',
    saved: 'Free shipping in rupees',
    range: freeShippingFromInrRange,
  },
  freeShippingFromUsd: {
    label: 'Free shipping from ($)',
    unit: '$',
    description: 'The same for an order in dollars. 0: always free.',
    saved: 'Free shipping in dollars',
    range: freeShippingFromUsdRange,
  },
  giftWrapInr: {
    label: 'Gift wrap in rupees',
    unit: '₹',
    description: 'What gift wrapping adds to an order paid in rupees, taxed like shipping; whole rupees. 0: free.',
    saved: 'Gift wrap in rupees',
    range: giftWrapInrRange,
  },
  giftWrapUsd: {
    label: 'Gift wrap in dollars',
    unit: '$',
    description: 'The same for an order paid in dollars; whole dollars, not converted. 0: free.',
    saved: 'Gift wrap in dollars',
    range: giftWrapUsdRange,
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
  huidMinWeight: {
    label: 'HUID from (g)',
    unit: 'g',
    description:
      'A gold or silver piece weighing at least this much ships with its HUID; a lighter one without. The law says 2 g.',
    saved: 'The HUID weight',
    range: huidMinWeightRange,
  },
};
