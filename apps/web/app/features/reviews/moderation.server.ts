import { reviewEndpoints } from '@facet/contracts/review-endpoints';
import { SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import { recordIdParam } from '@facet/contracts/record-ids';
import { changeReviewStateInput } from '@facet/contracts/reviews';
import type { ApiClient } from '../../lib/api-client.ts';
import type { ActionOutcome } from '../../lib/use-result-toast.ts';

/*
 * The moderation page's action: publish or hide one review; the answer is a sentence for a toast.
 */

const moderationForm = changeReviewStateInput.extend({ id: recordIdParam });

export async function moderateReview(api: ApiClient, formData: FormData): Promise<ActionOutcome> {
  const parsed = moderationForm.safeParse({ id: formData.get('id'), state: formData.get('state') });
  if (!parsed.success) return { ok: false, message: SOMETHING_IS_WRONG };
  const { id, state } = parsed.data;
  const result = await api.call(reviewEndpoints.changeState, { params: { id }, body: { state } });
  if (!result.isSuccess) return { ok: false, message: result.errorMessages[0] ?? SOMETHING_IS_WRONG };
  const title = result.data.title;
  return {
    ok: true,
    message: state === 'approved' ? `“${title}” is published.` : `“${title}” is hidden from the shop.`,
  };
}
