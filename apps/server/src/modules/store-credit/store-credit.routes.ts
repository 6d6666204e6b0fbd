import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { issueStoreCreditInput, storeCreditAccount, storeCreditSettings } from '@facet/contracts/store-credit';
import { z } from '@facet/contracts/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { readCustomerStoreCredit, readStoreCredit, readStoreCreditSettings } from './store-credit-reads.service.ts';
import { issueStoreCreditByStaff, updateStoreCreditSettings } from './store-credit.service.ts';

/**
 * Store credit (decision 031): a customer reads their own; Orders staff read a customer's and
 * give credit; the Admin sets the most one grant may be.
 */
export async function registerStoreCreditRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const account = { 200: envelopeSchema(storeCreditAccount) };
  const settings = { 200: envelopeSchema(storeCreditSettings) };

  api.get(
    '/api/store-credit/mine',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['Store credit'], summary: 'Your store credit: balances and the ledger', response: account },
    },
    async (request) => successEnvelope(await readStoreCredit(db(), actorOf(request).userId)),
  );

  api.get(
    '/api/store-credit/customer/:userId',
    {
      config: { access: 'orders' },
      schema: {
        tags: ['Store credit'],
        summary: "A customer's store credit: balances and the ledger (Orders)",
        params: z.object({ userId: z.uuid('must be a customer’s id') }),
        response: account,
      },
    },
    async (request) => successEnvelope(await readCustomerStoreCredit(db(), request.params.userId)),
  );

  api.post(
    '/api/store-credit',
    {
      config: { access: 'orders' },
      schema: {
        tags: ['Store credit'],
        summary: 'Give a customer store credit, with the reason; audited (Orders)',
        body: issueStoreCreditInput,
        response: account,
      },
    },
    async (request) => successEnvelope(await issueStoreCreditByStaff(db(), request.body, actorOf(request))),
  );

  api.get(
    '/api/store-credit/settings',
    {
      config: { access: 'metalAndPrice' },
      schema: {
        tags: ['Store credit'],
        summary: 'The most one grant of store credit may be (Admin)',
        response: settings,
      },
    },
    async () => successEnvelope(await readStoreCreditSettings(db())),
  );

  api.put(
    '/api/store-credit/settings',
    {
      config: { access: 'metalAndPrice' },
      schema: {
        tags: ['Store credit'],
        summary: 'Change the most one grant of store credit may be, per currency; audited (Admin)',
        body: storeCreditSettings,
        response: settings,
      },
    },
    async (request) => successEnvelope(await updateStoreCreditSettings(db(), request.body, actorOf(request))),
  );
}
