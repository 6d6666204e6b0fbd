import { describe, expect, it } from 'vitest';
import { jewellerySubTypes, metals, normaliseLookupName, ringStyles, stoneShapes, subTypeBySlug } from './lookups.ts';

describe('reference lists', () => {
  it('has the 14 sub types, each with a jewellery type and a unique slug', () => {
    expect(jewellerySubTypes).toHaveLength(14);
    expect(new Set(jewellerySubTypes.map((s) => s.slug)).size).toBe(14);
    expect(subTypeBySlug('huggies-and-hoops')?.name).toBe('Huggies & Hoops');
  });

  it('spells names right', () => {
    expect(ringStyles).toContain('Vintage');
    expect(stoneShapes).toContain('Hexagon');
    expect(metals.map((m) => m.name)).toContain('925 Sterling Silver');
    expect(new Set(ringStyles).size).toBe(ringStyles.length);
  });
});

describe('normaliseLookupName', () => {
  it('accepts the original spellings as aliases', () => {
    expect(normaliseLookupName('ringStyle', 'Vinatge')).toBe('Vintage');
    expect(normaliseLookupName('stoneShape', 'Hexagone')).toBe('Hexagon');
    expect(normaliseLookupName('metal', '925 Starling Silver')).toBe('925 Sterling Silver');
  });

  it('is case- and space-insensitive and rejects what names nothing', () => {
    expect(normaliseLookupName('metal', '  yellow   GOLD ')).toBe('Yellow Gold');
    expect(normaliseLookupName('subType', 'engagement ring')).toBe('Engagement Ring');
    expect(normaliseLookupName('stoneCategory', 'Lab-Created Diamond')).toBe('Lab Grown Diamond');
    expect(normaliseLookupName('stoneShape', 'Triangle')).toBeUndefined();
    expect(normaliseLookupName('gender', '')).toBeUndefined();
  });
});
