import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { button, type EmailCompany, emailColours, EmailLayout, paragraph } from './email-layout.tsx';

/*
 * A hint (decision 046): a shopper's friend hears of one piece. The shop writes everything but
 * the sender's name and message, which React escapes and which carry no address (the contract
 * refuses one), so the only link is the piece's page.
 */

export interface HintForEmail {
  senderName: string;
  message: string | null;
  pieceName: string;
  /** A piece's metal and the like ("White Gold"). */
  detail: string;
  price: string;
  link: string;
  /** An absolute address, or null when the piece has no picture. */
  picture: string | null;
}

export function hintEmailSubject(hint: HintForEmail, company: EmailCompany): string {
  return `${hint.senderName} dropped a hint — ${company.businessName}`;
}

export function HintEmail({ company, hint }: { company: EmailCompany; hint: HintForEmail }) {
  return (
    <EmailLayout company={company} preview={`${hint.senderName} has an idea for you`} heading="A hint for you">
      <Text style={paragraph}>
        {hint.senderName} saw this at {company.businessName} and thought you should know about it.
      </Text>
      {hint.message ? (
        <Text
          style={{
            ...paragraph,
            whiteSpace: 'pre-line',
            borderLeft: `3px solid ${emailColours.line}`,
            paddingLeft: 12,
          }}
        >
          {hint.message}
        </Text>
      ) : null}
      <Section style={{ margin: '16px 0', borderTop: `1px solid ${emailColours.line}`, paddingTop: 16 }}>
        {hint.picture ? (
          <img
            src={hint.picture}
            width={240}
            height={240}
            alt={hint.pieceName}
            style={{ display: 'block', marginBottom: 12 }}
          />
        ) : null}
        <Text style={{ ...paragraph, margin: '0 0 4px', fontSize: 18, color: emailColours.ink }}>
          <Link href={hint.link} style={{ color: emailColours.ink, fontWeight: 600 }}>
            {hint.pieceName}
          </Link>
        </Text>
        <Text style={{ ...paragraph, margin: '0 0 4px', fontSize: 13 }}>{hint.detail}</Text>
        <Text style={paragraph}>{hint.price}</Text>
      </Section>
      <Button href={hint.link} style={button}>
        See the piece
      </Button>
      <Text style={{ ...paragraph, marginTop: 16, fontSize: 13 }}>
        You got this e-mail because {hint.senderName} typed your address at {company.businessName}. We keep it only to
        send no more than one hint a day about the same piece.
      </Text>
    </EmailLayout>
  );
}

export function hintEmailText({ company, hint }: { company: EmailCompany; hint: HintForEmail }): string {
  return [
    `${hint.senderName} saw this at ${company.businessName} and thought you should know about it.`,
    hint.message ? `\n“${hint.message}”\n` : '',
    `${hint.pieceName} (${hint.detail}), ${hint.price}`,
    `See the piece: ${hint.link}`,
    '',
    `You got this e-mail because ${hint.senderName} typed your address at ${company.businessName}.`,
  ].join('\n');
}
