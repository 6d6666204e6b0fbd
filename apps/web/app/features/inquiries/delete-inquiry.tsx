import { Trash2 } from 'lucide-react';
import { type MouseEvent, useEffect } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useResultToast } from '../../lib/use-result-toast.ts';
import type { InquiryActionOutcome } from './inquiry-actions.server.ts';

/**
 * One fetcher per page for its deletes (`page` names it): the page hears the answer even once
 * the row is gone.
 */
const fetcherKey = (page: string) => `inquiry-delete:${page}`;

/**
 * The answer to the page's deletes, as a toast; then `afterDelete` says where to go (the detail
 * page leaves for the list). Call it once per page, beside the DeleteInquiry buttons.
 */
export function useDeleteInquiryResults(page: string, afterDelete?: string) {
  const fetcher = useFetcher<InquiryActionOutcome>({ key: fetcherKey(page) });
  const navigate = useNavigate();
  const outcome = fetcher.state === 'idle' ? fetcher.data : undefined;
  useResultToast(outcome);
  useEffect(() => {
    if (!outcome?.ok) return;
    if (afterDelete) void navigate(afterDelete, { replace: true });
    // The row and its button are gone: the keyboard continues from the page's heading.
    else if (document.activeElement === document.body) document.querySelector<HTMLElement>('main h1')?.focus();
  }, [outcome, afterDelete, navigate]);
}

/** Delete one inquiry after a confirmation, through the page's action (runInquiryAction). */
export function DeleteInquiry({
  page,
  inquiry,
  variant = 'link',
}: {
  page: string;
  inquiry: { id: number; name: string };
  variant?: 'link' | 'button';
}) {
  const fetcher = useFetcher<InquiryActionOutcome>({ key: fetcherKey(page) });
  const busy = fetcher.state !== 'idle';
  return (
    <ConfirmDialog
      title={`Delete the inquiry from ${inquiry.name}?`}
      description="It is deleted for good, with any reply shown here. E-mails already sent stay in the outbox."
      confirmLabel="Delete"
      danger
      onConfirm={() =>
        void fetcher.submit({ intent: 'delete', id: String(inquiry.id), name: inquiry.name }, { method: 'post' })
      }
      trigger={
        <button
          type="button"
          // aria-disabled, not disabled: a disabled button drops the keyboard focus it holds.
          aria-disabled={busy}
          onClick={(event: MouseEvent) => {
            if (busy) event.preventDefault();
          }}
          className={
            variant === 'button'
              ? 'button-secondary inline-flex items-center gap-1.5 border-red-800 px-5 py-2 text-red-800 hover:bg-red-800'
              : 'link-underline text-sm text-red-800'
          }
        >
          {variant === 'button' ? <Trash2 className="h-4 w-4" aria-hidden="true" /> : null}
          Delete<span className="sr-only"> the inquiry from {inquiry.name}</span>
        </button>
      }
    />
  );
}
