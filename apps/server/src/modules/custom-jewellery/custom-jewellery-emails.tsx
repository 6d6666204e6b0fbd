import { customJewelleryKindLabels, type CustomJewelleryKind } from '@facet/contracts/custom-jewellery';
import { formatMoney } from '@facet/contracts/money';
import { formatPhoneNumber } from '@facet/contracts/phone';
import { Button, Link, Section, Text } from '@react-email/components';
import { button, type EmailCompany, emailColours, EmailLayout, paragraph } from '../messages/emails/email-layout.tsx';

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

const quote = {
  ...paragraph,
  borderLeft: `3px solid ${emailColours.line}`,
  color: emailColours.stone,
  paddingLeft: 12,
  whiteSpace: 'pre-wrap' as const,
};

function Summary({ request }: { request: CustomJewelleryForEmail }) {
  const budget = `${formatMoney(request.budgetMin, request.currency)} – ${formatMoney(request.budgetMax, request.currency)}`;
  return (
    <>
      <Text style={paragraph}>
        {customJewelleryKindLabels[request.kind]}, budget {budget}
        {request.pictureCount > 0
          ? `, ${request.pictureCount} reference picture${request.pictureCount === 1 ? '' : 's'}`
          : ''}
      </Text>
      <Text style={quote}>{request.description}</Text>
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
      <Text style={paragraph}>
        Anything to add? Reply to this e-mail, or call us on {company.phone} (Monday to Saturday, 10:30 am – 7:30 pm
        IST).
      </Text>
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
      <Section>
        <Text style={paragraph}>
          <strong>{request.name}</strong>
          <br />
          <Link href={`mailto:${request.email}`}>{request.email}</Link>
          {request.phoneNumber ? (
            <>
              <br />
              {formatPhoneNumber(request.phoneNumber)}
            </>
          ) : null}
        </Text>
      </Section>
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
      <Text style={paragraph}>Dear {request.name},</Text>
      <Text style={{ ...paragraph, whiteSpace: 'pre-wrap' }}>{reply}</Text>
      <Text style={paragraph}>
        With warm regards,
        <br />
        {company.businessName}
      </Text>
      <Text style={{ ...paragraph, fontSize: 13 }}>Your request:</Text>
      <Summary request={request} />
    </EmailLayout>
  );
}
