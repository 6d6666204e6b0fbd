import { businessDetailsShapes } from '@facet/contracts/business-details';
import { businessDetailsEndpoints } from '@facet/contracts/business-details-endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { updateBusinessDetails } from './business-details-save.service.ts';
import { cachedBusinessDetails } from './cached-business-details.ts';

/*
 * The business details under /api/business-details: every member of staff reads the whole
 * record (orders and invoices print from it; nothing in it is secret from staff), only the
 * Admin changes it. Shoppers read the public part through /api/company.
 */
export async function registerBusinessDetailsRoutes(app: FastifyInstance) {
  registerEndpoints(
    app,
    businessDetailsEndpoints,
    businessDetailsShapes,
    {
      read: () => cachedBusinessDetails(app),
      update: ({ body, request }) => updateBusinessDetails(app.database.db, body, actorOf(request)),
    },
    { tags: ['Business details'] },
  );
}
