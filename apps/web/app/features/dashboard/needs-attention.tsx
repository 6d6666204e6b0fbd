import type {
  AttentionItem,
  AttentionList,
  ComplaintAttentionItem,
  ComplaintAttentionList,
  NeedsAttention,
} from '@facet/contracts/analytics';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCount } from '../../lib/format.ts';
import { formatShopDay, formatWait } from './wait.ts';

/** The lists, in the order staff take them up, each with the list page that shows all of it. */
const groups = [
  {
    key: 'complaints',
    title: 'Open complaints',
    all: {
      to: '/inquiries?kind=complaint&state=new',
      label: (n: number) => `All ${formatCount(n)} open complaints`,
    },
  },
  {
    key: 'customJewellery',
    title: 'New custom requests',
    all: { to: '/custom-jewelleries?state=new', label: (n: number) => `All ${formatCount(n)} new requests` },
  },
  {
    key: 'inquiries',
    title: 'Unanswered inquiries',
    all: {
      to: '/inquiries?kind=question&state=new',
      label: (n: number) => `All ${formatCount(n)} unanswered inquiries`,
    },
  },
  {
    key: 'paidOrders',
    title: 'Paid orders to start',
    all: { to: '/orders?state=Paid', label: (n: number) => `All ${formatCount(n)} paid orders` },
  },
  {
    key: 'heldStones',
    title: 'Stones held too long',
    all: { to: '/stones?state=on_hold', label: () => 'All stones on hold' },
  },
] as const satisfies readonly {
  key: Exclude<keyof NeedsAttention, 'asOf'>;
  title: string;
  all: { to: string; label: (count: number) => string };
}[];

/** What a line says at its right: how long it has waited, or for a complaint the day it is due. */
function whenOf(item: AttentionItem | ComplaintAttentionItem, asOf: string): ReactNode {
  if (!('resolveBy' in item)) {
    return (
      <span className="text-stone">
        <span className="sr-only">, waiting </span>
        {formatWait(item.since, asOf)}
      </span>
    );
  }
  const day = formatShopDay(item.resolveBy);
  return item.overdue ? (
    <span className="font-medium text-red-800">
      <span className="sr-only">, </span>
      <span className="mr-1.5 rounded-sm bg-red-50 px-1.5 py-0.5 text-[11px] tracking-wide uppercase">Overdue</span>
      was due {day}
    </span>
  ) : (
    <span className="text-stone">
      <span className="sr-only">, </span>due {day}
    </span>
  );
}

function AttentionGroup(props: {
  id: string;
  title: string;
  list: AttentionList | ComplaintAttentionList;
  asOf: string;
  all: { to: string; label: string };
}) {
  const { list } = props;
  return (
    // A group under a heading, not a landmark: the panel is the one region.
    <div className="min-w-0">
      <h3 id={props.id} className="flex items-center justify-between gap-3 font-sans text-sm font-semibold text-ink">
        {props.title}
        <span
          className={`min-w-6 rounded-full px-2 py-0.5 text-center text-xs font-medium figures ${list.count > 0 ? 'bg-amber-50 text-amber-900' : 'bg-pearl text-stone'}`}
        >
          {formatCount(list.count)}
          <span className="sr-only"> waiting</span>
        </span>
      </h3>
      {list.count === 0 ? (
        <p className="mt-2 text-sm text-stone">Nothing waiting.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line border-y border-line">
          {list.items.map((item) => (
            <li key={item.id}>
              <Link
                to={item.path}
                className="flex items-baseline justify-between gap-3 py-2 text-sm text-graphite hover:text-ink hover:underline"
              >
                <span className="min-w-0 break-words">{item.label}</span>
                <span className="shrink-0 text-xs whitespace-nowrap">{whenOf(item, props.asOf)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {list.count > list.items.length ? (
        <Link to={props.all.to} className="link-underline mt-2 inline-block text-sm">
          {props.all.label}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * What waits for someone, at the top of the dashboard: each list's count and the records
 * waiting longest, each a link to its page; one line when nothing waits, and a sentence when the
 * lists could not be read.
 */
export function NeedsAttentionPanel({ attention }: { attention: NeedsAttention | null }) {
  const waiting = attention ? groups.reduce((sum, group) => sum + attention[group.key].count, 0) : 0;
  return (
    <section aria-labelledby="needs-attention" className="mb-8 rounded-md border border-line bg-white p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="needs-attention" className="font-display text-2xl">
          Needs attention
        </h2>
        {attention && waiting > 0 ? <p className="text-sm text-stone">{formatCount(waiting)} waiting</p> : null}
      </div>
      {!attention ? (
        <p className="mt-3 text-sm text-stone">What needs attention is not available right now.</p>
      ) : waiting === 0 ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-graphite">
          <CircleCheck className="h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
          All clear: no open complaints, new custom requests, unanswered inquiries, paid orders to start or stones held
          too long.
        </p>
      ) : (
        <div className="mt-4 grid gap-x-6 gap-y-6 md:grid-cols-2 2xl:grid-cols-3">
          {groups.map((group) => (
            <AttentionGroup
              key={group.key}
              id={`attention-${group.key}`}
              title={group.title}
              list={attention[group.key]}
              asOf={attention.asOf}
              all={{ to: group.all.to, label: group.all.label(attention[group.key].count) }}
            />
          ))}
        </div>
      )}
    </section>
  );
}
