import { DeleteRecordButton } from '../../components/back-office/delete-record-button.tsx';
import { useRowActionResults } from '../../components/back-office/use-row-action.ts';

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
  return (
    <DeleteRecordButton
      fetcherKey={fetcherKey(page)}
      record={request}
      what={`the request from ${request.name}`}
      description="It is deleted for good, with its reference pictures. E-mails already sent stay in the outbox."
      variant={variant}
    />
  );
}
