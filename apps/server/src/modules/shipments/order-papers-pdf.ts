import { metalPurity } from '@facet/contracts/metal-purity';
import { formatMoney } from '@facet/contracts/money';
import { countryName } from '@facet/contracts/regions';
import { formatDate } from '@facet/contracts/shop-time';
import { readGrowthMethod, stoneKindWithGrowth } from '@facet/contracts/stone-kinds';
import {
  finishPdf,
  GREY,
  INK,
  keepRoom,
  label,
  LINE,
  PAGE,
  type Pdf,
  rule,
  startPdf,
  WIDTH,
} from '../../lib/pdf-pages.ts';
import type { OrderPapers, PaperLine } from './order-papers.service.ts';

/*
 * The two papers that travel with a parcel, printed from the back-office's order: the packing
 * slip (who it goes to and what is in it, without prices, and the insured-packing checklist)
 * and the certificate of authenticity (a page per piece or loose stone: what it is, its metal
 * and purity, weights, stones with their grades and papers, its HUID, the seller, the date).
 */

const grams = (mg: number) => `${(mg / 1000).toFixed(3)} g`;
const carats = (hundredths: number) => `${(hundredths / 100).toFixed(2)} ct`;

function addressLines(address: OrderPapers['address']): string[] {
  return [
    address.fullName,
    address.line1,
    address.line2 ?? '',
    `${address.city}, ${address.state} ${address.postalCode}`,
    countryName(address.country),
    `Phone ${address.phoneNumber}`,
  ].filter(Boolean);
}

function sellerLines(seller: OrderPapers['seller']): string[] {
  return [
    seller.legalName,
    [seller.address.line1, seller.address.line2].filter(Boolean).join(', '),
    `${seller.address.city}, ${seller.address.state} ${seller.address.postalCode}`,
    `${seller.customerCare.email} · ${seller.customerCare.phone}`,
    seller.gstin ? `GSTIN ${seller.gstin}` : '',
  ].filter(Boolean);
}

function heading(pdf: Pdf, papers: OrderPapers, title: string, printedAt: Date) {
  const top = PAGE.margin;
  pdf.font('serif').fontSize(20).fillColor(INK).text(papers.seller.tradeName, PAGE.margin, top, { width: 280 });
  pdf.font('regular').fontSize(8.5).fillColor(GREY);
  for (const line of sellerLines(papers.seller)) pdf.text(line, { width: 280 });
  const leftBottom = pdf.y;
  const right = PAGE.margin + 280;
  pdf
    .font('serif')
    .fontSize(18)
    .fillColor(INK)
    .text(title, right, top, { width: WIDTH - 280, align: 'right' });
  pdf.font('regular').fontSize(8.5).fillColor(GREY);
  pdf.text(`Order ${papers.orderNumber} of ${formatDate(papers.orderDate)}`, right, pdf.y + 4, {
    width: WIDTH - 280,
    align: 'right',
  });
  pdf.text(`Printed ${formatDate(printedAt.toISOString())}`, right, pdf.y, { width: WIDTH - 280, align: 'right' });
  pdf.y = Math.max(leftBottom, pdf.y) + 10;
  rule(pdf);
}

/** A line as the packing slip names it: "Willow Leaf Ring, 18K Yellow Gold · SKU … · size US 6". */
function lineIds(line: PaperLine): string {
  return [`SKU ${line.sku}`, line.ringSize ? `Ring size US ${line.ringSize}` : ''].filter(Boolean).join(' · ');
}

const checklist = (papers: OrderPapers) => [
  'Every piece and stone checked against this slip, and the count agrees',
  'The HUID on each hallmarked piece matches the one recorded for it',
  'Stone certificates and this order’s certificate of authenticity enclosed',
  'Each piece in its box, wrapped, inside a tamper-evident pouch',
  'Parcel weighed and photographed open and sealed; seal number written below',
  papers.parcel
    ? `Handed to ${papers.parcel.carrier} as ${papers.parcel.trackingNumber}, declared and insured for ${formatMoney(papers.parcel.insuredValue, papers.currency)}`
    : `Declared and insured for ${formatMoney(papers.total, papers.currency)} with the carrier`,
];

export async function renderPackingSlip(papers: OrderPapers, printedAt: Date): Promise<Buffer> {
  const title = 'Packing slip';
  const { pdf, bytes } = await startPdf({
    title: `${title} ${papers.orderNumber}`,
    author: papers.seller.legalName,
    subject: `Order ${papers.orderNumber}`,
    date: printedAt,
  });
  heading(pdf, papers, title, printedAt);
  label(pdf, 'Ship to', PAGE.margin, pdf.y, WIDTH);
  const [name, ...rest] = addressLines(papers.address);
  pdf
    .font('bold')
    .fontSize(10)
    .fillColor(INK)
    .text(name ?? '', { width: WIDTH / 2 });
  pdf.font('regular').fontSize(9).fillColor(GREY);
  for (const line of rest) pdf.text(line, { width: WIDTH / 2 });
  pdf.moveDown(1);
  rule(pdf);

  label(pdf, 'In the parcel', PAGE.margin, pdf.y, WIDTH);
  for (const [index, line] of papers.lines.entries()) {
    keepRoom(pdf, 40);
    const y = pdf.y;
    pdf
      .font('bold')
      .fontSize(9)
      .fillColor(INK)
      .text(`${index + 1}.`, PAGE.margin, y, { width: 18 });
    pdf.text(`${line.name}${line.details ? `, ${line.details}` : ''}`, PAGE.margin + 18, y, { width: WIDTH - 90 });
    pdf
      .font('regular')
      .fontSize(8.5)
      .fillColor(GREY)
      .text(lineIds(line), PAGE.margin + 18, pdf.y, { width: WIDTH - 90 });
    const bottom = pdf.y;
    pdf
      .font('bold')
      .fontSize(9)
      .fillColor(INK)
      .text(`Qty ${line.quantity}`, PAGE.margin + WIDTH - 70, y, {
        width: 70,
        align: 'right',
      });
    pdf.y = bottom + 6;
  }
  pdf.moveDown(0.5);
  rule(pdf);

  keepRoom(pdf, 150);
  label(pdf, 'Insured packing checklist', PAGE.margin, pdf.y, WIDTH);
  pdf.font('regular').fontSize(9).fillColor(INK);
  for (const item of checklist(papers)) {
    const y = pdf.y + 2;
    pdf.rect(PAGE.margin, y, 9, 9).lineWidth(0.8).strokeColor(INK).stroke();
    pdf.text(item, PAGE.margin + 16, y, { width: WIDTH - 16 });
    pdf.moveDown(0.5);
  }
  pdf.moveDown(1);
  pdf.fillColor(GREY).text('Seal number ____________    Packed by ____________    Checked by ____________', {
    width: WIDTH,
  });
  return finishPdf(pdf, bytes, `${title} · order ${papers.orderNumber}`);
}

/** One certificate page: a piece (one of its quantity) or a loose stone. */
interface Certified {
  line: PaperLine;
  piece: number;
}

function metalText(line: PaperLine): string | null {
  const facts = line.facts;
  if (!facts?.metal) return null;
  const purity = metalPurity({ name: facts.metal, purity: facts.purity ?? '' });
  return purity ? `${facts.metal} — ${purity.statement}` : facts.metal;
}

/** Each stone of the line: kind, carats, grades and papers. */
function stoneTexts(line: PaperLine): string[] {
  const stones = line.facts?.stones ?? [];
  return stones.map((stone) => {
    const kind = stone.category
      ? stoneKindWithGrowth(stone.category, readGrowthMethod(stone.growthMethod) ?? null)
      : 'Stones';
    const grades = line.stone
      ? [
          `${line.stone.shape}`,
          `colour ${line.stone.colour}`,
          `clarity ${line.stone.clarity}`,
          line.stone.cut ? `cut ${line.stone.cut}` : '',
          line.stone.polish ? `polish ${line.stone.polish}` : '',
          line.stone.symmetry ? `symmetry ${line.stone.symmetry}` : '',
          line.stone.fluorescence ? `fluorescence ${line.stone.fluorescence}` : '',
        ]
      : [];
    const papers =
      stone.lab || stone.certificate ? `certificate ${[stone.lab, stone.certificate].filter(Boolean).join(' ')}` : '';
    return [`${kind}, ${carats(stone.carats)}${line.stone ? '' : ' in total'}`, ...grades, papers]
      .filter(Boolean)
      .join(' · ');
  });
}

function fact(pdf: Pdf, name: string, value: string) {
  keepRoom(pdf, 30);
  const y = pdf.y;
  pdf.font('regular').fontSize(9).fillColor(GREY).text(name, PAGE.margin, y, { width: 130 });
  pdf
    .font('bold')
    .fontSize(9)
    .fillColor(INK)
    .text(value, PAGE.margin + 130, y, { width: WIDTH - 130 });
  pdf.y = Math.max(pdf.y, y + 12) + 4;
}

function drawCertificate(pdf: Pdf, papers: OrderPapers, { line, piece }: Certified, printedAt: Date) {
  const title = 'Certificate of authenticity';
  heading(pdf, papers, title, printedAt);
  pdf.font('serif').fontSize(16).fillColor(INK).text(line.name, PAGE.margin, pdf.y, { width: WIDTH });
  if (line.details) pdf.font('regular').fontSize(10).fillColor(GREY).text(line.details, { width: WIDTH });
  pdf.moveDown(0.8);
  fact(pdf, line.kind === 'stone' ? 'Stock number' : 'SKU', line.sku);
  if (line.quantity > 1) fact(pdf, 'Piece', `${piece} of ${line.quantity}`);
  if (line.ringSize) fact(pdf, 'Ring size', `US ${line.ringSize}`);
  const metal = metalText(line);
  if (metal) fact(pdf, 'Metal and purity', metal);
  const facts = line.facts;
  if (facts) {
    if (facts.grossMg > 0) fact(pdf, 'Gross weight', grams(facts.grossMg));
    if (facts.netMetalMg !== null) fact(pdf, 'Net metal weight', grams(facts.netMetalMg));
  }
  const stones = stoneTexts(line);
  if (stones.length > 0) fact(pdf, line.kind === 'stone' ? 'Stone' : 'Stones', stones.join('\n'));
  const huid = line.huids[piece - 1];
  if (huid) fact(pdf, 'HUID (BIS hallmark)', `${huid} — verify it in the BIS Care app (Verify HUID)`);
  pdf.moveDown(1.5);
  keepRoom(pdf, 120);
  pdf
    .font('regular')
    .fontSize(9)
    .fillColor(INK)
    .text(
      `We certify that the ${line.kind === 'stone' ? 'stone' : 'piece'} described above was sold by ${papers.seller.legalName} with order ${papers.orderNumber} and is as described.`,
      PAGE.margin,
      pdf.y,
      { width: WIDTH },
    );
  pdf.moveDown(3);
  const x = PAGE.margin + WIDTH - 200;
  pdf
    .moveTo(x, pdf.y)
    .lineTo(x + 200, pdf.y)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  pdf.moveDown(0.4);
  pdf
    .fillColor(GREY)
    .text(`For ${papers.seller.legalName}, authorised signatory`, x, pdf.y, { width: 200, align: 'right' });
}

export async function renderCertificates(papers: OrderPapers, printedAt: Date): Promise<Buffer> {
  const title = 'Certificate of authenticity';
  const { pdf, bytes } = await startPdf({
    title: `${title} ${papers.orderNumber}`,
    author: papers.seller.legalName,
    subject: `Order ${papers.orderNumber}`,
    date: printedAt,
  });
  const pages: Certified[] = papers.lines.flatMap((line) =>
    Array.from({ length: line.kind === 'stone' ? 1 : line.quantity }, (_, index) => ({ line, piece: index + 1 })),
  );
  pages.forEach((page, index) => {
    if (index > 0) pdf.addPage();
    drawCertificate(pdf, papers, page, printedAt);
  });
  return finishPdf(pdf, bytes, `${title} · order ${papers.orderNumber}`);
}
