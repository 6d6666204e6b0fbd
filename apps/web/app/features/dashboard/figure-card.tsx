import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCount } from '../../lib/format.ts';

/** A count, or an amount already written (`value` as text: money), with an optional line under it. */
export function Figure({ label, value, note }: { label: string; value: number | string; note?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-stone uppercase">{label}</dt>
      {/* An amount is longer than a count: a size smaller keeps ₹1,24,957.28 on one line in a narrow column. */}
      <dd
        className={`mt-1 font-light break-words text-ink figures ${typeof value === 'number' ? 'text-3xl' : 'text-2xl'}`}
      >
        {typeof value === 'number' ? formatCount(value) : value}
      </dd>
      {note ? <dd className="mt-0.5 text-xs text-stone">{note}</dd> : null}
    </div>
  );
}

/**
 * One back-office area's card on the dashboard: its title, its figures (a grid of `Figure`s,
 * two side by side, three in a `wide` card) and a link to its list. Without figures (the call
 * failed) it says so and the rest of the page stands.
 */
export function FigureCard<Figures>(props: {
  id: string;
  title: string;
  link: { to: string; label: string };
  className?: string;
  wide?: boolean;
  /** The area's figures as its call answered, or null when it failed. */
  figures: Figures | null;
  children: (figures: Figures) => ReactNode;
}) {
  return (
    <section
      aria-labelledby={props.id}
      className={`flex min-w-0 flex-col rounded-md border border-line bg-white p-5 ${props.className ?? ''}`}
    >
      <h2 id={props.id} className="font-display text-2xl">
        {props.title}
      </h2>
      {props.figures ? (
        <dl className={`mt-4 grid grid-cols-2 gap-x-4 gap-y-5 ${props.wide ? 'sm:grid-cols-3' : ''}`}>
          {props.children(props.figures)}
        </dl>
      ) : (
        <p className="mt-4 text-sm text-stone">The {props.title.toLowerCase()} figures are not available right now.</p>
      )}
      <Link to={props.link.to} className="link-underline mt-auto self-start pt-5 text-sm">
        {props.link.label}
      </Link>
    </section>
  );
}
