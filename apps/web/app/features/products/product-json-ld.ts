import { describeCombination } from '@facet/contracts/product-variants';
import type { ProductVariantDetail } from '@facet/contracts/products';
import { picturesForVariant } from '@facet/contracts/product-pictures';

/*
 * schema.org structured data for a product page: one ProductGroup per product —
 * the same on every variant page, named by the canonical URL — with its variants as Products,
 * each with an Offer (price in the page's currency, in stock: pieces are made to order).
 */

/** Enough variants for rich results without making a page of 400 combinations heavy. */
export const MAX_JSON_LD_VARIANTS = 24;

export interface JsonLdContext {
  /** The shop's public origin, without a trailing slash. */
  origin: string;
  businessName: string;
}

type JsonLd = Record<string, unknown>;

export function buildProductJsonLd(detail: ProductVariantDetail, context: JsonLdContext): JsonLd {
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
    variesBy,
    hasVariant: listed.map((v) => {
      const images = imagesOf(v);
      const entry: JsonLd = {
        '@type': 'Product',
        sku: v.sku,
        name: `${product.name} — ${describeCombination(v)}`,
        url: pageUrl(v.sku),
        material: v.metal,
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
  return group;
}

/**
 * JSON for an inline <script>: nothing in it can end the script element or open a comment
 * (`<` and `>` escaped), and the line separators that old parsers choke on are escaped too.
 */
export function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
