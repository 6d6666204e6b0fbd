import { activeCarrierList, carrierList, carrierRecord, saveCarrierInput } from '@facet/contracts/carriers';
import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { recordIdParams } from '@facet/contracts/record-ids';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '@facet/contracts/zod';
import { actorOf } from '../../lib/actor.ts';
import { createCarrier, deleteCarrier, updateCarrier } from './carrier-save.service.ts';
import { listActiveCarriers, listCarriers } from './carriers.service.ts';

/*
 * The carriers under /api/carriers: Orders staff read them to ship with (and the Admin to keep
 * them); a signed-in customer reads the active ones to say how they sent a return parcel; only
 * the Admin adds, changes or deletes one.
 */
export async function registerCarrierRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['Carriers'];

  api.get(
    '/api/carriers',
    {
      config: { access: ['orders', 'carriers'] },
      schema: {
        tags,
        summary: 'Every carrier, active or not, with its tracking page and number shape',
        response: { 200: envelopeSchema(carrierList) },
      },
    },
    async () => successEnvelope(await listCarriers(db())),
  );
  api.get(
    '/api/carriers/active',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The carriers in use now, by name, with the shape of their numbers (to record a return parcel)',
        response: { 200: envelopeSchema(activeCarrierList) },
      },
    },
    async () => successEnvelope(await listActiveCarriers(db())),
  );
  api.post(
    '/api/carriers',
    {
      config: { access: 'carriers' },
      schema: {
        tags,
        summary: 'Add a carrier; audited (Admin)',
        body: saveCarrierInput,
        response: { 200: envelopeSchema(carrierRecord) },
      },
    },
    async (request) => successEnvelope(await createCarrier(db(), request.body, actorOf(request))),
  );
  api.put(
    '/api/carriers/:id',
    {
      config: { access: 'carriers' },
      schema: {
        tags,
        summary: 'Change a carrier, every field at once (inactive: no longer offered to ship with); audited (Admin)',
        params: recordIdParams,
        body: saveCarrierInput,
        response: { 200: envelopeSchema(carrierRecord) },
      },
    },
    async (request) =>
      successEnvelope(await updateCarrier(db(), { ...request.body, id: request.params.id }, actorOf(request))),
  );
  api.delete(
    '/api/carriers/:id',
    {
      config: { access: 'carriers' },
      schema: {
        tags,
        summary: 'Delete a carrier that has never carried a parcel; audited (Admin)',
        params: recordIdParams,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await deleteCarrier(db(), request.params, actorOf(request));
      return successEnvelope(null);
    },
  );
}
