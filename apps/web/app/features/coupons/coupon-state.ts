import { type CouponState, couponStateLabels } from '@facet/contracts/coupons';

/*
 * How a coupon's state looks in the back-office: its word (the contract's) and its badge's
 * colours. Staff may end a coupon only while it can still be used or is yet to start.
 */

const badgeColours: Record<CouponState, string> = {
  scheduled: 'bg-sky-50 text-sky-900',
  active: 'bg-emerald-50 text-emerald-800',
  expired: 'bg-pearl text-stone',
  'used-up': 'bg-amber-50 text-amber-900',
};

export function couponBadge(state: CouponState): { label: string; className: string } {
  return { label: couponStateLabels[state], className: badgeColours[state] };
}

/** Whether "End" is offered: a coupon that is over (expired or used up) has nothing left to end. */
export function canEndCoupon(state: CouponState): boolean {
  return state === 'scheduled' || state === 'active';
}
