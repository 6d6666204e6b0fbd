import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { createInquiryInput, type InquiryKind } from '@facet/contracts/inquiries';
import { inquiryEndpoints } from '@facet/contracts/inquiry-endpoints';
import type { RouterContextProvider } from 'react-router';
import { apiFor } from '../../lib/api.server.ts';
import { replyWithApiFailure } from '../../lib/form-errors.ts';

/*
 * Sending an inquiry from any page: the resource route /inquiry (what InquiryForm posts to by
 * default) and a page that takes the form through its own action (/contact-us, so the form
 * works before the scripts load) both answer with this.
 */

export interface InquiryOutcome {
  ok: boolean;
  /** What was sent, once it is: the thanks say so. */
  kind?: InquiryKind;
  /** The sentence for the page: thanks, or why it was refused (429, 500). */
  message?: string;
  result: SubmissionResult<string[]>;
}

const fields = Object.keys(createInquiryInput.shape);

/** Checks the form as the API would, then sends it; the API's refusals go under their fields. */
export async function sendInquiry(
  context: Readonly<RouterContextProvider>,
  formData: FormData,
): Promise<InquiryOutcome> {
  const submission = parseWithZod(formData, { schema: createInquiryInput });
  if (submission.status !== 'success') return { ok: false, result: submission.reply() };
  const result = await apiFor(context).call(inquiryEndpoints.send, { body: submission.value });
  if (!result.isSuccess) return { ok: false, result: replyWithApiFailure(submission, result, fields) };
  return {
    ok: true,
    kind: submission.value.kind,
    message: result.data.message,
    result: submission.reply({ resetForm: true }),
  };
}
