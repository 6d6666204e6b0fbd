import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { outboxListing, outboxQuery } from '@facet/contracts/outbox';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { channelsWithTransport } from '../messages/transports.ts';
import { listOutbox } from './outbox.service.ts';

/**
 * GET /api/outbox (Admin): every e-mail and SMS the shop sent or keeps, with tokens
 * and codes hidden for every channel that has a transport.
 */
export async function registerOutboxRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/outbox',
    {
      config: { access: 'outbox' },
      schema: {
        tags: ['Outbox'],
        summary: 'Outgoing e-mails and SMS, newest first',
        querystring: outboxQuery,
        response: { 200: envelopeSchema(outboxListing) },
      },
    },
    async (request) =>
      successEnvelope(await listOutbox(app.database.db, request.query, channelsWithTransport(app.config))),
  );
}
