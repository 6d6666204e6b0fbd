import { Trash2 } from 'lucide-react';
import { ConfirmActionButton } from '../../components/back-office/confirm-action-button.tsx';
import { useRowAction, useRowActionResults } from '../../components/back-office/use-row-action.ts';
import type { CustomJewelleryActionOutcome } from './staff-actions.server.ts';

/** One fetcher per page for its deletes (`page` names it): the page hears the answer once the row is gone. */
const fetcherKey = (page: string) => `custom-jewellery-delete:${page}`;

/** The answer to the page's deletes, as a toast; then `afterDelete` says where to go. */
export function useDeleteCustomJewelleryResults(page: string, afterDelete?: string) {
  useRowActionResults(fetcherKey(page), afterDelete);
}

/** Delete one request after a confirmation, through the page's action (runCustomJewelleryAction). */
export function DeleteCustomJewellery({
  page,
  request,
  variant = 'link',
}: {
  page: string;
  request: { id: number; name: string };
  variant?: 'link' | 'button';
}) {
  const { fetcher, busyProps } = useRowAction<CustomJewelleryActionOutcome>(fetcherKey(page));
  return (
    <ConfirmActionButton
      title={`Delete the request from ${request.name}?`}
      description="It is deleted for good, with its reference pictures. E-mails already sent stay in the outbox."
      confirmLabel="Delete"
      danger
      onConfirm={() =>
        void fetcher.submit({ intent: 'delete', id: String(request.id), name: request.name }, { method: 'post' })
      }
      busyProps={busyProps}
      className={
        variant === 'button'
          ? 'button-secondary inline-flex items-center gap-1.5 border-red-800 px-5 py-2 text-red-800 hover:bg-red-800'
          : 'link-underline text-sm text-red-800'
      }
      icon={variant === 'button' ? Trash2 : undefined}
    >
      Delete<span className="sr-only"> the request from {request.name}</span>
    </ConfirmActionButton>
  );
}
