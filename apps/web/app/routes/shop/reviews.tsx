import { reviewEndpoints } from '@facet/contracts/review-endpoints';
import {
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  type ReviewKind,
  reviewKindLabels,
  reviewKinds,
} from '@facet/contracts/review-rules';
import { data, Link } from 'react-router';
import type { Route } from './+types/reviews';
import { LoadFailedPage } from '../../components/load-failed-page.tsx';
import { ShopBreadcrumb } from '../../components/shop-breadcrumb.tsx';
import { Pagination } from '../../features/products/pagination.tsx';
import { ReviewCard } from '../../features/reviews/review-card.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { plural } from '../../lib/format.ts';
import { pageMeta } from '../../lib/seo.ts';

/*
 * /reviews: every approved review across the shop, newest first, a page at a time, filtered by
 * rating and by kind of piece (or loose stones) with plain links, each review linked to what it
 * is about.
 */

const PAGE_SIZE = 12;
const FAILED_MESSAGE = 'Failed to fetch reviews';
const ratings = Array.from(
  { length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 },
  (_, index) => REVIEW_RATING_MAX - index,
);

interface ReviewFilters {
  page: number;
  rating: number | null;
  kind: ReviewKind | null;
}

function readFilters(url: URL): ReviewFilters {
  const page = Number(url.searchParams.get('page') ?? '1');
  const rating = Number(url.searchParams.get('rating'));
  const kind = url.searchParams.get('kind');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    rating: ratings.includes(rating) ? rating : null,
    kind: (reviewKinds as readonly string[]).includes(kind ?? '') ? (kind as ReviewKind) : null,
  };
}

function hrefOf(filters: ReviewFilters): string {
  const query = new URLSearchParams();
  if (filters.kind) query.set('kind', filters.kind);
  if (filters.rating) query.set('rating', String(filters.rating));
  if (filters.page > 1) query.set('page', String(filters.page));
  const search = query.toString();
  return search ? `/reviews?${search}` : '/reviews';
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Customer reviews',
    description:
      'What our customers say about their engagement rings, wedding bands, fine jewellery and diamonds: verified purchases only.',
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = readFilters(new URL(request.url));
  const answer = await apiFor(context).call(reviewEndpoints.approved, {
    query: {
      pageNo: filters.page,
      pageSize: PAGE_SIZE,
      ...(filters.rating ? { rating: filters.rating } : {}),
      ...(filters.kind ? { kind: filters.kind } : {}),
    },
  });
  if (!answer.isSuccess) return data({ filters, page: null }, { status: 503 });
  return { filters, page: answer.data };
}

function Chip({ to, current, children }: { to: string; current: boolean; children: string }) {
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className="rounded-full border border-line bg-white px-4 py-1.5 text-sm text-graphite hover:border-ink aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-ivory"
    >
      {children}
    </Link>
  );
}

export default function ReviewsPage({ loaderData }: Route.ComponentProps) {
  const { filters, page } = loaderData;
  if (!page) return <LoadFailedPage title="We could not load the reviews" toastMessage={FAILED_MESSAGE} />;
  const pages = Math.ceil(page.totalRecords / PAGE_SIZE);
  const filtered = filters.kind !== null || filters.rating !== null;
  return (
    <div className="container-page pt-5 pb-20 sm:pt-8">
      <ShopBreadcrumb trail={[]} current="Reviews" />
      <header className="mt-5 max-w-2xl">
        <p className="eyebrow">Verified purchases</p>
        <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">Customer reviews</h1>
        <p className="mt-3 text-[15px] leading-7 text-graphite">
          Every review here is from a customer whose order was delivered, read by our team before it appears.
        </p>
      </header>

      <div className="mt-8 space-y-3">
        <nav aria-label="Kind of piece" className="flex flex-wrap gap-2">
          <Chip to={hrefOf({ ...filters, kind: null, page: 1 })} current={filters.kind === null}>
            Everything
          </Chip>
          {reviewKinds.map((kind) => (
            <Chip key={kind} to={hrefOf({ ...filters, kind, page: 1 })} current={filters.kind === kind}>
              {reviewKindLabels[kind]}
            </Chip>
          ))}
        </nav>
        <nav aria-label="Rating" className="flex flex-wrap gap-2">
          <Chip to={hrefOf({ ...filters, rating: null, page: 1 })} current={filters.rating === null}>
            Any rating
          </Chip>
          {ratings.map((rating) => (
            <Chip key={rating} to={hrefOf({ ...filters, rating, page: 1 })} current={filters.rating === rating}>
              {plural(rating, 'star')}
            </Chip>
          ))}
        </nav>
      </div>

      <p className="mt-6 text-sm text-stone" role="status">
        {plural(page.totalRecords, 'review')}
      </p>
      {page.records.length === 0 ? (
        <div className="mt-6 rounded-md border border-line bg-pearl/50 px-5 py-8 text-sm text-graphite">
          {filtered ? (
            <>
              <p>No review matches these filters yet.</p>
              <Link to="/reviews" className="link-underline mt-2 inline-block text-ink">
                Show every review
              </Link>
            </>
          ) : (
            <p>No reviews yet. Customers can review their pieces once their order is delivered.</p>
          )}
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2" data-testid="review-list">
          {page.records.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} showSubject headingLevel="h2" />
            </li>
          ))}
        </ul>
      )}
      <Pagination current={filters.page} total={pages} hrefFor={(to) => hrefOf({ ...filters, page: to })} />
    </div>
  );
}
