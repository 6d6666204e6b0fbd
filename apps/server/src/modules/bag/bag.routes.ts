import {
  addToBagInput,
  applyCouponInput,
  bag,
  bagCount,
  bagQuantityInput,
  bagRingSizeInput,
} from '@facet/contracts/bag';
import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { currencies } from '@facet/contracts/money';
import { recordIdParams } from '@facet/contracts/record-ids';
import { z } from '@facet/contracts/zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { currencyOf } from '../../lib/shopper-currency.ts';
import { countBag, readBag } from './bag-reads.service.ts';
import {
  addToBag,
  applyCoupon,
  removeBagLine,
  removeCoupon,
  setBagQuantity,
  setBagRingSize,
} from './bag-save.service.ts';

const currencyQuery = z.object({ currency: z.enum(currencies).optional() });

/**
 * The signed-in customer's bag under the original's /api/shopping-cart (docs/product.md, "Bag");
 * each change answers the whole bag as it now is, priced in the shopper's currency.
 */
export async function registerBagRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const config = { access: 'signedIn' } as const;
  const tags = ['Bag'];
  const response = { 200: envelopeSchema(bag) };
  const bagFor = async (request: FastifyRequest<{ Querystring: z.infer<typeof currencyQuery> }>) =>
    successEnvelope(await readBag(db(), { currency: currencyOf(request, request.query.currency) }, actorOf(request)));

  api.get(
    '/api/shopping-cart',
    { config, schema: { tags, summary: 'Your bag, priced now', querystring: currencyQuery, response } },
    bagFor,
  );

  api.get(
    '/api/shopping-cart/count',
    {
      config,
      schema: {
        tags,
        summary: 'How many pieces and stones your bag holds (a built ring counts once)',
        response: { 200: envelopeSchema(bagCount) },
      },
    },
    async (request) => successEnvelope(await countBag(db(), actorOf(request))),
  );

  api.post(
    '/api/shopping-cart',
    {
      config,
      schema: {
        tags,
        summary: 'Add a piece (its variant’s SKU, with a ring size for rings), a stone, or a ring-builder pair',
        querystring: currencyQuery,
        body: addToBagInput,
        response,
      },
    },
    async (request) => {
      await addToBag(db(), request.body, actorOf(request));
      return bagFor(request);
    },
  );

  api.delete(
    '/api/shopping-cart/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Remove a line (a built ring’s setting or stone removes the ring)',
        params: recordIdParams,
        querystring: currencyQuery,
        response,
      },
    },
    async (request) => {
      await removeBagLine(db(), request.params, actorOf(request));
      return bagFor(request);
    },
  );

  api.put(
    '/api/shopping-cart/quantity',
    {
      config,
      schema: {
        tags,
        summary: 'How many of a piece (1–10)',
        querystring: currencyQuery,
        body: bagQuantityInput,
        response,
      },
    },
    async (request) => {
      await setBagQuantity(db(), request.body, actorOf(request));
      return bagFor(request);
    },
  );

  api.put(
    '/api/shopping-cart/ringSize',
    {
      config,
      schema: { tags, summary: 'A ring’s size', querystring: currencyQuery, body: bagRingSizeInput, response },
    },
    async (request) => {
      await setBagRingSize(db(), request.body, actorOf(request));
      return bagFor(request);
    },
  );

  api.post(
    '/api/shopping-cart/apply-coupon',
    {
      config,
      schema: {
        tags,
        summary: 'Apply a coupon to the bag (one per bag: it replaces any other)',
        querystring: currencyQuery,
        body: applyCouponInput,
        response,
      },
    },
    async (request) => {
      await applyCoupon(db(), request.body, actorOf(request));
      return bagFor(request);
    },
  );

  api.delete(
    '/api/shopping-cart/apply-coupon',
    {
      config,
      schema: { tags, summary: 'Take the coupon off the bag', querystring: currencyQuery, response },
    },
    async (request) => {
      await removeCoupon(db(), actorOf(request));
      return bagFor(request);
    },
  );
}
