import { Link } from 'react-router';

/**
 * A list page's "All" and one link per state, each keeping the search; the current one is marked
 * for screen readers and drawn filled. A list with a second filter (inquiries' kind) gives its
 * query parameter as `param`, the other filter's in `keep`, and each its own `label`.
 */
export function StateFilterLinks<Filter extends string>({
  pathname,
  filters,
  labels,
  state,
  search,
  param = 'state',
  keep = {},
  label = 'Show',
  allLabel = 'All',
}: {
  /** The list page, where "All" without a search goes. */
  pathname: string;
  /** 'all' and the states, in the order shown. */
  filters: readonly Filter[];
  labels: Record<Exclude<Filter, 'all'>, string>;
  state: Filter;
  search: string;
  param?: string;
  keep?: Record<string, string>;
  label?: string;
  /** The "All" link's words, where two filters sit side by side ("All kinds"). */
  allLabel?: string;
}) {
  return (
    <nav aria-label={label} className="mb-5 flex flex-wrap gap-2 text-sm">
      {filters.map((filter) => {
        const query = new URLSearchParams({
          ...(search ? { search } : {}),
          ...keep,
          ...(filter === 'all' ? {} : { [param]: filter }),
        }).toString();
        return (
          <Link
            key={filter}
            to={query ? `?${query}` : pathname}
            aria-current={filter === state ? 'page' : undefined}
            className="rounded-full border border-line bg-white px-4 py-1.5 text-graphite hover:border-ink aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-ivory"
          >
            {filter === 'all' ? allLabel : labels[filter as Exclude<Filter, 'all'>]}
          </Link>
        );
      })}
    </nav>
  );
}
