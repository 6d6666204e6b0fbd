import { type ReturnRequestEvent, returnStateLabels } from '@facet/contracts/returns';
import { HistoryStep, HistoryTimeline } from '../../components/history-timeline.tsx';

const movers: Record<'customer' | 'staff', Record<ReturnRequestEvent['mover'], string>> = {
  customer: { customer: 'by you', staff: '' },
  staff: { customer: 'by the customer', staff: 'by the shop' },
};

/**
 * A return request's life, oldest first, drawn as the order's history is: each state it reached,
 * who moved it (as its reader calls them), when (India's time), and the note given with the move.
 */
export function ReturnHistory({
  events,
  reader,
}: {
  events: readonly ReturnRequestEvent[];
  reader: 'customer' | 'staff';
}) {
  return (
    <HistoryTimeline testId="return-history">
      {events.map((event, index) => (
        <HistoryStep
          key={`${event.createDate}-${index}`}
          title={returnStateLabels[event.toState]}
          mover={movers[reader][event.mover]}
          date={event.createDate}
          note={event.note}
        />
      ))}
    </HistoryTimeline>
  );
}
