import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { customJewelleryEndpoints } from '@facet/contracts/custom-jewellery-endpoints';
import type { RouterContextProvider } from 'react-router';
import { apiFor } from '../../lib/api.server.ts';
import { replyWithApiFailure } from '../../lib/form-errors.ts';
import { requestFields, requestForm } from './forms.ts';

/*
 * Sending a custom jewellery request from /custom-jewellery's action, so the form also works
 * before the scripts load. The API's refusals go under their fields.
 */

export interface RequestOutcome {
  ok: boolean;
  /** The sentence for the page: thanks, or why it was refused (429, 500). */
  message?: string;
  result: SubmissionResult<string[]>;
}

export async function sendCustomJewelleryRequest(
  context: Readonly<RouterContextProvider>,
  formData: FormData,
): Promise<RequestOutcome> {
  const submission = parseWithZod(formData, { schema: requestForm });
  if (submission.status !== 'success') return { ok: false, result: submission.reply() };
  const { budgetMin, budgetMax, ...rest } = submission.value;
  const result = await apiFor(context).call(customJewelleryEndpoints.send, {
    body: { ...rest, budgetMin: budgetMin * 100, budgetMax: budgetMax * 100 },
  });
  if (!result.isSuccess) {
    return { ok: false, result: replyWithApiFailure(submission, result, requestFields) };
  }
  return { ok: true, message: result.data.message, result: submission.reply({ resetForm: true }) };
}
