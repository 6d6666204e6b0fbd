import { sharedWishListEndpoints } from '@facet/contracts/shared-wish-list-endpoints';
import { data, isRouteErrorResponse, Link } from 'react-router';
import type { Route } from './+types/shared-wish-list';
import { SharedWishCard } from '../../features/wish-list/shared-wish-card.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { currencyOfRequest } from '../../lib/currency.ts';
import { pageMeta } from '../../lib/seo.ts';

/*
 * /shared-wish-list/:token (decision 046): a shopper's wish list as anyone with its link sees it,
 * read-only, with their first name only and prices in the visitor's currency. Made for every
 * request and kept by no cache (its own Cache-Control keeps it out of the page cache), so a
 * stopped link finds nothing at once; a stopped or altered link is a 404 with a sentence.
 */

const GONE = 'This wish list is not shared any more, or the link is not complete: ask its owner for a new link.';

export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
}

export function meta(args: Route.MetaArgs) {
  const name = args.loaderData?.list.firstName;
  return pageMeta(args, {
    title: name ? `${name}’s wish list` : 'A shared wish list',
    description: 'Pieces and stones someone keeps at Facet.',
    noindex: true,
  });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const answer = await apiFor(context).call(sharedWishListEndpoints.read, {
    params: { token: params.token },
    query: { currency: currencyOfRequest(request) },
  });
  if (!answer.isSuccess) {
    if (answer.statusCode === 404 || answer.statusCode === 400) throw data(GONE, { status: 404 });
    throw data('The wish list could not be read; please try again.', { status: 503 });
  }
  return { list: answer.data };
}

export default function SharedWishListPage({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p className="eyebrow">A shared wish list</p>
      <h1 className="mt-2 text-4xl">{list.firstName}’s wish list</h1>
      {list.records.length === 0 ? (
        <p className="mt-6 text-[15px] text-graphite">Nothing is kept on this wish list yet.</p>
      ) : (
        <>
          <p className="mt-4 text-sm text-graphite">
            {list.totalRecords === 1 ? 'One piece or stone, ' : `${list.totalRecords} pieces and stones, `}priced today.
          </p>
          <ul className="mt-6 grid gap-4" aria-label={`${list.firstName}’s pieces and stones`}>
            {list.records.map((item) => (
              <SharedWishCard key={item.id} item={item} />
            ))}
          </ul>
        </>
      )}
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const gone = isRouteErrorResponse(error) && error.status === 404;
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl">{gone ? 'This link no longer works' : 'Something went wrong'}</h1>
      <p className="mx-auto mt-4 max-w-md text-[15px] leading-7 text-graphite" data-testid="shared-gone">
        {gone ? GONE : 'The wish list could not be read; please try again.'}
      </p>
      <Link to="/" className="button-primary mt-8">
        Visit the shop
      </Link>
    </article>
  );
}
