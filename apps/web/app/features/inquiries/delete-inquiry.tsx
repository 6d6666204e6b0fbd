import { DeleteRecordButton } from '../../components/back-office/delete-record-button.tsx';
import { useRowActionResults } from '../../components/back-office/use-row-action.ts';

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
  return (
    <DeleteRecordButton
      fetcherKey={fetcherKey(page)}
      record={inquiry}
      what={`the inquiry from ${inquiry.name}`}
      description="It is deleted for good, with any reply shown here. E-mails already sent stay in the outbox."
      variant={variant}
    />
  );
}
