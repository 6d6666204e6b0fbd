import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema, pagedSchema } from '@facet/contracts/envelope-schemas';
import { outboxMessageRecord, outboxQuery } from '@facet/contracts/outbox';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listMessages } from '../messages/messages.service.ts';

/** GET /api/outbox (Admin): every e-mail and SMS the shop sent or keeps (DESIGN §4). */
export async function registerOutboxRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/outbox',
    {
      config: { access: 'outbox' },
      schema: {
        tags: ['Outbox'],
        summary: 'Outgoing e-mails and SMS, newest first',
        querystring: outboxQuery,
        response: { 200: envelopeSchema(pagedSchema(outboxMessageRecord)) },
      },
    },
    async (request) => successEnvelope(await listMessages(app.database.db, request.query)),
  );
}
