import { mediaUrlAt } from '@facet/contracts/media-sizes';
import type { ReviewRecord } from '@facet/contracts/reviews';
import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { ReviewStars } from './review-stars.tsx';

/*
 * One published review: its stars, title, words, pictures, who wrote it and when, marked as a
 * verified purchase; on /reviews also the piece or stone it is about, linked.
 */

export function ReviewCard({
  review,
  showSubject = false,
  headingLevel = 'h3',
}: {
  review: ReviewRecord;
  showSubject?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const titleId = `review-${review.id}-title`;
  const Heading = headingLevel;
  return (
    <article aria-labelledby={titleId} className="rounded-md border border-line bg-white p-5" data-testid="review">
      <ReviewStars rating={review.rating} />
      <Heading id={titleId} className="mt-2 font-display text-xl leading-snug break-words text-ink">
        {review.title}
      </Heading>
      {showSubject ? (
        <p className="mt-1 text-sm text-graphite">
          About{' '}
          <Link to={review.subject.url} className="link-underline text-ink" data-testid="review-subject">
            {review.subject.name}
          </Link>
          {review.subject.kind === 'stone' ? ' (loose stone)' : ''}
        </p>
      ) : null}
      <p className="mt-3 text-sm leading-6 break-words whitespace-pre-line text-graphite">{review.text}</p>
      {review.pictures.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Pictures from the reviewer">
          {review.pictures.map((picture, index) => (
            <li key={picture.id}>
              <a href={picture.url} className="block rounded-sm focus-visible:outline-2">
                <img
                  src={mediaUrlAt(picture.url, 400)}
                  alt={`From ${review.authorName}, ${index + 1} of ${review.pictures.length}`}
                  width={96}
                  height={96}
                  loading="lazy"
                  className="h-24 w-24 rounded-sm bg-pearl object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone">
        <span className="font-medium text-ink">{review.authorName}</span>
        <span className="inline-flex items-center gap-1 text-emerald-800">
          <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" /> Verified purchase
        </span>
        <time dateTime={review.createDate}>{formatDate(review.createDate)}</time>
      </p>
    </article>
  );
}
