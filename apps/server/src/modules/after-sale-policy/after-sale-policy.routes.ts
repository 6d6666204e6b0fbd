import { afterSalePolicyShapes } from '@facet/contracts/after-sale-policy';
import { afterSalePolicyEndpoints } from '@facet/contracts/after-sale-policy-endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { updateAfterSalePolicy } from './after-sale-policy-save.service.ts';
import { cachedAfterSalePolicy } from './cached-after-sale-policy.ts';

/*
 * The after-sale policy under /api/after-sale-policy (decision 030): everyone reads it — every
 * figure in it is a promise the storefront's pages make — and only the Admin changes it.
 */
export async function registerAfterSalePolicyRoutes(app: FastifyInstance) {
  registerEndpoints(
    app,
    afterSalePolicyEndpoints,
    afterSalePolicyShapes,
    {
      read: () => cachedAfterSalePolicy(app),
      update: ({ body, request }) => updateAfterSalePolicy(app.database.db, body, actorOf(request)),
    },
    { tags: ['After-sale policy'] },
  );
}
