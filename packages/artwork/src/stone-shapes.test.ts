import { stoneShapes } from '@facet/contracts/lookups';
import { describe, expect, it } from 'vitest';

import { rasteriseToWebp } from './rasterise.ts';
import { sampleStoneOutline } from './sampled-outlines.ts';
import { drawStoneShapeIcon, stoneShapeIcons } from './stone-shape-icons.ts';
import { findSvgProblems, summarisePixels } from './svg-checks.ts';

function measureAspect(shape: (typeof stoneShapes)[number]): number {
  const { halfWidth, halfHeight } = sampleStoneOutline(shape);
  return halfHeight / halfWidth;
}

describe('stone shape icons', () => {
  it.each(stoneShapes)('%s has an outline and facet lines in a 48 × 48 box', (shape) => {
    const icon = stoneShapeIcons[shape];
    expect(icon.viewBox).toBe('0 0 48 48');
    expect(icon.paths.length).toBeGreaterThanOrEqual(2);
    for (const d of icon.paths) {
      expect(d).toMatch(/^M[\d.]+ [\d.]+/);
      expect(d).toMatch(/^[MLCZ\d. -]+$/);
      const numbers = d.match(/-?[\d.]+/g)?.map(Number) ?? [];
      expect(numbers.every((n) => n >= 0 && n <= 48)).toBe(true);
    }
  });

  it('covers exactly the shop’s stone shapes', () => {
    expect(Object.keys(stoneShapeIcons).sort()).toEqual([...stoneShapes].sort());
  });

  it('keeps the shapes apart by their proportions', () => {
    expect(measureAspect('Elongated Cushion')).toBeGreaterThan(measureAspect('Cushion') + 0.3);
    expect(measureAspect('Oval')).toBeGreaterThan(1.3);
    expect(measureAspect('Marquise')).toBeGreaterThan(1.8);
    expect(measureAspect('Round')).toBeCloseTo(1, 2);
    expect(measureAspect('Princess')).toBeCloseTo(1, 2);
    expect(measureAspect('Asscher')).toBeCloseTo(1, 2);
  });

  it('points a marquise at both ends and a pear at one', () => {
    // Width of the outline close to an end, as a share of its full width: small at a point.
    const taper = (shape: 'Marquise' | 'Pear', end: -1 | 1) => {
      const { points, halfHeight, halfWidth } = sampleStoneOutline(shape);
      const near = points.filter(([, y]) => Math.abs(y - end * halfHeight) < 0.15 * halfHeight);
      return Math.max(...near.map(([x]) => Math.abs(x))) / halfWidth;
    };
    expect(taper('Marquise', -1)).toBeLessThan(0.4);
    expect(taper('Marquise', 1)).toBeLessThan(0.4);
    expect(taper('Pear', -1)).toBeLessThan(0.4);
    expect(taper('Pear', 1)).toBeGreaterThan(0.5);
  });

  it('gives a hexagon six corners and a princess four', () => {
    expect(sampleStoneOutline('Hexagon').anchors).toHaveLength(6);
    expect(sampleStoneOutline('Princess').anchors).toHaveLength(8);
  });

  it.each(['Round', 'Heart', 'Emerald'] as const)('draws a standalone %s icon that renders', async (shape) => {
    const svg = drawStoneShapeIcon(shape, { size: 96, stroke: '#112233', strokeWidth: 1.5 });
    expect(findSvgProblems(svg)).toEqual([]);
    expect(svg).toContain('width="96"');
    expect(svg).toContain('viewBox="0 0 48 48"');
    const pixels = await summarisePixels(await rasteriseToWebp(svg, 96));
    expect(pixels.width).toBe(96);
    expect(pixels.spread).toBeGreaterThan(5);
  });
});
