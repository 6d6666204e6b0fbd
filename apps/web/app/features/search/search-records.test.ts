import type { SearchRecord } from '@facet/contracts/search';
import { describe, expect, it } from 'vitest';
import {
  describeSearchCount,
  searchRecordKind,
  searchRecordName,
  searchRecordPath,
  searchRecordPicture,
} from './search-records.ts';

const ring: SearchRecord = {
  kind: 'product',
  id: 7,
  product: { name: 'Willow Leaf Ring', description: '', productMedias: [{ url: '/media/abc/800.webp' }] },
  whiteProductVarient: null,
  yellowProductVarient: { sku: 'willow-leaf-ring-yellow-gold' },
  roseProductVarient: { sku: 'willow-leaf-ring-rose-gold' },
  price: 1200,
  listPrice: 1500,
  currency: 'USD',
};
const stone: SearchRecord = {
  kind: 'stone',
  id: 3,
  sku: 'LG 20002/A',
  name: '1.50 ct Oval laboratory-grown diamond',
  stoneShape: 'Oval',
  productMedias: [],
  price: 900,
  listPrice: 900,
  currency: 'USD',
};

describe('search results, as the header and /search show them', () => {
  it('names each kind and says which it is', () => {
    expect([searchRecordName(ring), searchRecordKind(ring)]).toEqual(['Willow Leaf Ring', 'Jewellery']);
    expect([searchRecordName(stone), searchRecordKind(stone)]).toEqual([
      '1.50 ct Oval laboratory-grown diamond',
      'Loose stone',
    ]);
  });

  it('opens a piece at its first variant (white, yellow, rose) and a stone at its page', () => {
    expect(searchRecordPath(ring)).toBe('/product/willow-leaf-ring-yellow-gold');
    expect(searchRecordPath({ ...ring, whiteProductVarient: { sku: 'willow-white' } })).toBe('/product/willow-white');
    expect(searchRecordPath(stone)).toBe('/stone/LG%2020002%2FA');
    expect(searchRecordPath({ ...ring, yellowProductVarient: null, roseProductVarient: null })).toBeNull();
  });

  it('asks for the picture at the width it is shown at, and has none for a stone without one', () => {
    expect(searchRecordPicture(ring, 400)).toBe('/media/abc/400.webp');
    expect(searchRecordPicture(stone, 400)).toBeNull();
  });

  it('counts the results for the term', () => {
    expect(describeSearchCount(24, 'oval')).toBe('24 results for “oval”');
    expect(describeSearchCount(1, 'emerald')).toBe('1 result for “emerald”');
    expect(describeSearchCount(0, 'zzz')).toBe('No results for “zzz”');
    expect(describeSearchCount(1234, '')).toBe('1,234 results');
  });
});
