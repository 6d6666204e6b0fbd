import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

export type Crumb = { label: ReactNode; to: string };

/**
 * The trail above a storefront page: Home, then the pages above this one, then this page (not a link).
 * A long name of the page itself (a product, a stone) is cut short on narrow screens: `truncate`.
 */
export function ShopBreadcrumb({
  trail,
  current,
  truncate = false,
}: {
  trail: readonly Crumb[];
  current: ReactNode;
  truncate?: boolean;
}) {
  return (
    <nav aria-label="Breadcrumb" className="text-xs text-stone">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <Link to="/" className="hover:text-ink">
            Home
          </Link>
        </li>
        {trail.map((crumb) => (
          <Fragment key={crumb.to}>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={crumb.to} className="hover:text-ink">
                {crumb.label}
              </Link>
            </li>
          </Fragment>
        ))}
        <li aria-hidden="true">/</li>
        <li className={truncate ? 'min-w-0 truncate' : undefined}>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
