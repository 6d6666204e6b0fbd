import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import type { Access } from '@facet/contracts/permissions';
import {
  chargeValue,
  conversionValue,
  freeShippingFromInrValue,
  freeShippingFromUsdValue,
  type FullPricingParameters,
  huidMinWeightValue,
  marginReaderRoles,
  marginReaders,
  type PricingParameterChange,
  type PricingParameterKey,
  pricingParameters,
  profitRateValue,
  repricesNothing,
  shippingCostUsdValue,
  shippingCostValue,
  shopDiscountValue,
  updateChargeInput,
  updateConversionInput,
  updatedPricingParameters,
  updateFreeShippingFromInrInput,
  updateFreeShippingFromUsdInput,
  updateHuidMinWeightInput,
  updateProfitRateInput,
  updateShippingCostInput,
  updateShippingCostUsdInput,
  updateShopDiscountInput,
} from '@facet/contracts/pricing-parameters';
import type { z } from '@facet/contracts/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getPricingParameters, pricingParametersSeenBy, updatePricingParameter } from './pricing-parameters.service.ts';
import { actorOf } from '../../lib/actor.ts';

/*
 * The pricing parameters under the /api/conversion paths. Every price a shopper sees is made
 * from the conversion, the charge and the shop discount, and the bag states shipping, so those
 * reads are public; the margin is read only by its readers (`marginReaders`, decision 007).
 * Every change is Admin's (Metal & Price).
 */

interface ParameterRoute {
  url: string;
  key: PricingParameterKey;
  schema: z.ZodType;
  input: z.ZodType<PricingParameterChange>;
  readAccess: Access;
  summary: string;
}

const single: ParameterRoute[] = [
  {
    url: '/api/conversion',
    key: 'conversion',
    schema: conversionValue,
    input: updateConversionInput,
    readAccess: 'public',
    summary: 'INR per 1 USD',
  },
  {
    url: '/api/conversion/charge',
    key: 'charge',
    schema: chargeValue,
    input: updateChargeInput,
    readAccess: 'public',
    summary: 'Tax and duty percentage',
  },
  {
    url: '/api/conversion/shipping-cost',
    key: 'shippingCost',
    schema: shippingCostValue,
    input: updateShippingCostInput,
    readAccess: 'public',
    summary: 'Insured shipping in INR (whole rupees) below the free-shipping threshold',
  },
  {
    url: '/api/conversion/shipping-cost-usd',
    key: 'shippingCostUsd',
    schema: shippingCostUsdValue,
    input: updateShippingCostUsdInput,
    readAccess: 'public',
    summary: 'Insured shipping in USD (whole dollars) below the free-shipping threshold',
  },
  {
    url: '/api/conversion/free-shipping-from-inr',
    key: 'freeShippingFromInr',
    schema: freeShippingFromInrValue,
    input: updateFreeShippingFromInrInput,
    readAccess: 'public',
    summary: 'Goods in INR from which shipping is free',
  },
  {
    url: '/api/conversion/free-shipping-from-usd',
    key: 'freeShippingFromUsd',
    schema: freeShippingFromUsdValue,
    input: updateFreeShippingFromUsdInput,
    readAccess: 'public',
    summary: 'Goods in USD from which shipping is free',
  },
  {
    url: '/api/conversion/shop-discount',
    key: 'shopDiscount',
    schema: shopDiscountValue,
    input: updateShopDiscountInput,
    readAccess: 'public',
    summary: 'Percentage off everything',
  },
  {
    url: '/api/conversion/profit-rate',
    key: 'profitRate',
    schema: profitRateValue,
    input: updateProfitRateInput,
    readAccess: marginReaders,
    summary: `Markup percentage (${marginReaderRoles})`,
  },
  {
    url: '/api/conversion/huid-min-weight',
    key: 'huidMinWeight',
    schema: huidMinWeightValue,
    input: updateHuidMinWeightInput,
    readAccess: 'public',
    summary: 'Weight in grams below which a gold or silver piece ships without a HUID',
  },
];

export async function registerPricingParameterRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cached = (): Promise<FullPricingParameters> =>
    app.referenceCache.get('pricing', () => getPricingParameters(app.database.db));

  api.get(
    '/api/conversion/all-params',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Pricing parameters'],
        summary: `All pricing parameters; profitRate only for ${marginReaderRoles}`,
        response: { 200: envelopeSchema(pricingParameters) },
      },
    },
    async (request) => successEnvelope(pricingParametersSeenBy(await cached(), request.actor ?? null)),
  );

  for (const route of single) {
    api.get(
      route.url,
      {
        config: { access: route.readAccess },
        schema: {
          tags: ['Pricing parameters'],
          summary: route.summary,
          response: { 200: envelopeSchema(route.schema) },
        },
      },
      async () => successEnvelope({ [route.key]: (await cached())[route.key] }),
    );
    api.put(
      route.url,
      {
        config: { access: 'metalAndPrice' },
        schema: {
          tags: ['Pricing parameters'],
          summary: repricesNothing(route.key)
            ? `Change: ${route.summary.toLowerCase()}; no price changes (Admin)`
            : `Change: ${route.summary.toLowerCase()}; prices are recomputed at once (Admin)`,
          body: route.input,
          response: { 200: envelopeSchema(updatedPricingParameters) },
        },
      },
      async (request) => successEnvelope(await updatePricingParameter(app.database.db, request.body, actorOf(request))),
    );
  }
}
