import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { openAlways, setAppointmentSettings } from './appointment-test-support.ts';
import { listOpenSlots } from './appointment-slots.service.ts';

/*
 * The open slots and the settings they come from: only the Admin changes the settings (audited,
 * each field checked with its sentence); the slots follow India's hours and closures, skip the
 * lead time, and are written in the shopper's zone — one with a half-hour offset, one that keeps
 * summer time — beside India's.
 */

interface AuditRow {
  after: Record<string, unknown>;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const weekdaysOnly = {
  ...openAlways,
  weeklyHours: [...Array.from({ length: 5 }, () => ({ opens: '10:00', closes: '13:00' })), null, null],
  closures: [{ day: '2027-01-26', reason: 'Republic Day' }],
  slotMinutes: 90,
  leadHours: 24,
};

describe('PUT /api/appointments/settings', () => {
  it('is the Admin’s alone, audited; bad values are refused with their sentence', async () => {
    for (const role of ['Manager', 'StoneManager', 'JewelleryManager', 'Customer'] as const) {
      const response = await t.injectAs(role, {
        method: 'PUT',
        url: '/api/appointments/settings',
        payload: weekdaysOnly,
      });
      expect(response.statusCode, role).toBe(403);
    }
    for (const [change, sentence] of [
      [{ consultants: 0 }, 'consultants: must be between 1 and 50 consultants'],
      [{ weeklyHours: openAlways.weeklyHours.slice(1) }, 'weeklyHours: must list the seven days, Monday first'],
      [
        { weeklyHours: [{ opens: '12:00', closes: '11:00' }, ...openAlways.weeklyHours.slice(1)] },
        'weeklyHours.0.closes: must close after it opens',
      ],
      [{ closures: [{ day: '2027-02-30', reason: '' }] }, 'closures.0.day: must be a date that exists'],
    ] as const) {
      const response = await t.injectAs('Admin', {
        method: 'PUT',
        url: '/api/appointments/settings',
        payload: { ...weekdaysOnly, ...change },
      });
      expect(response.statusCode, sentence).toBe(400);
      expect(response.json().errorMessages).toEqual([sentence]);
    }
    await setAppointmentSettings(t, weekdaysOnly);
    const read = await t.injectAs('Admin', { method: 'GET', url: '/api/appointments/settings' });
    expect(read.json().data).toMatchObject({ slotMinutes: 90, closures: weekdaysOnly.closures });
    const audits = await queryRows<AuditRow>(
      t.database.db,
      sql`select after from audit_log where action = 'appointment-settings.changed' order by id`,
    );
    expect(audits.at(-1)!.after).toMatchObject({ slotMinutes: 90, closures: weekdaysOnly.closures });
  });
});

describe('the open slots', () => {
  // Monday 25 January 2027, 09:00 in India (03:30 UTC).
  const now = new Date('2027-01-25T03:30:00Z');

  it('follow India’s weekday hours and closures and skip the lead time', async () => {
    await setAppointmentSettings(t, weekdaysOnly);
    const answer = await listOpenSlots(t.database.db, { zone: 'Asia/Kolkata', days: 7 }, now);
    expect(answer.days.map((day) => [day.day, day.closed, day.slots.length])).toEqual([
      ['2027-01-25', false, 0], // within the 24 hours' lead
      ['2027-01-26', true, 0], // Republic Day
      ['2027-01-27', false, 2], // 10:00 and 11:30; a third would end after 13:00
      ['2027-01-28', false, 2],
      ['2027-01-29', false, 2],
      ['2027-01-30', true, 0], // Saturday
      ['2027-01-31', true, 0], // Sunday
    ]);
    expect(answer.days[2]!.slots.map((slot) => slot.indiaTime)).toEqual([
      'Wed 27 Jan 2027, 10:00 (GMT+5:30)',
      'Wed 27 Jan 2027, 11:30 (GMT+5:30)',
    ]);
    expect(answer.days[2]!.slots[0]!.start).toBe('2027-01-27T04:30:00.000Z');
  });

  it('are written in a half-hour zone and in a zone that keeps summer time', async () => {
    await setAppointmentSettings(t, { ...weekdaysOnly, closures: [] });
    const stJohns = await listOpenSlots(t.database.db, { zone: 'America/St_Johns', days: 3 }, now);
    expect(stJohns.days[2]!.slots[0]!.shopperTime).toBe('Wed 27 Jan 2027, 01:00 (GMT-3:30)');
    const winter = await listOpenSlots(t.database.db, { zone: 'America/New_York', days: 3 }, now);
    expect(winter.days[2]!.slots[0]!.shopperTime).toBe('Tue 26 Jan 2027, 23:30 (GMT-5)');
    // After New York moves its clocks on (14 March 2027), the same India time is an hour later there.
    const summerNow = new Date('2027-03-15T03:30:00Z');
    const summer = await listOpenSlots(t.database.db, { zone: 'America/New_York', days: 3 }, summerNow);
    expect(summer.days[2]!.slots[0]!.start).toBe('2027-03-17T04:30:00.000Z');
    expect(summer.days[2]!.slots[0]!.shopperTime).toBe('Wed 17 Mar 2027, 00:30 (GMT-4)');
  });

  it('refuses a zone that does not exist, with its sentence', async () => {
    const response = await t.injectAs(null, { method: 'GET', url: '/api/appointments/slots?zone=Asia/Atlantis' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual(['zone: must be a time zone such as Asia/Kolkata or Europe/London']);
  });
});
