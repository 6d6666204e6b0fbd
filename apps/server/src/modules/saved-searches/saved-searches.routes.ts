import type { StoneShapeName } from '@facet/contracts/lookups';
import { savedSearchShapes } from '@facet/contracts/saved-searches';
import { savedSearchEndpoints } from '@facet/contracts/saved-searches-endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { fileAnswer, registerEndpoints } from '../../lib/endpoint-routes.ts';
import { currencyOf } from '../../lib/shopper-currency.ts';
import { cachedPricingParameters } from '../pricing/repricing.service.ts';
import { readSavedSearchSettings, updateSavedSearchSettings } from './saved-search-settings.service.ts';
import { listSavedSearches } from './saved-searches-reads.service.ts';
import { shapePicture } from './shape-pictures.ts';
import {
  createSavedSearch,
  deleteSavedSearch,
  openSavedSearch,
  renameSavedSearch,
  unsubscribeSavedSearch,
} from './saved-searches-save.service.ts';

/*
 * Saved searches (decision 039): the signed-in shopper's own, the alerts' unsubscribe (public,
 * signed link) and the Admin's settings.
 */
export async function registerSavedSearchRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const rates = () => cachedPricingParameters(app.referenceCache, db());
  registerEndpoints(
    app,
    savedSearchEndpoints,
    savedSearchShapes,
    {
      list: async ({ request }) => listSavedSearches(db(), actorOf(request), await rates()),
      create: async ({ body, request }) =>
        createSavedSearch(db(), { ...body, currency: currencyOf(request, undefined) }, actorOf(request), await rates()),
      rename: async ({ params, body, request }) =>
        renameSavedSearch(db(), { ...body, id: params.id }, actorOf(request), await rates()),
      remove: ({ params, request }) => deleteSavedSearch(db(), params, actorOf(request)),
      open: ({ params, request }) => openSavedSearch(db(), params, actorOf(request)),
      unsubscribe: ({ body }) => unsubscribeSavedSearch(db(), body),
      shapePicture: async ({ params }) =>
        fileAnswer({
          body: await shapePicture(params.shape as StoneShapeName),
          contentType: 'image/png',
          fileName: `${params.shape}.png`,
          cacheControl: 'public, max-age=86400',
        }),
      settings: () => readSavedSearchSettings(db()),
      updateSettings: ({ body, request }) => updateSavedSearchSettings(db(), body, actorOf(request)),
    },
    { tags: ['Saved searches'] },
  );
}
