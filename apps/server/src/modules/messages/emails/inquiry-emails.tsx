import { formatPhoneNumber } from '@facet/contracts/phone';
import { Button, Link, Section, Text } from '@react-email/components';
import { button, type EmailCompany, emailColours, EmailLayout, paragraph } from './email-layout.tsx';

/*
 * The inquiry e-mails: the shopper's acknowledgement, the shop's notification, and a reply
 * from staff. The shopper's own words are quoted back, so each e-mail reads on its own.
 */

export interface InquiryForEmail {
  name: string;
  email: string;
  phoneNumber: string | null;
  message: string;
  sku: string | null;
}

const quote = {
  ...paragraph,
  borderLeft: `3px solid ${emailColours.line}`,
  color: emailColours.stone,
  paddingLeft: 12,
  whiteSpace: 'pre-wrap' as const,
};

function Quoted({ text }: { text: string }) {
  return <Text style={quote}>{text}</Text>;
}

export function InquiryAcknowledgementEmail({ company, inquiry }: { company: EmailCompany; inquiry: InquiryForEmail }) {
  return (
    <EmailLayout company={company} preview="We have your question" heading="We have your question">
      <Text style={paragraph}>Dear {inquiry.name},</Text>
      <Text style={paragraph}>
        Thank you for writing to {company.businessName}. One of our consultants will reply to this address within one
        working day{inquiry.sku ? ` about ${inquiry.sku}` : ''}. Here is what you sent us:
      </Text>
      <Quoted text={inquiry.message} />
      <Text style={paragraph}>
        Anything to add? Reply to this e-mail, or call us on {company.phone} (Monday to Saturday, 10:30 am – 7:30 pm
        IST).
      </Text>
    </EmailLayout>
  );
}

export function InquiryNotificationEmail({
  company,
  inquiry,
  link,
  about,
}: {
  company: EmailCompany;
  inquiry: InquiryForEmail;
  link: string;
  /** What the SKU named: "1.01 ct Round Natural Diamond (LG-101)", or the SKU alone when unknown. */
  about: string | null;
}) {
  return (
    <EmailLayout company={company} preview={`A new inquiry from ${inquiry.name}`} heading="A new inquiry">
      <Section>
        <Text style={paragraph}>
          <strong>{inquiry.name}</strong>
          <br />
          <Link href={`mailto:${inquiry.email}`}>{inquiry.email}</Link>
          {inquiry.phoneNumber ? (
            <>
              <br />
              {formatPhoneNumber(inquiry.phoneNumber)}
            </>
          ) : null}
          {about ? (
            <>
              <br />
              About: {about}
            </>
          ) : null}
        </Text>
      </Section>
      <Quoted text={inquiry.message} />
      <Button href={link} style={button}>
        Open it in the back-office
      </Button>
    </EmailLayout>
  );
}

export function InquiryReplyEmail({
  company,
  inquiry,
  reply,
}: {
  company: EmailCompany;
  inquiry: InquiryForEmail;
  reply: string;
}) {
  return (
    <EmailLayout company={company} preview={reply.slice(0, 90)} heading="About your question">
      <Text style={paragraph}>Dear {inquiry.name},</Text>
      <Text style={{ ...paragraph, whiteSpace: 'pre-wrap' }}>{reply}</Text>
      <Text style={paragraph}>
        With warm regards,
        <br />
        {company.businessName}
      </Text>
      <Text style={{ ...paragraph, fontSize: 13 }}>You wrote:</Text>
      <Quoted text={inquiry.message} />
    </EmailLayout>
  );
}
