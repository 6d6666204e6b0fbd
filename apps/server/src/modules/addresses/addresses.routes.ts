import { addressEndpoints } from '@facet/contracts/address-endpoints';
import { addressShapes } from '@facet/contracts/addresses';
import type { FastifyInstance } from 'fastify';
import { addAddress, deleteAddress, listAddresses, makeDefaultAddress } from './addresses.service.ts';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';

/** The signed-in person's address book. */
export async function registerAddressRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  registerEndpoints(
    app,
    addressEndpoints,
    addressShapes,
    {
      list: ({ request }) => listAddresses(db(), actorOf(request)),
      add: ({ body, request }) => addAddress(db(), body, actorOf(request)),
      remove: ({ params, request }) => deleteAddress(db(), params, actorOf(request)),
      makeDefault: ({ params, request }) => makeDefaultAddress(db(), params, actorOf(request)),
    },
    { tags: ['Address'] },
  );
}
