import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { button, type EmailCompany, EmailLayout, paragraph } from './email-layout.tsx';

/* The account e-mails: confirm an address, set a new password, accept a staff invitation. */

interface LinkEmailProps {
  company: EmailCompany;
  firstName: string;
  link: string;
}

function LinkFallback({ link }: { link: string }) {
  return (
    <Text style={{ ...paragraph, fontSize: 13 }}>
      If the button does not work, copy this address into your browser:
      <br />
      <Link href={link}>{link}</Link>
    </Text>
  );
}

export function ConfirmEmail({ company, firstName, link }: LinkEmailProps) {
  return (
    <EmailLayout company={company} preview="Confirm your e-mail address" heading="Confirm your e-mail address">
      <Text style={paragraph}>Dear {firstName},</Text>
      <Text style={paragraph}>
        Thank you for creating an account with {company.businessName}. Please confirm that this is your e-mail address,
        so that we can send you order confirmations and updates.
      </Text>
      <Button href={link} style={button}>
        Confirm my e-mail address
      </Button>
      <Text style={{ ...paragraph, marginTop: 16 }}>The link works for 24 hours.</Text>
      <LinkFallback link={link} />
    </EmailLayout>
  );
}

export function ResetPasswordEmail({ company, firstName, link }: LinkEmailProps) {
  return (
    <EmailLayout company={company} preview="Set a new password" heading="Set a new password">
      <Text style={paragraph}>Dear {firstName},</Text>
      <Text style={paragraph}>
        Someone — we hope you — asked to set a new password for your {company.businessName} account. Choose a new
        password with the button below; the link works once, for one hour.
      </Text>
      <Button href={link} style={button}>
        Set a new password
      </Button>
      <Text style={{ ...paragraph, marginTop: 16 }}>
        If you did not ask for this, ignore this e-mail: your password stays as it is.
      </Text>
      <LinkFallback link={link} />
    </EmailLayout>
  );
}

export function InvitationEmail({ company, firstName, link, role }: LinkEmailProps & { role: string }) {
  return (
    <EmailLayout
      company={company}
      preview={`You are invited to the ${company.businessName} back-office`}
      heading="Welcome to the team"
    >
      <Text style={paragraph}>Dear {firstName},</Text>
      <Text style={paragraph}>
        You have been invited to the {company.businessName} back-office, with the role {role}. Set your password to
        activate your account; the link works for 7 days.
      </Text>
      <Button href={link} style={button}>
        Activate my account
      </Button>
      <LinkFallback link={link} />
    </EmailLayout>
  );
}
