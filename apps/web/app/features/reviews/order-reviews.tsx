import type { OrderDetail } from '@facet/contracts/orders';
import { REVIEW_RECEIVED_MESSAGE } from '@facet/contracts/review-rules';
import type { CustomerReviewRecord } from '@facet/contracts/reviews';
import { useState } from 'react';
import { Notice } from '../../components/ui/form-controls.tsx';
import { ReviewStateBadge } from './state-badge.tsx';
import { WriteReviewForm } from './write-review-form.tsx';

/*
 * A delivered order's reviews: each line (each half of a built ring too) with the customer's
 * review and its state, or "Write a review", which opens the form in place.
 */

export function OrderReviews({
  order,
  reviews,
  action,
}: {
  order: OrderDetail;
  reviews: readonly CustomerReviewRecord[];
  action: string;
}) {
  const byLine = new Map(reviews.map((review) => [review.orderLineId, review]));
  return (
    <ul className="divide-y divide-line" aria-label="Reviews of your pieces" data-testid="order-reviews">
      {order.lines.map((line) => (
        <ReviewLine key={line.id} line={line} review={byLine.get(line.id)} action={action} />
      ))}
    </ul>
  );
}

function ReviewLine({
  line,
  review,
  action,
}: {
  line: OrderDetail['lines'][number];
  review: CustomerReviewRecord | undefined;
  action: string;
}) {
  const [open, setOpen] = useState(false);
  const formId = `review-form-${line.id}`;
  return (
    <li className="py-4 first:pt-0 last:pb-0" data-testid="review-line" data-sku={line.sku}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-[11px] tracking-[0.12em] text-stone uppercase">
            {line.kind === 'product' ? 'Jewellery' : 'Loose stone'}
          </p>
          <p className="font-medium break-words text-ink">{line.name}</p>
        </div>
        {review ? (
          <p className="flex items-center gap-2 text-sm text-graphite" data-testid="review-state">
            Your review: <ReviewStateBadge state={review.state} />
          </p>
        ) : (
          <button
            type="button"
            className="button-secondary px-4 py-2 text-sm"
            aria-expanded={open}
            aria-controls={formId}
            onClick={() => setOpen((before) => !before)}
          >
            {open ? 'Close the review' : 'Write a review'}
          </button>
        )}
      </div>
      {/* Just written: the form gave way to its state; say what happens next. */}
      {review && open && review.state === 'pending' ? (
        <div className="mt-3">
          <Notice tone="success">{REVIEW_RECEIVED_MESSAGE}</Notice>
        </div>
      ) : null}
      {!review && open ? (
        <div id={formId} className="mt-4 rounded-md border border-line bg-pearl/40 p-4">
          <WriteReviewForm orderLineId={line.id} action={action} />
        </div>
      ) : null}
    </li>
  );
}
