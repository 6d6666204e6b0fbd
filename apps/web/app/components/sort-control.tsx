import { Form, useNavigate } from 'react-router';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * The sort order of a list (jewellery or stones). A GET form carrying the filters: with scripts a
 * change applies at once; before they load, a button submits it.
 */
export function SortControl<Sort extends string>({
  id,
  action,
  sort,
  sorts,
  labels,
  hidden,
  hrefFor,
  preventScrollReset,
}: {
  id: string;
  action: string;
  sort: Sort;
  sorts: readonly Sort[];
  labels: Record<Sort, string>;
  /** The list's filters (and view) as query pairs, kept when the order changes. */
  hidden: readonly [string, string][];
  hrefFor: (sort: Sort) => string;
  /** Keep the scroll position when the order changes (the diamond search). */
  preventScrollReset?: boolean;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  return (
    <Form method="get" action={action} className="flex items-center gap-2">
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="sr-only text-xs tracking-wide text-stone sm:not-sr-only">
        Sort by
      </label>
      <div className="relative">
        <select
          id={id}
          name="sort"
          defaultValue={sort}
          key={sort}
          onChange={(event) => void navigate(hrefFor(event.currentTarget.value as Sort), { preventScrollReset })}
          className="appearance-none rounded-full border border-line bg-white/70 py-2 pr-9 pl-4 text-sm text-ink focus:border-gold focus:outline-none"
        >
          {sorts.map((value) => (
            <option key={value} value={value}>
              {labels[value]}
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
