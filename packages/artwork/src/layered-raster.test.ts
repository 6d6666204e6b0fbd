import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { layOver, rasteriseLayers } from './layered-raster.ts';
import type { LayeredPicture } from './piece-alone.ts';
import { encodeOpaqueRgba, type RasteriseOptions } from './rasterise.ts';
import { drawRingWithStone, drawRingWithStoneInLayers, readRingWithStone } from './ring-with-stone.ts';

const halo = readRingWithStone({
  metal: 'Platinum',
  ringStyle: 'Halo',
  stoneShape: 'Cushion',
  stoneCategory: 'Natural Diamond',
  carat: 1,
});

async function rasteriseOverBackdrop(layers: LayeredPicture, width: number, options: RasteriseOptions) {
  const picture = rasteriseLayers(layers, width);
  return encodeOpaqueRgba(picture.pixels, picture, options);
}

async function decode(webp: Buffer): Promise<Buffer> {
  return (await sharp(webp).removeAlpha().raw().toBuffer({ resolveWithObject: true })).data;
}

/** The largest and the average difference of two pictures' channels. */
function compare(a: Uint8Array, b: Uint8Array): { largest: number; average: number } {
  let largest = 0;
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const difference = Math.abs((a[i] ?? 0) - (b[i] ?? 0));
    largest = Math.max(largest, difference);
    sum += difference;
  }
  return { largest, average: sum / a.length };
}

describe('layOver', () => {
  it('keeps the backdrop where the front is clear, the front where it is opaque, and blends between', () => {
    const back = Uint8Array.from([200, 100, 50, 255, 200, 100, 50, 255, 200, 100, 50, 255]);
    // Premultiplied: clear; opaque red; red at half opacity (128 of 255).
    const front = Uint8Array.from([0, 0, 0, 0, 255, 0, 0, 255, 128, 0, 0, 128]);
    expect([...layOver(front, back)]).toEqual([200, 100, 50, 255, 255, 0, 0, 255, 128 + 100, 50, 25, 255]);
  });

  it('refuses layers of different sizes', () => {
    expect(() => layOver(new Uint8Array(8), new Uint8Array(4))).toThrow(/same size/);
  });
});

describe('rasteriseLayers, encoded', () => {
  it('gives the picture the whole SVG gives, to within rounding', async () => {
    if (!halo) throw new Error('not drawable');
    const whole = await sharp(
      new Resvg(drawRingWithStone(halo, 400), { fitTo: { mode: 'width', value: 400 } }).render().pixels,
      { raw: { width: 400, height: 400, channels: 4 } },
    )
      .removeAlpha()
      .raw()
      .toBuffer();
    // Twice: the second lays the ring over the backdrop kept from the first.
    for (let round = 0; round < 2; round++) {
      const layered = await rasteriseOverBackdrop(drawRingWithStoneInLayers(halo, 400), 400, { quality: 100 });
      expect((await sharp(layered).metadata()).width).toBe(400);
      const difference = compare(await decode(layered), whole);
      // Lossy WebP at 100 % differs by a few levels; a missing backdrop or ring by far more.
      expect(difference.average).toBeLessThan(1);
    }
  });

  it('lays the ring over the backdrop it is given, which must be opaque', async () => {
    if (!halo) throw new Error('not drawable');
    const layers = drawRingWithStoneInLayers(halo, 400);
    const studio = await decode(await rasteriseOverBackdrop(layers, 400, { quality: 100 }));
    const white =
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#fff"/></svg>';
    const onWhite = await decode(await rasteriseOverBackdrop({ ...layers, backdrop: white }, 400, { quality: 100 }));
    // The studio's ivory sweep is darker than white, most of all in its blue and at the edges.
    expect(compare(studio, onWhite).average).toBeGreaterThan(5);
    const clear = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"/>';
    expect(() => rasteriseLayers({ ...layers, backdrop: clear }, 400)).toThrow(/opaque/);
  });
});
