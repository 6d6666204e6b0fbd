import { isRouteErrorResponse } from 'react-router';
import { NotFoundPage } from '../not-found-page.tsx';
import { UnexpectedErrorPage } from '../unexpected-error-page.tsx';

/** A record's page that failed: "not found" for a record that does not exist (404), the error page otherwise. */
export function RecordErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <UnexpectedErrorPage error={error} />;
}
