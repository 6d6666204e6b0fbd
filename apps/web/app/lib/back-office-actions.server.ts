import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import { recordIdParam } from '@facet/contracts/record-ids';
import { z } from '@facet/contracts/zod';
import type { ApiResult } from './api-client.ts';
import { capitalise, replyWithApiFailure } from './form-errors.ts';

/*
 * The back-office actions that records shoppers send in (inquiries, custom jewellery requests)
 * share: reply by e-mail (ReplyByEmailForm) and delete (DeleteRecordButton). Each answers with a
 * sentence for a toast; the reply also with the form's result, for its field.
 */

export interface RecordActionOutcome<Intent extends string = string> {
  intent: Intent | 'unknown';
  ok: boolean;
  message: string;
  recordId?: number;
  result?: SubmissionResult<string[]>;
}

/** Reply by e-mail: `schema` checks the id and message as the form did; `send` calls the API. */
export async function runReplyAction(
  formData: FormData,
  options: {
    schema: z.ZodType<{ id: number; message: string }>;
    send: (value: { id: number; message: string }) => Promise<ApiResult<{ name: string; email: string }>>;
  },
): Promise<RecordActionOutcome<'reply'>> {
  const submission = parseWithZod(formData, { schema: options.schema });
  if (submission.status !== 'success') return { intent: 'reply', ok: false, message: '', result: submission.reply() };
  const { id } = submission.value;
  const result = await options.send(submission.value);
  if (!result.isSuccess) {
    return {
      intent: 'reply',
      ok: false,
      message: result.errorMessages[0] ?? SOMETHING_IS_WRONG,
      recordId: id,
      result: replyWithApiFailure(submission, result, ['message']),
    };
  }
  return {
    intent: 'reply',
    ok: true,
    message: `Your reply to ${result.data.name} is on its way to ${result.data.email}.`,
    recordId: id,
    result: submission.reply({ resetForm: true }),
  };
}

const deleteForm = z.object({ id: recordIdParam, name: z.string().trim().max(200).optional().default('the shopper') });

/**
 * Delete: DELETE `path(id)`; `what(name)` names the record in the answer ("the inquiry from
 * Asha Menon"), `missing` is the sentence for an id that is no record's.
 */
export async function runDeleteAction(
  formData: FormData,
  options: { remove: (id: number) => Promise<ApiResult<unknown>>; what: (name: string) => string; missing: string },
): Promise<RecordActionOutcome<'delete'>> {
  const parsed = deleteForm.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { intent: 'delete', ok: false, message: options.missing };
  const { id, name } = parsed.data;
  const result = await options.remove(id);
  const what = options.what(name);
  return result.isSuccess
    ? { intent: 'delete', ok: true, message: `${capitalise(what)} is deleted.`, recordId: id }
    : { intent: 'delete', ok: false, message: result.errorMessages[0] ?? SOMETHING_IS_WRONG, recordId: id };
}
