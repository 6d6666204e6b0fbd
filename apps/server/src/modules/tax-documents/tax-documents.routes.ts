import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import {
  documentPrefixesInput,
  documentPrefixesRecord,
  taxDocumentFileName,
  taxDocumentIdParams,
  taxDocumentRecord,
} from '@facet/contracts/tax-documents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { renderTaxDocumentPdf } from './tax-document-pdf.ts';
import { namedHuidsOfOrder } from '../orders/order-huids.service.ts';
import { getTaxDocument, readDocumentPrefixes } from './tax-document-reads.service.ts';
import { updateDocumentPrefixes } from './tax-document-settings.service.ts';

/**
 * Tax invoices and credit notes (decision 024): the customer whose order it is and Orders staff
 * read one and download its PDF; the Admin sets the series' prefixes.
 */
export async function registerTaxDocumentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['Tax documents'];

  api.get(
    '/api/tax-documents/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'A tax invoice or credit note, as issued (your own order, or Orders staff)',
        params: taxDocumentIdParams,
        response: { 200: envelopeSchema(taxDocumentRecord) },
      },
    },
    async (request) => successEnvelope(await getTaxDocument(db(), request.params, actorOf(request))),
  );

  api.get(
    '/api/tax-documents/:id/pdf',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'A tax invoice or credit note as a PDF (your own order, or Orders staff)',
        params: taxDocumentIdParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const document = await getTaxDocument(db(), request.params, actorOf(request));
      // An invoice prints the HUIDs recorded since, at dispatch; a credit note prints none.
      const huids = document.snapshot.kind === 'invoice' ? await namedHuidsOfOrder(db(), document.orderId) : [];
      const pdf = await renderTaxDocumentPdf(document.snapshot, huids);
      const file = taxDocumentFileName(document.snapshot.number);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  api.get(
    '/api/tax/document-prefixes',
    {
      config: { access: 'metalAndPrice' },
      schema: {
        tags,
        summary: "The invoice and credit note series' prefixes (Admin)",
        response: { 200: envelopeSchema(documentPrefixesRecord) },
      },
    },
    async () => successEnvelope(await readDocumentPrefixes(db())),
  );

  api.put(
    '/api/tax/document-prefixes',
    {
      config: { access: 'metalAndPrice' },
      schema: {
        tags,
        summary: "Change the invoice and credit note series' prefixes; numbers issued keep theirs (Admin)",
        body: documentPrefixesInput,
        response: { 200: envelopeSchema(documentPrefixesRecord) },
      },
    },
    async (request) => successEnvelope(await updateDocumentPrefixes(db(), request.body, actorOf(request))),
  );
}
