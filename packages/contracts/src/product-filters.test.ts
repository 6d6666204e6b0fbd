import { describe, expect, it } from 'vitest';
import {
  collectionFilters,
  collectionPageFor,
  gendersMatching,
  readApiFilters,
  readPage,
  readSort,
  readUrlFilters,
  writeApiFilters,
  writeUrlFilters,
} from './product-filters.ts';

describe('URL filters', () => {
  it('reads the menus’ links, with the original spellings accepted', () => {
    const filters = readUrlFilters(
      new URLSearchParams('type=Engagement Ring&style=Vinatge&metal=925 Starling Silver&stoneShape=hexagone'),
    );
    expect(filters).toEqual({
      subType: 'Engagement Ring',
      style: 'Vintage',
      metal: '925 Sterling Silver',
      stoneShape: 'Hexagon',
    });
  });

  it('accepts subType beside type, and drops values that name nothing', () => {
    expect(readUrlFilters(new URLSearchParams('subType=Wedding Band&metal=Unobtainium&minCarat=abc'))).toEqual({
      subType: 'Wedding Band',
    });
  });

  it('parses ranges and puts an upside-down range the right way round', () => {
    expect(readUrlFilters(new URLSearchParams('minBudget=2000&maxBudget=500&minCarat=0.5&maxCarat=2'))).toEqual({
      minBudget: 500,
      maxBudget: 2000,
      minCarat: 0.5,
      maxCarat: 2,
    });
  });

  it('writes back what it reads (shareable URLs), leaving defaults out', () => {
    const query = 'type=Engagement+Ring&metal=Rose+Gold&gender=Female&minBudget=1000';
    const filters = readUrlFilters(new URLSearchParams(query));
    expect(writeUrlFilters(filters).toString()).toBe(query);
    expect(writeUrlFilters(filters, { sort: 'newest', page: 1 }).toString()).toBe(query);
    expect(writeUrlFilters(filters, { sort: 'price-asc', page: 3 }).toString()).toBe(`${query}&sort=price-asc&page=3`);
  });

  it('maps to the API’s names and back', () => {
    const filters = readUrlFilters(new URLSearchParams('type=Necklace&stoneCategory=Lab Grown Diamond&style=Halo'));
    const api = writeApiFilters(filters);
    expect(api.get('jewellerySubTypeName')).toBe('Necklace');
    expect(api.get('stonerCategory')).toBe('Lab Grown Diamond');
    expect(api.get('ringStyleName')).toBe('Halo');
    expect(readApiFilters(api)).toEqual(filters);
    expect(readApiFilters({ stoneCategoryName: 'moissanite', pageNo: 2 })).toEqual({ stoneCategory: 'Moissanite' });
  });

  it('falls back to safe sort and page values', () => {
    expect(readSort('price-desc')).toBe('price-desc');
    expect(readSort('drop table')).toBe('newest');
    expect(readPage('3')).toBe(3);
    expect(readPage('-1')).toBe(1);
    expect(readPage('2.5')).toBe(1);
  });
});

describe('gendersMatching', () => {
  it('includes Unisex pieces for Female and Male', () => {
    expect(gendersMatching('Female')).toEqual(['Female', 'Unisex']);
    expect(gendersMatching('Unisex')).toEqual(['Unisex']);
    expect(gendersMatching(undefined)).toBeUndefined();
  });
});

describe('collection pages', () => {
  it('fixes the wedding-band sub type whatever the URL says, with 20 a page', () => {
    const page = collectionPageFor('wedding-bands')!;
    expect(page.pageSize).toBe(20);
    expect(collectionFilters(page, new URLSearchParams('type=Engagement Ring&metal=Platinum'))).toEqual({
      subType: 'Wedding Band',
      metal: 'Platinum',
    });
  });

  it('gives each type list its type, 12 a page', () => {
    const page = collectionPageFor('huggies-and-hoops')!;
    expect(page.pageSize).toBe(12);
    expect(collectionFilters(page, new URLSearchParams())).toEqual({ subType: 'Huggies & Hoops' });
  });

  it('lists complete pieces on complete-product, of the type the link asks for', () => {
    const page = collectionPageFor('complete-product')!;
    expect(collectionFilters(page, new URLSearchParams('type=Engagement Ring&hasAttachedStone=false'))).toEqual({
      subType: 'Engagement Ring',
      hasAttachedStone: true,
    });
  });

  it('knows no page for an unknown slug (and the diamonds list belongs to the stones)', () => {
    expect(collectionPageFor('teapots')).toBeUndefined();
    expect(collectionPageFor('diamonds')).toBeUndefined();
  });
});
