import { describe, expect, it } from 'vitest';
import {
  combinationKey,
  countCombinations,
  describeCombination,
  findCombinationProblem,
  generateCombinations,
  type ProductAttributes,
  skuFor,
  slugify,
  suggestWeight,
} from './product-variants.ts';

const ring: ProductAttributes = {
  metalAttribute: ['Yellow Gold', 'Platinum'],
  ringStyleAttribute: ['Halo'],
  centerStoneShapeAttribute: [{ shape: 'Oval', carats: [1, 1.5] }],
  widthAttribute: [2],
  totalCaratAttribute: [],
};

describe('generateCombinations', () => {
  it('makes every combination, metal first, in the order staff listed the values', () => {
    const combinations = generateCombinations(ring);
    expect(combinations).toHaveLength(4);
    expect(combinations.map((c) => `${c.metal}/${c.centerStoneCarat}`)).toEqual([
      'Yellow Gold/1',
      'Yellow Gold/1.5',
      'Platinum/1',
      'Platinum/1.5',
    ]);
    expect(combinations[0]).toEqual({
      metal: 'Yellow Gold',
      ringStyle: 'Halo',
      centerStoneShape: 'Oval',
      centerStoneCarat: 1,
      width: 2,
      totalCarat: null,
    });
    expect(countCombinations(ring)).toBe(4);
  });

  it('leaves out the attributes a piece does not have', () => {
    const pendant: ProductAttributes = {
      metalAttribute: ['Rose Gold'],
      ringStyleAttribute: [],
      centerStoneShapeAttribute: [],
      widthAttribute: [],
      totalCaratAttribute: [0.5, 1],
    };
    expect(generateCombinations(pendant).map(describeCombination)).toEqual([
      'Rose Gold · 0.5 ct tw',
      'Rose Gold · 1 ct tw',
    ]);
  });

  it('has no combination without a metal', () => {
    expect(generateCombinations({ ...ring, metalAttribute: [] })).toEqual([]);
  });
});

describe('skuFor', () => {
  it('joins name, metal, style, centre stone, width and total carats, lower-case and hyphenated', () => {
    const [first] = generateCombinations({ ...ring, totalCaratAttribute: [1.75] });
    expect(skuFor('Aurora', { ...first!, centerStoneCarat: 1.5 })).toBe(
      'aurora-yellow-gold-halo-1.5ct-oval-2mm-1.75ctw',
    );
  });

  it('spells metals and names as URL-safe words', () => {
    const combination = {
      metal: '925 Sterling Silver',
      ringStyle: null,
      centerStoneShape: null,
      centerStoneCarat: null,
      width: null,
      totalCarat: null,
    };
    expect(skuFor('Étoile & Lune  Studs!', combination)).toBe('etoile-and-lune-studs-925-sterling-silver');
  });

  it('keeps decimal points only inside numbers', () => {
    expect(slugify('St. Ives 2.5 mm.')).toBe('st-ives-2.5-mm');
  });

  it('gives different SKUs to different combinations of one product', () => {
    const skus = generateCombinations(ring).map((c) => skuFor('Aurora', c));
    expect(new Set(skus).size).toBe(skus.length);
  });
});

describe('findCombinationProblem', () => {
  it('accepts a generated combination', () => {
    for (const combination of generateCombinations(ring)) expect(findCombinationProblem(combination, ring)).toBeNull();
  });

  it('names what does not fit', () => {
    const [first] = generateCombinations(ring);
    expect(findCombinationProblem({ ...first!, metal: 'Rose Gold' }, ring)).toMatch(/Rose Gold/);
    expect(findCombinationProblem({ ...first!, centerStoneCarat: 2 }, ring)).toMatch(/2 ct Oval/);
    expect(findCombinationProblem({ ...first!, width: null }, ring)).toMatch(/width/);
    expect(findCombinationProblem({ ...first!, totalCarat: 1 }, ring)).toMatch(/total carat/);
  });

  it('matches numbers by hundredths, so 1.50 and 1.5 are the same', () => {
    const [, second] = generateCombinations(ring);
    expect(combinationKey({ ...second!, centerStoneCarat: 1.5 })).toBe(
      combinationKey({ ...second!, centerStoneCarat: 1.50000001 }),
    );
  });
});

describe('suggestWeight', () => {
  it('scales the 18K base weight by density and width', () => {
    const [gold, , platinum] = generateCombinations({ ...ring, widthAttribute: [2, 3] }).filter((c) => c.width === 2);
    expect(suggestWeight(4, gold!, [2, 3])).toBe(4);
    expect(suggestWeight(4, platinum!, [2, 3])).toBeCloseTo(5.342, 3);
    expect(suggestWeight(4, { ...gold!, width: 3 }, [2, 3])).toBe(6);
  });
});
