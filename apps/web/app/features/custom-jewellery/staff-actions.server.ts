import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { CustomJewelleryRecord } from '@facet/contracts/custom-jewellery';
import { SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import { recordIdParam } from '@facet/contracts/record-ids';
import { z } from '@facet/contracts/zod';
import type { ApiClient } from '../../lib/api-client.ts';
import { replyWithApiFailure } from '../../lib/form-errors.ts';
import { replyForm, stateForm } from './forms.ts';

/*
 * The back-office's custom jewellery actions, shared by the list's and the detail page's
 * actions: change the state (with a note and a quoted price), reply by e-mail, delete. Each
 * answers with a sentence for a toast; the forms also with their result, for their fields.
 */

export interface CustomJewelleryActionOutcome {
  intent: 'state' | 'reply' | 'delete' | 'unknown';
  ok: boolean;
  message: string;
  requestId?: number;
  result?: SubmissionResult<string[]>;
}

const deleteForm = z.object({ id: recordIdParam, name: z.string().trim().max(200).optional().default('the shopper') });

export async function runCustomJewelleryAction(
  api: ApiClient,
  formData: FormData,
): Promise<CustomJewelleryActionOutcome> {
  switch (formData.get('intent')) {
    case 'state': {
      const submission = parseWithZod(formData, { schema: stateForm });
      if (submission.status !== 'success')
        return { intent: 'state', ok: false, message: '', result: submission.reply() };
      const { quotedPrice, ...rest } = submission.value;
      const result = await api.put<CustomJewelleryRecord>('/api/custom-jewellery/state', {
        ...rest,
        quotedPrice: quotedPrice ? quotedPrice * 100 : null,
      });
      if (!result.isSuccess) {
        return {
          intent: 'state',
          ok: false,
          message: result.errorMessages[0] ?? SOMETHING_IS_WRONG,
          requestId: rest.id,
          result: replyWithApiFailure(submission, result, ['state', 'note', 'quotedPrice']),
        };
      }
      return {
        intent: 'state',
        ok: true,
        message: `The request from ${result.data.name} is saved.`,
        requestId: rest.id,
        result: submission.reply({ resetForm: true }),
      };
    }
    case 'reply': {
      const submission = parseWithZod(formData, { schema: replyForm });
      if (submission.status !== 'success')
        return { intent: 'reply', ok: false, message: '', result: submission.reply() };
      const result = await api.post<CustomJewelleryRecord>('/api/custom-jewellery/reply', submission.value);
      if (!result.isSuccess) {
        return {
          intent: 'reply',
          ok: false,
          message: result.errorMessages[0] ?? SOMETHING_IS_WRONG,
          requestId: submission.value.id,
          result: replyWithApiFailure(submission, result, ['message']),
        };
      }
      return {
        intent: 'reply',
        ok: true,
        message: `Your reply to ${result.data.name} is on its way to ${result.data.email}.`,
        requestId: submission.value.id,
        result: submission.reply({ resetForm: true }),
      };
    }
    case 'delete': {
      const parsed = deleteForm.safeParse(Object.fromEntries(formData));
      if (!parsed.success) return { intent: 'delete', ok: false, message: 'There is no such request.' };
      const { id, name } = parsed.data;
      const result = await api.delete<null>(`/api/custom-jewellery/${id}`);
      return result.isSuccess
        ? { intent: 'delete', ok: true, message: `The request from ${name} is deleted.`, requestId: id }
        : { intent: 'delete', ok: false, message: result.errorMessages[0] ?? SOMETHING_IS_WRONG, requestId: id };
    }
    default:
      return { intent: 'unknown', ok: false, message: SOMETHING_IS_WRONG };
  }
}
