import { orderEndpoints } from '@facet/contracts/order-endpoints';
import { orderShapes } from '@facet/contracts/order-shapes';
import type { FastifyInstance } from 'fastify';
import { fileAnswer, registerEndpoints } from '../../lib/endpoint-routes.ts';
import { renderCertificates, renderPackingSlip } from './order-papers-pdf.ts';
import { readOrderPapers, type OrderPapers } from './order-papers.service.ts';

/*
 * The papers printed for an order's parcel, as PDFs for Orders staff: its packing slip and the
 * certificate of authenticity of each piece or stone in it (declared with the orders' endpoints).
 */
export async function registerOrderPaperRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  async function paper(
    params: { id: number },
    file: string,
    render: (papers: OrderPapers, printedAt: Date) => Promise<Buffer>,
  ) {
    const read = await readOrderPapers(db(), params);
    return fileAnswer({
      body: await render(read, new Date()),
      contentType: 'application/pdf',
      fileName: `${file}-${read.orderNumber}.pdf`,
    });
  }

  const { packingSlip, certificate } = orderEndpoints;
  registerEndpoints(
    app,
    { packingSlip, certificate },
    orderShapes,
    {
      packingSlip: ({ params }) => paper(params, 'packing-slip', renderPackingSlip),
      certificate: ({ params }) => paper(params, 'certificate-of-authenticity', renderCertificates),
    },
    { tags: ['Orders'] },
  );
}
