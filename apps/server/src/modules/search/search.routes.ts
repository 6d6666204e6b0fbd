import { searchShapes } from '@facet/contracts/search';
import { searchEndpoints } from '@facet/contracts/search-endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { currencyOf } from '../../lib/shopper-currency.ts';
import { globalSearch } from './global-search.service.ts';

/** The shop's name search: public, under the original's spelling and the right one. */
export async function registerSearchRoutes(app: FastifyInstance) {
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
  registerEndpoints(
    app,
    searchEndpoints,
    searchShapes,
    {
      find: ({ query, request }) =>
        search.search(app.database.db, {
          search: query.search,
          pageNo: query.pageNo,
          pageSize: query.pageSize,
          currency: currencyOf(request, query.currency),
        }),
    },
    { tags: ['Search'] },
  );
}
