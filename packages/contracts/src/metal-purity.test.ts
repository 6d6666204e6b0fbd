import { describe, expect, it } from 'vitest';
import { metals } from './lookups.ts';
import { metalPurity } from './metal-purity.ts';

describe('metal purity', () => {
  it('states gold by karat and the fineness its BIS hallmark carries', () => {
    expect(metalPurity('Yellow Gold')).toEqual({
      karat: 18,
      fineness: 750,
      bisHallmarked: true,
      statement: '18K gold, BIS hallmarked 750',
    });
    expect(metalPurity({ name: 'White Gold', purity: '14K' })?.statement).toBe('14K gold, BIS hallmarked 585');
    expect(metalPurity({ name: 'Yellow Gold', purity: '22k' })).toMatchObject({ karat: 22, fineness: 916 });
  });

  it('states sterling silver as hallmarked 925', () => {
    expect(metalPurity('925 Sterling Silver')).toEqual({
      karat: null,
      fineness: 925,
      bisHallmarked: true,
      statement: '925 sterling silver, BIS hallmarked 925',
    });
  });

  it('never claims a BIS hallmark for platinum', () => {
    const platinum = metalPurity('Platinum');
    expect(platinum).toEqual({ karat: null, fineness: 950, bisHallmarked: false, statement: 'Platinum 950' });
    expect(platinum?.statement).not.toMatch(/BIS|hallmark/i);
  });

  it('says nothing of a purity it does not know', () => {
    expect(metalPurity('Titanium')).toBeNull();
    expect(metalPurity({ name: 'Rose Gold', purity: '10K' })).toBeNull();
    expect(metalPurity({ name: 'Platinum', purity: '18K' })).toBeNull();
  });

  it('knows every metal the shop sells', () => {
    for (const metal of metals) expect(metalPurity(metal.name), metal.name).not.toBeNull();
  });
});
