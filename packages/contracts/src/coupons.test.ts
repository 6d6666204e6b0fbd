import { describe, expect, it } from 'vitest';
import { couponStateOn, createCouponInput, updateCouponInput } from './coupons.ts';
import { isShopDate, shopDateOf } from './shop-dates.ts';

describe('days in India', () => {
  it('turns the day at 18:30 UTC, midnight in India', () => {
    expect(shopDateOf(new Date('2026-11-24T18:29:59Z'))).toBe('2026-11-24');
    expect(shopDateOf(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
    expect(shopDateOf(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });

  it('takes only real calendar days written YYYY-MM-DD', () => {
    expect(isShopDate('2028-02-29')).toBe(true);
    for (const text of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-1-01', '01-12-2026', '2026-12-01T00:00', '']) {
      expect(isShopDate(text), text).toBe(false);
    }
  });
});

describe('coupon state', () => {
  const coupon = { startDate: '2026-12-01', endDate: '2026-12-31', limit: 5, uses: 0, endedAt: null };
  it('is scheduled before its first day, active on its days (both included), expired after', () => {
    expect(couponStateOn(coupon, '2026-11-30')).toBe('scheduled');
    expect(couponStateOn(coupon, '2026-12-01')).toBe('active');
    expect(couponStateOn(coupon, '2026-12-31')).toBe('active');
    expect(couponStateOn(coupon, '2027-01-01')).toBe('expired');
  });

  it('is expired once ended early, and used up once every use is taken, whatever the day', () => {
    expect(couponStateOn({ ...coupon, endedAt: '2026-12-10T10:00:00Z' }, '2026-12-05')).toBe('expired');
    expect(couponStateOn({ ...coupon, uses: 5 }, '2026-12-05')).toBe('used-up');
    expect(couponStateOn({ ...coupon, uses: 5 }, '2026-11-01')).toBe('used-up');
  });
});

describe('coupon draft', () => {
  const draft = {
    couponCode: ' diwali-25 ',
    description: 'Festive',
    discount: 12.5,
    limit: 100,
    startDate: '2026-12-01',
    endDate: '2026-12-01',
  };
  it('keeps the code in capitals and takes a one-day coupon', () => {
    const parsed = createCouponInput.parse(draft);
    expect(parsed).toMatchObject({ couponCode: 'DIWALI-25', oneUsePerCustomer: false });
  });

  it('refuses an end before the start, on endDate, even while other fields are wrong', () => {
    const result = createCouponInput.safeParse({ ...draft, endDate: '2026-11-30' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['endDate']);
    const alongside = createCouponInput.safeParse({ ...draft, discount: 0, endDate: '2026-11-30' });
    expect(alongside.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['discount', 'endDate']);
  });

  it('refuses a draft that is not an object without throwing', () => {
    for (const value of [null, 42, 'x', []]) {
      for (const schema of [createCouponInput, updateCouponInput]) {
        expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(false);
      }
    }
  });

  it('refuses codes that are not letters and digits with single dashes', () => {
    for (const couponCode of ['AB', 'DIWALI 25', 'DIWALI_25', '-DIWALI', 'DIWALI--25', 'X'.repeat(31), 'DIWALÍ']) {
      expect(createCouponInput.safeParse({ ...draft, couponCode }).success, couponCode).toBe(false);
    }
  });
});
