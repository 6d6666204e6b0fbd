import type { SearchRecord } from '@facet/contracts/search';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchResultCard } from './search-result-card.tsx';

function render(record: SearchRecord): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => <SearchResultCard record={record} /> }]);
  return renderToString(<Stub initialEntries={['/']} />);
}

const studs: SearchRecord = {
  kind: 'product',
  id: 12,
  product: { name: 'Opaline Oval Studs', description: '', productMedias: [{ url: '/media/demo/opaline/800.webp' }] },
  whiteProductVarient: { sku: 'opaline-oval-studs-white-gold' },
  yellowProductVarient: null,
  roseProductVarient: null,
  price: 257.15,
  listPrice: 321.43,
  currency: 'USD',
};

describe('a /search result card', () => {
  it('shows a piece’s picture, kind, name and its price now and before', () => {
    const html = render(studs);
    expect(html).toContain('href="/product/opaline-oval-studs-white-gold"');
    expect(html).toContain('srcSet="/media/demo/opaline/400.webp 400w, /media/demo/opaline/800.webp 800w"');
    expect(html).toContain('Jewellery');
    expect(html).toContain('Opaline Oval Studs');
    expect(html).toMatch(/\$257\.15.*<s[^>]*>\$321\.43<\/s>.*20% off/);
  });

  it('draws a stone without a picture, and shows one price when nothing is off', () => {
    const html = render({
      kind: 'stone',
      id: 4,
      sku: 'MO-30014',
      name: '0.31 ct Oval Moissanite',
      stoneShape: 'Oval',
      productMedias: [],
      price: 112.67,
      listPrice: 112.67,
      currency: 'USD',
    });
    expect(html).toContain('href="/stone/MO-30014"');
    expect(html).toContain('Loose stone');
    expect(html).not.toContain('<img');
    // The drawing of its shape stands in for the picture.
    expect(html).toContain('vector-effect="non-scaling-stroke"');
    expect(html).not.toMatch(/<s[ >]/);
  });
});
