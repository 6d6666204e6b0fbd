import type { GoneProduct } from '@facet/contracts/gone-pages';
import { collectionPageFor } from '@facet/contracts/product-filters';
import { describeCombination } from '@facet/contracts/product-variants';
import { GonePage } from '../../components/gone-page.tsx';
import { RelatedSection, relatedCardSizes } from '../../components/related-section.tsx';
import { ShopBreadcrumb } from '../../components/shop-breadcrumb.tsx';
import type { WishedSkus } from '../wish-list/wished-skus.ts';
import { ProductCard } from './product-card.tsx';
import { ProductImage } from './product-image.tsx';

/**
 * A piece's page that can no longer be bought (410): a combination we no longer make, or a piece
 * taken out of the collection. Pieces are made to order, never sold out, so it is "no longer
 * available"; below, the nearest pieces we make (chosen by the API: the same piece in its nearest
 * combinations first, then pieces like it nearest in price).
 */
export function GoneProductPage({ gone, wished }: { gone: GoneProduct; wished: WishedSkus | null }) {
  const { product } = gone;
  const collection = `/collections/${product.jewellerySubTypeSlug}`;
  const collectionTitle = collectionPageFor(product.jewellerySubTypeSlug)?.title ?? product.jewellerySubType;
  const discontinued = gone.reason === 'discontinued';
  return (
    <GonePage
      testId="product-gone"
      breadcrumb={
        <ShopBreadcrumb trail={[{ label: collectionTitle, to: collection }]} current={product.name} truncate />
      }
      picture={
        product.image ? (
          <ProductImage
            picture={product.image}
            alt={`${product.name} in ${product.metal}`}
            sizes="160px"
            loading="largest"
            className="h-full w-full object-cover"
          />
        ) : null
      }
      eyebrow={discontinued ? 'No longer made' : product.jewellerySubType}
      title="This piece is no longer available"
      lede={
        discontinued
          ? `We no longer make the ${product.name} in this combination (${describeCombination(product)}). Here it is in the nearest combinations we make, with pieces like it — each made to order for you.`
          : `The ${product.name} is no longer in our collection. Here are the pieces we make nearest to it in price, each made to order for you.`
      }
      actions={[
        { to: collection, label: `See all ${collectionTitle.toLowerCase()}` },
        { to: `/contact-us?sku=${encodeURIComponent(product.sku)}`, label: 'Ask us about it' },
      ]}
    >
      {gone.alternatives.length > 0 ? (
        <RelatedSection
          id="alternatives-title"
          title="The closest pieces, available to order"
          moreHref={collection}
          moreLabel={`All ${collectionTitle.toLowerCase()}`}
          testId="gone-alternatives"
        >
          {gone.alternatives.map((card) => (
            <li key={card.sku}>
              <ProductCard
                card={card}
                detail={card.combination}
                headingLevel="h3"
                sizes={relatedCardSizes}
                wished={wished}
              />
            </li>
          ))}
        </RelatedSection>
      ) : null}
    </GonePage>
  );
}
