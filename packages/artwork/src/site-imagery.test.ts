import { describe, expect, it } from 'vitest';

import { siteImages } from './site-imagery.ts';
import { findSvgProblems } from './svg-checks.ts';

const required: readonly (readonly [string, number, number])[] = [
  ['hero', 1600, 900],
  ...[
    'engagement-rings',
    'wedding-bands',
    'earrings',
    'pendants',
    'necklaces',
    'bracelets',
    'diamonds',
    'custom-jewellery',
  ].map((n) => [`category-${n}`, 800, 800] as const),
  ...['engagement-rings', 'wedding-bands', 'fine-jewellery', 'diamonds', 'custom-jewellery', 'about'].map(
    (n) => [`banner-${n}`, 1600, 600] as const,
  ),
  ...[
    'bridal-ring-set',
    'couple-band',
    'anniversary-rings',
    'eternity-rings',
    'diamond-earrings',
    'drop-and-dangle',
    'huggies-and-hoops',
    'crawlers',
    'diamond-pendants',
    'necklaces',
    'tennis',
    'bangles',
  ].map((n) => [`collection-${n}`, 800, 800] as const),
];

describe('site imagery', () => {
  it('has every picture the pages use, at its size, once', () => {
    const names = siteImages.map((i) => i.name);
    expect(new Set(names).size).toBe(names.length);
    for (const [name, width, height] of required) {
      const image = siteImages.find((i) => i.name === name);
      expect(image, name).toBeDefined();
      expect([image?.width, image?.height], name).toEqual([width, height]);
    }
  });

  it('describes every picture in words', () => {
    for (const image of siteImages) {
      expect(image.alt.length, image.name).toBeGreaterThan(10);
      expect(image.alt.length, image.name).toBeLessThan(160);
    }
  });

  it.each(siteImages.map((i) => [i.name, i] as const))('%s draws a well-formed SVG of its size', (_, image) => {
    const svg = image.draw();
    expect(findSvgProblems(svg)).toEqual([]);
    expect(svg).toContain(
      `width="${image.width}" height="${image.height}" viewBox="0 0 ${image.width} ${image.height}"`,
    );
  });
});
