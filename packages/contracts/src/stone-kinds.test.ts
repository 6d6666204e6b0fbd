import { describe, expect, it } from 'vitest';
import { stoneCategories } from './lookups.ts';
import { stoneName } from './stones.ts';
import {
  growthMethodOf,
  readGrowthMethod,
  stoneKindName,
  stoneKindPlural,
  stoneKindWithGrowth,
} from './stone-kinds.ts';
import { growthMethodField } from './stones.ts';

describe('stone kinds', () => {
  it('never calls a laboratory-grown stone a diamond alone', () => {
    expect(stoneKindName('Natural Diamond')).toBe('Natural diamond');
    expect(stoneKindName('Lab Grown Diamond')).toBe('Laboratory-grown diamond');
    expect(stoneKindName('Moissanite')).toBe('Moissanite');
    expect(stoneKindPlural('Lab Grown Diamond')).toBe('Laboratory-grown diamonds');
    expect(stoneKindPlural('Natural Diamond')).toBe('Natural diamonds');
    expect(stoneKindPlural('Moissanite')).toBe('Moissanite');
    for (const category of stoneCategories) expect(stoneKindName(category)).not.toMatch(/^diamond$/i);
  });

  it('names a stone with its kind', () => {
    expect(stoneName({ carat: 1.01, stoneShape: 'Oval', stoneCategory: 'Lab Grown Diamond' })).toBe(
      '1.01 ct Oval laboratory-grown diamond',
    );
    expect(stoneName({ carat: 0.5, stoneShape: 'Round', stoneCategory: 'Moissanite' })).toBe(
      '0.50 ct Round moissanite',
    );
  });

  it('adds the growth method of a laboratory-grown diamond when it is known', () => {
    expect(stoneKindWithGrowth('Lab Grown Diamond', 'CVD')).toBe('Laboratory-grown diamond, CVD');
    expect(stoneKindWithGrowth('Lab Grown Diamond', 'HPHT')).toBe('Laboratory-grown diamond, HPHT');
    expect(stoneKindWithGrowth('Lab Grown Diamond', 'unknown')).toBe('Laboratory-grown diamond');
    expect(stoneKindWithGrowth('Lab Grown Diamond', null)).toBe('Laboratory-grown diamond');
    expect(stoneKindWithGrowth('Natural Diamond', 'CVD')).toBe('Natural diamond');
  });

  it('reads a laboratory-grown stone without a growth method as unknown, and others as none', () => {
    expect(growthMethodOf('Lab Grown Diamond', null)).toBe('unknown');
    expect(growthMethodOf('Lab Grown Diamond', 'HPHT')).toBe('HPHT');
    expect(growthMethodOf('Moissanite', 'CVD')).toBeNull();
  });

  it('reads growth methods in any case and refuses other words', () => {
    expect(readGrowthMethod(' cvd ')).toBe('CVD');
    expect(readGrowthMethod('Hpht')).toBe('HPHT');
    expect(readGrowthMethod('UNKNOWN')).toBe('unknown');
    expect(readGrowthMethod('')).toBeNull();
    expect(readGrowthMethod(null)).toBeNull();
    expect(readGrowthMethod('mined')).toBeUndefined();
    expect(growthMethodField.parse('cvd')).toBe('CVD');
    const refused = growthMethodField.safeParse('plasma');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('must be CVD, HPHT or unknown');
  });
});
