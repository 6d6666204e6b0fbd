import { collectionPageFor } from '@facet/contracts/product-filters';
import { describe, expect, it } from 'vitest';
import { mainMenu } from '../navigation/main-menu.ts';
import { collectionContentFor, collectionSlugs, stylesFor } from './collection-content.ts';

describe('collection pages', () => {
  it('has a page with its own words for every collection list but the loose stones', () => {
    expect([...collectionSlugs].sort()).toEqual(
      [
        'engagement-rings',
        'wedding-bands',
        'complete-product',
        'eternity-rings',
        'bridal-ring-set',
        'couple-band',
        'anniversary-rings',
        'diamond-earrings',
        'drop-and-dangle',
        'huggies-and-hoops',
        'crawlers',
        'diamond-pendants',
        'necklaces',
        'tennis',
        'bangles',
      ].sort(),
    );
    for (const slug of collectionSlugs) expect(collectionPageFor(slug), slug).toBeDefined();
  });

  it('offers every ring style the menus link to on that page', () => {
    for (const item of mainMenu) {
      for (const link of item.groups.flatMap((group) => group.links)) {
        const url = new URL(link.to, 'http://shop.test');
        const slug = url.pathname.replace('/collections/', '');
        if (slug === 'diamonds' || !url.pathname.startsWith('/collections/')) continue;
        const page = collectionPageFor(slug)!;
        expect(collectionContentFor(slug).parent.to).toMatch(/^\//);
        const style = url.searchParams.get('style');
        const gender = url.searchParams.get('gender') as 'Female' | 'Male' | null;
        if (style) expect(stylesFor(page, { gender: gender ?? undefined }), link.to).toContain(style);
      }
    }
  });
});
