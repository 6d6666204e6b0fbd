import { stoneClarities, stoneColours } from '@facet/contracts/lookups';
import { readStoneUrlFilters } from '@facet/contracts/stone-filters';
import { describe, expect, it } from 'vitest';
import { mainMenu } from '../navigation/main-menu.ts';
import { parseCompared, readCompareSkus } from './compare-store.ts';
import { logRanges } from './stone-filter-panel.tsx';
import {
  boundsAt,
  caratScale,
  changeStoneFilters,
  describeStoneSearch,
  diamondsHref,
  gradeRange,
  gradesBetween,
  positionOf,
  priceScale,
  SLIDER_STEPS,
  stoneChips,
  toggleIn,
} from './stone-query.ts';

describe('the diamond search address', () => {
  it('is what the range forms submit without scripts: their bounds under the address keys', () => {
    for (const range of logRanges) {
      const read = readStoneUrlFilters(new URLSearchParams([...range.names.map((name, i) => [name, String(i + 1)])]));
      expect(read).toEqual({ [range.minKey]: 1, [range.maxKey]: 2 });
    }
  });

  it('writes the filters, order, page and view a URL reads back', () => {
    const filters = {
      stoneShapes: ['Round', 'Oval'],
      stoneCategories: ['Lab Grown Diamond'],
      minCarat: 0.5,
      maxCarat: 1.5,
      maxPrice: 2500,
      colors: ['D', 'E', 'F'],
    };
    const href = diamondsHref(filters, { sort: 'carat-desc', page: 3, view: 'table' });
    const url = new URL(href, 'https://shop.example');
    expect(url.pathname).toBe('/collections/diamonds');
    expect(url.searchParams.get('stoneShape')).toBe('Round,Oval');
    expect(url.searchParams.get('maxBudget')).toBe('2500');
    expect(url.searchParams.get('view')).toBe('table');
    expect(readStoneUrlFilters(url.searchParams)).toEqual(filters);
    // The defaults are left out.
    expect(diamondsHref({}, { sort: 'price-asc', page: 1, view: 'grid' })).toBe('/collections/diamonds');
  });

  it('lands every diamonds menu and landing link on the search with its category and shape', () => {
    const links = mainMenu
      .flatMap((item) => item.groups.flatMap((group) => group.links))
      .filter((link) => link.to.startsWith('/collections/diamonds'));
    expect(links.length).toBeGreaterThan(20);
    for (const link of links) {
      const url = new URL(link.to, 'https://shop.example');
      const filters = readStoneUrlFilters(url.searchParams);
      expect(filters.stoneCategories, link.to).toEqual([url.searchParams.get('stoneCategory')]);
      if (link.shape) expect(filters.stoneShapes, link.to).toEqual([link.shape]);
    }
  });

  it('toggles shapes on and off in the list order, and every shape chosen is no filter', () => {
    const all = ['Round', 'Oval', 'Pear'];
    expect(toggleIn(undefined, 'Pear', all)).toEqual(['Pear']);
    expect(toggleIn(['Pear'], 'Round', all)).toEqual(['Round', 'Pear']);
    expect(toggleIn(['Round', 'Pear'], 'Round', all)).toEqual(['Pear']);
    expect(toggleIn(['Round', 'Pear'], 'Oval', all)).toEqual([]);
    expect(changeStoneFilters({ stoneShapes: ['Round'], minCarat: 1 }, { stoneShapes: [] })).toEqual({ minCarat: 1 });
  });

  it('turns grade sliders into grade lists and back', () => {
    expect(gradeRange(stoneColours, undefined)).toEqual([0, stoneColours.length - 1]);
    expect(gradeRange(stoneColours, ['F', 'D'])).toEqual([0, 2]);
    expect(gradesBetween(stoneColours, [0, 2])).toEqual(['D', 'E', 'F']);
    expect(gradesBetween(stoneClarities, [4, 4])).toEqual(['VS1']);
    expect(gradesBetween(stoneColours, [0, stoneColours.length - 1])).toBeUndefined();
  });

  it('puts carat and price on logarithmic sliders whose ends are no bound', () => {
    expect(boundsAt(caratScale, [0, SLIDER_STEPS])).toEqual({});
    const one = positionOf(caratScale, 1, 'low');
    expect(boundsAt(caratScale, [one, SLIDER_STEPS]).min).toBeCloseTo(1, 1);
    const usd = priceScale('USD');
    const { max } = boundsAt(usd, [0, positionOf(usd, 5000, 'high')]);
    expect(max).toBeGreaterThanOrEqual(4800);
    expect(max).toBeLessThanOrEqual(5200);
    // Prices are round figures a shopper would type: two significant digits.
    expect(String(max)).toMatch(/^\d{2}0+$/);
    expect(positionOf(usd, undefined, 'high')).toBe(SLIDER_STEPS);
  });

  it('names the search and its removable filters', () => {
    expect(describeStoneSearch({})).toBe('Loose Diamonds');
    expect(describeStoneSearch({ stoneCategories: ['Lab Grown Diamond'] })).toBe('Laboratory-Grown Diamonds');
    expect(describeStoneSearch({ stoneShapes: ['Oval'], stoneCategories: ['Natural Diamond'] })).toBe(
      'Oval Natural Diamonds',
    );
    const chips = stoneChips(
      { stoneShapes: ['Round', 'Oval'], minCarat: 1, clarities: ['VVS1', 'VVS2', 'VS1'] },
      { sort: 'price-asc', view: 'table', currency: 'USD' },
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      'Round shape',
      'Oval shape',
      '1.00 ct & over',
      'Clarity VVS1 – VS1',
    ]);
    expect(chips[0]!.href).toBe(
      '/collections/diamonds?stoneShape=Oval&clarity=VVS1%2CVVS2%2CVS1&minCarat=1&view=table',
    );
  });
});

describe('the compare list', () => {
  it('reads what the browser kept, ignoring anything malformed, at most four', () => {
    const stone = (sku: string) => ({ sku, name: `Stone ${sku}`, stoneShape: 'Round' });
    expect(parseCompared(null)).toEqual([]);
    expect(parseCompared('not json')).toEqual([]);
    expect(parseCompared('{"sku":"A"}')).toEqual([]);
    const kept = JSON.stringify([stone('A'), { sku: 5 }, stone('A'), stone('B'), stone('C'), stone('D'), stone('E')]);
    expect(parseCompared(kept).map((entry) => entry.sku)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('reads the stones a compare address names', () => {
    expect(readCompareSkus('LG-1, ND-2,,LG-1,MO-3,ND-4,ND-5')).toEqual(['LG-1', 'ND-2', 'MO-3', 'ND-4']);
    expect(readCompareSkus(null)).toEqual([]);
  });
});
