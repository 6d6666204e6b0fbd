import { type StoneSort, stoneSortLabels, stoneSorts } from '@facet/contracts/stone-filters';
import { LayoutGrid, Rows3 } from 'lucide-react';
import { Link } from 'react-router';
import { SortControl } from '../../components/sort-control.tsx';
import { DIAMONDS_PATH, type StoneView } from './stone-query.ts';

/** The order of the diamond search, keeping the filters and the view and the scroll position. */
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
  return (
    <SortControl
      id="stone-sort"
      action={DIAMONDS_PATH}
      sort={sort}
      sorts={stoneSorts}
      labels={stoneSortLabels}
      hidden={hidden}
      hrefFor={hrefFor}
      preventScrollReset
    />
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
