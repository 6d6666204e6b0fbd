import { describe, expect, it } from 'vitest';
import { ringSizes, ukSizeOf } from './ring-sizes.ts';

/* The one ring-size table: its systems agree with the published charts at their common points. */

describe('the ring-size table', () => {
  it('converts US sizes to diameter, circumference, UK, Indian and European sizes', () => {
    const us7 = ringSizes.find((size) => size.us === '7')!;
    expect(us7).toEqual({ us: '7', indian: 14, circumferenceMm: 54.4, diameterMm: 17.32, uk: 'N½', eu: 54 });
    const us6 = ringSizes.find((size) => size.us === '6')!;
    expect([us6.uk, us6.indian, us6.eu, us6.diameterMm]).toEqual(['L½', 12, 52, 16.51]);
    expect(ringSizes.map((size) => size.us)).toHaveLength(21);
  });

  it('keeps every system in order as the sizes grow', () => {
    for (const [index, size] of ringSizes.entries()) {
      if (index === 0) continue;
      const before = ringSizes[index - 1]!;
      expect(size.diameterMm).toBeGreaterThan(before.diameterMm);
      expect(size.circumferenceMm).toBeGreaterThan(before.circumferenceMm);
      expect(size.eu).toBeGreaterThanOrEqual(before.eu);
      expect(size.indian).toBeGreaterThan(before.indian);
      expect(Math.abs(size.circumferenceMm - Math.PI * size.diameterMm)).toBeLessThan(0.1);
    }
  });

  it('names UK sizes by letter and half letter, past Z as Z+n', () => {
    expect(ukSizeOf(37.8)).toBe('A');
    expect(ukSizeOf(37.8 + 1.25 * 13.5)).toBe('N½');
    expect(ukSizeOf(37.8 + 1.25 * 26)).toBe('Z+1');
    expect(ukSizeOf(30)).toBe('A');
  });
});
