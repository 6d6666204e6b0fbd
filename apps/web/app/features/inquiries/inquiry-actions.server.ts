import { SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import { inquiryEndpoints } from '@facet/contracts/inquiry-endpoints';
import type { ApiClient } from '../../lib/api-client.ts';
import { type RecordActionOutcome, runDeleteAction, runReplyAction } from '../../lib/back-office-actions.server.ts';
import { replyForm } from './forms.ts';

/*
 * The back-office's inquiry actions, shared by the list's and the detail page's actions: reply
 * (an e-mail to the shopper, queued; the inquiry becomes answered) and delete.
 */

export type InquiryActionOutcome = RecordActionOutcome<'reply' | 'delete'>;

export async function runInquiryAction(api: ApiClient, formData: FormData): Promise<InquiryActionOutcome> {
  switch (formData.get('intent')) {
    case 'reply':
      return runReplyAction(formData, {
        schema: replyForm,
        send: ({ id, message }) => api.call(inquiryEndpoints.reply, { params: { id }, body: { message } }),
      });
    case 'delete':
      return runDeleteAction(formData, {
        remove: (id) => api.call(inquiryEndpoints.remove, { params: { id } }),
        what: (name) => `the inquiry from ${name}`,
        missing: 'There is no such inquiry.',
      });
    default:
      return { intent: 'unknown', ok: false, message: SOMETHING_IS_WRONG };
  }
}
