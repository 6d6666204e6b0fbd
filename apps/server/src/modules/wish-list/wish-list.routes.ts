import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { currencies } from '@facet/contracts/money';
import { wishedSkus, wishInput, wishList } from '@facet/contracts/wish-list';
import { z } from '@facet/contracts/zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { currencyOf } from '../../lib/shopper-currency.ts';
import { cachedPricingParameters } from '../pricing/repricing.service.ts';
import { listWishedSkus, listWishes } from './wish-list-reads.service.ts';
import { addWish, removeWish } from './wish-list-save.service.ts';

const currencyQuery = z.object({ currency: z.enum(currencies).optional() });

/**
 * The signed-in customer's wish list (docs/product.md, "Wish list"); each change answers the list
 * as it now is.
 */
export async function registerWishListRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['Wish list'];
  const answer = { 200: envelopeSchema(wishList) };
  const listFor = async (request: FastifyRequest, asked: (typeof currencies)[number] | undefined) =>
    successEnvelope(
      await listWishes(
        db(),
        { currency: currencyOf(request, asked) },
        actorOf(request),
        await cachedPricingParameters(app.referenceCache, db()),
      ),
    );

  api.get(
    '/api/wish',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Your wish list, newest first, priced now',
        querystring: currencyQuery,
        response: answer,
      },
    },
    async (request) => listFor(request, request.query.currency),
  );

  api.get(
    '/api/wish/skus',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'What you keep, by SKU only (pieces by variant SKU, stones by stock number in lower case)',
        response: { 200: envelopeSchema(wishedSkus) },
      },
    },
    async (request) => successEnvelope(await listWishedSkus(db(), actorOf(request))),
  );

  api.post(
    '/api/wish/wish',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Add a piece (its variant’s SKU) or a stone (its stock number); already there is fine',
        querystring: currencyQuery,
        body: wishInput,
        response: answer,
      },
    },
    async (request) => {
      await addWish(db(), request.body, actorOf(request));
      return listFor(request, request.query.currency);
    },
  );

  api.post(
    '/api/wish/remove',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Remove a piece or stone; not there is fine',
        querystring: currencyQuery,
        body: wishInput,
        response: answer,
      },
    },
    async (request) => {
      await removeWish(db(), request.body, actorOf(request));
      return listFor(request, request.query.currency);
    },
  );
}
