import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { paginationItems } from './collection-query.ts';

/** Page links of a list: plain links, so every page can be reached, shared and crawled. */
export function Pagination({
  current,
  total,
  hrefFor,
}: {
  current: number;
  total: number;
  hrefFor: (page: number) => string;
}) {
  if (total <= 1) return null;
  const arrow =
    'flex h-10 w-10 items-center justify-center rounded-full border border-line text-ink transition-colors hover:border-ink';
  return (
    <nav aria-label="Pages" className="mt-14 flex items-center justify-center gap-1 sm:gap-2">
      {current > 1 ? (
        <Link to={hrefFor(current - 1)} className={arrow} aria-label="Previous page" rel="prev">
          <ChevronLeft className="h-4 w-4" strokeWidth={1.5} aria-hidden="true" />
        </Link>
      ) : (
        <span className={`${arrow} opacity-40`} aria-hidden="true">
          <ChevronLeft className="h-4 w-4" strokeWidth={1.5} />
        </span>
      )}
      <ol className="flex items-center gap-1">
        {paginationItems(current, total).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="px-1 text-stone" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                className={`flex h-10 min-w-10 items-center justify-center rounded-full px-2 text-sm figures transition-colors ${item === current ? 'bg-ink text-ivory' : 'text-graphite hover:bg-pearl'}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {current < total ? (
        <Link to={hrefFor(current + 1)} className={arrow} aria-label="Next page" rel="next">
          <ChevronRight className="h-4 w-4" strokeWidth={1.5} aria-hidden="true" />
        </Link>
      ) : (
        <span className={`${arrow} opacity-40`} aria-hidden="true">
          <ChevronRight className="h-4 w-4" strokeWidth={1.5} />
        </span>
      )}
    </nav>
  );
}
