import {
  type CustomJewelleryRecord,
  customJewelleryKindLabels,
  formatBudget,
  formatRequestAmount,
} from '@facet/contracts/custom-jewellery';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { CustomJewelleryStateBadge } from './state-badge.tsx';

/**
 * The signed-in shopper's custom jewellery requests on /account, newest first, with their
 * states and any quoted price; an invitation to /custom-jewellery when there are none.
 */
export function MyCustomJewelleryRequests({
  requests,
  failed,
}: {
  requests: readonly CustomJewelleryRecord[];
  failed: boolean;
}) {
  return (
    <section className="mt-10 rounded-md border border-line bg-white p-6" aria-labelledby="my-custom-title">
      <h2 id="my-custom-title" className="font-display text-2xl">
        My custom jewellery requests
      </h2>
      {failed ? (
        <p className="mt-4 text-sm text-red-800">
          Your requests could not be loaded. Please reload the page in a moment.
        </p>
      ) : requests.length === 0 ? (
        <p className="mt-4 text-sm leading-6 text-graphite">
          You have not asked for a custom piece yet.{' '}
          <Link to="/custom-jewellery" className="link-underline text-ink">
            Design one with us
          </Link>
          .
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {requests.map((request) => (
            <li key={request.id} className="flex flex-wrap items-start justify-between gap-3 py-4">
              <div className="min-w-0">
                <p className="font-medium text-ink">{customJewelleryKindLabels[request.kind]}</p>
                <p className="mt-1 line-clamp-2 text-sm text-graphite">{request.description}</p>
                <p className="mt-1 text-xs text-stone">
                  Sent {formatDate(request.createDate)} · Budget {formatBudget(request)}
                  {request.quotedPrice ? ` · Quoted ${formatRequestAmount(request.quotedPrice, request.currency)}` : ''}
                </p>
              </div>
              <CustomJewelleryStateBadge state={request.state} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
