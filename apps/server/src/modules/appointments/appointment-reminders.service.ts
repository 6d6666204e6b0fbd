import { randomBytes } from 'node:crypto';
import type { Database } from '@facet/db/client';
import type { MailContext } from '../auth/account-mail.ts';
import { sendAppointmentEmail } from './appointment-mail.service.ts';
import { hashLinkToken } from './appointment-records.service.ts';
import { listDueReminderRows, recordReminder, type ReminderKind } from './appointments.queries.ts';

/*
 * The reminders, a day and an hour before an appointment (decision 041): a recurring job finds
 * the appointments due one and, in one transaction each, records the reminder and queues its
 * e-mail. The record's key (appointment, reminder, start) lets each go once however many runners
 * find it at once; a moved appointment is reminded of its new time. Each reminder carries a link
 * token of its own, as the confirmation does, and the record keeps only its hash.
 */

export const APPOINTMENT_REMINDERS_JOB = 'appointments.remind';

const HOUR = 3_600_000;

const windows: { reminder: ReminderKind; fromMs: number; toMs: number }[] = [
  { reminder: 'day', fromMs: HOUR, toMs: 24 * HOUR },
  { reminder: 'hour', fromMs: 0, toMs: HOUR },
];

/** Sends the reminders due now; answers how many were queued. */
export async function sendDueReminders(db: Database, mail: MailContext, now = new Date()): Promise<number> {
  let sent = 0;
  for (const window of windows) {
    const due = await listDueReminderRows(db, {
      reminder: window.reminder,
      from: new Date(now.getTime() + window.fromMs),
      to: new Date(now.getTime() + window.toMs),
      aheadMs: window.toMs,
    });
    for (const appointment of due) {
      const token = randomBytes(24).toString('base64url');
      const queued = await db.transaction(async (tx) => {
        const first = await recordReminder(tx, {
          appointmentId: appointment.id,
          reminder: window.reminder,
          slotStart: appointment.slotStart,
          linkTokenHash: hashLinkToken(token),
        });
        if (first) await sendAppointmentEmail(tx, mail, { appointment, token, event: window.reminder });
        return first;
      });
      if (queued) sent += 1;
    }
  }
  return sent;
}
