import { formatPhoneNumber } from '@facet/contracts/phone';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { type EmailCompany, emailColours, paragraph } from './email-layout.tsx';

/*
 * The parts of the e-mails about what shoppers write in (inquiries, custom jewellery requests):
 * their words quoted back, who wrote for the shop's notification, and staff's reply.
 */

const quote = {
  ...paragraph,
  borderLeft: `3px solid ${emailColours.line}`,
  color: emailColours.stone,
  paddingLeft: 12,
  whiteSpace: 'pre-wrap' as const,
};

/** The shopper's own words, set off by a rule. */
export function Quoted({ text }: { text: string }) {
  return <Text style={quote}>{text}</Text>;
}

/** Who wrote in: name, e-mail (to reply to), phone; `children` adds lines (what it is about). */
export function Sender({
  sender,
  children,
}: {
  sender: { name: string; email: string; phoneNumber: string | null };
  children?: ReactNode;
}) {
  return (
    <Section>
      <Text style={paragraph}>
        <strong>{sender.name}</strong>
        <br />
        <Link href={`mailto:${sender.email}`}>{sender.email}</Link>
        {sender.phoneNumber ? (
          <>
            <br />
            {formatPhoneNumber(sender.phoneNumber)}
          </>
        ) : null}
        {children}
      </Text>
    </Section>
  );
}

/** Staff's reply, signed by the shop; `children` recalls what the shopper sent, under `recall`. */
export function StaffReply({
  company,
  name,
  reply,
  recall,
  children,
}: {
  company: EmailCompany;
  name: string;
  reply: string;
  recall: string;
  children: ReactNode;
}) {
  return (
    <>
      <Text style={paragraph}>Dear {name},</Text>
      <Text style={{ ...paragraph, whiteSpace: 'pre-wrap' }}>{reply}</Text>
      <Text style={paragraph}>
        With warm regards,
        <br />
        {company.businessName}
      </Text>
      <Text style={{ ...paragraph, fontSize: 13 }}>{recall}</Text>
      {children}
    </>
  );
}

/** The closing line of an acknowledgement: how to add something. */
export function AnythingToAdd({ company }: { company: EmailCompany }) {
  return (
    <Text style={paragraph}>
      Anything to add? Reply to this e-mail, or call us on {company.phone} (Monday to Saturday, 10:30 am – 7:30 pm IST).
    </Text>
  );
}
