import { Link } from 'react-router';

/**
 * Where the list is ("21–40 of 95 · page 2 of 5") and previous / next page links that keep every
 * other query parameter (filters, search); nothing for an empty list.
 */
export function Pager({
  page,
  pageSize,
  total,
  query,
}: {
  page: number;
  pageSize: number;
  total: number;
  query: URLSearchParams;
}) {
  // An empty list says so in its own words; "none" under it would say it twice.
  if (total === 0) return null;
  const pages = Math.ceil(total / pageSize);
  const href = (to: number) => {
    const next = new URLSearchParams(query);
    if (to === 1) next.delete('page');
    else next.set('page', String(to));
    const text = next.toString();
    return `?${text}`;
  };
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-graphite">
      <span>
        {`${first}–${last} of ${total}`}
        {pages > 1 ? ` · page ${page} of ${pages}` : ''}
      </span>
      {pages > 1 ? (
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
      ) : null}
    </nav>
  );
}
