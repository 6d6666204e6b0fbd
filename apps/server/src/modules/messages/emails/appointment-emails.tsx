import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import { button, type EmailCompany, EmailLayout, paragraph } from './email-layout.tsx';

/*
 * The appointment e-mails (decision 041): the confirmation, which carries the calendar invitation,
 * and the reminders a day and an hour before. Each says the time in the shopper's zone and India's
 * and links to the page where it may be cancelled or moved, signed out.
 */

export type AppointmentEvent = 'booked' | 'day' | 'hour';

export interface AppointmentForEmail {
  name: string;
  kind: string;
  shopperTime: string;
  indiaTime: string;
  shortlist: string[];
  link: string;
}

const headings: Record<AppointmentEvent, string> = {
  booked: 'Your appointment is booked',
  day: 'Your appointment is tomorrow',
  hour: 'Your appointment is in an hour',
};

export function appointmentEmailSubject(event: AppointmentEvent, company: EmailCompany): string {
  return `${headings[event]} — ${company.businessName}`;
}

export function appointmentEmailText({
  event,
  appointment,
  company,
}: {
  event: AppointmentEvent;
  appointment: AppointmentForEmail;
  company: EmailCompany;
}): string {
  return [
    `Dear ${appointment.name},`,
    '',
    `${headings[event]}: ${appointment.kind}, ${appointment.shopperTime} (${appointment.indiaTime} in India).`,
    ...(appointment.shortlist.length > 0
      ? ['', 'Your shortlist:', ...appointment.shortlist.map((item) => `- ${item}`)]
      : []),
    '',
    `To cancel or move it: ${appointment.link}`,
    '',
    `${company.businessName}, ${company.phone}`,
  ].join('\n');
}

export function AppointmentEmail({
  event,
  appointment,
  company,
}: {
  event: AppointmentEvent;
  appointment: AppointmentForEmail;
  company: EmailCompany;
}) {
  return (
    <EmailLayout company={company} preview={appointment.shopperTime} heading={headings[event]}>
      <Text style={paragraph}>Dear {appointment.name},</Text>
      <Text style={paragraph}>
        {appointment.kind}: {appointment.shopperTime} ({appointment.indiaTime} in India).
      </Text>
      {appointment.shortlist.length > 0 ? (
        <Text style={paragraph}>Your shortlist: {appointment.shortlist.join('; ')}.</Text>
      ) : null}
      <Button href={appointment.link} style={button}>
        Cancel or move it
      </Button>
    </EmailLayout>
  );
}

/** "Send this selection": the shortlist a consultant put together, linking to it ready for the bag. */
export interface SelectionForEmail {
  name: string;
  items: string[];
  link: string;
}

export function selectionEmailSubject(company: EmailCompany): string {
  return `Your selection from ${company.businessName}`;
}

export function selectionEmailText({ selection, company }: { selection: SelectionForEmail; company: EmailCompany }) {
  return [
    `Dear ${selection.name},`,
    '',
    'Here is the selection your consultant put together for you:',
    ...selection.items.map((item) => `- ${item}`),
    '',
    `To add them to your bag: ${selection.link}`,
    '',
    `${company.businessName}, ${company.phone}`,
  ].join('\n');
}

export function SelectionEmail({ selection, company }: { selection: SelectionForEmail; company: EmailCompany }) {
  return (
    <EmailLayout company={company} preview="The selection your consultant put together" heading="Your selection">
      <Text style={paragraph}>Dear {selection.name},</Text>
      <Text style={paragraph}>
        Here is the selection your consultant put together for you: {selection.items.join('; ')}.
      </Text>
      <Button href={selection.link} style={button}>
        Add them to your bag
      </Button>
    </EmailLayout>
  );
}
