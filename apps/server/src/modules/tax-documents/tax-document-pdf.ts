import { formatDate } from '@facet/contracts/shop-time';
import {
  documentPaymentText,
  formatDollars,
  formatRate,
  formatRupees,
  lineFactsText,
} from '@facet/contracts/tax-document-text';
import { type TaxDocumentLine, type TaxDocumentSnapshot } from '@facet/contracts/tax-documents';
import {
  banner,
  finishPdf,
  GREY,
  INK,
  keepRoom,
  label,
  LINE,
  PAGE,
  type Pdf,
  RED,
  rule,
  startPdf,
  WIDTH,
} from '../../lib/pdf-pages.ts';

/*
 * A tax document as a PDF (decision 024), drawn from the snapshot alone, so the same document
 * always gives the same file: the creation date is the date of issue. The fonts, page and
 * common pieces are the shop's papers' (lib/pdf-pages.ts); the layout is an A4 jeweller's invoice.
 */

interface Column {
  key: string;
  label: string;
  width: number;
  align: 'left' | 'right';
}

function columnsOf(document: TaxDocumentSnapshot): Column[] {
  const tax: Column[] =
    document.supply === 'intra'
      ? [
          { key: 'cgst', label: 'CGST', width: 55, align: 'right' },
          { key: 'sgst', label: 'SGST', width: 55, align: 'right' },
        ]
      : [{ key: 'igst', label: 'IGST', width: 60, align: 'right' }];
  const fixed: Column[] = [
    { key: 'index', label: '#', width: 16, align: 'left' },
    { key: 'description', label: 'Description', width: 0, align: 'left' },
    { key: 'hsn', label: 'HSN', width: 36, align: 'left' },
    { key: 'quantity', label: 'Qty', width: 34, align: 'right' },
    { key: 'taxable', label: 'Taxable value', width: 66, align: 'right' },
    { key: 'rate', label: 'Rate', width: 30, align: 'right' },
    ...tax,
    { key: 'total', label: 'Total', width: 70, align: 'right' },
  ];
  const used = fixed.reduce((sum, column) => sum + column.width, 0);
  return fixed.map((column) => (column.key === 'description' ? { ...column, width: WIDTH - used } : column));
}

function cellOf(line: TaxDocumentLine, key: string, index: number): string {
  switch (key) {
    case 'index':
      return String(index + 1);
    case 'hsn':
      return line.hsn;
    case 'quantity':
      return `${line.quantity} ${line.unit}`;
    case 'taxable':
      return formatRupees(line.taxable);
    case 'rate':
      return formatRate(line.rateBp);
    case 'cgst':
      return formatRupees(line.cgst);
    case 'sgst':
      return formatRupees(line.sgst);
    case 'igst':
      return formatRupees(line.igst);
    case 'total':
      return formatRupees(line.total);
    default:
      return line.description;
  }
}

/** A line's HUIDs, recorded when the order shipped: printed with an invoice issued before. */
export interface DispatchHuids {
  line: string;
  huids: string[];
}

/**
 * The document as PDF bytes. `dispatchHuids` are the hallmarks recorded at dispatch, after an
 * invoice was issued on payment: printed after it, outside the issued document's own figures.
 */
export async function renderTaxDocumentPdf(
  document: TaxDocumentSnapshot,
  dispatchHuids: readonly DispatchHuids[] = [],
): Promise<Buffer> {
  const { pdf, bytes } = await startPdf({
    title: `${document.title} ${document.number}`,
    author: document.supplier.name,
    subject: `Order ${document.orderNumber}`,
    date: new Date(document.issuedAt),
  });
  drawHeader(pdf, document);
  drawParties(pdf, document);
  drawLines(pdf, document);
  drawTotals(pdf, document);
  drawFooter(pdf, document);
  drawDispatchHuids(pdf, dispatchHuids);
  return finishPdf(pdf, bytes, `${document.title} ${document.number}`);
}

function drawHeader(pdf: Pdf, document: TaxDocumentSnapshot) {
  const top = PAGE.margin;
  const supplier = document.supplier;
  pdf.font('serif').fontSize(20).fillColor(INK).text(supplier.tradeName, PAGE.margin, top, { width: 280 });
  pdf.font('regular').fontSize(8.5).fillColor(GREY);
  if (supplier.name !== supplier.tradeName) pdf.text(supplier.name, { width: 280 });
  for (const line of supplier.addressLines) pdf.text(line, { width: 280 });
  pdf.text(`State: ${supplier.state}${supplier.stateCode ? ` (code ${supplier.stateCode})` : ''}`, { width: 280 });
  pdf.text(`${supplier.email} · ${supplier.phone}`, { width: 280 });
  if (supplier.gstin) {
    pdf.font('bold').fillColor(INK).text(`GSTIN ${supplier.gstin}`, { width: 280 });
  } else {
    pdf.font('bold').fillColor(RED).text('GSTIN not configured', { width: 280 });
  }
  const leftBottom = pdf.y;

  const right = PAGE.margin + 300;
  pdf
    .font('serif')
    .fontSize(18)
    .fillColor(INK)
    .text(document.title, right, top, { width: WIDTH - 300, align: 'right' });
  pdf.font('regular').fontSize(8.5).fillColor(GREY);
  const facts: [string, string][] = [
    ['Number', document.number],
    ['Date', formatDate(document.issuedAt)],
    ['Order', `${document.orderNumber} of ${formatDate(document.orderDate)}`],
    ['Reverse charge', 'No'],
  ];
  if (document.reference) {
    facts.push(
      ['Against invoice', document.reference.number],
      ['Invoice date', formatDate(document.reference.issuedAt)],
    );
  }
  pdf.moveDown(0.4);
  for (const [label, value] of facts) {
    const y = pdf.y;
    pdf.font('regular').fillColor(GREY).text(label, right, y, { width: 80, lineBreak: false });
    pdf
      .font('bold')
      .fillColor(INK)
      .text(value, right + 80, y, { width: WIDTH - 380, align: 'right' });
    pdf.y = Math.max(pdf.y, y + 11);
  }
  pdf.y = Math.max(leftBottom, pdf.y) + 10;
  if (document.isTestPayment) {
    banner(pdf, 'Test payment — no money taken', '#fef3c7', '#78350f');
  }
  rule(pdf);
}

function drawParties(pdf: Pdf, document: TaxDocumentSnapshot) {
  const top = pdf.y;
  const half = WIDTH / 2 - 10;
  const buyer = document.buyer;
  label(pdf, document.kind === 'invoice' ? 'Billed and shipped to' : 'Issued to', PAGE.margin, top, half);
  pdf.font('bold').fontSize(9).fillColor(INK).text(buyer.name, { width: half });
  pdf.font('regular').fontSize(8.5).fillColor(GREY);
  if (buyer.businessName) pdf.text(buyer.businessName, { width: half });
  for (const line of buyer.addressLines) pdf.text(line, { width: half });
  pdf.text(`${buyer.email} · ${buyer.phone}`, { width: half });
  if (buyer.gstin) pdf.font('bold').fillColor(INK).text(`GSTIN ${buyer.gstin}`, { width: half });
  const leftBottom = pdf.y;

  const right = PAGE.margin + WIDTH / 2 + 10;
  label(pdf, 'Place of supply', right, top, half);
  pdf
    .font('bold')
    .fontSize(9)
    .fillColor(INK)
    .text(
      `${document.placeOfSupply.name}${document.placeOfSupply.code ? ` (${document.placeOfSupply.code})` : ''}`,
      right,
      pdf.y,
      { width: half },
    );
  pdf.font('regular').fontSize(8.5).fillColor(GREY);
  pdf.text(
    document.supply === 'intra'
      ? 'Within the state: CGST and SGST'
      : document.supply === 'inter'
        ? 'Another state: IGST'
        : 'Export: zero-rated',
    { width: half },
  );
  if (document.exchangeRateText) pdf.text(document.exchangeRateText, { width: half });
  if (document.reason) pdf.text(document.reason, { width: half });
  pdf.y = Math.max(leftBottom, pdf.y) + 12;
}

function drawLines(pdf: Pdf, document: TaxDocumentSnapshot) {
  const columns = columnsOf(document);
  const head = () => {
    const y = pdf.y;
    pdf.rect(PAGE.margin, y, WIDTH, 18).fill('#f5f5f4');
    let x = PAGE.margin;
    pdf.font('bold').fontSize(7.5).fillColor(INK);
    for (const column of columns) {
      pdf.text(column.label, x + 3, y + 5, { width: column.width - 6, align: column.align, lineBreak: false });
      x += column.width;
    }
    pdf.y = y + 22;
  };
  head();
  document.lines.forEach((line, index) => {
    const facts = line.kind === 'goods' ? lineFactsText(line, document) : [];
    const description = columns.find((column) => column.key === 'description')!;
    pdf.font('bold').fontSize(8);
    const titleHeight = pdf.heightOfString(line.description, { width: description.width - 6 });
    pdf.font('regular').fontSize(7);
    const factsHeight = facts.reduce(
      (sum, fact) => sum + pdf.heightOfString(fact, { width: description.width - 6 }),
      0,
    );
    const foreignHeight = line.foreignTotal === null ? 0 : 10;
    const height = Math.max(titleHeight + factsHeight, 12 + foreignHeight) + 8;
    if (pdf.y + height > PAGE.height - PAGE.margin - 20) {
      pdf.addPage();
      head();
    }
    const y = pdf.y;
    let x = PAGE.margin;
    for (const column of columns) {
      if (column.key === 'description') {
        pdf
          .font('bold')
          .fontSize(8)
          .fillColor(INK)
          .text(line.description, x + 3, y, { width: column.width - 6 });
        pdf.font('regular').fontSize(7).fillColor(GREY);
        for (const fact of facts) pdf.text(fact, x + 3, pdf.y, { width: column.width - 6 });
      } else {
        pdf
          .font('regular')
          .fontSize(8)
          .fillColor(INK)
          .text(cellOf(line, column.key, index), x + 3, y, {
            width: column.width - 6,
            align: column.align,
            lineBreak: false,
          });
        if (column.key === 'total' && line.foreignTotal !== null) {
          pdf
            .fontSize(7)
            .fillColor(GREY)
            .text(formatDollars(line.foreignTotal), x + 3, y + 11, {
              width: column.width - 6,
              align: 'right',
              lineBreak: false,
            });
        }
      }
      x += column.width;
    }
    pdf.y = y + height;
    pdf
      .moveTo(PAGE.margin, pdf.y - 4)
      .lineTo(PAGE.margin + WIDTH, pdf.y - 4)
      .lineWidth(0.4)
      .strokeColor(LINE)
      .stroke();
  });
  pdf.y += 6;
}

function drawTotals(pdf: Pdf, document: TaxDocumentSnapshot) {
  const totals = document.totals;
  const rows: [string, string][] = [['Taxable value', formatRupees(totals.taxable)]];
  if (document.supply === 'intra') {
    rows.push(['CGST', formatRupees(totals.cgst)], ['SGST', formatRupees(totals.sgst)]);
  } else {
    rows.push(['IGST', formatRupees(totals.igst)]);
  }
  if (pdf.y + 20 * (rows.length + 4) > PAGE.height - PAGE.margin - 20) pdf.addPage();
  const x = PAGE.margin + WIDTH - 230;
  for (const [name, value] of rows) {
    pdf.font('regular').fontSize(8.5).fillColor(GREY).text(name, x, pdf.y, { width: 120, continued: false });
    pdf.moveUp();
    pdf.fillColor(INK).text(value, x + 120, pdf.y, { width: 110, align: 'right' });
  }
  pdf.moveDown(0.3);
  pdf
    .moveTo(x, pdf.y)
    .lineTo(x + 230, pdf.y)
    .lineWidth(0.8)
    .strokeColor(INK)
    .stroke();
  pdf.moveDown(0.4);
  const totalLabel = document.kind === 'invoice' ? 'Total' : 'Total credited';
  pdf.font('bold').fontSize(11).fillColor(INK).text(totalLabel, x, pdf.y, { width: 120 });
  pdf.moveUp();
  pdf.text(formatRupees(totals.total), x + 100, pdf.y, { width: 130, align: 'right' });
  if (totals.foreignTotal !== null) {
    pdf
      .font('regular')
      .fontSize(8.5)
      .fillColor(GREY)
      .text(`${document.kind === 'invoice' ? 'Paid' : 'Refunded'} ${formatDollars(totals.foreignTotal)}`, x, pdf.y, {
        width: 230,
        align: 'right',
      });
  }
  for (const payment of document.payments ?? []) {
    const said = documentPaymentText(document, payment);
    pdf.font('regular').fontSize(8.5).fillColor(GREY).text(said, x, pdf.y, { width: 230, align: 'right' });
  }
  pdf.moveDown(0.8);
  pdf
    .font('bold')
    .fontSize(8.5)
    .fillColor(INK)
    .text(`Amount in words: ${totals.inWords}`, PAGE.margin, pdf.y, { width: WIDTH });
  pdf.moveDown(0.6);
}

function drawDispatchHuids(pdf: Pdf, lines: readonly DispatchHuids[]) {
  if (lines.length === 0) return;
  pdf.moveDown(1.5);
  keepRoom(pdf, 60);
  pdf.font('bold').fontSize(9).fillColor(INK).text('Hallmark (HUID), recorded at dispatch', PAGE.margin, pdf.y, {
    width: WIDTH,
  });
  pdf.font('regular').fontSize(8.5);
  for (const line of lines) {
    pdf.text(`${line.line}: ${line.huids.join(', ')}`, PAGE.margin, pdf.y, { width: WIDTH });
  }
  pdf.fillColor(GREY).text('Verify each in the BIS Care app (Verify HUID).', PAGE.margin, pdf.y, { width: WIDTH });
}

function drawFooter(pdf: Pdf, document: TaxDocumentSnapshot) {
  pdf.font('regular').fontSize(8).fillColor(GREY);
  if (document.exportNote) {
    pdf.font('bold').fillColor(INK).text(document.exportNote, PAGE.margin, pdf.y, { width: WIDTH });
    pdf.font('regular').fillColor(GREY);
  }
  const notes = [
    document.currency === 'USD'
      ? 'Paid in US dollars; the rupee figures are reckoned at the exchange rate fixed when the order was placed.'
      : '',
    document.supply === 'export' ? '' : 'Prices include GST.',
    'This is a computer-generated document.',
  ].filter(Boolean);
  for (const note of notes) pdf.text(note, PAGE.margin, pdf.y, { width: WIDTH });
  pdf.moveDown(1.5);
  keepRoom(pdf, 40);
  const x = PAGE.margin + WIDTH - 200;
  pdf.font('regular').fontSize(8.5).fillColor(INK).text(`For ${document.supplier.name}`, x, pdf.y, {
    width: 200,
    align: 'right',
  });
  pdf.moveDown(2);
  pdf.fillColor(GREY).text('Authorised signatory', x, pdf.y, { width: 200, align: 'right' });
}
