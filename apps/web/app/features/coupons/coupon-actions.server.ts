import { couponEndpoints } from '@facet/contracts/coupon-endpoints';
import { SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import { z } from '@facet/contracts/zod';
import type { ApiClient } from '../../lib/api-client.ts';

/*
 * Ending and deleting a coupon from the list. Each answers with a sentence for a toast; a
 * refused delete (409: the coupon was used) keeps the server's words, which say to end it instead.
 */

export const couponIntents = ['end', 'delete'] as const;
export type CouponIntent = (typeof couponIntents)[number];

export interface CouponActionOutcome {
  intent: CouponIntent | 'unknown';
  ok: boolean;
  message: string;
}

const couponActionForm = z.object({
  intent: z.enum(couponIntents),
  id: z.coerce.number().int().positive(),
  code: z.string().trim().max(64).optional().default('The coupon'),
});

export async function runCouponAction(api: ApiClient, formData: FormData): Promise<CouponActionOutcome> {
  const parsed = couponActionForm.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { intent: 'unknown', ok: false, message: 'There is no such coupon.' };
  const { intent, id, code } = parsed.data;
  const refused = (messages: string[]) => ({ intent, ok: false, message: messages[0] ?? SOMETHING_IS_WRONG });
  if (intent === 'delete') {
    const result = await api.call(couponEndpoints.remove, { params: { id } });
    return result.isSuccess
      ? { intent, ok: true, message: `Coupon ${code} is deleted.` }
      : refused(result.errorMessages);
  }
  const result = await api.call(couponEndpoints.end, { params: { id } });
  if (!result.isSuccess) return refused(result.errorMessages);
  return { intent, ok: true, message: `Coupon ${result.data.couponCode} is ended: shoppers can no longer use it.` };
}
