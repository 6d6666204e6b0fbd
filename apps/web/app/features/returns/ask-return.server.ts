import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { returnRequestEndpoints } from '@facet/contracts/return-request-endpoints';
import { redirect, type RouterContextProvider } from 'react-router';
import { apiFor } from '../../lib/api.server.ts';
import { replyWithApiFailure } from '../../lib/form-errors.ts';
import { returnRequestFields, returnRequestForm } from './return-forms.ts';

/*
 * Sending a return request from the request page's action, so the form also works before the
 * scripts load. Made, the customer lands on the request's page; refused, the API's sentence goes
 * under its field or above the form.
 */

export async function askForReturn(
  context: Readonly<RouterContextProvider>,
  formData: FormData,
): Promise<{ result: SubmissionResult<string[]> } | Response> {
  const submission = parseWithZod(formData, { schema: returnRequestForm });
  if (submission.status !== 'success') return { result: submission.reply() };
  const answer = await apiFor(context).call(returnRequestEndpoints.create, { body: submission.value });
  if (!answer.isSuccess) return { result: replyWithApiFailure(submission, answer, returnRequestFields) };
  return redirect(`/my-returns/${answer.data.id}`);
}
