import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

/*
 * The shop's printed papers as PDFs — tax documents, packing slips, certificates of
 * authenticity — drawn by pdfkit on A4 in DejaVu (bundled from npm, no network), which prints
 * "₹" and every Indian name. One place for the fonts, the colours, the page and the small
 * pieces every paper draws (a rule, a small-caps label, a banner, the page numbers), so that
 * the papers look like one shop's. A paper is the same file for the same content: its dates
 * are given, and pdfkit's font subsets and file id follow from what is drawn.
 */

const require = createRequire(import.meta.url);
const font = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);
const FONTS = {
  regular: font('DejaVuSans'),
  bold: font('DejaVuSans-Bold'),
  serif: font('DejaVuSerif'),
};

export const INK = '#1c1917';
export const GREY = '#57534e';
export const LINE = '#d6d3d1';
export const RED = '#b91c1c';
export const PAGE = { width: 595.28, height: 841.89, margin: 40 };
export const WIDTH = PAGE.width - 2 * PAGE.margin;

export type Pdf = InstanceType<typeof PDFDocument>;

/**
 * A new paper (A4 unless told: the ring sizer is printed on US Letter too) with the shop's fonts
 * registered, and the promise of its bytes once `pdf.end()` is called. `compress: false` leaves
 * the drawing readable in the file, for a paper whose drawn lengths a test measures. PDFKit is loaded with the first paper, not with the server: a start (and a restart
 * after a crash) should not wait for code only some requests run.
 */
export async function startPdf(
  info: { title: string; author: string; subject: string; date: Date },
  options: { size?: 'A4' | 'LETTER'; compress?: boolean } = {},
): Promise<{
  pdf: Pdf;
  bytes: Promise<Buffer>;
}> {
  const { default: PDFDocumentClass } = await import('pdfkit');
  const pdf = new PDFDocumentClass({
    size: options.size ?? 'A4',
    margin: PAGE.margin,
    compress: options.compress ?? true,
    bufferPages: true,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      CreationDate: info.date,
      ModDate: info.date,
    },
  });
  pdf.registerFont('regular', FONTS.regular);
  pdf.registerFont('bold', FONTS.bold);
  pdf.registerFont('serif', FONTS.serif);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, bytes };
}

/** Writes "… · page 2 of 3" at the foot of every page, then ends the paper and answers its bytes. */
export function finishPdf(pdf: Pdf, bytes: Promise<Buffer>, footer: string): Promise<Buffer> {
  const pages = pdf.bufferedPageRange();
  for (let page = pages.start; page < pages.start + pages.count; page += 1) {
    pdf.switchToPage(page);
    // Written inside the bottom margin, which would otherwise start a new page.
    pdf.page.margins.bottom = 0;
    pdf
      .font('regular')
      .fontSize(7)
      .fillColor(GREY)
      .text(`${footer} · page ${page + 1} of ${pages.count}`, PAGE.margin, pdf.page.height - PAGE.margin + 14, {
        width: pdf.page.width - 2 * PAGE.margin,
        align: 'center',
        lineBreak: false,
      });
  }
  pdf.end();
  return bytes;
}

/** A coloured band across the page with a sentence in it. */
export function banner(pdf: Pdf, text: string, background: string, colour: string) {
  const y = pdf.y;
  pdf.rect(PAGE.margin, y, WIDTH, 18).fill(background);
  pdf
    .font('bold')
    .fontSize(8.5)
    .fillColor(colour)
    .text(text, PAGE.margin + 8, y + 5, { width: WIDTH - 16 });
  pdf.y = y + 26;
}

/** A thin line across the page, and a little space after it. */
export function rule(pdf: Pdf) {
  pdf
    .moveTo(PAGE.margin, pdf.y)
    .lineTo(PAGE.margin + WIDTH, pdf.y)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  pdf.y += 10;
}

/** A section's small capitals label at (x, y). */
export function label(pdf: Pdf, text: string, x: number, y: number, width: number) {
  pdf.font('bold').fontSize(7).fillColor(GREY).text(text.toUpperCase(), x, y, { width, characterSpacing: 0.6 });
  pdf.moveDown(0.3);
}

/** Starts a new page when fewer than `height` points are left above the foot. */
export function keepRoom(pdf: Pdf, height: number) {
  if (pdf.y + height > PAGE.height - PAGE.margin - 20) pdf.addPage();
}
