import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { ringBuilderPair, ringBuilderPairQuery } from '@facet/contracts/ring-builder-pair';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currencyOf } from '../../lib/shopper-currency.ts';
import { getRingBuilderPair } from './ring-builder.service.ts';

/** The ring builder: the pair a shopper keeps in the browser, read for the builder bar and review page. */
export async function registerRingBuilderRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  api.get(
    '/api/ring-builder/pair',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Ring builder'],
        summary: 'A setting variant and a loose stone (either or both): whether they fit and the ring’s price',
        querystring: ringBuilderPairQuery,
        response: { 200: envelopeSchema(ringBuilderPair) },
      },
    },
    async (request) =>
      successEnvelope(
        await getRingBuilderPair(db(), {
          ...request.query,
          // Asked for in the query, else remembered in the cookie, else USD.
          currency: currencyOf(request, request.query.currency),
        }),
      ),
  );
}
