import { formatCount } from '../../lib/format.ts';
import { formatDate } from '@facet/contracts/shop-time';

/*
 * A coupon runs on whole days in India (YYYY-MM-DD, both days included). They are shown as the
 * shop writes dates ("1 Dec 2026"), read as midnight in India so no clock moves them a day.
 */

/** "1 Dec 2026" for "2026-12-01"; a dash for anything that is not a day. */
export function formatShopDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '—';
  return formatDate(`${day}T00:00:00+05:30`);
}

/** "1 Dec 2026 – 31 Dec 2026", or the one day when it starts and ends the same day. */
export function formatCouponDays(startDate: string, endDate: string): string {
  if (startDate === endDate) return formatShopDay(startDate);
  return `${formatShopDay(startDate)} – ${formatShopDay(endDate)}`;
}

/** "3 / 100": uses so far out of the limit. */
export function formatCouponUses(uses: number, limit: number): string {
  return `${formatCount(uses)} / ${formatCount(limit)}`;
}
