import { afterSalePolicyRecord, updateAfterSalePolicyInput } from '@facet/contracts/after-sale-policy';
import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { updateAfterSalePolicy } from './after-sale-policy-save.service.ts';
import { cachedAfterSalePolicy } from './cached-after-sale-policy.ts';

/*
 * The after-sale policy under /api/after-sale-policy (decision 030): everyone reads it — every
 * figure in it is a promise the storefront's pages make — and only the Admin changes it.
 */
export async function registerAfterSalePolicyRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['After-sale policy'];
  const response = { 200: envelopeSchema(afterSalePolicyRecord) };

  api.get(
    '/api/after-sale-policy',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'The return window, what may not be returned, free resizes, the return pick-up, buyback and exchange terms',
        response,
      },
    },
    async () => successEnvelope(await cachedAfterSalePolicy(app)),
  );
  api.put(
    '/api/after-sale-policy',
    {
      config: { access: 'afterSale' },
      schema: {
        tags,
        summary: 'Change the after-sale policy, every field at once; audited (Admin)',
        body: updateAfterSalePolicyInput,
        response,
      },
    },
    async (request) => successEnvelope(await updateAfterSalePolicy(app.database.db, request.body, actorOf(request))),
  );
}
