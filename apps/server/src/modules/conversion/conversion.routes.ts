import {
  chargeValue,
  conversionValue,
  pricingParams,
  profitRateValue,
  shippingCostValue,
  shopDiscountValue,
  updateChargeInput,
  updateConversionInput,
  updateProfitRateInput,
  updateShippingCostInput,
  updateShopDiscountInput,
} from '@facet/contracts/conversion';
import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { type Access, type Area, canEnter } from '@facet/contracts/permissions';
import { z } from '@facet/contracts/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type FullPricingParams,
  getPricingParams,
  type PricingParamKey,
  updatePricingParam,
} from './conversion.service.ts';
import { actorOf } from '../../lib/actor.ts';

/*
 * Pricing parameters (SPEC §7 "Conversion"). Shoppers' pages need conversion, charge, shipping
 * and shop discount, so those reads are public. The margin (profitRate) is not public (DESIGN
 * §3, unlike the original): Admin sees it, and so do the jewellery staff, whose editor shows
 * the price each variant will sell at (decision 007). Every change is Admin's (Metal & Price).
 */

/** Who may read the margin (decision 007). */
const seesMargin: readonly Area[] = ['metalAndPrice', 'jewelleries'];

interface ParamRoute {
  url: string;
  key: PricingParamKey;
  schema: z.ZodType;
  input: z.ZodObject;
  readAccess: Access;
  summary: string;
}

const single: ParamRoute[] = [
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
    readAccess: seesMargin,
    summary: 'Markup percentage (Admin and the jewellery staff)',
  },
];

function pricingParamsOf(app: FastifyInstance): Promise<FullPricingParams> {
  return app.referenceCache.get('pricing', () => getPricingParams(app.database.db));
}

const updatedParams = pricingParams.required().extend({ repricedVariants: z.number().int() });

export async function registerConversionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/conversion/all-params',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Conversion'],
        summary: 'All pricing parameters; profitRate only for Admin and the jewellery staff',
        response: { 200: envelopeSchema(pricingParams) },
      },
    },
    async (request) => {
      const { profitRate, ...shared } = await pricingParamsOf(app);
      return successEnvelope(canEnter(request.actor?.role, seesMargin) ? { ...shared, profitRate } : shared);
    },
  );

  for (const route of single) {
    api.get(
      route.url,
      {
        config: { access: route.readAccess },
        schema: { tags: ['Conversion'], summary: route.summary, response: { 200: envelopeSchema(route.schema) } },
      },
      async () => {
        const params = await pricingParamsOf(app);
        return successEnvelope({ [route.key]: params[route.key] });
      },
    );
    api.put(
      route.url,
      {
        config: { access: 'metalAndPrice' },
        schema: {
          tags: ['Conversion'],
          summary: `Change: ${route.summary.toLowerCase()}; prices are recomputed at once`,
          body: route.input,
          response: { 200: envelopeSchema(updatedParams) },
        },
      },
      async (request) => {
        const value = (request.body as Record<string, number>)[route.key]!;
        return successEnvelope(await updatePricingParam(app.database.db, route.key, value, actorOf(request)));
      },
    );
  }
}
