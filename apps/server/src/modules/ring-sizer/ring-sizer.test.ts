import { CALIBRATION_MM } from '@facet/contracts/ring-sizer';
import { ringSizes } from '@facet/contracts/ring-sizes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../testing/pdf-text.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * The printable ring sizer: a PDF for anyone, on A4 or US Letter, whose calibration ruler is
 * drawn 50 mm long in PDF points (141.73 pt) — read back from the file's own drawing, which the
 * sizer leaves uncompressed — with a circle of each size's inside diameter.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const sizer = (query = '') => t.app.inject({ method: 'GET', url: `/api/ring-sizer${query}` });

/** Every straight segment drawn ("x1 y1 m x2 y2 l"), as its length in points. */
function segmentLengths(pdf: string): number[] {
  const lengths: number[] = [];
  for (const match of pdf.matchAll(/(-?[\d.]+) (-?[\d.]+) m\s+(-?[\d.]+) (-?[\d.]+) l/g)) {
    const [x1, y1, x2, y2] = match.slice(1).map(Number) as [number, number, number, number];
    lengths.push(Math.hypot(x2 - x1, y2 - y1));
  }
  return lengths;
}

/** The page's size in points, from its MediaBox. */
function mediaBox(pdf: string): number[] {
  return /\/MediaBox \[([^\]]+)\]/.exec(pdf)![1]!.trim().split(/\s+/).map(Number);
}

describe('the printable ring sizer', () => {
  it('is a PDF for anyone, A4 unless told, with its instructions and every size', async () => {
    const answer = await sizer();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toContain('ring-sizer-a4.pdf');
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain(`This line must measure ${CALIBRATION_MM} mm.`);
    expect(text).toContain('print again at 100 %');
    for (const size of ringSizes) expect(text).toContain(`US ${size.us}`);
    expect(text).toContain('UK N½ · IN 14 · EU 54');
    expect(mediaBox(answer.rawPayload.toString('latin1'))).toEqual([0, 0, 595.28, 841.89]);
  });

  it('draws the calibration ruler 50 mm long: 141.73 pt, on A4 and on US Letter', async () => {
    for (const [query, box] of [
      ['', [0, 0, 595.28, 841.89]],
      ['?paper=letter', [0, 0, 612, 792]],
    ] as const) {
      const answer = await sizer(query);
      expect(answer.statusCode).toBe(200);
      const raw = answer.rawPayload.toString('latin1');
      expect(mediaBox(raw)).toEqual(box);
      const longest = Math.max(...segmentLengths(raw));
      expect(longest).toBeCloseTo(141.73, 2);
      expect((CALIBRATION_MM * 72) / 25.4).toBeCloseTo(141.73, 2);
    }
  });

  it('draws each size’s circle at its inside diameter', async () => {
    const raw = (await sizer()).rawPayload.toString('latin1');
    // pdfkit draws a circle as four Bézier curves from (cx + r, cy): the first ends at (cx, cy + r).
    const radii = [...raw.matchAll(/(-?[\d.]+) (-?[\d.]+) m\s+(?:-?[\d.]+ ){4}(-?[\d.]+) (-?[\d.]+) c/g)].map((m) =>
      Math.abs(Number(m[1]) - Number(m[3])),
    );
    for (const size of ringSizes) {
      expect(radii.some((r) => Math.abs(r - (size.diameterMm * 72) / 25.4 / 2) < 0.01)).toBe(true);
    }
  });

  it('refuses a paper it is not drawn for, with a sentence', async () => {
    const answer = await sizer('?paper=a3');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errorMessages).toEqual(['paper: must be a4 or letter']);
  });
});
