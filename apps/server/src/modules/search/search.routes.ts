import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { globalSearchQuery, searchPage } from '@facet/contracts/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currencyOf } from '../../lib/shopper-currency.ts';
import { globalSearch } from './global-search.service.ts';

/** The shop's name search: public, under the original's spelling and the right one. */
export async function registerSearchRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const search = globalSearch(app.referenceCache, (error) =>
    app.log.error({ err: error }, 'a search index could not be built'),
  );
  // A server about to take shoppers builds its indexes now, so the first search does not wait
  // for them (seconds at 100,000 products and a million stones). Tests, which never listen, skip it.
  app.addHook('onListen', async () => {
    void search.warmUp(app.database.db).catch(() => {});
  });
  // The stones' index is the diamond search's too (one per instance).
  app.metrics?.watchSearchIndex('products', () => search.indexFigures().products);
  app.metrics?.watchSearchIndex('stones', () => search.indexFigures().stones);
  for (const [url, summary] of [
    [
      '/api/globle-search',
      'Jewellery and loose stones found by name, type, metal, style, shape, grade or number, ranked',
    ],
    ['/api/global-search', 'The same as /api/globle-search (the right spelling)'],
  ] as const) {
    api.get(
      url,
      {
        config: { access: 'public' },
        schema: {
          tags: ['Search'],
          summary,
          querystring: globalSearchQuery,
          response: { 200: envelopeSchema(searchPage) },
        },
      },
      async (request) =>
        successEnvelope(
          await search.search(app.database.db, {
            search: request.query.search,
            pageNo: request.query.pageNo,
            pageSize: request.query.pageSize,
            currency: currencyOf(request, request.query.currency),
          }),
        ),
    );
  }
}
