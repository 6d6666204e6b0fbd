import { dayParts, monthName } from './number-text.ts';

/*
 * Calendar days in the shop's time zone, India Standard Time (Asia/Kolkata: UTC+05:30 all year,
 * no daylight saving), written as ISO dates ("2026-11-24"). A coupon's days are these.
 */

/** India Standard Time's distance from UTC, the same all year. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The day it is in India at that instant. */
export function shopDateOf(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether `text` is a real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isShopDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** A shop day in words, "2 December 2026", for sentences shoppers read. */
export function shopDateInWords(day: string): string {
  const { year, month, date } = dayParts(day);
  return `${date} ${monthName(month)} ${year}`;
}
