import { REVIEW_RATING_MAX } from '@facet/contracts/review-rules';
import { Star } from 'lucide-react';

/*
 * A rating as stars: one picture for screen readers ("Rated 4 out of 5"), the stars themselves
 * hidden from them. A fractional average fills the last star in part, to the nearest quarter
 * (classes, not a style attribute: the Content-Security-Policy allows no inline styles).
 */

const partWidths = ['w-0', 'w-1/4', 'w-1/2', 'w-3/4', 'w-full'] as const;

export function ReviewStars({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'lg' }) {
  const box = size === 'lg' ? 'h-5 w-5' : 'h-4 w-4';
  return (
    <span
      role="img"
      aria-label={`Rated ${rating} out of ${REVIEW_RATING_MAX}`}
      className="inline-flex items-center gap-0.5 align-middle"
    >
      {Array.from({ length: REVIEW_RATING_MAX }, (_, index) => {
        const quarters = Math.round(Math.max(0, Math.min(1, rating - index)) * 4);
        return (
          <span key={index} className={`relative inline-block ${box}`} aria-hidden="true">
            <Star className={`absolute inset-0 ${box} text-line`} fill="currentColor" strokeWidth={1} />
            {quarters > 0 ? (
              <span className={`absolute inset-y-0 left-0 overflow-hidden ${partWidths[quarters]}`}>
                <Star className={`${box} max-w-none text-amber-600`} fill="currentColor" strokeWidth={1} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
