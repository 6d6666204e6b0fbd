import { Button, Text } from '@react-email/components';
import { button, type EmailCompany, EmailLayout, paragraph } from './email-layout.tsx';
import { AnythingToAdd, Quoted, Sender, StaffReply } from './written-in-parts.tsx';

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

export function InquiryAcknowledgementEmail({ company, inquiry }: { company: EmailCompany; inquiry: InquiryForEmail }) {
  return (
    <EmailLayout company={company} preview="We have your question" heading="We have your question">
      <Text style={paragraph}>Dear {inquiry.name},</Text>
      <Text style={paragraph}>
        Thank you for writing to {company.businessName}. One of our consultants will reply to this address within one
        working day{inquiry.sku ? ` about ${inquiry.sku}` : ''}. Here is what you sent us:
      </Text>
      <Quoted text={inquiry.message} />
      <AnythingToAdd company={company} />
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
      <Sender sender={inquiry}>
        {about ? (
          <>
            <br />
            About: {about}
          </>
        ) : null}
      </Sender>
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
      <StaffReply company={company} name={inquiry.name} reply={reply} recall="You wrote:">
        <Quoted text={inquiry.message} />
      </StaffReply>
    </EmailLayout>
  );
}
