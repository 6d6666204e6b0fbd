import type { GrievanceOfficer } from '@facet/contracts/business-details';
import { formatPhoneNumber } from '@facet/contracts/phone';
import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { button, type EmailCompany, EmailLayout, paragraph } from './email-layout.tsx';
import { AnythingToAdd, Quoted, Sender, StaffReply } from './written-in-parts.tsx';

/*
 * The inquiry e-mails: the shopper's acknowledgement, the shop's notification, and a reply
 * from staff; a complaint's acknowledgement and notification say its reference, the grievance
 * officer and the day it is to be resolved by. The shopper's own words are quoted back, so each e-mail reads on its own.
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

/** What a complaint's e-mails say besides the inquiry: its reference, who sees to it, and by when. */
export interface ComplaintForEmail {
  reference: string;
  /** The last day (India), in words: "24 December 2026". */
  resolveBy: string;
  resolutionDays: number;
  grievanceOfficer: GrievanceOfficer;
}

export function ComplaintAcknowledgementEmail({
  company,
  inquiry,
  complaint,
}: {
  company: EmailCompany;
  inquiry: InquiryForEmail;
  complaint: ComplaintForEmail;
}) {
  const officer = complaint.grievanceOfficer;
  return (
    <EmailLayout
      company={company}
      preview={`We have your complaint ${complaint.reference}`}
      heading="We have received your complaint"
    >
      <Text style={paragraph}>Dear {inquiry.name},</Text>
      <Text style={paragraph}>
        Thank you for telling {company.businessName} what went wrong. We have received your complaint; its reference
        number is <strong>{complaint.reference}</strong>. Please quote it whenever you write or call about it.
      </Text>
      <Text style={paragraph}>
        It will be resolved within {complaint.resolutionDays} days of receipt, by <strong>{complaint.resolveBy}</strong>{' '}
        (India time). Our grievance officer sees to it:
      </Text>
      <Text style={paragraph}>
        <strong>{officer.name}</strong>, {officer.designation}
        <br />
        <Link href={`mailto:${officer.email}`}>{officer.email}</Link>
        <br />
        {formatPhoneNumber(officer.phone)}
      </Text>
      <Text style={paragraph}>Here is what you sent us:</Text>
      <Quoted text={inquiry.message} />
      <AnythingToAdd company={company} />
    </EmailLayout>
  );
}

export function ComplaintNotificationEmail({
  company,
  inquiry,
  complaint,
  link,
  about,
}: {
  company: EmailCompany;
  inquiry: InquiryForEmail;
  complaint: ComplaintForEmail;
  link: string;
  about: string | null;
}) {
  return (
    <EmailLayout
      company={company}
      preview={`Complaint ${complaint.reference} from ${inquiry.name}, to resolve by ${complaint.resolveBy}`}
      heading={`Complaint ${complaint.reference}`}
    >
      <Text style={paragraph}>
        A complaint to resolve by <strong>{complaint.resolveBy}</strong>. The shopper has been told its reference and
        that date.
      </Text>
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
