import { describe, expect, it } from 'vitest';
import { budgetRanges } from './listing-bands.ts';
import { keptBands } from './listing-kept-bands.ts';

describe('the storefront bands kept as cards', () => {
  it('are every band with a ceiling, in hundredths of a carat and minor units, a ceiling alone from nothing', () => {
    const bands = keptBands();
    expect(bands.filter((band) => band.kind === 'carat')).toEqual([
      { kind: 'carat', low: 0, high: 49 },
      { kind: 'carat', low: 50, high: 99 },
      { kind: 'carat', low: 100, high: 149 },
      { kind: 'carat', low: 150, high: 199 },
    ]);
    expect(bands.filter((band) => band.kind === 'USD')).toEqual([
      { kind: 'USD', low: 0, high: 50_000 },
      { kind: 'USD', low: 50_000, high: 1_00_000 },
      { kind: 'USD', low: 1_00_000, high: 2_50_000 },
      { kind: 'USD', low: 2_50_000, high: 5_00_000 },
    ]);
    // The floors alone ("over $5,000", "2.00 ct & over") are not kept: the variants' cards answer them.
    expect(bands.filter((band) => band.kind === 'INR')).toHaveLength(budgetRanges('INR').length - 1);
    expect(bands.some((band) => band.kind === 'INR' && band.low === 5_00_000 * 100)).toBe(false);
  });
});
