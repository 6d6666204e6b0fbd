import { ringSizes } from '@facet/contracts/ring-sizes';
import { CALIBRATION_MM, type SizerPaper } from '@facet/contracts/ring-sizer';
import { finishPdf, GREY, INK, LINE, type Pdf, startPdf } from '../../lib/pdf-pages.ts';

/*
 * The printable ring sizer (decision 042's neighbour in docs/product.md, "Ring sizes"): drawn at
 * true scale in PDF points (1 mm = 72 / 25.4 pt), on A4 or US Letter —
 *   - a calibration ruler: "this line must measure 50 mm", ticked every 10 mm, to check that the
 *     printer did not scale the page;
 *   - circles of each whole and half US size's inside diameter, to lay a ring that fits on;
 *   - a strip to cut out and wrap round the finger, marked at each size's inside circumference.
 * Uncompressed, so its drawn lengths can be read back from the file (ring-sizer.test.ts).
 */

/** Millimetres in PDF points. */
export const mm = (value: number) => (value * 72) / 25.4;

const MARGIN = mm(15);

function ruler(pdf: Pdf, y: number) {
  const x = MARGIN;
  const length = mm(CALIBRATION_MM);
  pdf
    .moveTo(x, y)
    .lineTo(x + length, y)
    .lineWidth(1)
    .strokeColor(INK)
    .stroke();
  for (let tick = 0; tick <= CALIBRATION_MM; tick += 10) {
    pdf
      .moveTo(x + mm(tick), y - 4)
      .lineTo(x + mm(tick), y + 4)
      .lineWidth(0.5)
      .stroke();
  }
  pdf
    .font('bold')
    .fontSize(10)
    .fillColor(INK)
    .text(`This line must measure ${CALIBRATION_MM} mm.`, x + length + 12, y - 12, { lineBreak: false });
  pdf
    .font('regular')
    .fontSize(8.5)
    .fillColor(GREY)
    .text('If it does not, print again at 100 % (“actual size”, no fitting to the page).', x + length + 12, y + 1, {
      lineBreak: false,
    });
}

/** The circles: each size's inside diameter, labelled below, in rows across the page. */
function circles(pdf: Pdf, top: number): number {
  const cell = mm(30);
  const perRow = Math.floor((pdf.page.width - 2 * MARGIN) / cell);
  const rowHeight = mm(32);
  ringSizes.forEach((size, index) => {
    const column = index % perRow;
    const row = Math.floor(index / perRow);
    const cx = MARGIN + column * cell + cell / 2;
    const cy = top + row * rowHeight + mm(12);
    pdf
      .circle(cx, cy, mm(size.diameterMm) / 2)
      .lineWidth(0.6)
      .strokeColor(INK)
      .stroke();
    pdf
      .font('bold')
      .fontSize(7.5)
      .fillColor(INK)
      .text(`US ${size.us}`, cx - cell / 2, cy + mm(12), { width: cell, align: 'center' });
    pdf
      .font('regular')
      .fontSize(6.5)
      .fillColor(GREY)
      .text(`UK ${size.uk} · IN ${size.indian} · EU ${size.eu}`, cx - cell / 2, pdf.y, {
        width: cell,
        align: 'center',
      });
  });
  return top + Math.ceil(ringSizes.length / perRow) * rowHeight;
}

/** The strip: 85 mm long, its slit 5 mm from the end, marked at each size's inside circumference past the slit. */
function strip(pdf: Pdf, top: number) {
  const x = MARGIN;
  const length = mm(85);
  const height = mm(14);
  pdf.rect(x, top, length, height).lineWidth(0.6).dash(3, { space: 2 }).strokeColor(GREY).stroke().undash();
  // The slit the strip's end goes through.
  pdf
    .moveTo(x + mm(5), top + mm(4))
    .lineTo(x + mm(5), top + height - mm(4))
    .lineWidth(1)
    .strokeColor(INK)
    .stroke();
  const zero = x + mm(5);
  for (const size of ringSizes) {
    const at = zero + mm(size.circumferenceMm);
    if (at > x + length) break;
    const whole = !size.us.includes('.');
    // Every other whole size is named: the marks are 1.3 mm apart.
    pdf
      .moveTo(at, top)
      .lineTo(at, top + (whole ? mm(6) : mm(3.5)))
      .lineWidth(0.4)
      .strokeColor(LINE)
      .stroke();
    if (whole && Number(size.us) % 2 === 1)
      pdf
        .font('regular')
        .fontSize(6)
        .fillColor(INK)
        .text(size.us, at - 6, top + mm(7), { width: 12, align: 'center' });
  }
  pdf
    .font('regular')
    .fontSize(8.5)
    .fillColor(GREY)
    .text(
      'Cut out the strip, cut the slit, wrap it round the base of your finger and pass the end through the slit: the mark at the slit is your US size (odd sizes are numbered; a long mark is a whole size, a short one a half).',
      x + length + 12,
      top,
      { width: pdf.page.width - x - length - 12 - MARGIN },
    );
}

export async function renderRingSizer(paper: SizerPaper, shop: { name: string; printedAt: Date }): Promise<Buffer> {
  const { pdf, bytes } = await startPdf(
    { title: 'Ring sizer', author: shop.name, subject: 'Printable ring sizer', date: shop.printedAt },
    { size: paper === 'letter' ? 'LETTER' : 'A4', compress: false },
  );
  pdf.font('serif').fontSize(20).fillColor(INK).text(`${shop.name} ring sizer`, MARGIN, MARGIN);
  pdf
    .font('regular')
    .fontSize(9)
    .fillColor(GREY)
    .text(
      `Printed on ${paper === 'letter' ? 'US Letter' : 'A4'}. Check the ruler first, then lay a ring that fits on the circles (the inside edge on the line), or use the strip.`,
      MARGIN,
      pdf.y + 4,
      { width: pdf.page.width - 2 * MARGIN },
    );
  ruler(pdf, pdf.y + mm(12));
  const afterCircles = circles(pdf, pdf.y + mm(14));
  strip(pdf, afterCircles + mm(4));
  return finishPdf(pdf, bytes, `${shop.name} · ring sizer`);
}
