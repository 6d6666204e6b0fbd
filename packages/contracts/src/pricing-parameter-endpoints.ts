import { defineEndpoints } from './endpoint.ts';
import { marginReaders } from './permissions.ts';

/*
 * The pricing parameters under the /api/conversion paths. Every price a shopper sees is made from
 * the conversion, the charge and the shop discount, and the bag states shipping, so those reads
 * are public; the margin is read only by its readers (`marginReaders`, decision 007). Every change
 * is Admin's (Metal & Price). Their shapes are pricingParameterShapes in pricing-parameters.ts.
 */
export const pricingParameterEndpoints = defineEndpoints('pricingParameters', {
  all: { method: 'GET', path: '/api/conversion/all-params', access: 'public' },
  conversion: { method: 'GET', path: '/api/conversion', access: 'public' },
  updateConversion: { method: 'PUT', path: '/api/conversion', access: 'metalAndPrice' },
  charge: { method: 'GET', path: '/api/conversion/charge', access: 'public' },
  updateCharge: { method: 'PUT', path: '/api/conversion/charge', access: 'metalAndPrice' },
  shippingCost: { method: 'GET', path: '/api/conversion/shipping-cost', access: 'public' },
  updateShippingCost: { method: 'PUT', path: '/api/conversion/shipping-cost', access: 'metalAndPrice' },
  shippingCostUsd: { method: 'GET', path: '/api/conversion/shipping-cost-usd', access: 'public' },
  updateShippingCostUsd: { method: 'PUT', path: '/api/conversion/shipping-cost-usd', access: 'metalAndPrice' },
  freeShippingFromInr: { method: 'GET', path: '/api/conversion/free-shipping-from-inr', access: 'public' },
  updateFreeShippingFromInr: {
    method: 'PUT',
    path: '/api/conversion/free-shipping-from-inr',
    access: 'metalAndPrice',
  },
  freeShippingFromUsd: { method: 'GET', path: '/api/conversion/free-shipping-from-usd', access: 'public' },
  updateFreeShippingFromUsd: {
    method: 'PUT',
    path: '/api/conversion/free-shipping-from-usd',
    access: 'metalAndPrice',
  },
  giftWrapInr: { method: 'GET', path: '/api/conversion/gift-wrap-inr', access: 'public' },
  updateGiftWrapInr: { method: 'PUT', path: '/api/conversion/gift-wrap-inr', access: 'metalAndPrice' },
  giftWrapUsd: { method: 'GET', path: '/api/conversion/gift-wrap-usd', access: 'public' },
  updateGiftWrapUsd: { method: 'PUT', path: '/api/conversion/gift-wrap-usd', access: 'metalAndPrice' },
  shopDiscount: { method: 'GET', path: '/api/conversion/shop-discount', access: 'public' },
  updateShopDiscount: { method: 'PUT', path: '/api/conversion/shop-discount', access: 'metalAndPrice' },
  profitRate: { method: 'GET', path: '/api/conversion/profit-rate', access: marginReaders },
  updateProfitRate: { method: 'PUT', path: '/api/conversion/profit-rate', access: 'metalAndPrice' },
  huidMinWeight: { method: 'GET', path: '/api/conversion/huid-min-weight', access: 'public' },
  updateHuidMinWeight: { method: 'PUT', path: '/api/conversion/huid-min-weight', access: 'metalAndPrice' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { PricingParameterShapes } from './pricing-parameters.ts';
