import { type ReturnRequestEvent, returnStateLabels } from '@facet/contracts/returns';
import { formatDateTime } from '../../lib/format.ts';

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
    <ol className="relative space-y-5 border-l border-line pl-5" data-testid="return-history">
      {events.map((event, index) => (
        <li key={`${event.createDate}-${index}`} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[25px] h-2 w-2 rounded-full bg-gold" />
          <p className="text-sm font-medium text-ink">
            {returnStateLabels[event.toState]}
            {movers[reader][event.mover] ? (
              <span className="font-normal text-stone"> {movers[reader][event.mover]}</span>
            ) : null}
          </p>
          <p className="text-xs text-stone">
            <time dateTime={event.createDate}>{formatDateTime(event.createDate)}</time>
          </p>
          {event.note ? (
            <p className="mt-1 text-sm break-words whitespace-pre-wrap text-graphite">{event.note}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
