import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { currentUser } from '@facet/contracts/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getCurrentUser } from './users.service.ts';

export async function registerUserRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/user/cuser',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['User'], summary: 'The signed-in user', response: { 200: envelopeSchema(currentUser) } },
    },
    async (request) => successEnvelope(await getCurrentUser(app.database.db, request.actor!.userId)),
  );
}
