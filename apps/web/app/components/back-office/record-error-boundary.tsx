import { isRouteErrorResponse } from 'react-router';
import { NotFoundPage } from '../not-found-page.tsx';
import { UnexpectedErrorPage } from '../unexpected-error-page.tsx';

/** A record's page that failed: "not found" for a record that does not exist (404), the error page otherwise. */
export function RecordErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // A role that may not open the page gets the back-office layout's 403 page, not an error.
  if (isRouteErrorResponse(error) && error.status === 403) throw error;
  return <UnexpectedErrorPage error={error} />;
}
