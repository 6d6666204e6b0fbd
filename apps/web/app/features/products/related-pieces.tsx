import type { ProductCard as ProductCardData } from '@facet/contracts/products';
import { memo } from 'react';
import { RelatedSection, relatedCardSizes } from '../../components/related-section.tsx';
import type { WishedSkus } from '../wish-list/wished-skus.ts';
import { ProductCard } from './product-card.tsx';

interface RelatedPiecesProps {
  related: readonly ProductCardData[];
  wished: WishedSkus | null;
  /** The collection of the piece's sub type, linked as "All …". */
  collection: { slug: string; title: string };
}

/**
 * "You may also like" under a piece. The same for every variant of the piece, so choosing
 * another metal or carat does not draw it again (the cards compared by what they show).
 */
export const RelatedPieces = memo(
  function RelatedPieces({ related, wished, collection }: RelatedPiecesProps) {
    if (related.length === 0) return null;
    return (
      <RelatedSection
        id="related-title"
        title="You may also like"
        moreHref={`/collections/${collection.slug}`}
        moreLabel={`All ${collection.title.toLowerCase()}`}
      >
        {related.map((card) => (
          <li key={card.id}>
            <ProductCard card={card} headingLevel="h3" sizes={relatedCardSizes} wished={wished} />
          </li>
        ))}
      </RelatedSection>
    );
  },
  (before, after) =>
    before.wished === after.wished &&
    before.collection.slug === after.collection.slug &&
    before.collection.title === after.collection.title &&
    JSON.stringify(before.related) === JSON.stringify(after.related),
);
