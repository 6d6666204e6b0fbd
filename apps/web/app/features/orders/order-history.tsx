import { orderStateLabels } from '@facet/contracts/order-states';
import type { OrderEvent } from '@facet/contracts/orders';
import { formatDateTime } from '../../lib/format.ts';

const movers: Record<OrderEvent['mover'], string> = {
  customer: 'by the customer',
  payment: 'by the payment',
  staff: 'by the shop',
  job: 'automatically',
};

/**
 * The order's life, oldest first: each state it reached, when (India's time), the note and the
 * tracking number given with the move. Staff also see who made each move.
 */
export function OrderHistory({ events, showMover = false }: { events: readonly OrderEvent[]; showMover?: boolean }) {
  if (events.length === 0) return <p className="text-sm text-stone">No changes yet.</p>;
  return (
    <ol className="relative space-y-5 border-l border-line pl-5" data-testid="order-history">
      {events.map((event, index) => (
        <li key={`${event.createDate}-${index}`} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[25px] h-2 w-2 rounded-full bg-gold" />
          <p className="text-sm font-medium text-ink">
            {/* A refund of some lines is recorded without a move: the same state before and after. */}
            {event.fromState === event.toState ? 'Part refunded' : orderStateLabels[event.toState]}
            {showMover ? <span className="font-normal text-stone"> {movers[event.mover]}</span> : null}
          </p>
          <p className="text-xs text-stone">
            <time dateTime={event.createDate}>{formatDateTime(event.createDate)}</time>
          </p>
          {event.note ? (
            <p className="mt-1 text-sm break-words whitespace-pre-wrap text-graphite">{event.note}</p>
          ) : null}
          {event.trackingNumber ? (
            <p className="mt-1 text-sm text-graphite">
              Tracking number: <span className="font-mono text-ink">{event.trackingNumber}</span>
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
