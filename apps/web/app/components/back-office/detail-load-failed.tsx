import { useEffect } from 'react';
import { Link, useRevalidator } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { PageHeader } from './page-header.tsx';

/**
 * A detail page whose record could not be fetched (the server did not answer, not "no such
 * record", which is a 404): says so in a toast and in the page, and offers to try again or to go
 * back to the list.
 */
export function DetailLoadFailed({
  title,
  failedMessage,
  explanation,
  backTo,
  backLabel,
}: {
  title: string;
  failedMessage: string;
  explanation: string;
  backTo: string;
  backLabel: string;
}) {
  const revalidator = useRevalidator();
  useEffect(() => {
    toast.error(failedMessage);
  }, [failedMessage]);
  return (
    <>
      <PageHeader title={title} />
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-6 py-8 text-sm text-red-900">
        <p className="font-medium">{failedMessage}.</p>
        <p className="mt-1">{explanation}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <button
            type="button"
            className="button-primary px-5 py-2"
            onClick={() => void revalidator.revalidate()}
            disabled={revalidator.state !== 'idle'}
          >
            {revalidator.state === 'idle' ? 'Try again' : 'Loading…'}
          </button>
          <Link to={backTo} className="button-secondary px-5 py-2">
            {backLabel}
          </Link>
        </div>
      </div>
    </>
  );
}
