import { orderEndpoints } from '@facet/contracts/order-endpoints';
import { orderShapes } from '@facet/contracts/order-shapes';
import type { FastifyInstance } from 'fastify';
import { fileAnswer, registerEndpoints } from '../../lib/endpoint-routes.ts';
import { renderCertificates, renderPackingSlip } from './order-papers-pdf.ts';
import { renderGiftCard, renderGiftReceipt } from './gift-papers-pdf.ts';
import { readOrderPapers, readOwnOrderPapers, type OrderPapers } from './order-papers.service.ts';
import { actorOf } from '../../lib/actor.ts';

/*
 * The papers printed for an order's parcel, as PDFs for Orders staff: its packing slip, the
 * certificate of authenticity of each piece or stone in it and, for a gift, its gift card and gift
 * receipt (decision 042); and the customer's own gift receipt (declared with the orders' endpoints).
 */
export async function registerOrderPaperRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  async function paper(
    file: string,
    render: (papers: OrderPapers, printedAt: Date) => Promise<Buffer>,
    read: Promise<OrderPapers>,
  ) {
    const papers = await read;
    return fileAnswer({
      body: await render(papers, new Date()),
      contentType: 'application/pdf',
      fileName: `${file}-${papers.orderNumber}.pdf`,
    });
  }
  const staffPaper = (params: { id: number }, file: string, render: Parameters<typeof paper>[1]) =>
    paper(file, render, readOrderPapers(db(), params));

  const { packingSlip, certificate, giftCard, giftReceipt, myGiftReceipt } = orderEndpoints;
  registerEndpoints(
    app,
    { packingSlip, certificate, giftCard, giftReceipt, myGiftReceipt },
    orderShapes,
    {
      packingSlip: ({ params }) => staffPaper(params, 'packing-slip', renderPackingSlip),
      certificate: ({ params }) => staffPaper(params, 'certificate-of-authenticity', renderCertificates),
      giftCard: ({ params }) => staffPaper(params, 'gift-card', renderGiftCard),
      giftReceipt: ({ params }) => staffPaper(params, 'gift-receipt', renderGiftReceipt),
      // The customer's own: another customer's order is not found.
      myGiftReceipt: ({ params, request }) =>
        paper('gift-receipt', renderGiftReceipt, readOwnOrderPapers(db(), params, actorOf(request))),
    },
    { tags: ['Orders'] },
  );
}
