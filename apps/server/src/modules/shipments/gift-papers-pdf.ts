import { formatDate } from '@facet/contracts/shop-time';
import { finishPdf, GREY, INK, keepRoom, label, PAGE, rule, startPdf, WIDTH } from '../../lib/pdf-pages.ts';
import type { OrderPapers } from './order-papers.service.ts';

/*
 * A gift's two papers (decision 042), drawn with the shop's other papers (lib/pdf-pages.ts):
 *   - the gift card, printed by staff beside the packing slip: the shopper's message, nothing
 *     else of the order — the message is never on the tax invoice;
 *   - the gift receipt, which the shopper downloads from their order (and staff from the
 *     back-office's): what is in the parcel, to exchange or return it, and no price anywhere.
 */

function sellerHeading(pdf: Parameters<typeof rule>[0], papers: OrderPapers, title: string) {
  pdf
    .font('serif')
    .fontSize(20)
    .fillColor(INK)
    .text(papers.seller.tradeName, PAGE.margin, PAGE.margin, { width: WIDTH });
  pdf.font('serif').fontSize(16).fillColor(INK).text(title, { width: WIDTH });
  pdf.moveDown(0.5);
  rule(pdf);
}

/** The gift card: the message, centred on the page, for staff to print and pack. */
export async function renderGiftCard(papers: OrderPapers, printedAt: Date): Promise<Buffer> {
  const title = 'Gift card';
  const { pdf, bytes } = await startPdf({
    title: `${title} ${papers.orderNumber}`,
    author: papers.seller.legalName,
    subject: `Order ${papers.orderNumber}`,
    date: printedAt,
  });
  sellerHeading(pdf, papers, title);
  pdf.moveDown(4);
  const message = papers.gift?.message ?? null;
  pdf
    .font('serif')
    .fontSize(16)
    .fillColor(message ? INK : GREY)
    .text(message ?? 'No message was given with this gift.', PAGE.margin + 40, pdf.y, {
      width: WIDTH - 80,
      align: 'center',
    });
  pdf.moveDown(3);
  pdf
    .font('regular')
    .fontSize(9)
    .fillColor(GREY)
    .text(papers.gift?.wrapped ? 'Gift wrapped.' : 'Not gift wrapped.', PAGE.margin, pdf.y, {
      width: WIDTH,
      align: 'center',
    });
  return finishPdf(pdf, bytes, `${title} · order ${papers.orderNumber}`);
}

/** The gift receipt: the order's number and date and what is in it, without any price. */
export async function renderGiftReceipt(papers: OrderPapers, printedAt: Date): Promise<Buffer> {
  const title = 'Gift receipt';
  const { pdf, bytes } = await startPdf({
    title: `${title} ${papers.orderNumber}`,
    author: papers.seller.legalName,
    subject: `Order ${papers.orderNumber}`,
    date: printedAt,
  });
  sellerHeading(pdf, papers, title);
  pdf.font('regular').fontSize(9).fillColor(GREY);
  pdf.text(`Order ${papers.orderNumber} of ${formatDate(papers.orderDate)}`, { width: WIDTH });
  pdf.text(`For ${papers.address.fullName}`, { width: WIDTH });
  pdf.moveDown(1);
  label(pdf, 'In this gift', PAGE.margin, pdf.y, WIDTH);
  for (const [index, line] of papers.lines.entries()) {
    keepRoom(pdf, 40);
    pdf
      .font('bold')
      .fontSize(10)
      .fillColor(INK)
      .text(`${index + 1}. ${line.name}${line.details ? `, ${line.details}` : ''}`, PAGE.margin, pdf.y, {
        width: WIDTH,
      });
    const ids = [`SKU ${line.sku}`, line.ringSize ? `Ring size US ${line.ringSize}` : '', `Qty ${line.quantity}`];
    pdf.font('regular').fontSize(8.5).fillColor(GREY).text(ids.filter(Boolean).join(' · '), { width: WIDTH });
    pdf.moveDown(0.5);
  }
  pdf.moveDown(1);
  rule(pdf);
  pdf
    .font('regular')
    .fontSize(9)
    .fillColor(INK)
    .text(
      `To exchange or return a piece, write to ${papers.seller.customerCare.email} or call ` +
        `${papers.seller.customerCare.phone} with the order number above. This receipt shows no prices.`,
      { width: WIDTH },
    );
  return finishPdf(pdf, bytes, `${title} · order ${papers.orderNumber}`);
}
