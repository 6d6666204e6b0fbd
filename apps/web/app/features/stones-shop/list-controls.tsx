import { type StoneSort, stoneSortLabels, stoneSorts } from '@facet/contracts/stone-filters';
import { LayoutGrid, Rows3 } from 'lucide-react';
import { Form, Link, useNavigate } from 'react-router';
import { useHydrated } from '../products/use-hydrated.ts';
import { DIAMONDS_PATH, type StoneView } from './stone-query.ts';

/**
 * The order of the diamond search: a GET form carrying the filters. With scripts a change
 * applies at once; before they load, a button submits it.
 */
export function StoneSortControl({
  sort,
  hidden,
  hrefFor,
}: {
  sort: StoneSort;
  /** The search's filters and view as query pairs, kept when the order changes. */
  hidden: readonly [string, string][];
  hrefFor: (sort: StoneSort) => string;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  return (
    <Form method="get" action={DIAMONDS_PATH} className="flex items-center gap-2">
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="stone-sort" className="sr-only text-xs tracking-wide text-stone sm:not-sr-only">
        Sort by
      </label>
      <div className="relative">
        <select
          id="stone-sort"
          name="sort"
          defaultValue={sort}
          key={sort}
          onChange={(event) =>
            void navigate(hrefFor(event.currentTarget.value as StoneSort), { preventScrollReset: true })
          }
          className="appearance-none rounded-full border border-line bg-white/70 py-2 pr-9 pl-4 text-sm text-ink focus:border-gold focus:outline-none"
        >
          {stoneSorts.map((value) => (
            <option key={value} value={value}>
              {stoneSortLabels[value]}
            </option>
          ))}
        </select>
        <svg
          className="pointer-events-none absolute top-1/2 right-3.5 h-3 w-3 -translate-y-1/2 text-stone"
          viewBox="0 0 12 12"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          aria-hidden="true"
        >
          <path d="M2.5 4.5 6 8l3.5-3.5" />
        </svg>
      </div>
      {hydrated ? null : (
        <button type="submit" className="rounded-full border border-ink px-3 py-2 text-xs font-medium">
          Sort
        </button>
      )}
    </Form>
  );
}

/** Grid or table: two links, the current one marked. */
export function ViewSwitch({ view, hrefFor }: { view: StoneView; hrefFor: (view: StoneView) => string }) {
  const options = [
    { value: 'grid' as const, label: 'Grid view', icon: LayoutGrid },
    { value: 'table' as const, label: 'Table view', icon: Rows3 },
  ];
  return (
    <div className="flex items-center rounded-full border border-line bg-white/70 p-0.5" role="group" aria-label="View">
      {options.map(({ value, label, icon: Icon }) => {
        const current = value === view;
        return (
          <Link
            key={value}
            to={hrefFor(value)}
            preventScrollReset
            rel="nofollow"
            aria-label={label}
            aria-current={current ? 'true' : undefined}
            title={label}
            className={`flex h-8 w-9 items-center justify-center rounded-full transition-colors ${current ? 'bg-ink text-ivory' : 'text-graphite hover:text-ink'}`}
          >
            <Icon className="h-4 w-4" strokeWidth={1.5} aria-hidden="true" />
          </Link>
        );
      })}
    </div>
  );
}
