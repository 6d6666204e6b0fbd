import { couponEndpoints } from './coupon-endpoints.ts';
import { defineShapes } from './endpoint-shapes.ts';
import { pagedSchema } from './envelope-schemas.ts';
import { discountPercent } from './money-inputs.ts';
import { freeText } from './plain-text.ts';
import { recordId, recordIdParams } from './record-ids.ts';
import { isShopDate } from './shop-dates.ts';
import { z } from './zod.ts';

/*
 * Discount coupons (/api/discount-coupon; docs/product.md, "Coupons"): a code shoppers type in
 * the bag, a percentage off the bag after item discounts, a number of uses and the days it runs
 * in India (both days included). Staff may end one early; one that was used is never deleted.
 */

export const COUPON_CODE_MAX = 30;

/** A coupon's code as typed (any case, spaces around ignored), kept in upper case. */
export const couponCode = z
  .string()
  .trim()
  .min(3, 'must be at least 3 characters')
  .max(COUPON_CODE_MAX, `must be at most ${COUPON_CODE_MAX} characters`)
  .regex(/^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/, 'must be letters and digits, with single dashes between them')
  .transform((code) => code.toUpperCase());

/** A calendar day in India, YYYY-MM-DD. */
export const shopDate = z.string().refine(isShopDate, 'must be a date written YYYY-MM-DD');

const couponFields = {
  couponCode,
  description: freeText(200),
  discount: discountPercent.describe('percent off the bag after item discounts'),
  limit: z.number().int().min(1, 'must be at least 1').max(1_000_000, 'must be at most 1,000,000'),
  startDate: shopDate.describe('first day it can be used, in India (Asia/Kolkata)'),
  endDate: shopDate.describe('last day it can be used, in India (Asia/Kolkata)'),
  oneUsePerCustomer: z.boolean().optional().default(false),
};

const datesInOrder = (draft: { startDate: string; endDate: string }) => draft.endDate >= draft.startDate;
const datesMessage = {
  message: 'must not be before startDate',
  path: ['endDate'],
  // Said even while other fields are wrong, as long as both days are readable.
  when: (payload: { value: unknown }) => {
    // The value is whatever was sent: it may not be an object at all (null, a list).
    if (typeof payload.value !== 'object' || payload.value === null) return false;
    const draft = payload.value as { startDate?: unknown; endDate?: unknown };
    return (
      typeof draft.startDate === 'string' &&
      typeof draft.endDate === 'string' &&
      isShopDate(draft.startDate) &&
      isShopDate(draft.endDate)
    );
  },
};

export const createCouponInput = z.object(couponFields).refine(datesInOrder, datesMessage);
export type CreateCouponInput = z.infer<typeof createCouponInput>;

export const updateCouponInput = z.object({ ...couponFields, id: recordId }).refine(datesInOrder, datesMessage);
export type UpdateCouponInput = z.infer<typeof updateCouponInput>;

/** Where a coupon stands today: not started, usable, past its days (or ended), or every use taken. */
export const couponStates = ['scheduled', 'active', 'expired', 'used-up'] as const;
export type CouponState = (typeof couponStates)[number];
export const couponStateLabels: Record<CouponState, string> = {
  scheduled: 'Scheduled',
  active: 'Active',
  expired: 'Expired',
  'used-up': 'Used up',
};

/** A coupon's state on `today` (a day in India). */
export function couponStateOn(
  coupon: { startDate: string; endDate: string; limit: number; uses: number; endedAt: string | null },
  today: string,
): CouponState {
  if (coupon.uses >= coupon.limit) return 'used-up';
  if (coupon.endedAt !== null || today > coupon.endDate) return 'expired';
  if (today < coupon.startDate) return 'scheduled';
  return 'active';
}

export const couponRecord = z.object({
  id: z.number().int(),
  couponCode: z.string(),
  description: z.string(),
  discount: z.number().describe('percent off'),
  limit: z.number().int(),
  uses: z.number().int().describe('orders that used it'),
  startDate: z.string(),
  endDate: z.string(),
  oneUsePerCustomer: z.boolean(),
  endedAt: z.string().nullable().describe('when staff ended it early'),
  state: z.enum(couponStates),
  createDate: z.string(),
  updateDate: z.string(),
});
export type CouponRecord = z.infer<typeof couponRecord>;

export const couponListQuery = z.object({
  search: z.string().trim().max(COUPON_CODE_MAX).optional().describe('the start of a code, any case'),
  state: z.enum(couponStates).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
});
export type CouponListQuery = z.infer<typeof couponListQuery>;

export const couponIdParams = recordIdParams;
export type CouponIdParams = z.infer<typeof couponIdParams>;

export const couponShapes = defineShapes(couponEndpoints, {
  list: {
    summary: 'Coupons, newest first, by the start of the code and by state today in India',
    query: couponListQuery,
    response: pagedSchema(couponRecord),
  },
  one: { summary: 'One coupon', params: couponIdParams, response: couponRecord },
  create: {
    summary: 'Create a coupon (409 when its code exists in any case)',
    body: createCouponInput,
    response: couponRecord,
    status: 201,
  },
  update: {
    summary: 'Change a coupon (a used one keeps its code, and its limit stays at or above its uses)',
    body: updateCouponInput,
    response: couponRecord,
  },
  end: { summary: 'End a coupon now, before its last day', params: couponIdParams, response: couponRecord },
  remove: { summary: 'Delete a coupon never used (otherwise 409: end it)', params: couponIdParams, response: z.null() },
});
export type CouponShapes = typeof couponShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    coupons: CouponShapes;
  }
}
