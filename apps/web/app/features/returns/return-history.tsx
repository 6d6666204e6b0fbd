import { returnStateLabels } from '@facet/contracts/return-states';
import type { ReturnRequestEvent } from '@facet/contracts/returns';
import { formatDateTime } from '../../lib/format.ts';

/** A return request's life, oldest first: each state it reached, when (India's time), and the note given. */
export function ReturnHistory({ events }: { events: readonly ReturnRequestEvent[] }) {
  return (
    <ol className="relative space-y-5 border-l border-line pl-5" data-testid="return-history">
      {events.map((event, index) => (
        <li key={`${event.createDate}-${index}`} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[25px] h-2 w-2 rounded-full bg-gold" />
          <p className="text-sm font-medium text-ink">
            {returnStateLabels[event.toState]}
            {event.mover === 'customer' && event.fromState ? (
              <span className="font-normal text-stone"> by you</span>
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
