import { customJewelleryKindLabels, type CustomJewelleryKind, formatBudget } from '@facet/contracts/custom-jewellery';
import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import { button, type EmailCompany, EmailLayout, paragraph } from './email-layout.tsx';
import { AnythingToAdd, Quoted, Sender, StaffReply } from './written-in-parts.tsx';

/*
 * The custom jewellery e-mails: the shopper's acknowledgement, the shop's notification and a
 * reply from staff. The request is summed up in each, so each reads on its own.
 */

export interface CustomJewelleryForEmail {
  name: string;
  email: string;
  phoneNumber: string | null;
  kind: CustomJewelleryKind;
  budgetMin: number;
  budgetMax: number;
  currency: 'INR' | 'USD';
  description: string;
  pictureCount: number;
}

function Summary({ request }: { request: CustomJewelleryForEmail }) {
  return (
    <>
      <Text style={paragraph}>
        {customJewelleryKindLabels[request.kind]}, budget {formatBudget(request)}
        {request.pictureCount > 0
          ? `, ${request.pictureCount} reference picture${request.pictureCount === 1 ? '' : 's'}`
          : ''}
      </Text>
      <Quoted text={request.description} />
    </>
  );
}

export function CustomJewelleryAcknowledgementEmail({
  company,
  request,
}: {
  company: EmailCompany;
  request: CustomJewelleryForEmail;
}) {
  return (
    <EmailLayout company={company} preview="We have your custom jewellery request" heading="We have your request">
      <Text style={paragraph}>Dear {request.name},</Text>
      <Text style={paragraph}>
        Thank you for asking {company.businessName} to make a piece for you. One of our designers will write to this
        address within two working days. Here is what you sent us:
      </Text>
      <Summary request={request} />
      <AnythingToAdd company={company} />
    </EmailLayout>
  );
}

export function CustomJewelleryNotificationEmail({
  company,
  request,
  link,
}: {
  company: EmailCompany;
  request: CustomJewelleryForEmail;
  link: string;
}) {
  return (
    <EmailLayout
      company={company}
      preview={`A custom jewellery request from ${request.name}`}
      heading="A new custom jewellery request"
    >
      <Sender sender={request} />
      <Summary request={request} />
      <Button href={link} style={button}>
        Open it in the back-office
      </Button>
    </EmailLayout>
  );
}

export function CustomJewelleryReplyEmail({
  company,
  request,
  reply,
}: {
  company: EmailCompany;
  request: CustomJewelleryForEmail;
  reply: string;
}) {
  return (
    <EmailLayout company={company} preview={reply.slice(0, 90)} heading="About your custom jewellery request">
      <StaffReply company={company} name={request.name} reply={reply} recall="Your request:">
        <Summary request={request} />
      </StaffReply>
    </EmailLayout>
  );
}
