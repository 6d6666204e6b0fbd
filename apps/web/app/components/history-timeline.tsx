import type { ReactNode } from 'react';
import { formatDateTime } from '../lib/format.ts';

/*
 * A record's history drawn as a timeline, oldest first: an order's, a return request's. Each
 * step is what the record became and who moved it, when (India's time) and the note given
 * with the move.
 */

export function HistoryTimeline({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <ol className="relative space-y-5 border-l border-line pl-5" data-testid={testId}>
      {children}
    </ol>
  );
}

/** One step of a history; `children` are what the step adds under its note (a tracking number). */
export function HistoryStep({
  title,
  mover,
  date,
  note,
  children,
}: {
  title: ReactNode;
  /** Who moved it, in the reader's words ("by the shop"); none is left out. */
  mover: string | null;
  date: string;
  /** The note given with the move; an empty one is left out. */
  note: string;
  children?: ReactNode;
}) {
  return (
    <li className="relative">
      <span aria-hidden="true" className="absolute top-1.5 -left-[25px] h-2 w-2 rounded-full bg-gold" />
      <p className="text-sm font-medium text-ink">
        {title}
        {mover ? <span className="font-normal text-stone"> {mover}</span> : null}
      </p>
      <p className="text-xs text-stone">
        <time dateTime={date}>{formatDateTime(date)}</time>
      </p>
      {note ? <p className="mt-1 text-sm break-words whitespace-pre-wrap text-graphite">{note}</p> : null}
      {children}
    </li>
  );
}
