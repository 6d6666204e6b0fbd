import { Trash2 } from 'lucide-react';
import { ConfirmActionButton } from '../../components/back-office/confirm-action-button.tsx';
import { useRowAction, useRowActionResults } from '../../components/back-office/use-row-action.ts';
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
  useRowActionResults(fetcherKey(page), afterDelete);
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
  const { fetcher, busyProps } = useRowAction<InquiryActionOutcome>(fetcherKey(page));
  return (
    <ConfirmActionButton
      title={`Delete the inquiry from ${inquiry.name}?`}
      description="It is deleted for good, with any reply shown here. E-mails already sent stay in the outbox."
      confirmLabel="Delete"
      danger
      onConfirm={() =>
        void fetcher.submit({ intent: 'delete', id: String(inquiry.id), name: inquiry.name }, { method: 'post' })
      }
      busyProps={busyProps}
      className={
        variant === 'button'
          ? 'button-secondary inline-flex items-center gap-1.5 border-red-800 px-5 py-2 text-red-800 hover:bg-red-800'
          : 'link-underline text-sm text-red-800'
      }
      icon={variant === 'button' ? Trash2 : undefined}
    >
      Delete<span className="sr-only"> the inquiry from {inquiry.name}</span>
    </ConfirmActionButton>
  );
}
