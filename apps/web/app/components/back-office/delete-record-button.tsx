import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ConfirmActionButton, rowActionClasses } from './confirm-action-button.tsx';
import { useRowAction } from './use-row-action.ts';

/**
 * Delete one record after a confirmation, through the page's action (intent "delete", with its
 * id and name for the answer). `fetcherKey` is the page's row-action fetcher (useRowAction), so
 * the page hears the answer once the row is gone (useRowActionResults). `what` names the record
 * in the dialog and for screen readers: "the inquiry from Asha Menon".
 */
export function DeleteRecordButton({
  fetcherKey,
  record,
  what,
  description,
  variant = 'link',
}: {
  fetcherKey: string;
  record: { id: number; name: string };
  what: string;
  description: ReactNode;
  variant?: 'link' | 'button';
}) {
  const { fetcher, busyProps } = useRowAction(fetcherKey);
  return (
    <ConfirmActionButton
      title={`Delete ${what}?`}
      description={description}
      confirmLabel="Delete"
      danger
      onConfirm={() =>
        void fetcher.submit({ intent: 'delete', id: String(record.id), name: record.name }, { method: 'post' })
      }
      busyProps={busyProps}
      className={rowActionClasses(variant === 'button' ? 'buttons' : 'links').danger}
      icon={variant === 'button' ? Trash2 : undefined}
    >
      Delete<span className="sr-only"> {what}</span>
    </ConfirmActionButton>
  );
}
