import { describe, expect, it } from 'vitest';
import { toBasisPoints, toConversionUnits } from './money.ts';
import { priceStone, type StoredPricingParameters } from './pricing.ts';
import {
  costRangeForPrices,
  readStoneApiFilters,
  readStoneSort,
  readStoneUrlFilters,
  writeStoneApiFilters,
  writeStoneUrlFilters,
} from './stone-filters.ts';
import { stoneCustomerQuery } from './stone-customer-query.ts';

describe('diamond search URL filters', () => {
  it('reads the menus’ links: a category, old spellings and several shapes', () => {
    expect(
      readStoneUrlFilters(new URLSearchParams('stoneCategory=Lab Grown Diamond&stoneShape=hexagone,oval&color=G')),
    ).toEqual({ stoneCategories: ['Lab Grown Diamond'], stoneShapes: ['Oval', 'Hexagon'], colors: ['G'] });
  });

  it('keeps grades in the order of their scale and drops what names nothing', () => {
    expect(readStoneUrlFilters(new URLSearchParams('clarity=VS2,IF,bogus&cut=EX,ID&minCarat=abc'))).toEqual({
      clarities: ['IF', 'VS2'],
      cuts: ['Ideal', 'Excellent'],
    });
  });

  it('treats every grade of a scale as no filter, and turns an upside-down range round', () => {
    expect(
      readStoneUrlFilters(
        new URLSearchParams('color=D,E,F,G,H,I,J,K&minCarat=2&maxCarat=0.5&minBudget=900&maxBudget=100'),
      ),
    ).toEqual({ minCarat: 0.5, maxCarat: 2, minPrice: 100, maxPrice: 900 });
  });

  it('writes what it reads, and the API query names the same filters', () => {
    const filters = {
      stoneCategories: ['Natural Diamond'],
      stoneShapes: ['Round', 'Pear'],
      colors: ['D', 'E', 'F'],
      minCarat: 1,
      maxPrice: 5000,
    };
    const url = writeStoneUrlFilters(filters, { sort: 'carat-desc', page: 3, view: 'table' });
    expect(url.toString()).toBe(
      'stoneCategory=Natural+Diamond&stoneShape=Round%2CPear&color=D%2CE%2CF&minCarat=1&maxBudget=5000&sort=carat-desc&page=3&view=table',
    );
    expect(readStoneUrlFilters(url)).toEqual(filters);
    const api = writeStoneApiFilters(filters);
    expect(api.get('stoneShapeName')).toBe('Round,Pear');
    expect(api.get('maxPrice')).toBe('5000');
    expect(readStoneApiFilters(api)).toEqual(filters);
  });

  it('leaves the default sort and page out of the URL', () => {
    expect(writeStoneUrlFilters({}, { sort: 'price-asc', page: 1 }).toString()).toBe('');
    expect(readStoneSort('nonsense')).toBe('price-asc');
  });
});

describe('the for-customer query', () => {
  it('refuses a grade that names nothing, with the list of known ones', () => {
    const result = stoneCustomerQuery.safeParse({ colors: 'D,Z' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Z: must be one of D, E, F, G, H, I, J, K');
  });

  it('accepts feed codes and repeated spellings', () => {
    const result = stoneCustomerQuery.parse({ stoneShapeName: 'RD,ov', cuts: 'EX', pageSize: '24' });
    expect(result.stoneShapeName).toEqual(['Round', 'Oval']);
    expect(result.cuts).toEqual(['Excellent']);
    expect(result.pageSize).toBe(24);
  });
});

describe('price filters as cost ranges', () => {
  const rates: StoredPricingParameters = {
    conversion: toConversionUnits(88.45),
    charge: toBasisPoints(3),
    shopDiscount: toBasisPoints(5),
    profitRate: toBasisPoints(40),
  };

  it('finds the exact cost edges: the edge stone is in, one paisa more is out', () => {
    for (const currency of ['USD', 'INR'] as const) {
      const range = costRangeForPrices({ minPrice: 1000, maxPrice: 2500.5 }, currency, rates);
      expect(range).not.toBeNull();
      const { minCost, maxCost } = range as { minCost: number; maxCost: number };
      const priceOf = (cost: number) =>
        (currency === 'INR' ? priceStone(cost, rates).inr : priceStone(cost, rates).usd).price;
      expect(priceOf(minCost)).toBeGreaterThanOrEqual(100_000);
      expect(priceOf(minCost - 1)).toBeLessThan(100_000);
      expect(priceOf(maxCost)).toBeLessThanOrEqual(250_050);
      expect(priceOf(maxCost + 1)).toBeGreaterThan(250_050);
    }
  });

  it('leaves an open end open, and answers null for a range no price falls in', () => {
    expect(costRangeForPrices({ maxPrice: 800 }, 'USD', rates)?.minCost).toBeUndefined();
    expect(costRangeForPrices({ minPrice: 800 }, 'USD', rates)?.maxCost).toBeUndefined();
    // Half a cent: no price (whole cents) lies between 10.001 and 10.004.
    expect(costRangeForPrices({ minPrice: 10.001, maxPrice: 10.004 }, 'USD', rates)).toBeNull();
  });

  it('moves with the pricing parameters: a higher markup means a lower cost for the same price', () => {
    const cheap = costRangeForPrices({ maxPrice: 1000 }, 'USD', rates)?.maxCost ?? 0;
    const dear =
      costRangeForPrices({ maxPrice: 1000 }, 'USD', { ...rates, profitRate: toBasisPoints(80) })?.maxCost ?? 0;
    expect(dear).toBeLessThan(cheap);
  });
});
