import { stoneKindPlural, stoneKindWithGrowth } from '@facet/contracts/stone-kinds';
import type { StoneDetail } from '@facet/contracts/stones';
import { certificateRow, describeStone } from './stone-facts.ts';

/*
 * schema.org structured data for a stone page: one Product (the stone is one of a kind) with
 * its grades as properties and one Offer — in stock, reserved while in someone's checkout, or
 * sold out.
 */

const availability: Record<StoneDetail['state'], string> = {
  available: 'https://schema.org/InStock',
  on_hold: 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
  // Only staff see an unlisted stone's page (shoppers get 404).
  unlisted: 'https://schema.org/OutOfStock',
};

export function buildStoneJsonLd(
  stone: StoneDetail,
  context: { origin: string; businessName: string },
): Record<string, unknown> {
  const url = `${context.origin}/stone/${encodeURIComponent(stone.sku)}`;
  const property = (name: string, value: string | number | null) =>
    value === null ? null : { '@type': 'PropertyValue', name, value };
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: stone.name,
    description: describeStone(stone),
    sku: stone.sku,
    url,
    brand: { '@type': 'Brand', name: context.businessName },
    category: `Loose stones > ${stoneKindPlural(stone.stoneCategory)}`,
    weight: { '@type': 'QuantitativeValue', value: stone.carat, unitText: 'ct' },
    additionalProperty: [
      property('Type', stoneKindWithGrowth(stone.stoneCategory, stone.growthMethod)),
      property('Shape', stone.stoneShape),
      property('Colour', stone.color),
      property('Clarity', stone.clarity),
      property('Cut', stone.cut),
      property('Polish', stone.polish),
      property('Symmetry', stone.symmetry),
      property('Fluorescence', stone.fluorescence),
      property('Certificate', certificateRow(stone)),
    ].filter(Boolean),
    offers: {
      '@type': 'Offer',
      url,
      price: stone.price.toFixed(2),
      priceCurrency: stone.currency,
      availability: availability[stone.state],
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: context.businessName },
    },
  };
  const images = stone.productMedias.map((picture) => `${context.origin}${picture.url}`);
  if (images.length > 0) data.image = images;
  return data;
}
