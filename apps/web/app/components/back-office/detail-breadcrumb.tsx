import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** "List / this record" above a detail page's heading: the way back to the list it came from. */
export function DetailBreadcrumb({
  listTo,
  listLabel,
  children,
}: {
  listTo: string;
  listLabel: string;
  children: ReactNode;
}) {
  return (
    <nav aria-label="Breadcrumb" className="mb-3 text-sm text-stone">
      <Link to={listTo} className="link-underline">
        {listLabel}
      </Link>{' '}
      / {children}
    </nav>
  );
}
