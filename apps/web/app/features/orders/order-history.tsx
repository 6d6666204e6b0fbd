import { orderStateLabels } from '@facet/contracts/order-states';
import type { OrderEvent } from '@facet/contracts/orders';
import { HistoryStep, HistoryTimeline } from '../../components/history-timeline.tsx';

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
    <HistoryTimeline testId="order-history">
      {events.map((event, index) => (
        <HistoryStep
          key={`${event.createDate}-${index}`}
          // A refund of some lines is recorded without a move: the same state before and after.
          title={event.fromState === event.toState ? 'Part refunded' : orderStateLabels[event.toState]}
          mover={showMover ? movers[event.mover] : null}
          date={event.createDate}
          note={event.note}
        >
          {event.trackingNumber ? (
            <p className="mt-1 text-sm text-graphite">
              Tracking number: <span className="font-mono text-ink">{event.trackingNumber}</span>
            </p>
          ) : null}
        </HistoryStep>
      ))}
    </HistoryTimeline>
  );
}
