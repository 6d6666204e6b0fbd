import { businessDetailsRecord, updateBusinessDetailsInput } from '@facet/contracts/business-details';
import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { areas } from '@facet/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { updateBusinessDetails } from './business-details-save.service.ts';
import { cachedBusinessDetails } from './cached-business-details.ts';

/*
 * The business details under /api/business-details: every member of staff reads the whole
 * record (orders and invoices print from it; nothing in it is secret from staff), only the
 * Admin changes it. Shoppers read the public part through /api/company.
 */
export async function registerBusinessDetailsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Business details'];

  api.get(
    '/api/business-details',
    {
      config: { access: areas },
      schema: {
        tags,
        summary:
          'The business details: legal and trade name, registered address, GSTIN, LUT, customer care, grievance officer (staff)',
        response: { 200: envelopeSchema(businessDetailsRecord) },
      },
    },
    async () => successEnvelope(await cachedBusinessDetails(app)),
  );
  api.put(
    '/api/business-details',
    {
      config: { access: 'businessDetails' },
      schema: {
        tags,
        summary: 'Change the business details, every field at once; audited (Admin)',
        body: updateBusinessDetailsInput,
        response: { 200: envelopeSchema(businessDetailsRecord) },
      },
    },
    async (request) => successEnvelope(await updateBusinessDetails(app.database.db, request.body, actorOf(request))),
  );
}
