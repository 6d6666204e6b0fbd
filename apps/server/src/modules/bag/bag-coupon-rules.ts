import { couponMessages } from '@facet/contracts/bag';
import { couponStateOn } from '@facet/contracts/coupons';
import { shopDateInWords, shopDateOf } from '@facet/contracts/shop-dates';

/*
 * Whether a coupon can be used in a customer's bag today, and if not, the sentence that says
 * why: when it is applied, and again each time the bag is read (it may have expired or been
 * used up since).
 */

/** A coupon as the bag reads it, with whether this customer has used it before. */
export interface BagCouponRow {
  id: number;
  code: string;
  discount: number;
  start_date: string;
  end_date: string;
  usage_limit: number;
  uses: number;
  ended_at: Date | string | null;
  one_use_per_customer: boolean;
  used_by_customer: boolean;
}

export function couponProblem(row: BagCouponRow, now: Date): string | null {
  const state = couponStateOn(
    {
      startDate: row.start_date,
      endDate: row.end_date,
      limit: row.usage_limit,
      uses: row.uses,
      endedAt: row.ended_at === null ? null : String(row.ended_at),
    },
    shopDateOf(now),
  );
  if (state === 'used-up') return couponMessages.usedUp(row.code);
  if (state === 'expired') return couponMessages.expired(row.code);
  if (state === 'scheduled') return couponMessages.scheduled(row.code, shopDateInWords(row.start_date));
  if (row.one_use_per_customer && row.used_by_customer) return couponMessages.alreadyUsed(row.code);
  return null;
}
