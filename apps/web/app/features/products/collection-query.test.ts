import { collectionFilters, collectionPageFor } from '@facet/contracts/product-filters';
import { describe, expect, it } from 'vitest';
import {
  budgetBands,
  caratBands,
  changeFilters,
  chosenFilters,
  collectionHref,
  countChosenFilters,
  describeCollection,
  filterChips,
  paginationItems,
} from './collection-query.ts';

const page = (slug: string) => collectionPageFor(slug)!;
const filtersOf = (slug: string, query: string) => collectionFilters(page(slug), new URLSearchParams(query));

describe('collection URLs', () => {
  it('leaves out what the page applies by itself', () => {
    const bands = page('wedding-bands');
    const filters = filtersOf('wedding-bands', 'type=Wedding+Band&gender=Female&style=Pave');
    expect(filters.subType).toBe('Wedding Band');
    expect(chosenFilters(bands, filters)).toEqual({ gender: 'Female', style: 'Pave' });
    expect(collectionHref(bands, filters)).toBe('/collections/wedding-bands?style=Pave&gender=Female');
  });

  it('keeps a type that differs from the page default, and the sort and page', () => {
    const eternity = page('eternity-rings');
    const filters = filtersOf('eternity-rings', 'type=Anniversary+Ring');
    expect(collectionHref(eternity, filters, { sort: 'price-asc', page: 2 })).toBe(
      '/collections/eternity-rings?type=Anniversary+Ring&sort=price-asc&page=2',
    );
    expect(collectionHref(eternity, filtersOf('eternity-rings', 'type=Eternity+Ring'), { sort: 'newest' })).toBe(
      '/collections/eternity-rings',
    );
  });

  it('reads the original spellings from menus and old links', () => {
    const filters = filtersOf('engagement-rings', 'type=Engagement+Ring&style=Vinatge&metal=925+Starling+Silver');
    expect(filters).toMatchObject({ style: 'Vintage', metal: '925 Sterling Silver' });
  });

  it('changes and removes filters', () => {
    expect(changeFilters({ metal: 'Platinum', style: 'Halo' }, { metal: undefined, gender: 'Male' })).toEqual({
      style: 'Halo',
      gender: 'Male',
    });
  });
});

describe('filter chips', () => {
  it('offers each chosen filter for removal, ranges as one chip, the page’s own filters never', () => {
    const rings = page('engagement-rings');
    const filters = filtersOf(
      'engagement-rings',
      'type=Engagement+Ring&metal=Rose+Gold&stoneShape=Oval&minBudget=500&maxBudget=1000&minCarat=1&maxCarat=1.49',
    );
    const chips = filterChips(rings, filters, { sort: 'price-desc', currency: 'USD' });
    expect(chips.map((chip) => chip.label)).toEqual(['Rose Gold', 'Oval shape', '$500 – $1,000', '1.00 – 1.49 ct']);
    const budget = chips.find((chip) => chip.key === 'budget')!;
    expect(budget.href).toBe(
      '/collections/engagement-rings?metal=Rose+Gold&stoneShape=Oval&minCarat=1&maxCarat=1.49&sort=price-desc',
    );
    expect(countChosenFilters(rings, filters)).toBe(4);
  });

  it('says what gender and ready-to-wear mean', () => {
    const bands = page('wedding-bands');
    const chips = filterChips(
      bands,
      { subType: 'Wedding Band', gender: 'Male', hasAttachedStone: false },
      {
        sort: 'newest',
        currency: 'INR',
      },
    );
    expect(chips.map((chip) => chip.label)).toEqual(['For him', 'Settings only']);
  });
});

describe('collection headings', () => {
  it('reads like a search', () => {
    expect(
      describeCollection(page('engagement-rings'), filtersOf('engagement-rings', 'stoneShape=Oval&style=Halo')),
    ).toBe('Oval Halo Engagement Rings');
    expect(describeCollection(page('wedding-bands'), filtersOf('wedding-bands', 'gender=Female&metal=Rose+Gold'))).toBe(
      "Women's Wedding Bands in Rose Gold",
    );
    expect(
      describeCollection(
        page('complete-product'),
        filtersOf('complete-product', 'type=Engagement+Ring&stoneCategory=Lab+Grown+Diamond'),
      ),
    ).toBe('Ready-to-Wear Engagement Rings with Laboratory-Grown Diamonds');
    expect(describeCollection(page('crawlers'), {})).toBe('Ear Crawlers');
  });
});

describe('budget bands', () => {
  it('are round figures in each currency, open at both ends', () => {
    expect(budgetBands('USD').map((band) => band.label)).toEqual([
      'Under $500',
      '$500 – $1,000',
      '$1,000 – $2,500',
      '$2,500 – $5,000',
      '$5,000 & over',
    ]);
    expect(budgetBands('INR')[1]).toMatchObject({ min: 50_000, max: 1_00_000, label: '₹50,000 – ₹1,00,000' });
  });
});

describe('carat bands', () => {
  it('name the ranges they filter by, each stopping a hundredth below the next', () => {
    expect(caratBands).toEqual([
      { max: 0.49, label: 'Under 0.50 ct' },
      { min: 0.5, max: 0.99, label: '0.50 – 0.99 ct' },
      { min: 1, max: 1.49, label: '1.00 – 1.49 ct' },
      { min: 1.5, max: 1.99, label: '1.50 – 1.99 ct' },
      { min: 2, label: '2.00 ct & over' },
    ]);
  });
});

describe('page links', () => {
  it('shows every page of a short list', () => {
    expect(paginationItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('skips the middle of a long list, never hiding a single page behind a gap', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(paginationItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });
});
