import { pricingParameterEndpoints } from '@facet/contracts/pricing-parameter-endpoints';
import {
  type FullPricingParameters,
  type PricingParameterChange,
  pricingParameterShapes,
} from '@facet/contracts/pricing-parameters';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getPricingParameters, pricingParametersSeenBy, updatePricingParameter } from './pricing-parameters.service.ts';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';

/*
 * The pricing parameters under the /api/conversion paths. Every price a shopper sees is made
 * from the conversion, the charge and the shop discount, and the bag states shipping, so those
 * reads are public; the margin is read only by its readers (`marginReaders`, decision 007).
 * Every change is Admin's (Metal & Price).
 */
export async function registerPricingParameterRoutes(app: FastifyInstance) {
  const cached = (): Promise<FullPricingParameters> =>
    app.referenceCache.get('pricing', () => getPricingParameters(app.database.db));
  const update = ({ body, request }: { body: PricingParameterChange; request: FastifyRequest }) =>
    updatePricingParameter(app.database.db, body, actorOf(request));

  registerEndpoints(
    app,
    pricingParameterEndpoints,
    pricingParameterShapes,
    {
      all: async ({ request }) => pricingParametersSeenBy(await cached(), request.actor ?? null),
      conversion: async () => ({ conversion: (await cached()).conversion }),
      updateConversion: update,
      charge: async () => ({ charge: (await cached()).charge }),
      updateCharge: update,
      shippingCost: async () => ({ shippingCost: (await cached()).shippingCost }),
      updateShippingCost: update,
      shippingCostUsd: async () => ({ shippingCostUsd: (await cached()).shippingCostUsd }),
      updateShippingCostUsd: update,
      freeShippingFromInr: async () => ({ freeShippingFromInr: (await cached()).freeShippingFromInr }),
      updateFreeShippingFromInr: update,
      freeShippingFromUsd: async () => ({ freeShippingFromUsd: (await cached()).freeShippingFromUsd }),
      updateFreeShippingFromUsd: update,
      giftWrapInr: async () => ({ giftWrapInr: (await cached()).giftWrapInr }),
      updateGiftWrapInr: update,
      giftWrapUsd: async () => ({ giftWrapUsd: (await cached()).giftWrapUsd }),
      updateGiftWrapUsd: update,
      shopDiscount: async () => ({ shopDiscount: (await cached()).shopDiscount }),
      updateShopDiscount: update,
      profitRate: async () => ({ profitRate: (await cached()).profitRate }),
      updateProfitRate: update,
      huidMinWeight: async () => ({ huidMinWeight: (await cached()).huidMinWeight }),
      updateHuidMinWeight: update,
    },
    { tags: ['Pricing parameters'] },
  );
}
