import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import type { InquiryRecord } from '@facet/contracts/inquiries';
import { recordIdParam } from '@facet/contracts/record-ids';
import { z } from '@facet/contracts/zod';
import type { ApiClient } from '../../lib/api-client.ts';
import { replyWithApiFailure } from '../../lib/form-errors.ts';
import { replyForm } from './forms.ts';

/*
 * The back-office's inquiry actions, shared by the list's and the detail page's actions: reply
 * (an e-mail to the shopper, queued; the inquiry becomes answered) and delete. Each answers
 * with a sentence for a toast; the reply also with the form's result, for its fields.
 */

export interface InquiryActionOutcome {
  intent: 'reply' | 'delete' | 'unknown';
  ok: boolean;
  message: string;
  inquiryId?: number;
  result?: SubmissionResult<string[]>;
}

const deleteForm = z.object({ id: recordIdParam, name: z.string().trim().max(200).optional().default('the shopper') });

export async function runInquiryAction(api: ApiClient, formData: FormData): Promise<InquiryActionOutcome> {
  switch (formData.get('intent')) {
    case 'reply': {
      const submission = parseWithZod(formData, { schema: replyForm });
      if (submission.status !== 'success') {
        return { intent: 'reply', ok: false, message: '', result: submission.reply() };
      }
      const { id, message } = submission.value;
      const result = await api.post<InquiryRecord>(`/api/inquiry/${id}/reply`, { message });
      if (!result.isSuccess) {
        return {
          intent: 'reply',
          ok: false,
          message: result.errorMessages[0] ?? SOMETHING_IS_WRONG,
          inquiryId: id,
          result: replyWithApiFailure(submission, result, ['message']),
        };
      }
      return {
        intent: 'reply',
        ok: true,
        message: `Your reply to ${result.data.name} is on its way to ${result.data.email}.`,
        inquiryId: id,
        result: submission.reply({ resetForm: true }),
      };
    }
    case 'delete': {
      const parsed = deleteForm.safeParse(Object.fromEntries(formData));
      if (!parsed.success) return { intent: 'delete', ok: false, message: 'There is no such inquiry.' };
      const { id, name } = parsed.data;
      const result = await api.delete<null>(`/api/inquiry/${id}`);
      return result.isSuccess
        ? { intent: 'delete', ok: true, message: `The inquiry from ${name} is deleted.`, inquiryId: id }
        : { intent: 'delete', ok: false, message: result.errorMessages[0] ?? SOMETHING_IS_WRONG, inquiryId: id };
    }
    default:
      return { intent: 'unknown', ok: false, message: SOMETHING_IS_WRONG };
  }
}
