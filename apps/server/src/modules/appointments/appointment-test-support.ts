import type { UpdateAppointmentSettingsInput } from '@facet/contracts/appointment-settings';
import type { TestApp } from '../../testing/test-app.ts';

/*
 * What the appointment tests share: settings that open every hour of every day (so a slot exists
 * at any time of the test's run), and the next whole hour at least `hoursAhead` from now.
 */

export const allDay = { opens: '00:00', closes: '24:00' };

export const openAlways: UpdateAppointmentSettingsInput = {
  weeklyHours: Array.from({ length: 7 }, () => allDay),
  closures: [],
  consultants: 2,
  slotMinutes: 60,
  leadHours: 0,
  daysAhead: 30,
  kinds: { video: true, showroom: true },
};

export async function setAppointmentSettings(t: TestApp, settings: UpdateAppointmentSettingsInput): Promise<void> {
  const response = await t.injectAs('Admin', { method: 'PUT', url: '/api/appointments/settings', payload: settings });
  if (response.statusCode !== 200) throw new Error(`settings refused: ${response.body}`);
}

/** The start of a whole hour at least `hoursAhead` hours from now (India's hours are whole UTC half-hours). */
export function hourAhead(hoursAhead: number, now = Date.now()): Date {
  const hour = 3_600_000;
  // India is UTC+5:30, so its whole hours fall on UTC's half hours.
  const offset = 30 * 60_000;
  return new Date(Math.ceil((now + hoursAhead * hour - offset) / hour) * hour + offset);
}
