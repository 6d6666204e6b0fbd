import { stoneShapes } from '@facet/contracts/lookups';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { drawBracelet } from './bracelets.ts';
import { drawEarrings } from './earrings.ts';
import { drawLooseStone } from './loose-stones.ts';
import { drawNecklace, drawPendant } from './pendants-and-necklaces.ts';
import { rasteriseToWebp } from './rasterise.ts';
import { drawRing, ringDrawingStyles } from './rings.ts';
import { composeStudioPicture } from './studio.ts';
import { findSvgProblems, summarisePixels } from './svg-checks.ts';
import { bandDrawingStyles, drawBand } from './wedding-bands.ts';

const drawings: readonly [string, () => string][] = [
  ...ringDrawingStyles.map((style, i): [string, () => string] => [
    `ring ${style}`,
    () =>
      drawRing({
        metal: (['white', 'yellow', 'rose'] as const)[i % 3]!,
        shape: stoneShapes[(i * 5) % stoneShapes.length]!,
        style,
      }),
  ]),
  ...bandDrawingStyles.map((style): [string, () => string] => [
    `band ${style}`,
    () => drawBand({ metal: 'Platinum', style, widthMm: style === 'cigar-band' ? 6 : 2.8 }),
  ]),
  ...(['studs', 'drop', 'hoops', 'crawler'] as const).map((kind): [string, () => string] => [
    `earrings ${kind}`,
    () => drawEarrings({ metal: 'Rose Gold', kind, shape: 'Pear' }),
  ]),
  ['pendant', () => drawPendant({ metal: 'Yellow Gold', shape: 'Heart' })],
  ['necklace riviera', () => drawNecklace({ metal: 'white', kind: 'riviera' })],
  ['necklace station', () => drawNecklace({ metal: 'yellow', kind: 'station' })],
  ['bracelet tennis', () => drawBracelet({ metal: 'white', kind: 'tennis' })],
  ['bracelet bangle', () => drawBracelet({ metal: 'rose', kind: 'bangle' })],
  ...(['natural', 'lab', 'moissanite'] as const).map((category, i): [string, () => string] => [
    `loose ${category}`,
    () => drawLooseStone({ shape: stoneShapes[i * 4]!, category }),
  ]),
];

describe('jewellery drawings', () => {
  it.each(drawings)('%s is a well-formed, non-blank picture', async (_, draw) => {
    const svg = draw();
    expect(findSvgProblems(svg)).toEqual([]);
    expect(svg).toMatch(/^<svg[^>]* width="800" height="800" viewBox="0 0 800 800"/);
    const pixels = await summarisePixels(await rasteriseToWebp(svg, 200));
    expect([pixels.width, pixels.height]).toEqual([200, 200]);
    expect(pixels.spread).toBeGreaterThan(6);
  });

  it('draws every stone shape in a ring', () => {
    for (const shape of stoneShapes) {
      expect(findSvgProblems(drawRing({ metal: 'white', shape, style: 'solitaire', size: 400 }))).toEqual([]);
    }
  });

  it('is deterministic', () => {
    const a = drawRing({ metal: 'rose', shape: 'Oval', style: 'halo' });
    const b = drawRing({ metal: 'rose', shape: 'Oval', style: 'halo' });
    expect(a).toBe(b);
  });

  it('honours the requested size', () => {
    expect(drawBand({ metal: 'white', style: 'classic', widthMm: 3, size: 300 })).toMatch(
      /^<svg[^>]* width="300" height="300"/,
    );
  });

  it('makes the band wider when asked', async () => {
    const measureArea = async (widthMm: number) =>
      (await measureMetal(drawBand({ metal: 'yellow', style: 'classic', widthMm, size: 300 }), 300)).count;
    expect(await measureArea(6)).toBeGreaterThan((await measureArea(2)) * 1.3);
  });

  it('paints white and yellow metal in different colours', async () => {
    const white = await measureMetal(drawBand({ metal: 'white', style: 'classic', widthMm: 4, size: 300 }), 300);
    const yellow = await measureMetal(drawBand({ metal: 'yellow', style: 'classic', widthMm: 4, size: 300 }), 300);
    expect(white.count).toBeGreaterThan(2000);
    expect(yellow.count).toBeGreaterThan(2000);
    // Yellow gold is much warmer (red well above blue) than white gold.
    expect(yellow.warmth - white.warmth).toBeGreaterThan(40);
    expect(Math.abs(white.warmth)).toBeLessThan(20);
  });
});

/** Pixels that differ clearly from the empty studio, and their mean red-minus-blue. */
async function measureMetal(svg: string, size: number): Promise<{ count: number; warmth: number }> {
  const empty = composeStudioPicture({ width: size, height: size, placements: [] });
  const [picture, backdrop] = await Promise.all(
    [svg, empty].map((s) => sharp(Buffer.from(s)).removeAlpha().raw().toBuffer()),
  );
  let count = 0;
  let warmth = 0;
  for (let i = 0; i < picture!.length; i += 3) {
    const difference =
      Math.abs(picture![i]! - backdrop![i]!) +
      Math.abs(picture![i + 1]! - backdrop![i + 1]!) +
      Math.abs(picture![i + 2]! - backdrop![i + 2]!);
    if (difference < 60) continue;
    count++;
    warmth += picture![i]! - picture![i + 2]!;
  }
  return { count, warmth: count ? warmth / count : 0 };
}
