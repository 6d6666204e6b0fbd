import { metalPurity } from '@facet/contracts/metal-purity';
import { describeCombination } from '@facet/contracts/product-variants';
import type { ProductVariantDetail } from '@facet/contracts/products';
import { picturesForVariant } from '@facet/contracts/product-pictures';
import type { ProductReviews } from '@facet/contracts/reviews';
import type { JsonLdContext } from '../../components/json-ld-script.tsx';

/*
 * schema.org structured data for a product page: one ProductGroup per product —
 * the same on every variant page, named by the canonical URL — with its variants as Products,
 * each with an Offer (price in the page's currency, in stock: pieces are made to order) — and,
 * once the piece has approved reviews, their AggregateRating and the page's Reviews (ratings on
 * schema.org's default scale of 1 to 5, the shop's own).
 */

/** Enough variants for rich results without making a page of 400 combinations heavy. */
export const MAX_JSON_LD_VARIANTS = 24;

type JsonLd = Record<string, unknown>;

export function buildProductJsonLd(
  detail: ProductVariantDetail,
  context: JsonLdContext,
  reviews?: ProductReviews | null,
): JsonLd {
  const { product, variant, productVarients: variants, productMedias, currency } = detail;
  const pageUrl = (sku: string) => `${context.origin}/product/${encodeURIComponent(sku)}`;
  const imagesOf = (of: (typeof variants)[number]) =>
    picturesForVariant(productMedias, of).map((picture) => `${context.origin}${picture.url}`);
  const brand = { '@type': 'Brand', name: context.businessName };
  // The variant being looked at first, then the others in the catalogue's order.
  const listed = [variant, ...variants.filter((v) => v.sku !== variant.sku)].slice(0, MAX_JSON_LD_VARIANTS);
  const variesBy = ['https://schema.org/material'];
  if (variants.some((v) => v.centerStoneCarat !== null || v.totalCarat !== null || v.width !== null)) {
    variesBy.push('https://schema.org/size');
  }

  const group: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    '@id': `${pageUrl(product.canonicalSku)}#product`,
    name: product.name,
    description: product.description || `${product.name}, ${product.jewellerySubType.toLowerCase()}`,
    url: pageUrl(product.canonicalSku),
    productGroupID: product.canonicalSku,
    brand,
    category: `${product.jewelleryType} > ${product.jewellerySubType}`,
    countryOfOrigin: { '@type': 'Country', name: product.countryOfOrigin },
    variesBy,
    hasVariant: listed.map((v) => {
      const images = imagesOf(v);
      const entry: JsonLd = {
        '@type': 'Product',
        sku: v.sku,
        name: `${product.name} — ${describeCombination(v)}`,
        url: pageUrl(v.sku),
        material: metalPurity(v.metal)?.statement ?? v.metal,
        brand,
        offers: {
          '@type': 'Offer',
          url: pageUrl(v.sku),
          price: v.price.toFixed(2),
          priceCurrency: currency,
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@type': 'Organization', name: context.businessName },
        },
      };
      if (images.length > 0) entry.image = images;
      const size = [
        v.centerStoneCarat !== null ? `${v.centerStoneCarat} ct` : null,
        v.width !== null ? `${v.width} mm` : null,
        v.totalCarat !== null ? `${v.totalCarat} ct tw` : null,
      ].filter(Boolean);
      if (size.length > 0) entry.size = size.join(', ');
      return entry;
    }),
  };
  const images = imagesOf(variant);
  if (images.length > 0) group.image = images;
  if (reviews && reviews.reviewCount > 0 && reviews.averageRating !== null) {
    group.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: reviews.averageRating,
      reviewCount: reviews.reviewCount,
    };
    group.review = reviews.records.map((review) => ({
      '@type': 'Review',
      name: review.title,
      author: { '@type': 'Person', name: review.authorName },
      datePublished: review.createDate.slice(0, 10),
      reviewBody: review.text,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating },
    }));
  }
  return group;
}
