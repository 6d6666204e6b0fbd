import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { rasteriseToWebp, rasteriseToWebpSizes } from './rasterise.ts';

const square =
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50"><rect width="50" height="50" fill="#c00"/><rect x="50" width="50" height="50" fill="#00c"/></svg>';

describe('rasteriseToWebp', () => {
  it('renders WebP at the requested width, keeping the proportions', async () => {
    const image = await rasteriseToWebp(square, 640, { quality: 80 });
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([640, 320]);
  });

  it('renders vector edges crisply when enlarging', async () => {
    const image = await rasteriseToWebp(square, 400);
    const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
    // The pixel just left of the middle is still pure red: the SVG was drawn at 400 px, not stretched.
    const at = (x: number) => data[(100 * info.width + x) * info.channels]!;
    expect(at(196)).toBeGreaterThan(180);
    expect(at(204)).toBeLessThan(40);
  });

  it('makes several widths from one rendering', async () => {
    const sizes = await rasteriseToWebpSizes(square, [200, 100]);
    expect((await sharp(sizes.get(200)!).metadata()).width).toBe(200);
    expect((await sharp(sizes.get(100)!).metadata()).width).toBe(100);
  });

  it('keeps the colour of half-transparent pixels (resvg hands them over premultiplied)', async () => {
    const veil =
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#ff8040" fill-opacity="0.5"/></svg>';
    for (const image of [await rasteriseToWebp(veil, 8), (await rasteriseToWebpSizes(veil, [8, 4])).get(4)!]) {
      const { data } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
      const [red, green, blue, alpha] = [...data.subarray(0, 4)];
      expect(alpha).toBeGreaterThan(120);
      expect(alpha).toBeLessThan(136);
      expect(red).toBeGreaterThan(240);
      expect(green).toBeGreaterThan(112);
      expect(blue).toBeGreaterThan(48);
    }
  });

  it('refuses an SVG without a pixel width', async () => {
    await expect(rasteriseToWebp('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>', 10)).rejects.toThrow(
      /width/,
    );
  });
});
