import { metals } from '@facet/contracts/lookups';
import { describe, expect, it } from 'vitest';

import { listMetalRamp, metalTonesByColour, resolveMetalColour, resolveMetalTones } from './metal-colours.ts';
import { parseHex } from './svg-kit.ts';

function measureLightness(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('metal colours', () => {
  it.each(metals.map((m) => m.name))('%s has tones that run from dark to light', (name) => {
    const ramp = listMetalRamp(resolveMetalTones(name));
    const lightness = ramp.map(measureLightness);
    expect(lightness).toEqual([...lightness].sort((a, b) => a - b));
    expect(lightness[0]).toBeLessThan(110);
    expect(lightness[lightness.length - 1]).toBeGreaterThan(230);
  });

  it('keeps white metals neutral, yellow gold warm and rose gold pink', () => {
    const [wr, , wb] = parseHex(metalTonesByColour.white.mid);
    const [yr, yg, yb] = parseHex(metalTonesByColour.yellow.mid);
    const [rr, rg, rb] = parseHex(metalTonesByColour.rose.mid);
    expect(Math.abs(wr - wb)).toBeLessThan(16);
    expect(yr - yb).toBeGreaterThan(80);
    expect(yg - yb).toBeGreaterThan(50);
    expect(rr - rg).toBeGreaterThan(40);
    expect(rg).toBeGreaterThan(rb - 20);
  });

  it('maps metal names to their colour', () => {
    expect(resolveMetalColour('Platinum')).toBe('white');
    expect(resolveMetalColour('Rose Gold')).toBe('rose');
    expect(resolveMetalColour('yellow')).toBe('yellow');
  });
});
