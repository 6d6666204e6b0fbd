import { parseWithZod } from '@conform-to/zod/v4';
import { customJewelleryEndpoints } from '@facet/contracts/custom-jewellery-endpoints';
import { SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import type { ApiClient } from '../../lib/api-client.ts';
import { type RecordActionOutcome, runDeleteAction, runReplyAction } from '../../lib/back-office-actions.server.ts';
import { replyWithApiFailure } from '../../lib/form-errors.ts';
import { replyForm, stateForm } from './forms.ts';

/*
 * The back-office's custom jewellery actions, shared by the list's and the detail page's
 * actions: change the state (with a note and a quoted price), reply by e-mail, delete. Each
 * answers with a sentence for a toast; the forms also with their result, for their fields.
 */

export type CustomJewelleryActionOutcome = RecordActionOutcome<'state' | 'reply' | 'delete'>;

async function changeState(api: ApiClient, formData: FormData): Promise<CustomJewelleryActionOutcome> {
  const submission = parseWithZod(formData, { schema: stateForm });
  if (submission.status !== 'success') return { intent: 'state', ok: false, message: '', result: submission.reply() };
  const { quotedPrice, ...rest } = submission.value;
  const result = await api.call(customJewelleryEndpoints.changeState, {
    body: { ...rest, quotedPrice: quotedPrice ? quotedPrice * 100 : null },
  });
  if (!result.isSuccess) {
    return {
      intent: 'state',
      ok: false,
      message: result.errorMessages[0] ?? SOMETHING_IS_WRONG,
      recordId: rest.id,
      result: replyWithApiFailure(submission, result, ['state', 'note', 'quotedPrice']),
    };
  }
  return {
    intent: 'state',
    ok: true,
    message: `The request from ${result.data.name} is saved.`,
    recordId: rest.id,
    result: submission.reply({ resetForm: true }),
  };
}

export async function runCustomJewelleryAction(
  api: ApiClient,
  formData: FormData,
): Promise<CustomJewelleryActionOutcome> {
  switch (formData.get('intent')) {
    case 'state':
      return changeState(api, formData);
    case 'reply':
      return runReplyAction(formData, {
        schema: replyForm,
        send: (value) => api.call(customJewelleryEndpoints.reply, { body: value }),
      });
    case 'delete':
      return runDeleteAction(formData, {
        remove: (id) => api.call(customJewelleryEndpoints.remove, { params: { id } }),
        what: (name) => `the request from ${name}`,
        missing: 'There is no such request.',
      });
    default:
      return { intent: 'unknown', ok: false, message: SOMETHING_IS_WRONG };
  }
}
