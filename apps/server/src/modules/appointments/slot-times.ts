import { TZDate, tz } from '@date-fns/tz';
import { SHOP_TIME_ZONE } from '@facet/contracts/appointment-settings';
import type { OpeningHours } from '@facet/db/schema/appointments';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { getISODay } from 'date-fns/getISODay';

/*
 * Slot times (decision 041): opening hours and closures are India's, so a day's slots are made
 * as wall-clock times in Asia/Kolkata and compared as instants; a shopper sees each written in their
 * own zone beside India's. The arithmetic of zones is date-fns' and @date-fns/tz's, not ours.
 */

export interface SlotRules {
  weeklyHours: OpeningHours[];
  closures: ReadonlySet<string>;
  slotMinutes: number;
  leadHours: number;
  daysAhead: number;
}

const india = tz(SHOP_TIME_ZONE);

/** India's calendar day of an instant, YYYY-MM-DD. */
export function indiaDayOf(instant: Date): string {
  return format(instant, 'yyyy-MM-dd', { in: india });
}

/** The day after (or `days` after) an India calendar day. */
export function dayAfter(day: string, days = 1): string {
  const [year, month, date] = day.split('-').map(Number);
  return format(addDays(new TZDate(year!, month! - 1, date!, 12, 0, SHOP_TIME_ZONE), days), 'yyyy-MM-dd', {
    in: india,
  });
}

/** The day's hours, or null when it is closed (a closure, or a weekday without hours). */
export function hoursOn(day: string, rules: SlotRules): OpeningHours {
  if (rules.closures.has(day)) return null;
  const [year, month, date] = day.split('-').map(Number);
  const weekday = getISODay(new TZDate(year!, month! - 1, date!, 12, 0, SHOP_TIME_ZONE));
  return rules.weeklyHours[weekday - 1] ?? null;
}

/** Every slot start of an India calendar day, as instants: the whole slots between opening and closing. */
export function slotStartsOn(day: string, rules: SlotRules): Date[] {
  const hours = hoursOn(day, rules);
  if (!hours) return [];
  const [year, month, date] = day.split('-').map(Number);
  const starts: Date[] = [];
  for (let minute = hours.opens; minute + rules.slotMinutes <= hours.closes; minute += rules.slotMinutes) {
    const start = new TZDate(year!, month! - 1, date!, Math.floor(minute / 60), minute % 60, SHOP_TIME_ZONE);
    starts.push(new Date(start.getTime()));
  }
  return starts;
}

/** The first instant bookable now: `leadHours` from now. */
export function earliestStart(now: Date, rules: SlotRules): Date {
  return new Date(now.getTime() + rules.leadHours * 3_600_000);
}

/** The last India calendar day bookable now. */
export function lastDay(now: Date, rules: SlotRules): string {
  return dayAfter(indiaDayOf(now), rules.daysAhead);
}

/**
 * Why `start` may not be booked now, as a sentence, or null when it may: it must be one of its
 * day's slot starts, on a day open, no sooner than the lead time and no further than the days ahead.
 */
export function refusalFor(start: Date, now: Date, rules: SlotRules): string | null {
  if (start.getTime() <= now.getTime()) return 'That time has passed; please choose another slot.';
  const day = indiaDayOf(start);
  if (rules.closures.has(day)) return 'We are closed that day; please choose another day.';
  if (!slotStartsOn(day, rules).some((slot) => slot.getTime() === start.getTime())) {
    return 'That is not one of our slots; please choose a time from the list.';
  }
  if (start.getTime() < earliestStart(now, rules).getTime()) {
    return `Appointments must be booked at least ${rules.leadHours} hours ahead; please choose a later slot.`;
  }
  if (day > lastDay(now, rules)) {
    return `Appointments can be booked up to ${rules.daysAhead} days ahead; please choose an earlier day.`;
  }
  return null;
}

/** An instant written for people in a zone: "Tue 1 Dec 2026, 10:00 (GMT+5:30)". */
export function writtenIn(instant: Date, zone: string): string {
  return format(instant, 'EEE d MMM yyyy, HH:mm (zzz)', { in: tz(zone) });
}

/** An India calendar day written for people: "Tuesday 1 December". */
export function dayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return format(new TZDate(year!, month! - 1, date!, 12, 0, SHOP_TIME_ZONE), 'EEEE d MMMM', { in: india });
}

/** The instant an India calendar day begins. */
export function indiaDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(new TZDate(year!, month! - 1, date!, 0, 0, SHOP_TIME_ZONE).getTime());
}
