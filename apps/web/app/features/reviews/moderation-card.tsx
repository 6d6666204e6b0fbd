import { mediaUrlAt } from '@facet/contracts/media-sizes';
import { canEnter } from '@facet/contracts/permissions';
import type { StaffReviewRecord } from '@facet/contracts/reviews';
import { Link, useFetcher } from 'react-router';
import { formatDateTime } from '../../lib/format.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { ActionOutcome } from '../../lib/use-result-toast.ts';
import { ReviewStars } from './review-stars.tsx';
import { ReviewStateBadge } from './state-badge.tsx';

/*
 * One review as staff moderate it: rating, title, words, pictures, what it is about, who wrote
 * it from which order, and Publish / Hide. Every card's buttons share one fetcher (`fetcherKey`),
 * so the page hears the answer even after the card has left a filtered list.
 */

export function ModerationCard({ review, fetcherKey }: { review: StaffReviewRecord; fetcherKey: string }) {
  const fetcher = useFetcher<ActionOutcome>({ key: fetcherKey });
  // The order's page is the Orders area's: a Jewellery Manager reads its number only.
  const seesOrders = canEnter(useRootData()?.user?.role, 'orders');
  const busy = fetcher.state !== 'idle' && fetcher.formData?.get('id') === String(review.id);
  const titleId = `moderate-${review.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-md border border-line bg-white p-4 sm:p-5"
      data-testid="moderation-card"
      data-review-id={review.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <ReviewStars rating={review.rating} />
          <h2 id={titleId} className="mt-1 font-display text-xl leading-snug break-words">
            {review.title}
          </h2>
        </div>
        <ReviewStateBadge state={review.state} />
      </div>
      <p className="mt-2 text-sm leading-6 break-words whitespace-pre-line text-graphite">{review.text}</p>
      {review.pictures.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Pictures">
          {review.pictures.map((picture, index) => (
            <li key={picture.id}>
              <a href={picture.url} target="_blank" rel="noreferrer" className="block rounded-sm">
                <img
                  src={mediaUrlAt(picture.url, 400)}
                  alt={`${index + 1} of ${review.pictures.length} with the review “${review.title}”`}
                  width={80}
                  height={80}
                  className="h-20 w-20 rounded-sm bg-pearl object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-stone">About</dt>
        <dd className="min-w-0 break-words">
          <Link to={review.subject.url} className="link-underline text-ink">
            {review.subject.name}
          </Link>{' '}
          <span className="text-xs text-stone">
            ({review.subject.kind === 'stone' ? 'loose stone' : 'jewellery'}, {review.subject.sku})
          </span>
        </dd>
        <dt className="text-stone">Customer</dt>
        <dd className="min-w-0 break-words">
          {review.customer ? (
            <>
              {review.customer.name} <span className="text-xs break-all text-stone">{review.customer.email}</span>
            </>
          ) : (
            'Account closed'
          )}{' '}
          <span className="text-xs text-stone">(shown as {review.authorName})</span>
        </dd>
        <dt className="text-stone">Order</dt>
        <dd>
          {seesOrders ? (
            <Link to={`/orders/detail/${review.orderId}`} className="link-underline text-ink">
              {review.orderNumber}
            </Link>
          ) : (
            review.orderNumber
          )}
        </dd>
        <dt className="text-stone">Written</dt>
        <dd>{formatDateTime(review.createDate)}</dd>
      </dl>
      <fetcher.Form method="post" className="mt-4 flex flex-wrap gap-3 border-t border-line pt-4">
        <input type="hidden" name="id" value={review.id} />
        {review.state !== 'approved' ? (
          <button
            type="submit"
            name="state"
            value="approved"
            className="button-primary px-5 py-2 text-sm"
            disabled={busy}
            aria-busy={busy}
          >
            Approve<span className="sr-only"> “{review.title}”</span>
          </button>
        ) : null}
        {review.state !== 'hidden' ? (
          <button
            type="submit"
            name="state"
            value="hidden"
            className="button-secondary px-5 py-2 text-sm"
            disabled={busy}
            aria-busy={busy}
          >
            Hide<span className="sr-only"> “{review.title}”</span>
          </button>
        ) : null}
      </fetcher.Form>
    </article>
  );
}
