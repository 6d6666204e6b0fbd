import { taxShapes } from '@facet/contracts/tax-classes';
import { taxDocumentEndpoints } from '@facet/contracts/tax-document-endpoints';
import { taxDocumentFileName } from '@facet/contracts/tax-document-text';
import { taxDocumentShapes } from '@facet/contracts/tax-documents';
import { taxEndpoints } from '@facet/contracts/tax-endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { fileAnswer, registerEndpoints } from '../../lib/endpoint-routes.ts';
import { renderTaxDocumentPdf } from './tax-document-pdf.ts';
import { namedHuidsOfOrder } from '../orders/order-huids.service.ts';
import { getTaxDocument, readDocumentPrefixes } from './tax-document-reads.service.ts';
import { updateDocumentPrefixes } from './tax-document-settings.service.ts';

/**
 * Tax invoices and credit notes (decision 024): the customer whose order it is and Orders staff
 * read one and download its PDF; the Admin sets the series' prefixes (the Tax page's endpoints,
 * registered here under the tax documents' tag).
 */
export async function registerTaxDocumentRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const tags = ['Tax documents'];

  registerEndpoints(
    app,
    taxDocumentEndpoints,
    taxDocumentShapes,
    {
      one: ({ params, request }) => getTaxDocument(db(), params, actorOf(request)),
      pdf: async ({ params, request }) => {
        const document = await getTaxDocument(db(), params, actorOf(request));
        // An invoice prints the HUIDs recorded since, at dispatch; a credit note prints none.
        const huids = document.snapshot.kind === 'invoice' ? await namedHuidsOfOrder(db(), document.orderId) : [];
        return fileAnswer({
          body: await renderTaxDocumentPdf(document.snapshot, huids),
          contentType: 'application/pdf',
          fileName: taxDocumentFileName(document.snapshot.number),
        });
      },
    },
    { tags },
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
