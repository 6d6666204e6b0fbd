import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailContextOf } from '../auth/account-mail.ts';
import { newCustomer } from '../../testing/customers.ts';
import { latestMessageTo, latestTokenTo, messagesTo } from '../../testing/messages.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { hourAhead, openAlways, setAppointmentSettings } from './appointment-test-support.ts';
import { sendDueReminders } from './appointment-reminders.service.ts';

/*
 * The reminders a day and an hour before: each goes once, however often (or how many at once)
 * the job runs; a moved appointment is reminded of its new time; a cancelled one is not reminded.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await setAppointmentSettings(t, { ...openAlways, consultants: 5 });
});
afterAll(() => t.close());

const HOUR = 3_600_000;

async function bookAs(email: string, start: Date): Promise<{ id: number; cookie: string }> {
  const shopper = await newCustomer(t, email);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { cookie: shopper.cookie },
    payload: { kind: 'video', start: start.toISOString(), zone: 'Asia/Kolkata', source: 'contact' },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return { id: response.json().data.id as number, cookie: shopper.cookie };
}

const subjectsTo = async (email: string) => (await messagesTo(t.database.db, email)).map((message) => message.subject);

describe('appointment reminders', () => {
  it('sends the day’s and the hour’s reminder once each, even when runs overlap', async () => {
    const start = hourAhead(48);
    await bookAs('remind-me@example.com', start);
    const mail = mailContextOf(t.config);
    expect(await sendDueReminders(t.database.db, mail, new Date(start.getTime() - 30 * HOUR))).toBe(0);
    const dayBefore = new Date(start.getTime() - 23 * HOUR);
    const runs = await Promise.all([1, 2, 3].map(() => sendDueReminders(t.database.db, mail, dayBefore)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const hourBefore = new Date(start.getTime() - 50 * 60_000);
    expect(await sendDueReminders(t.database.db, mail, hourBefore)).toBe(1);
    expect(await sendDueReminders(t.database.db, mail, hourBefore)).toBe(0);
    const subjects = await subjectsTo('remind-me@example.com');
    expect(subjects.filter((subject) => subject.startsWith('Your appointment is tomorrow'))).toHaveLength(1);
    expect(subjects.filter((subject) => subject.startsWith('Your appointment is in an hour'))).toHaveLength(1);
  });

  it('links each reminder to the appointment signed out, with a token of its own beside the confirmation’s', async () => {
    const start = hourAhead(48);
    await bookAs('remind-link@example.com', start);
    const confirmationToken = await latestTokenTo(t.database.db, 'remind-link@example.com');
    const mail = mailContextOf(t.config);
    expect(await sendDueReminders(t.database.db, mail, new Date(start.getTime() - 23 * HOUR))).toBe(1);
    const reminder = await latestMessageTo(t.database.db, 'remind-link@example.com');
    expect(reminder.subject).toMatch(/^Your appointment is tomorrow/);
    expect(reminder.links).toHaveLength(1);
    expect(reminder.links[0]).toMatch(new RegExp(`^${t.config.publicUrl}/appointment\\?token=`));
    const reminderToken = await latestTokenTo(t.database.db, 'remind-link@example.com');
    expect(reminderToken).not.toBe(confirmationToken);
    // Only the hash is kept: the token itself is nowhere in the database but the queued e-mail.
    const stored = await t.database.db.execute(sql`select link_token_hash from appointment_reminders`);
    expect(JSON.stringify(stored)).not.toContain(reminderToken);

    const read = (token: string) => t.app.inject({ url: `/api/appointments/link?token=${encodeURIComponent(token)}` });
    for (const token of [reminderToken, confirmationToken]) {
      const response = await read(token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.start).toBe(start.toISOString());
    }
    const altered = `${reminderToken.slice(0, -1)}${reminderToken.endsWith('A') ? 'B' : 'A'}`;
    expect((await read(altered)).statusCode).toBe(404);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/link/cancel',
      payload: { token: reminderToken },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.state).toBe('cancelled');
  });

  it('reminds a moved appointment of its new time, and never a cancelled one', async () => {
    const mail = mailContextOf(t.config);
    const start = hourAhead(72);
    const { id, cookie } = await bookAs('moved@example.com', start);
    expect(await sendDueReminders(t.database.db, mail, new Date(start.getTime() - 20 * HOUR))).toBe(1);
    const later = new Date(start.getTime() + 2 * HOUR);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${id}/rebook`,
      headers: { cookie },
      payload: { start: later.toISOString(), zone: 'Asia/Kolkata' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await sendDueReminders(t.database.db, mail, new Date(later.getTime() - 20 * HOUR))).toBe(1);

    const cancelledStart = hourAhead(96);
    const cancelled = await bookAs('cancelled@example.com', cancelledStart);
    await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${cancelled.id}/cancel`,
      headers: { cookie: cancelled.cookie },
    });
    expect(await sendDueReminders(t.database.db, mail, new Date(cancelledStart.getTime() - 20 * HOUR))).toBe(0);
  });
});
