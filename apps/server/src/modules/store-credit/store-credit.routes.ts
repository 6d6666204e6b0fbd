import { storeCreditShapes } from '@facet/contracts/store-credit';
import { storeCreditEndpoints } from '@facet/contracts/store-credit-endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { readCustomerStoreCredit, readStoreCredit, readStoreCreditSettings } from './store-credit-reads.service.ts';
import { issueStoreCreditByStaff, updateStoreCreditSettings } from './store-credit.service.ts';

/**
 * Store credit (decision 031): a customer reads their own; Orders staff read a customer's and
 * give credit; the Admin sets the most one grant may be.
 */
export async function registerStoreCreditRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  registerEndpoints(
    app,
    storeCreditEndpoints,
    storeCreditShapes,
    {
      mine: ({ request }) => readStoreCredit(db(), actorOf(request).userId),
      ofCustomer: ({ params }) => readCustomerStoreCredit(db(), params.userId),
      give: ({ body, request }) => issueStoreCreditByStaff(db(), body, actorOf(request)),
      settings: () => readStoreCreditSettings(db()),
      changeSettings: ({ body, request }) => updateStoreCreditSettings(db(), body, actorOf(request)),
    },
    { tags: ['Store credit'] },
  );
}
