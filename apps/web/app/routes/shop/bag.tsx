import { bagEndpoints } from '@facet/contracts/bag-endpoints';
import { ShoppingBag } from 'lucide-react';
import { data, Link } from 'react-router';
import { useRef } from 'react';
import type { Route } from './+types/bag';
import { TotalBar } from '../../components/total-bar.tsx';
import { runBagAction } from '../../features/bag/bag-actions.server.ts';
import { BagEntryView, groupBagLines } from '../../features/bag/bag-lines.tsx';
import { BagSummary } from '../../features/bag/bag-summary.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { currencyOfRequest } from '../../lib/currency.ts';
import { formatPrice, plural } from '../../lib/format.ts';
import { requireUser } from '../../lib/guards.server.ts';
import { pageMeta } from '../../lib/seo.ts';
import { useFocusAfterRemoval } from '../../lib/use-focus-after-removal.ts';

/*
 * /cart: the signed-in customer's bag (docs/product.md, "Bag"), priced by the server now — pieces,
 * stones and built rings, the coupon and the totals. Every change posts to this route's action,
 * from here and from the pages with "Add to bag".
 */

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Your bag',
    description: 'The pieces, stones and rings in your bag.',
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  const answer = await apiFor(context).call(bagEndpoints.read, {
    query: { currency: currencyOfRequest(request) },
  });
  if (!answer.isSuccess) throw data(answer.errorMessages[0] ?? 'Your bag could not be read.', { status: 503 });
  return { bag: answer.data };
}

export async function action({ request, context }: Route.ActionArgs) {
  return runBagAction(request, context);
}

export default function BagPage({ loaderData, actionData }: Route.ComponentProps) {
  const { bag } = loaderData;
  const entries = groupBagLines(bag.lines);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusAfterRemoval(bag.lines.length, heading);
  // Before the scripts run, a refused change comes back as the page's action data.
  const refusal = actionData && !actionData.ok && actionData.intent !== 'apply-coupon' ? actionData.message : null;
  return (
    <div className="container-page pt-6 pb-20 sm:pt-10">
      <h1 ref={heading} tabIndex={-1} className="text-4xl leading-tight outline-none sm:text-5xl">
        Your bag
      </h1>
      {refusal ? (
        <p role="alert" className="mt-4 rounded-sm border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          {refusal}
        </p>
      ) : null}
      {bag.lines.length === 0 ? (
        <div className="mt-8 rounded-md border border-line bg-white p-8 text-center" data-testid="bag-empty">
          <ShoppingBag className="mx-auto h-8 w-8 text-gold" strokeWidth={1.25} aria-hidden="true" />
          <p className="mt-4 font-display text-2xl">Your bag is empty</p>
          <p className="mx-auto mt-2 max-w-md text-[15px] leading-7 text-graphite">
            Add a piece, a loose stone or a ring you built; your bag keeps them on every device you sign in on.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/collections/engagement-rings" className="button-primary">
              Engagement rings
            </Link>
            <Link to="/collections/diamonds" className="button-secondary">
              Loose diamonds
            </Link>
            <Link to="/wish-list" className="button-secondary">
              Your wish list
            </Link>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-3 text-sm text-graphite" aria-live="polite" data-testid="bag-count">
            {plural(bag.count, 'item')} in your bag.
          </p>
          <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:gap-12">
            <div className="h-fit">
              <ul className="grid gap-4" aria-label="In your bag">
                {entries.map((entry) => (
                  <BagEntryView
                    key={entry.kind === 'pair' ? `pair-${entry.setting.pairId}` : entry.line.id}
                    entry={entry}
                    currency={bag.currency}
                  />
                ))}
              </ul>
              <TotalBar
                total={formatPrice(bag.totals.total, bag.currency)}
                count={bag.count}
                summaryId="bag-summary-title"
              />
            </div>
            <BagSummary bag={bag} outcome={actionData} />
          </div>
        </>
      )}
    </div>
  );
}
