import type { DeskAppointment } from '@facet/contracts/appointment-desk';
import { appointmentKindLabels } from '@facet/contracts/appointments';
import type { Transaction } from '@facet/db/client';
import { createElement } from 'react';
import type { MailContext } from '../auth/account-mail.ts';
import type {
  AppointmentEvent,
  AppointmentForEmail,
  SelectionForEmail,
} from '../messages/emails/appointment-emails.tsx';
import { queueEmail } from '../messages/messages.service.ts';
import { shortlistsOf } from './appointment-records.service.ts';
import { type AppointmentRow, findCustomerForMail } from './appointments.queries.ts';
import { writtenIn } from './slot-times.ts';

/*
 * The appointment e-mails, queued in the transaction that books the appointment (or, for the
 * reminders, records them sent). The confirmation carries an .ics invitation; every one links to
 * the signed page that cancels or moves the appointment.
 */

/** The page an e-mail's link opens: the appointment, cancellable and movable signed out. */
export function appointmentLinkUrl(mail: MailContext, token: string): string {
  return `${mail.publicUrl}/appointment?token=${encodeURIComponent(token)}`;
}

async function invitation(row: AppointmentRow, mail: MailContext): Promise<string> {
  const { createEvent } = await import('ics');
  const { error, value } = createEvent({
    uid: `appointment-${row.id}@facet`,
    start: row.slotStart.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: row.slotMinutes },
    title: `${appointmentKindLabels[row.kind]} with ${mail.company.businessName}`,
    // The e-mail's link acts on the appointment signed out: it stays out of the stored file.
    description: 'To cancel or move it, use the link in the e-mail that brought this invitation.',
    status: 'CONFIRMED',
    method: 'PUBLISH',
  });
  if (error || !value) throw error ?? new Error('The calendar invitation could not be written.');
  return value;
}

/**
 * Queues an appointment's e-mail. The confirmation and each reminder carry a signed link
 * (`token`, which only the e-mail keeps: the appointment or the reminder keeps its hash); the
 * confirmation also the invitation. Without a token it links to the shopper's appointments.
 */
export async function sendAppointmentEmail(
  tx: Transaction,
  mail: MailContext,
  input: { appointment: AppointmentRow; token?: string; event: AppointmentEvent },
): Promise<void> {
  const { AppointmentEmail, appointmentEmailSubject, appointmentEmailText } =
    await import('../messages/emails/appointment-emails.tsx');
  const row = input.appointment;
  const customer = await findCustomerForMail(tx, row.userId);
  if (!customer) return;
  const link = input.token ? appointmentLinkUrl(mail, input.token) : `${mail.publicUrl}/my-appointments`;
  const shortlist = (await shortlistsOf(tx, [row.id])).get(row.id) ?? [];
  const appointment: AppointmentForEmail = {
    name: customer.firstName,
    kind: appointmentKindLabels[row.kind],
    shopperTime: writtenIn(row.slotStart, row.zone),
    indiaTime: writtenIn(row.slotStart, 'Asia/Kolkata'),
    shortlist: shortlist.map((item) => `${item.name} (${item.sku})`),
    link,
  };
  const props = { event: input.event, appointment, company: mail.company };
  await queueEmail(tx, {
    to: customer.email,
    subject: appointmentEmailSubject(input.event, mail.company),
    template: createElement(AppointmentEmail, props),
    text: appointmentEmailText(props),
    links: [link],
    secrets: input.token ? [input.token] : [],
    attachments:
      input.event === 'booked'
        ? [{ filename: 'appointment.ics', contentType: 'text/calendar', text: await invitation(row, mail) }]
        : [],
  });
}

/** "Send this selection": the shortlist, linking to the shopper's appointments, where each can go to the bag. */
export async function sendSelectionEmail(
  tx: Transaction,
  mail: MailContext,
  record: Pick<DeskAppointment, 'id' | 'customer' | 'shortlist'>,
): Promise<void> {
  const { SelectionEmail, selectionEmailSubject, selectionEmailText } =
    await import('../messages/emails/appointment-emails.tsx');
  const selection: SelectionForEmail = {
    name: record.customer.name,
    items: record.shortlist.map((item) => `${item.name} (${item.sku})`),
    link: `${mail.publicUrl}/my-appointments#appointment-${record.id}`,
  };
  await queueEmail(tx, {
    to: record.customer.email,
    subject: selectionEmailSubject(mail.company),
    template: createElement(SelectionEmail, { selection, company: mail.company }),
    text: selectionEmailText({ selection, company: mail.company }),
    links: [selection.link],
    secrets: [],
  });
}
