import { collectionPageFor } from '@facet/contracts/product-filters';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { currencySymbol } from '../../lib/format.ts';
import { budgetBands, caratBands } from './collection-query.ts';
import { RangeFacet, type RangeFacetProps } from './range-facet.tsx';

/* One range facet serves price and carat weight: bands as links, and a min–max form. */

const page = collectionPageFor('engagement-rings')!;

function render(props: Partial<RangeFacetProps>): string {
  const facet = (
    <RangeFacet
      page={page}
      filters={{ metal: 'Rose Gold' }}
      sort="newest"
      title="Price"
      legend="Price in INR"
      bands={budgetBands('INR')}
      minKey="minBudget"
      maxKey="maxBudget"
      unit={currencySymbol('INR')}
      step="1"
      openWhenUnchosen
      idPrefix="sidebar-budget"
      {...props}
    />
  );
  const Stub = createRoutesStub([{ path: '/collections/engagement-rings', Component: () => facet }]);
  return renderToString(<Stub initialEntries={['/collections/engagement-rings']} />);
}

const text = (html: string) => html.replace(/<!-- -->/g, '');

describe('a range facet', () => {
  it('writes the currency sign before both bounds, with Min and Max as placeholders', () => {
    const html = render({});
    expect(html.match(/>₹<\/span>/g)).toHaveLength(2);
    expect(html).toMatch(/<input id="sidebar-budget-min"[^>]*placeholder="Min"[^>]*name="minBudget"/);
    expect(html).toMatch(/<input id="sidebar-budget-max"[^>]*placeholder="Max"[^>]*name="maxBudget"/);
    expect(html).toContain('aria-label="Apply price in inr"');
  });

  it('links each band to the list in that band, and keeps the other filters in the form', () => {
    const html = render({});
    expect(html).toContain(
      'href="/collections/engagement-rings?metal=Rose+Gold&amp;minBudget=50000&amp;maxBudget=100000"',
    );
    expect(html).toMatch(/<input type="hidden" name="metal" value="Rose Gold"/);
    expect(html).not.toMatch(/type="hidden" name="minBudget"/);
  });

  it('names the chosen band, and unlinks it when chosen again', () => {
    const html = text(render({ filters: { minBudget: 50_000, maxBudget: 1_00_000 } }));
    expect(html).toMatch(/text-gold-deep">₹50,000 – ₹1,00,000</);
    expect(html).toContain('href="/collections/engagement-rings"');
    expect(html).toContain('value="50000"');
  });

  it('says "Custom" for a range that is no band, and stays closed until a carat range is chosen', () => {
    expect(text(render({ filters: { minBudget: 1234 } }))).toMatch(/text-gold-deep">Custom</);
    const carat = {
      title: 'Carat weight',
      legend: 'Carat weight',
      bands: caratBands,
      minKey: 'minCarat',
      maxKey: 'maxCarat',
      unit: 'ct',
      step: '0.01',
      openWhenUnchosen: false,
    } as const;
    expect(render(carat)).not.toMatch(/<details[^>]*open/);
    const chosen = render({ ...carat, filters: { minCarat: 0.5, maxCarat: 0.99 } });
    expect(chosen).toMatch(/<details[^>]*open/);
    expect(chosen).toMatch(/step="0.01"/);
    expect(chosen.match(/>ct<\/span>/g)).toHaveLength(2);
  });
});
