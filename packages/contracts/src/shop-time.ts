/*
 * Times as the shop keeps them: in India Standard Time (Asia/Kolkata, UTC+05:30 all year, no
 * daylight saving), with the zone named, so every reader knows which clock they are on. The
 * strings are built here rather than by Intl, so the server's render and the browser's are the
 * same whatever zone and ICU version either has (no hydration mismatch).
 */

import { IST_OFFSET_MS } from './shop-dates.ts';

export const SHOP_TIME_ZONE = 'Asia/Kolkata';
export const SHOP_TIME_ZONE_LABEL = 'IST';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The wall clock in India at that instant, read through the UTC getters. */
function inIndia(iso: string): Date {
  return new Date(new Date(iso).getTime() + IST_OFFSET_MS);
}

/** "23 Nov 2026": the date in India. */
export function formatDate(iso: string): string {
  const clock = inIndia(iso);
  if (Number.isNaN(clock.getTime())) return '—';
  return `${clock.getUTCDate()} ${months[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`;
}

/** "14:05 IST": the 24-hour time in India, the zone named. */
export function formatTime(iso: string): string {
  const clock = inIndia(iso);
  if (Number.isNaN(clock.getTime())) return '—';
  return `${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())} ${SHOP_TIME_ZONE_LABEL}`;
}

/** "23 Nov 2026, 14:05 IST": the date and 24-hour time in India, the zone named. */
export function formatDateTime(iso: string): string {
  const clock = inIndia(iso);
  if (Number.isNaN(clock.getTime())) return '—';
  return `${formatDate(iso)}, ${formatTime(iso)}`;
}
