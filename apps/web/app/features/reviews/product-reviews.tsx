import { reviewEndpoints } from '@facet/contracts/review-endpoints';
import type { ProductReviews, ReviewRecord } from '@facet/contracts/reviews';
import { memo, useState } from 'react';
import { Link } from 'react-router';
import { createApiClient } from '../../lib/api-client.ts';
import { plural } from '../../lib/format.ts';
import { ReviewCard } from './review-card.tsx';
import { ReviewStars } from './review-stars.tsx';
import { StaticHtml } from '../../components/static-html.tsx';

/*
 * A product page's reviews: the average with its stars and the count, then the reviews newest
 * first; "More reviews" reads the next page from the API and adds it below.
 */

const browserApi = createApiClient((path, init) => fetch(path, init));

interface SectionProps {
  /** Any variant's SKU: it names the product, whose reviews every variant's page shows. */
  sku: string;
  reviews: ProductReviews | null;
}

/**
 * Drawn again only for other reviews: choosing another metal or carat of the piece changes the
 * SKU, not the reviews (the section is keyed by the product).
 */
export const ProductReviewsSection = memo(ReviewsSection, (before, after) => before.reviews === after.reviews);

function ReviewsSection({ sku, reviews }: SectionProps) {
  const [more, setMore] = useState<ReviewRecord[]>([]);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!reviews) return null;
  const shown = [...reviews.records, ...more];
  const pageSize = reviews.records.length || 1;
  const loadMore = async () => {
    setLoading(true);
    setFailed(false);
    const answer = await browserApi.call(reviewEndpoints.ofProduct, {
      params: { sku },
      query: { pageNo: page + 1, pageSize },
    });
    setLoading(false);
    if (!answer.isSuccess) {
      setFailed(true);
      return;
    }
    const known = new Set(shown.map((review) => review.id));
    setMore((before) => [...before, ...answer.data.records.filter((review) => !known.has(review.id))]);
    setPage(page + 1);
  };
  return (
    <section className="border-t border-line py-14" aria-labelledby="reviews-title" data-testid="product-reviews">
      <div className="container-page max-w-4xl">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="reviews-title" className="text-3xl sm:text-4xl">
            Reviews
          </h2>
          <Link to="/reviews" className="link-underline text-sm">
            Every review
          </Link>
        </div>
        {reviews.reviewCount === 0 || reviews.averageRating === null ? (
          <p className="mt-4 text-sm text-graphite">
            No reviews yet. Customers who bought this piece can review it from their order once it is delivered.
          </p>
        ) : (
          <>
            <StaticHtml
              as="p"
              className="mt-4 flex flex-wrap items-center gap-3 text-sm text-graphite"
              data-testid="review-summary"
            >
              <span className="font-display text-3xl text-ink">{reviews.averageRating.toFixed(1)}</span>
              <ReviewStars rating={reviews.averageRating} size="lg" />
              <span>from {plural(reviews.reviewCount, 'review')}</span>
            </StaticHtml>
            <ul className="mt-8 space-y-4">
              {shown.map((review) => (
                <StaticHtml as="li" key={review.id}>
                  <ReviewCard review={review} />
                </StaticHtml>
              ))}
            </ul>
            {shown.length < reviews.reviewCount ? (
              <div className="mt-6">
                <button
                  type="button"
                  className="button-secondary px-6 py-2.5"
                  onClick={() => void loadMore()}
                  disabled={loading}
                  aria-busy={loading}
                >
                  {loading ? 'Loading…' : 'More reviews'}
                </button>
                {failed ? (
                  <p className="mt-2 text-sm text-red-800" role="alert">
                    The reviews could not be loaded. Please try again.
                  </p>
                ) : null}
              </div>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
