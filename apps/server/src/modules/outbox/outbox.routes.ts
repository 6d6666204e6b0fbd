import { outboxShapes } from '@facet/contracts/outbox';
import { outboxEndpoints } from '@facet/contracts/outbox-endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { channelsWithTransport } from '../messages/transports.ts';
import { listOutbox } from './outbox.service.ts';

/**
 * GET /api/outbox (Admin): every e-mail and SMS the shop sent or keeps, with tokens
 * and codes hidden for every channel that has a transport.
 */
export async function registerOutboxRoutes(app: FastifyInstance) {
  registerEndpoints(
    app,
    outboxEndpoints,
    outboxShapes,
    { list: ({ query }) => listOutbox(app.database.db, query, channelsWithTransport(app.config)) },
    { tags: ['Outbox'] },
  );
}
