import type { ProductVariantDetail } from '@facet/contracts/products';
import type { ProductReviews } from '@facet/contracts/reviews';
import { describe, expect, it } from 'vitest';
import { serialiseJsonLd } from '../../components/json-ld-script.tsx';
import { buildProductJsonLd, MAX_JSON_LD_VARIANTS } from './product-json-ld.ts';

const base = {
  ringStyle: 'Halo',
  centerStoneShape: 'Oval',
  centerStoneCarat: 1,
  width: 1.8,
  totalCarat: null,
  weight: 3.4,
  discount: 0,
};

function detailWith(overrides: Partial<ProductVariantDetail['product']> = {}): ProductVariantDetail {
  const white = { ...base, id: 1, sku: 'aurora-white', metal: 'White Gold', price: 7349.02, listPrice: 7349.02 };
  const yellow = { ...base, id: 2, sku: 'aurora-yellow', metal: 'Yellow Gold', price: 7330.5, listPrice: 7330.5 };
  return {
    product: {
      id: 1,
      name: 'Aurora Halo Ring',
      description: 'A halo of pavé.',
      jewelleryType: 'Ring',
      jewellerySubType: 'Engagement Ring',
      jewellerySubTypeSlug: 'engagement-rings',
      stoneCategory: 'Natural Diamond',
      stoneColor: 'F',
      stoneClarity: 'VS1',
      stoneCut: 'Excellent',
      gender: 'Female',
      countryOfOrigin: 'India',
      hasAttachedStone: true,
      canonicalSku: 'aurora-white',
      ...overrides,
    },
    variant: { ...yellow, breakdown: { metal: 500, making: 50, stones: 6566.5, tax: 214 } },
    productVarients: [white, yellow],
    productMedias: [
      { id: 'a', url: '/media/w/800.webp', width: 800, height: 800, mediaCategory: 'White', position: 0 },
      { id: 'b', url: '/media/y/800.webp', width: 800, height: 800, mediaCategory: 'Yellow', position: 1 },
    ],
    related: [],
    currency: 'USD',
  };
}

const context = { origin: 'https://shop.example', businessName: 'Facet Fine Jewellery' };

describe('product structured data', () => {
  it('names the canonical page and the brand on every variant page', () => {
    const data = buildProductJsonLd(detailWith(), context);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      url: 'https://shop.example/product/aurora-white',
      productGroupID: 'aurora-white',
      brand: { '@type': 'Brand', name: 'Facet Fine Jewellery' },
      image: ['https://shop.example/media/y/800.webp'],
    });
  });

  it('lists the variant shown first, each with an in-stock offer in the page currency', () => {
    const variants = buildProductJsonLd(detailWith(), context).hasVariant as Record<string, unknown>[];
    expect(variants.map((v) => v.sku)).toEqual(['aurora-yellow', 'aurora-white']);
    expect(variants[0]).toMatchObject({
      '@type': 'Product',
      material: '18K gold, BIS hallmarked 750',
      image: ['https://shop.example/media/y/800.webp'],
      offers: {
        '@type': 'Offer',
        price: '7330.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/product/aurora-yellow',
      },
    });
  });

  it('keeps the list of variants short', () => {
    const detail = detailWith();
    const many = Array.from({ length: 60 }, (_, i) => ({ ...detail.productVarients[0]!, id: i + 10, sku: `v-${i}` }));
    const variants = buildProductJsonLd({ ...detail, productVarients: many }, context).hasVariant as unknown[];
    expect(variants).toHaveLength(MAX_JSON_LD_VARIANTS);
  });

  it('serialises to JSON that cannot close the script element', () => {
    const detail = detailWith({ name: 'Evil </script><script>alert(1)</script> & <!-- Ring', description: 'a\u2028b' });
    const text = serialiseJsonLd(buildProductJsonLd(detail, context));
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).not.toContain('\u2028');
    expect(text).toContain('\\u003c/script\\u003e');
    const parsed = JSON.parse(text) as { name: string; description: string };
    expect(parsed.name).toBe('Evil </script><script>alert(1)</script> & <!-- Ring');
    expect(parsed.description).toBe('a\u2028b');
  });

  it('adds the AggregateRating and the Reviews only when the piece has approved reviews', () => {
    expect(buildProductJsonLd(detailWith(), context)).not.toHaveProperty('aggregateRating');
    const none: ProductReviews = { records: [], totalRecords: 0, averageRating: null, reviewCount: 0 };
    expect(buildProductJsonLd(detailWith(), context, none)).not.toHaveProperty('aggregateRating');
    expect(buildProductJsonLd(detailWith(), context, none)).not.toHaveProperty('review');

    const reviews: ProductReviews = {
      averageRating: 4.5,
      reviewCount: 2,
      totalRecords: 2,
      records: [
        {
          id: 7,
          rating: 5,
          title: 'Better than the pictures',
          text: 'It catches the light everywhere. </script> stays text.',
          authorName: 'Asha R.',
          pictures: [],
          subject: {
            kind: 'product',
            id: 1,
            name: 'Aurora Halo Ring',
            sku: 'aurora-white',
            url: '/product/aurora-white',
          },
          createDate: '2026-10-02T09:30:00.000Z',
        },
      ],
    };
    const data = buildProductJsonLd(detailWith(), context, reviews);
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
    });
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        name: 'Better than the pictures',
        author: { '@type': 'Person', name: 'Asha R.' },
        datePublished: '2026-10-02',
        reviewBody: 'It catches the light everywhere. </script> stays text.',
        reviewRating: { '@type': 'Rating', ratingValue: 5 },
      },
    ]);
    expect(serialiseJsonLd(data)).not.toContain('</script>');
  });
});
