import type { MetalColour } from '@facet/contracts/lookups';
import { describe, expect, it } from 'vitest';

import { drawProductPicture, type PictureView, type ProductPictureSpec } from './product-pictures.ts';
import { rasteriseToWebp } from './rasterise.ts';
import { ringDrawingStyles } from './rings.ts';
import { findSvgProblems, summarisePixels } from './svg-checks.ts';
import { bandDrawingStyles } from './wedding-bands.ts';

const colours: readonly MetalColour[] = ['white', 'yellow', 'rose'];

/** One spec of every kind and style the catalogue can ask for. */
const specs: readonly ProductPictureSpec[] = [
  ...ringDrawingStyles.map((style): ProductPictureSpec => ({ kind: 'ring', style, shape: 'Oval' })),
  { kind: 'ring', style: 'solitaire', shape: 'Hexagon', category: 'moissanite', bandWidthMm: 1.8 },
  { kind: 'ring', style: 'halo', shape: 'Heart', category: 'lab' },
  ...bandDrawingStyles.map((style): ProductPictureSpec => ({ kind: 'band', style, widthMm: 3 })),
  { kind: 'band', style: 'nature', widthMm: 2 },
  { kind: 'band', style: 'open-cuff', widthMm: 1.6 },
  { kind: 'bridal-set', style: 'halo', shape: 'Round', bandStyle: 'pave' },
  { kind: 'band-pair', wide: { style: 'designer', widthMm: 6 }, slim: { style: 'diamonds-halfway', widthMm: 2.6 } },
  { kind: 'earrings', style: 'studs', shape: 'Princess', category: 'lab' },
  { kind: 'earrings', style: 'drop', shape: 'Pear' },
  { kind: 'earrings', style: 'hoops', shape: 'Round' },
  { kind: 'earrings', style: 'hoops', shape: 'Round', hoopDiameterMm: 20 },
  { kind: 'earrings', style: 'crawler', shape: 'Marquise' },
  { kind: 'pendant', shape: 'Heart', category: 'moissanite' },
  { kind: 'necklace', style: 'riviera' },
  { kind: 'necklace', style: 'station', category: 'lab' },
  { kind: 'bracelet', style: 'tennis' },
  { kind: 'bracelet', style: 'bangle' },
  { kind: 'bracelet', style: 'cuff' },
];

const cases = specs.flatMap((spec, i) => {
  const views: PictureView[] = spec.kind === 'ring' ? ['front', 'side'] : ['front'];
  return views.map((view): [string, ProductPictureSpec, MetalColour, PictureView] => [
    `${spec.kind} ${'style' in spec ? spec.style : ''} ${view}`,
    spec,
    colours[i % colours.length]!,
    view,
  ]);
});

describe('drawProductPicture', () => {
  it.each(cases)('%s draws a well-formed square picture', (_, spec, colour, view) => {
    const svg = drawProductPicture(spec, colour, 400, view);
    expect(findSvgProblems(svg)).toEqual([]);
    expect(svg).toMatch(/^<svg[^>]* width="400" height="400" viewBox="0 0 400 400"/);
  });

  it('draws something, not a blank studio', async () => {
    const svg = drawProductPicture({ kind: 'band', style: 'open-cuff', widthMm: 1.6 }, 'rose', 200);
    const pixels = await summarisePixels(await rasteriseToWebp(svg, 200));
    expect(pixels.spread).toBeGreaterThan(6);
  });

  it('paints the metal colour asked for, and the same picture every time', () => {
    const spec: ProductPictureSpec = { kind: 'pendant', shape: 'Pear' };
    const white = drawProductPicture(spec, 'white', 300);
    expect(drawProductPicture(spec, 'white', 300)).toBe(white);
    expect(drawProductPicture(spec, 'rose', 300)).not.toBe(white);
  });

  it('draws the centre-stone shape asked for: a round ring is not its oval one', () => {
    for (const kind of ['ring', 'bridal-set'] as const) {
      const oval: ProductPictureSpec =
        kind === 'ring'
          ? { kind, style: 'halo', shape: 'Oval' }
          : { kind, style: 'halo', shape: 'Oval', bandStyle: 'pave' };
      const round = { ...oval, shape: 'Round' } as ProductPictureSpec;
      for (const view of ['front', 'side'] as const) {
        const drawn = drawProductPicture(round, 'white', 300, view);
        expect(findSvgProblems(drawn)).toEqual([]);
        expect(drawn, `${kind} ${view}`).not.toBe(drawProductPicture(oval, 'white', 300, view));
      }
    }
  });

  it('shows a ring from the side as a different picture', () => {
    const spec: ProductPictureSpec = { kind: 'ring', style: 'halo', shape: 'Oval' };
    expect(drawProductPicture(spec, 'white', 300, 'side')).not.toBe(drawProductPicture(spec, 'white', 300, 'front'));
  });
});
