import { taxShapes } from '@facet/contracts/tax-classes';
import { taxDocumentEndpoints } from '@facet/contracts/tax-document-endpoints';
import { taxDocumentFileName, taxDocumentIdParams, taxDocumentShapes } from '@facet/contracts/tax-documents';
import { taxEndpoints } from '@facet/contracts/tax-endpoints';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { renderTaxDocumentPdf } from './tax-document-pdf.ts';
import { namedHuidsOfOrder } from '../orders/order-huids.service.ts';
import { getTaxDocument, readDocumentPrefixes } from './tax-document-reads.service.ts';
import { updateDocumentPrefixes } from './tax-document-settings.service.ts';

/**
 * Tax invoices and credit notes (decision 024): the customer whose order it is and Orders staff
 * read one and download its PDF; the Admin sets the series' prefixes (the Tax page's endpoints,
 * registered here under the tax documents' tag). The PDF answers a file, so it is registered by hand.
 */
export async function registerTaxDocumentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['Tax documents'];

  registerEndpoints(
    app,
    taxDocumentEndpoints,
    taxDocumentShapes,
    { one: ({ params, request }) => getTaxDocument(db(), params, actorOf(request)) },
    { tags },
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

  // The Tax page's other endpoints are registered by the tax module (tax.routes.ts).
  registerEndpoints(
    app,
    {
      documentPrefixes: taxEndpoints.documentPrefixes,
      updateDocumentPrefixes: taxEndpoints.updateDocumentPrefixes,
    },
    taxShapes,
    {
      documentPrefixes: () => readDocumentPrefixes(db()),
      updateDocumentPrefixes: ({ body, request }) => updateDocumentPrefixes(db(), body, actorOf(request)),
    },
    { tags },
  );
}
