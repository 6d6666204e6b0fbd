import { describe, expect, it } from 'vitest';
import {
  caratRangeFor,
  describeFit,
  findPairProblem,
  fitFilters,
  fitFiltersQuery,
  notASettingMessage,
  pairHalfThatFailed,
  settingCaratsFor,
  settingsForStonePath,
  shapeInWords,
  stoneFitsSetting,
  unknownSettingMessage,
  unknownStoneMessage,
} from './ring-builder.ts';
import { ringBuilderPairQuery } from './ring-builder-pair.ts';
import { readStoneUrlFilters, writeStoneUrlFilters } from './stone-filters.ts';

const oneCaratOval = { centerStoneShape: 'Oval', centerStoneCarat: 1 };

describe('caratRangeFor', () => {
  it('takes 10 % lighter to 15 % heavier, in hundredths rounded inwards', () => {
    expect(caratRangeFor(1)).toEqual({ minCarat: 0.9, maxCarat: 1.15 });
    expect(caratRangeFor(1.5)).toEqual({ minCarat: 1.35, maxCarat: 1.72 });
    expect(caratRangeFor(0.5)).toEqual({ minCarat: 0.45, maxCarat: 0.57 });
    expect(caratRangeFor(0.33)).toEqual({ minCarat: 0.3, maxCarat: 0.37 });
    expect(caratRangeFor(2)).toEqual({ minCarat: 1.8, maxCarat: 2.3 });
  });
});

describe('stoneFitsSetting', () => {
  it('needs the same shape, whatever its spelling', () => {
    expect(stoneFitsSetting(oneCaratOval, { stoneShape: 'Oval', carat: 1.01 })).toBe(true);
    expect(stoneFitsSetting(oneCaratOval, { stoneShape: 'oval', carat: 1.01 })).toBe(true);
    expect(stoneFitsSetting(oneCaratOval, { stoneShape: 'Round', carat: 1.01 })).toBe(false);
  });

  it('takes the ends of the range and nothing past them', () => {
    expect(stoneFitsSetting(oneCaratOval, { stoneShape: 'Oval', carat: 0.9 })).toBe(true);
    expect(stoneFitsSetting(oneCaratOval, { stoneShape: 'Oval', carat: 1.15 })).toBe(true);
    expect(stoneFitsSetting(oneCaratOval, { stoneShape: 'Oval', carat: 0.89 })).toBe(false);
    expect(stoneFitsSetting(oneCaratOval, { stoneShape: 'Oval', carat: 1.16 })).toBe(false);
  });

  it('fits nothing in a piece without a centre stone', () => {
    expect(stoneFitsSetting({ centerStoneShape: null, centerStoneCarat: null }, { stoneShape: 'Oval', carat: 1 })).toBe(
      false,
    );
  });
});

describe('fitFilters', () => {
  it('is the diamond search of the shape and the carat range, and survives the URL', () => {
    const filters = fitFilters({ centerStoneShape: 'Elongated Cushion', centerStoneCarat: 1.5 });
    expect(filters).toEqual({ stoneShapes: ['Elongated Cushion'], minCarat: 1.35, maxCarat: 1.72 });
    const url = writeStoneUrlFilters(filters);
    expect(url.toString()).toBe('stoneShape=Elongated+Cushion&minCarat=1.35&maxCarat=1.72');
    expect(readStoneUrlFilters(url)).toEqual(filters);
    // The links write it by hand (no zod in those pages): the same query.
    expect(fitFiltersQuery({ centerStoneShape: 'Elongated Cushion', centerStoneCarat: 1.5 }).toString()).toBe(
      url.toString(),
    );
    expect(fitFiltersQuery({ centerStoneShape: 'oval', centerStoneCarat: 1 }).toString()).toBe(
      writeStoneUrlFilters(fitFilters({ centerStoneShape: 'oval', centerStoneCarat: 1 })).toString(),
    );
  });

  it('gives no filter for what a piece does not say', () => {
    expect(fitFilters({ centerStoneShape: null, centerStoneCarat: null })).toEqual({});
  });
});

describe('findPairProblem', () => {
  it('is null for a stone that fits', () => {
    expect(findPairProblem(oneCaratOval, { stoneShape: 'Oval', carat: 1.05, state: 'available' })).toBeNull();
  });

  it('names both shapes, with their articles', () => {
    expect(findPairProblem(oneCaratOval, { stoneShape: 'Round', carat: 1 })).toBe(
      'This setting is made for an oval stone; this stone is round.',
    );
    expect(
      findPairProblem({ centerStoneShape: 'Round', centerStoneCarat: 1 }, { stoneShape: 'Asscher', carat: 1 }),
    ).toBe('This setting is made for a round stone; this stone is Asscher.');
  });

  it('gives the carat range in words', () => {
    expect(findPairProblem(oneCaratOval, { stoneShape: 'Oval', carat: 1.5 })).toBe(
      'This setting is made for a 1.00 ct stone and takes 0.90 to 1.15 ct; this stone is 1.50 ct.',
    );
    expect(findPairProblem(oneCaratOval, { stoneShape: 'Oval', carat: 0.7 })).toMatch(/this stone is 0\.70 ct\.$/);
  });

  it('says first that a stone can no longer be bought', () => {
    expect(findPairProblem(oneCaratOval, { stoneShape: 'Round', carat: 3, state: 'sold' })).toBe(
      'This stone has been sold: choose another stone.',
    );
    expect(findPairProblem(oneCaratOval, { stoneShape: 'Oval', carat: 1, state: 'on_hold' })).toBe(
      'This stone is no longer available: choose another stone.',
    );
  });

  it('refuses a piece that is not a setting', () => {
    expect(findPairProblem({ centerStoneShape: null, centerStoneCarat: null }, { stoneShape: 'Oval', carat: 1 })).toBe(
      'This piece is not a setting: it is sold with its own stones.',
    );
  });
});

describe('the settings a stone fits', () => {
  it('inverts the carat range exactly', () => {
    for (const carat of [0.3, 0.5, 0.73, 1, 1.01, 1.2, 1.5, 2.02, 3.5]) {
      const range = settingCaratsFor(carat)!;
      for (let hundredths = 1; hundredths <= 500; hundredths++) {
        const setting = { centerStoneShape: 'Round', centerStoneCarat: hundredths / 100 };
        const inside = hundredths / 100 >= range.minCarat && hundredths / 100 <= range.maxCarat;
        expect(stoneFitsSetting(setting, { stoneShape: 'Round', carat }), `${carat} ct in ${hundredths}`).toBe(inside);
      }
    }
    expect(settingCaratsFor(1)).toEqual({ minCarat: 0.87, maxCarat: 1.11 });
  });

  it('opens the engagement-ring settings of the shape and those carats', () => {
    expect(settingsForStonePath({ stoneShape: 'oval', carat: 1 })).toBe(
      '/collections/engagement-rings?stoneShape=Oval&hasAttachedStone=false&minCarat=0.87&maxCarat=1.11',
    );
    expect(settingsForStonePath({ stoneShape: 'Pear' })).toBe(
      '/collections/engagement-rings?stoneShape=Pear&hasAttachedStone=false',
    );
  });
});

describe('words', () => {
  it('writes shapes and fits for people', () => {
    expect(shapeInWords('Emerald')).toBe('an emerald');
    expect(shapeInWords('Elongated Cushion')).toBe('an elongated cushion');
    expect(shapeInWords('Princess')).toBe('a princess');
    expect(describeFit(oneCaratOval)).toBe('oval stones of 0.90 to 1.15 ct');
  });

  it('reads back which half an API refusal is about', () => {
    expect(pairHalfThatFailed(unknownSettingMessage('elara-x'))).toBe('setting');
    expect(pairHalfThatFailed(notASettingMessage('seraphine-x'))).toBe('setting');
    expect(pairHalfThatFailed(unknownStoneMessage('LG-1'))).toBe('stone');
    expect(pairHalfThatFailed('Something is wrong.')).toBeNull();
  });
});

describe('ringBuilderPairQuery', () => {
  it('needs at least one half', () => {
    expect(ringBuilderPairQuery.safeParse({}).success).toBe(false);
    expect(ringBuilderPairQuery.safeParse({ stoneSku: 'LG-1' }).success).toBe(true);
    expect(ringBuilderPairQuery.safeParse({ settingSku: 'x'.repeat(201) }).success).toBe(false);
  });
});
