import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import type { Access } from '@facet/contracts/permissions';
import {
  chargeValue,
  conversionValue,
  type FullPricingParameters,
  type PricingParameterChange,
  type PricingParameterKey,
  pricingParameters,
  profitRateValue,
  shippingCostValue,
  shopDiscountValue,
  updateChargeInput,
  updateConversionInput,
  updatedPricingParameters,
  updateProfitRateInput,
  updateShippingCostInput,
  updateShopDiscountInput,
} from '@facet/contracts/pricing-parameters';
import type { z } from '@facet/contracts/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getPricingParameters,
  MARGIN_READERS,
  pricingParametersSeenBy,
  updatePricingParameter,
} from './pricing-parameters.service.ts';
import { actorOf } from '../../lib/actor.ts';

/*
 * The pricing parameters under the original's /api/conversion paths. Shoppers' pages need
 * conversion, charge, shipping and shop discount, so those reads are public; the margin is read
 * only by its readers (see the service). Every change is Admin's (Metal & Price).
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
    summary: 'Flat shipping cost in INR',
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
    readAccess: MARGIN_READERS,
    summary: 'Markup percentage (Admin and the jewellery staff)',
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
        summary: 'All pricing parameters; profitRate only for Admin and the jewellery staff',
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
          summary: `Change: ${route.summary.toLowerCase()}; prices are recomputed at once`,
          body: route.input,
          response: { 200: envelopeSchema(updatedPricingParameters) },
        },
      },
      async (request) => successEnvelope(await updatePricingParameter(app.database.db, request.body, actorOf(request))),
    );
  }
}
