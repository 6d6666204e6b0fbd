import { describe, expect, it } from 'vitest';
import { formatCouponDays, formatCouponUses, formatShopDay } from './coupon-days.ts';

describe('a coupon’s days', () => {
  it('writes a day as the shop writes dates, the same day whatever the machine’s zone', () => {
    expect(formatShopDay('2026-12-01')).toBe('1 Dec 2026');
    expect(formatShopDay('2026-12-31')).toBe('31 Dec 2026');
    expect(formatShopDay('2027-01-01')).toBe('1 Jan 2027');
  });

  it('writes a dash for what is not a day', () => {
    expect(formatShopDay('')).toBe('—');
    expect(formatShopDay('1 Dec 2026')).toBe('—');
  });

  it('writes the first and last days, both included, or the one day', () => {
    expect(formatCouponDays('2026-12-01', '2026-12-31')).toBe('1 Dec 2026 – 31 Dec 2026');
    expect(formatCouponDays('2026-11-24', '2026-11-24')).toBe('24 Nov 2026');
  });

  it('writes the uses so far out of the limit, grouped the Indian way', () => {
    expect(formatCouponUses(0, 100)).toBe('0 / 100');
    expect(formatCouponUses(1234, 100_000)).toBe('1,234 / 1,00,000');
  });
});
