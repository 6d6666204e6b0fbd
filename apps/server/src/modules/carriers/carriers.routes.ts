import { carrierEndpoints } from '@facet/contracts/carrier-endpoints';
import { carrierShapes } from '@facet/contracts/carriers';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { createCarrier, deleteCarrier, updateCarrier } from './carrier-save.service.ts';
import { listActiveCarriers, listCarriers } from './carriers.service.ts';

/*
 * The carriers under /api/carriers: Orders staff read them to ship with (and the Admin to keep
 * them); a signed-in customer reads the active ones to say how they sent a return parcel; only
 * the Admin adds, changes or deletes one.
 */
export async function registerCarrierRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  registerEndpoints(
    app,
    carrierEndpoints,
    carrierShapes,
    {
      list: () => listCarriers(db()),
      active: () => listActiveCarriers(db()),
      create: ({ body, request }) => createCarrier(db(), body, actorOf(request)),
      update: ({ params, body, request }) => updateCarrier(db(), { ...body, id: params.id }, actorOf(request)),
      remove: async ({ params, request }) => {
        await deleteCarrier(db(), params, actorOf(request));
        return null;
      },
    },
    { tags: ['Carriers'] },
  );
}
