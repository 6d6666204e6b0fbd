import { reviewEndpoints } from '@facet/contracts/review-endpoints';
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { createReviewInput, REVIEW_RECEIVED_MESSAGE } from '@facet/contracts/reviews';
import type { RouterContextProvider } from 'react-router';
import { apiFor } from '../../lib/api.server.ts';
import { replyWithApiFailure } from '../../lib/form-errors.ts';

/*
 * Sending a review from the order page's action (so the form works before the scripts load).
 * The API's refusals go under their fields; a refusal of the whole review (not delivered,
 * already reviewed) is the form's message.
 */

export interface ReviewOutcome {
  ok: boolean;
  orderLineId: number | null;
  message?: string;
  result: SubmissionResult<string[]>;
}

const fields = Object.keys(createReviewInput.shape);

export async function writeReview(
  context: Readonly<RouterContextProvider>,
  formData: FormData,
): Promise<ReviewOutcome> {
  const submission = parseWithZod(formData, { schema: createReviewInput });
  const orderLineId = Number(formData.get('orderLineId')) || null;
  if (submission.status !== 'success') return { ok: false, orderLineId, result: submission.reply() };
  const result = await apiFor(context).call(reviewEndpoints.create, { body: submission.value });
  if (!result.isSuccess) {
    return {
      ok: false,
      orderLineId,
      message: result.errorMessages[0],
      result: replyWithApiFailure(submission, result, fields),
    };
  }
  return { ok: true, orderLineId, message: REVIEW_RECEIVED_MESSAGE, result: submission.reply({ resetForm: true }) };
}
