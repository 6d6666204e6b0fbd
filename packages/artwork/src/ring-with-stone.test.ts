import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { rasteriseToWebp } from './rasterise.ts';
import {
  buildRingWithStonePiece,
  drawRingWithStone,
  readRingWithStone,
  spreadForCarat,
  type RingWithStoneNames,
} from './ring-with-stone.ts';
import { findSvgProblems, summarisePixels } from './svg-checks.ts';

const oneCaratRound: RingWithStoneNames = {
  metal: 'White Gold',
  ringStyle: 'Solitaire',
  stoneShape: 'Round',
  stoneCategory: 'Natural Diamond',
  carat: 1,
};

function spec(changes: Partial<RingWithStoneNames> = {}) {
  const read = readRingWithStone({ ...oneCaratRound, ...changes });
  if (!read) throw new Error('not drawable');
  return read;
}

/** The projected outline of the whole piece: its width and height in scene units. */
function measurePiece(changes: Partial<RingWithStoneNames>): { width: number; height: number } {
  const points = buildRingWithStonePiece(spec(changes)).scene.items.flatMap((item) => item.extent);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

describe('readRingWithStone', () => {
  it('reads the catalogue words it can draw', () => {
    expect(spec({ metal: 'Rose Gold', ringStyle: 'Hidden Halo', stoneShape: 'oval', carat: 1.5 })).toEqual({
      metal: 'Rose Gold',
      style: 'hidden-halo',
      shape: 'Oval',
      category: 'natural',
      carat: 1.5,
    });
    expect(spec({ ringStyle: null }).style).toBe('solitaire');
    expect(spec({ stoneCategory: 'Lab Grown Diamond' }).category).toBe('lab');
  });

  it('refuses what it cannot draw rather than guessing', () => {
    expect(readRingWithStone({ ...oneCaratRound, metal: 'Titanium' })).toBeNull();
    expect(readRingWithStone({ ...oneCaratRound, stoneShape: 'Triangle' })).toBeNull();
    expect(readRingWithStone({ ...oneCaratRound, stoneCategory: 'Sapphire' })).toBeNull();
    expect(readRingWithStone({ ...oneCaratRound, ringStyle: 'Spaceship' })).toBeNull();
    expect(readRingWithStone({ ...oneCaratRound, carat: 0 })).toBeNull();
    expect(readRingWithStone({ ...oneCaratRound, carat: Number.NaN })).toBeNull();
  });
});

describe('spreadForCarat', () => {
  it('makes a one carat round about 6.5 mm and grows as the cube root of weight', () => {
    expect(spreadForCarat(1)).toBeCloseTo(6.5, 5);
    expect(spreadForCarat(2) / spreadForCarat(1)).toBeCloseTo(Math.cbrt(2), 5);
    // Moissanite is lighter than diamond: the same weight looks a little bigger.
    expect(spreadForCarat(1, 'moissanite')).toBeGreaterThan(spreadForCarat(1, 'natural'));
  });
});

// Each drawing takes a few hundred milliseconds of one core; a busy machine needs more than the default 5 s.
describe('drawRingWithStone', { timeout: 30_000 }, () => {
  it('sets a heavier stone visibly larger on the same band', () => {
    const sizes = [0.3, 1, 2, 3].map((carat) => measurePiece({ carat }));
    for (let i = 1; i < sizes.length; i++) {
      // The stone stands higher above the band (the band's own width does not change)...
      expect(sizes[i]!.height).toBeGreaterThan(sizes[i - 1]!.height + 0.3);
      expect(sizes[i]!.width).toBeCloseTo(sizes[0]!.width, 0);
    }
  });

  it('draws different shapes, metals, styles and weights differently, and the same inputs the same', () => {
    const drawings = [
      {},
      { stoneShape: 'Emerald' },
      { stoneShape: 'Pear' },
      { metal: 'Yellow Gold' },
      { ringStyle: 'Halo' },
      { carat: 1.5 },
      { stoneCategory: 'Moissanite' },
    ].map((changes) => drawRingWithStone(spec(changes), 400));
    expect(new Set(drawings).size).toBe(drawings.length);
    expect(drawRingWithStone(spec(), 400)).toBe(drawings[0]);
  });

  it('is a well-formed picture of the size asked for, in the metal asked for', async () => {
    const warmthOf = async (metal: string) => {
      const svg = drawRingWithStone(spec({ metal }), 400);
      expect(findSvgProblems(svg)).toEqual([]);
      const webp = await rasteriseToWebp(svg, 400);
      const summary = await summarisePixels(webp);
      expect([summary.width, summary.height]).toEqual([400, 400]);
      expect(summary.spread).toBeGreaterThan(6);
      const { data } = await sharp(webp).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      let warmth = 0;
      let count = 0;
      for (let i = 0; i < data.length; i += 3) {
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        // Skip the pale studio backdrop: only the darker metal and stone pixels.
        if (r + g + b > 600) continue;
        warmth += r - b;
        count++;
      }
      return warmth / count;
    };
    expect((await warmthOf('Yellow Gold')) - (await warmthOf('Platinum'))).toBeGreaterThan(25);
  });
});
