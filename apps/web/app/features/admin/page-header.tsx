import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';

export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        {/* Focusable by script only: where focus goes when what held it is gone (a deleted row). */}
        <h1 tabIndex={-1} className="text-3xl outline-none sm:text-4xl">
          {title}
        </h1>
        {description ? <p className="mt-2 max-w-2xl text-sm text-stone">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </header>
  );
}

/** A GET search form: the search lives in the URL, so it is shareable and survives a reload. */
export function SearchForm({ defaultValue, label }: { defaultValue: string; label: string }) {
  return (
    <Form method="get" role="search" className="relative mb-5 max-w-md">
      <label htmlFor="list-search" className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone"
        aria-hidden="true"
      />
      <input
        id="list-search"
        name="search"
        type="search"
        defaultValue={defaultValue}
        placeholder={label}
        className="w-full rounded-md border border-line bg-white py-2.5 pr-24 pl-9 text-sm focus:border-gold focus:outline-none"
      />
      <button
        type="submit"
        className="absolute top-1.5 right-1.5 rounded bg-ink px-3 py-1.5 text-xs font-medium text-ivory"
      >
        Search
      </button>
    </Form>
  );
}

/** Previous / next page links that keep the other query parameters. */
export function Pager({
  page,
  pageSize,
  total,
  search,
}: {
  page: number;
  pageSize: number;
  total: number;
  search: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const href = (to: number) => `?${new URLSearchParams({ ...(search ? { search } : {}), page: String(to) })}`;
  if (pages <= 1) return <p className="mt-4 text-sm text-stone">{total} in all</p>;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between text-sm text-graphite">
      <span>
        Page {page} of {pages} · {total} in all
      </span>
      <span className="flex gap-2">
        {page > 1 ? (
          <Link to={href(page - 1)} className="button-secondary px-4 py-1.5" rel="prev">
            Previous
          </Link>
        ) : null}
        {page < pages ? (
          <Link to={href(page + 1)} className="button-secondary px-4 py-1.5" rel="next">
            Next
          </Link>
        ) : null}
      </span>
    </nav>
  );
}
