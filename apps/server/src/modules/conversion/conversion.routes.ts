import {
  chargeValue,
  conversionValue,
  pricingParams,
  profitRateValue,
  shippingCostValue,
  shopDiscountValue,
} from '@facet/contracts/conversion';
import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import type { Access } from '@facet/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from '@facet/contracts/zod';
import { getPricingParams, type FullPricingParams } from './conversion.service.ts';

/*
 * Pricing parameters (SPEC §7 "Conversion"). Shoppers' pages need conversion, charge, shipping
 * and shop discount, so those reads are public; the margin (profitRate) is Admin's only
 * (DESIGN §3, unlike the original).
 */

const single: { url: string; key: keyof FullPricingParams; schema: z.ZodType; access: Access; summary: string }[] = [
  { url: '/api/conversion', key: 'conversion', schema: conversionValue, access: 'public', summary: 'INR per 1 USD' },
  {
    url: '/api/conversion/charge',
    key: 'charge',
    schema: chargeValue,
    access: 'public',
    summary: 'Tax and duty percentage',
  },
  {
    url: '/api/conversion/shipping-cost',
    key: 'shippingCost',
    schema: shippingCostValue,
    access: 'public',
    summary: 'Flat shipping cost in INR',
  },
  {
    url: '/api/conversion/shop-discount',
    key: 'shopDiscount',
    schema: shopDiscountValue,
    access: 'public',
    summary: 'Percentage off everything',
  },
  {
    url: '/api/conversion/profit-rate',
    key: 'profitRate',
    schema: profitRateValue,
    access: 'metalAndPrice',
    summary: 'Markup percentage (Admin)',
  },
];

function pricingParamsOf(app: FastifyInstance): Promise<FullPricingParams> {
  return app.referenceCache.get('pricing', () => getPricingParams(app.database.db));
}

export async function registerConversionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/conversion/all-params',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Conversion'],
        summary: 'All pricing parameters; profitRate only for Admin',
        response: { 200: envelopeSchema(pricingParams) },
      },
    },
    async (request) => {
      const { profitRate, ...shared } = await pricingParamsOf(app);
      return successEnvelope(request.actor?.role === 'Admin' ? { ...shared, profitRate } : shared);
    },
  );

  for (const route of single) {
    api.get(
      route.url,
      {
        config: { access: route.access },
        schema: { tags: ['Conversion'], summary: route.summary, response: { 200: envelopeSchema(route.schema) } },
      },
      async () => {
        const params = await pricingParamsOf(app);
        return successEnvelope({ [route.key]: params[route.key] });
      },
    );
  }
}
