import type { OrderLine } from '@facet/contracts/orders';
import { returnKindLabels, returnKinds } from '@facet/contracts/return-states';
import type { OrderReturnOptions } from '@facet/contracts/returns';
import { shopDateInWords } from '@facet/contracts/shop-dates';
import { Link } from 'react-router';
import { ReturnStateBadge } from './return-state-badge.tsx';

/*
 * On a delivered order's page: what each item may have today — a return, a resize, an
 * exchange — each a link to the request form, or the sentence saying why not; then the order's
 * requests, each with its state and a link to it.
 */

export function OrderReturns({
  orderId,
  lines,
  returns,
}: {
  orderId: number;
  lines: readonly OrderLine[];
  returns: OrderReturnOptions;
}) {
  const nameOf = new Map(
    lines.map((line) => [line.id, line.ringSize ? `${line.name}, size US ${line.ringSize}` : line.name]),
  );
  return (
    <div className="space-y-5" data-testid="order-returns">
      {returns.returnLastDay ? (
        <p className="text-sm text-graphite">
          Returns are open until <strong className="font-medium">{shopDateInWords(returns.returnLastDay)}</strong>;
          exchanges at our lifetime terms at any time.
        </p>
      ) : null}
      <ul className="divide-y divide-line">
        {returns.lines.map((line) => (
          <li key={line.lineId} className="py-3 first:pt-0" data-testid="return-line" data-line={line.lineId}>
            <p className="text-sm font-medium text-ink">{nameOf.get(line.lineId)}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {returnKinds.map((kind) => {
                const option = line.options[kind];
                return option.allowed ? (
                  <Link
                    key={kind}
                    to={`/my-orders/${orderId}/returns/new?line=${line.lineId}&kind=${kind}`}
                    className="button-secondary px-4 py-2 text-sm"
                    data-testid={`ask-${kind}`}
                  >
                    {returnKindLabels[kind]}
                  </Link>
                ) : null;
              })}
            </div>
            <ReasonsNot options={line.options} />
          </li>
        ))}
      </ul>
      {returns.requests.length > 0 ? (
        <div>
          <h3 className="text-sm font-medium text-ink">Your requests</h3>
          <ul className="mt-2 space-y-2">
            {returns.requests.map((request) => (
              <li key={request.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <Link to={`/my-returns/${request.id}`} className="link-underline font-medium text-ink">
                  {returnKindLabels[request.kind]} {request.number}
                </Link>
                <span className="text-graphite">{request.line.name}</span>
                <ReturnStateBadge state={request.state} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** The reasons a kind is not offered, said once each (a request under way stops all three alike). */
function ReasonsNot({ options }: { options: OrderReturnOptions['lines'][number]['options'] }) {
  const reasons = [...new Set(returnKinds.flatMap((kind) => (options[kind].allowed ? [] : [options[kind].reason])))];
  if (reasons.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 text-xs text-stone" data-testid="return-reasons">
      {reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
}
