import { recordIdParams } from '@facet/contracts/record-ids';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { renderCertificates, renderPackingSlip } from './order-papers-pdf.ts';
import { readOrderPapers } from './order-papers.service.ts';

/*
 * The papers printed for an order's parcel, as PDFs for Orders staff: its packing slip and the
 * certificate of authenticity of each piece or stone in it.
 */
export async function registerOrderPaperRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['Orders'];
  const papers = [
    {
      path: 'packing-slip',
      file: 'packing-slip',
      summary: 'The packing slip: ship-to, lines without prices, the insured-packing checklist',
      render: renderPackingSlip,
    },
    {
      path: 'certificate',
      file: 'certificate-of-authenticity',
      summary: 'The certificate of authenticity: a page per piece or loose stone',
      render: renderCertificates,
    },
  ] as const;
  for (const paper of papers) {
    api.get(
      `/api/order-detail/:id/${paper.path}`,
      {
        config: { access: 'orders' },
        schema: { tags, summary: `${paper.summary} (PDF)`, params: recordIdParams, produces: ['application/pdf'] },
      },
      async (request, reply) => {
        const read = await readOrderPapers(db(), request.params);
        const pdf = await paper.render(read, new Date());
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${paper.file}-${read.orderNumber}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  }
}
