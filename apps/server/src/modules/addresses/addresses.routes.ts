import { addressIdParams, addressInput, addressRecord } from '@facet/contracts/addresses';
import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { z } from '@facet/contracts/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addAddress, deleteAddress, listAddresses, makeDefaultAddress } from './addresses.service.ts';
import { actorOf } from '../../lib/actor.ts';

/** The signed-in person's address book. */
export async function registerAddressRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const list = { 200: envelopeSchema(z.array(addressRecord)) };
  const params = addressIdParams;

  api.get(
    '/api/address',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['Address'], summary: 'Your addresses, default first', response: list },
    },
    async (request) => successEnvelope(await listAddresses(app.database.db, actorOf(request))),
  );

  api.post(
    '/api/address',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['Address'],
        summary: 'Add an address (the first becomes the default)',
        body: addressInput,
        response: { 201: envelopeSchema(addressRecord) },
      },
    },
    async (request, reply) => {
      const added = await addAddress(app.database.db, request.body, actorOf(request));
      reply.code(201);
      return successEnvelope(added, 201);
    },
  );

  api.delete(
    '/api/address/:id',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['Address'], summary: 'Delete an address (the default passes on)', params, response: list },
    },
    async (request) => successEnvelope(await deleteAddress(app.database.db, request.params, actorOf(request))),
  );

  api.put(
    '/api/address/makedefault/:id',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['Address'], summary: 'Make an address the default', params, response: list },
    },
    async (request) => successEnvelope(await makeDefaultAddress(app.database.db, request.params, actorOf(request))),
  );
}
