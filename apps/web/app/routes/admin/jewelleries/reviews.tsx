import { reviewEndpoints } from '@facet/contracts/review-endpoints';
import { reviewStateFilters, reviewStateLabels } from '@facet/contracts/reviews';
import { useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import type { Route } from './+types/reviews';
import { listPageOf, readListQuery } from '../../../components/back-office/list-query.ts';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { Pager } from '../../../components/back-office/pager.tsx';
import { useListPage } from '../../../components/back-office/use-list-page.ts';
import { ModerationCard } from '../../../features/reviews/moderation-card.tsx';
import { moderateReview } from '../../../features/reviews/moderation.server.ts';
import { apiFor } from '../../../lib/api.server.ts';
import { requireArea } from '../../../lib/guards.server.ts';
import { useFocusAfterRemoval } from '../../../lib/use-focus-after-removal.ts';
import { type ActionOutcome, useResultToast } from '../../../lib/use-result-toast.ts';

/*
 * /jewelleries/reviews: customers' reviews to moderate, pending first (the default filter),
 * newest first; Approve publishes one on the product page and /reviews, Hide takes it away.
 */

export function meta() {
  return [{ title: 'Reviews · Back-office' }];
}

type StateFilter = (typeof reviewStateFilters)[number];

const PAGE_SIZE = 20;
const MODERATION = 'review-moderation';
const LIST_FAILED = 'Failed to fetch reviews';

function readState(request: Request): StateFilter {
  const state = new URL(request.url).searchParams.get('state') ?? 'pending';
  return (reviewStateFilters as readonly string[]).includes(state) ? (state as StateFilter) : 'pending';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'jewelleries');
  const { page } = readListQuery(request);
  const state = readState(request);
  const result = await apiFor(context).call(reviewEndpoints.forStaff, {
    query: { pageNo: Math.min(page, 100_000), pageSize: PAGE_SIZE, state },
  });
  return { ...listPageOf(result), page, state };
}

export async function action({ request, context }: Route.ActionArgs): Promise<ActionOutcome> {
  requireArea(context, request, 'jewelleries');
  return moderateReview(apiFor(context), await request.formData());
}

/** The filters in the page's order: pending (the default, so it is "the page itself") first. */
const filters = ['pending', 'approved', 'hidden', 'all'] as const satisfies readonly StateFilter[];

export default function ReviewModeration({ loaderData }: Route.ComponentProps) {
  const { records, totalRecords, page, state, failed } = loaderData;
  const fetcher = useFetcher<ActionOutcome>({ key: MODERATION });
  useResultToast(fetcher.state === 'idle' ? fetcher.data : undefined);
  const heading = useRef<HTMLDivElement>(null);
  useFocusAfterRemoval(records.length, heading);
  const { loading } = useListPage({ pathname: '/jewelleries/reviews', failed, failedMessage: LIST_FAILED });
  const query = new URLSearchParams(state === 'pending' ? {} : { state });
  return (
    <>
      <div ref={heading} tabIndex={-1} className="outline-none">
        <PageHeader
          title="Reviews"
          description="Customers’ reviews of what they bought. Approve a review to show it on the product page and the reviews page; hide it to take it away."
          actions={
            <Link to="/jewelleries" className="button-secondary px-5 py-2.5">
              All jewellery
            </Link>
          }
        />
      </div>
      {/* Pending is the page itself; the others are named in the query, "all" too. */}
      <nav aria-label="Show" className="mb-5 flex flex-wrap gap-2 text-sm">
        {filters.map((filter) => (
          <Link
            key={filter}
            to={filter === 'pending' ? '/jewelleries/reviews' : `?state=${filter}`}
            aria-current={filter === state ? 'page' : undefined}
            className="rounded-full border border-line bg-white px-4 py-1.5 text-graphite hover:border-ink aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-ivory"
          >
            {filter === 'all' ? 'All' : reviewStateLabels[filter]}
          </Link>
        ))}
      </nav>
      {failed ? (
        <p className="font-medium text-red-800">{LIST_FAILED}. Please reload the page in a moment.</p>
      ) : records.length === 0 ? (
        <p className="rounded-md border border-line bg-white px-5 py-8 text-sm text-graphite" data-testid="no-reviews">
          {state === 'pending'
            ? 'No review is waiting. New reviews from customers arrive here.'
            : state === 'all'
              ? 'No reviews yet.'
              : `No review is ${reviewStateLabels[state].toLowerCase()}.`}
        </p>
      ) : (
        <ul className="grid gap-4 xl:grid-cols-2" aria-label="Reviews" aria-busy={loading}>
          {records.map((review) => (
            <li key={review.id}>
              <ModerationCard review={review} fetcherKey={MODERATION} />
            </li>
          ))}
        </ul>
      )}
      {failed ? null : <Pager page={page} pageSize={PAGE_SIZE} total={totalRecords} query={query} />}
    </>
  );
}
