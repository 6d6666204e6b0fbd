import { taxShapes } from '@facet/contracts/tax-classes';
import { taxEndpoints } from '@facet/contracts/tax-endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { assignTaxClass, readTaxSettings, updatePanAbove, updateTaxClass } from './tax-classes.service.ts';

/**
 * The Tax page's calls (decision 023): Admin reads and changes the classes and the PAN threshold.
 * Its document prefixes are registered with the tax documents (tax-documents.routes.ts).
 */
export async function registerTaxRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  registerEndpoints(
    app,
    {
      settings: taxEndpoints.settings,
      updateClass: taxEndpoints.updateClass,
      assign: taxEndpoints.assign,
      updatePanAbove: taxEndpoints.updatePanAbove,
    },
    taxShapes,
    {
      settings: () => readTaxSettings(db()),
      updateClass: ({ params, body, request }) => updateTaxClass(db(), params.key, body, actorOf(request)),
      assign: ({ body, request }) => assignTaxClass(db(), body, actorOf(request)),
      updatePanAbove: ({ body, request }) => updatePanAbove(db(), body, actorOf(request)),
    },
    { tags: ['Tax'] },
  );
}
