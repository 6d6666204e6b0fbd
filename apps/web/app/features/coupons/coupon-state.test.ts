import { couponStates } from '@facet/contracts/coupons';
import { describe, expect, it } from 'vitest';
import { canEndCoupon, couponBadge } from './coupon-state.ts';

describe('a coupon’s state in the back-office', () => {
  it('has a word and its own colours for every state', () => {
    expect(couponStates.map((state) => couponBadge(state).label)).toEqual([
      'Scheduled',
      'Active',
      'Expired',
      'Used up',
    ]);
    const colours = couponStates.map((state) => couponBadge(state).className);
    expect(new Set(colours).size).toBe(couponStates.length);
  });

  it('offers to end only a coupon that is still to come or running', () => {
    expect(couponStates.filter(canEndCoupon)).toEqual(['scheduled', 'active']);
  });
});
