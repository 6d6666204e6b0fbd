import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * What a filtered back-office list shows without rows: that it could not be fetched, that
 * nothing matches the filters (with the way out), or `children` when there is nothing at all yet.
 */
export function ListEmpty({
  failed,
  failedMessage,
  filtered,
  noMatch,
  clearTo,
  children,
}: {
  failed: boolean;
  failedMessage: string;
  filtered: boolean;
  /** "No stone matches these filters." */
  noMatch: string;
  clearTo: string;
  children: ReactNode;
}) {
  if (failed) {
    return (
      <>
        <p className="font-medium text-red-800">{failedMessage}.</p>
        <p className="mt-1">Please reload the page in a moment.</p>
      </>
    );
  }
  if (filtered) {
    return (
      <>
        <p>{noMatch}</p>
        <Link to={clearTo} className="link-underline mt-2 inline-block text-ink">
          Clear the filters
        </Link>
      </>
    );
  }
  return <>{children}</>;
}
