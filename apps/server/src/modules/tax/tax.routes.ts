import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import {
  panAboveInput,
  taxClassAssignmentInput,
  taxSettingsRecord,
  updateTaxClassInput,
} from '@facet/contracts/tax-classes';
import { z } from '@facet/contracts/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { assignTaxClass, readTaxSettings, updatePanAbove, updateTaxClass } from './tax-classes.service.ts';

/** The Tax page's calls (decision 023): Admin reads and changes the classes and the PAN threshold. */
export async function registerTaxRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const response = { 200: envelopeSchema(taxSettingsRecord) };

  api.get(
    '/api/tax',
    {
      config: { access: 'metalAndPrice' },
      schema: { tags: ['Tax'], summary: 'Tax classes, what is in each, and the PAN threshold (Admin)', response },
    },
    async () => successEnvelope(await readTaxSettings(db())),
  );

  api.put(
    '/api/tax/classes/:key',
    {
      config: { access: 'metalAndPrice' },
      schema: {
        tags: ['Tax'],
        summary: "Change a tax class's HSN code, description and GST rate; the jewellery class reprices (Admin)",
        params: z.object({ key: z.string().max(40) }),
        body: updateTaxClassInput,
        response,
      },
    },
    async (request) => successEnvelope(await updateTaxClass(db(), request.params.key, request.body, actorOf(request))),
  );

  api.put(
    '/api/tax/assignments',
    {
      config: { access: 'metalAndPrice' },
      schema: {
        tags: ['Tax'],
        summary: "Put a sub type's pieces or a stone category's loose stones in a tax class (Admin)",
        body: taxClassAssignmentInput,
        response,
      },
    },
    async (request) => successEnvelope(await assignTaxClass(db(), request.body, actorOf(request))),
  );

  api.put(
    '/api/tax/pan-above',
    {
      config: { access: 'metalAndPrice' },
      schema: {
        tags: ['Tax'],
        summary: 'The order total in rupees above which a buyer in India gives a PAN or Form 60 (Admin)',
        body: panAboveInput,
        response,
      },
    },
    async (request) => successEnvelope(await updatePanAbove(db(), request.body, actorOf(request))),
  );
}
