import { freeText } from './plain-text.ts';
import { z } from './zod.ts';

/*
 * The appointment settings (decision 041): when consultants can be booked — the weekly opening
 * hours and the closures, in India's time — how many shoppers one slot takes (one per consultant),
 * a slot's length, how far ahead a slot must be booked and how far ahead the calendar opens, and
 * which kinds of appointment are offered. One record the Admin edits, each change audited.
 */

/** The shop's time zone: opening hours and closures are India's. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Is `zone` an IANA time zone this runtime knows ("Asia/Kolkata", "America/New_York")? */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(zone) && zone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone, as the browser names its own. */
export const timeZone = z
  .string()
  .trim()
  .max(64, 'must be at most 64 characters')
  .refine(isTimeZone, 'must be a time zone such as Asia/Kolkata or Europe/London');

/** "HH:MM", 24-hour, as minutes from midnight (24:00 is the day's end). */
const clock = z
  .string()
  .regex(/^([01][0-9]|2[0-4]):[0-5][0-9]$/, 'must be a time written as HH:MM, such as 10:00')
  .refine((text) => !text.startsWith('24') || text === '24:00', 'must be at most 24:00');

export function minutesOf(text: string): number {
  const [hours, minutes] = text.split(':').map(Number);
  return hours! * 60 + minutes!;
}

export function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const dayHours = z
  .object({ opens: clock, closes: clock })
  .refine((hours) => minutesOf(hours.closes) > minutesOf(hours.opens), {
    message: 'must close after it opens',
    path: ['closes'],
  })
  .nullable()
  .describe('the day’s hours, or null when closed');

/** A calendar day, YYYY-MM-DD, that exists. */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written as YYYY-MM-DD')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, 'must be a date that exists');

export const closure = z.object({ day: calendarDay, reason: freeText(200) });
export type Closure = z.infer<typeof closure>;

const whole = (min: number, max: number, unit: string) =>
  z
    .number()
    .int('must be a whole number')
    .min(min, `must be between ${min} and ${max} ${unit}`)
    .max(max, `must be between ${min} and ${max} ${unit}`);

export const updateAppointmentSettingsInput = z.object({
  weeklyHours: z
    .array(dayHours)
    .length(7, 'must list the seven days, Monday first')
    .describe('each weekday’s hours in India’s time, Monday first'),
  closures: z
    .array(closure)
    .max(366, 'must be at most 366 days')
    .refine((days) => new Set(days.map((day) => day.day)).size === days.length, 'must name each day once')
    .describe('days closed, in India’s calendar'),
  consultants: whole(1, 50, 'consultants').describe('consultants, so bookings one slot takes'),
  slotMinutes: whole(15, 240, 'minutes').describe('a slot’s length'),
  leadHours: whole(0, 336, 'hours').describe('how many hours ahead a slot must be booked'),
  daysAhead: whole(1, 180, 'days').describe('how many days ahead slots may be booked'),
  kinds: z.object({
    video: z.boolean().describe('whether video appointments are offered'),
    showroom: z.boolean().describe('whether showroom appointments are offered'),
  }),
});
export type UpdateAppointmentSettingsInput = z.infer<typeof updateAppointmentSettingsInput>;

export const appointmentSettingsRecord = updateAppointmentSettingsInput.extend({ updateDate: z.string() });
export type AppointmentSettings = z.infer<typeof appointmentSettingsRecord>;
