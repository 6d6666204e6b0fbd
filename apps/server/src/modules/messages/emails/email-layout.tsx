import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';

/*
 * The frame every e-mail shares, rendered from React in the shop's colours and type so mail
 * matches the shop. Inline styles only: mail clients ignore stylesheets.
 */

export const emailColours = {
  ivory: '#fbf9f6',
  ink: '#1d1b19',
  graphite: '#3b3733',
  stone: '#6e675f',
  gold: '#a3804b',
  line: '#e3dcd2',
};

export interface EmailCompany {
  businessName: string;
  email: string;
  phone: string;
  city: string;
}

export function EmailLayout({
  preview,
  heading,
  company,
  children,
}: {
  preview: string;
  heading: string;
  company: EmailCompany;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: emailColours.ivory,
          fontFamily: 'Helvetica, Arial, sans-serif',
          margin: 0,
          padding: '24px 0',
        }}
      >
        <Container
          style={{
            backgroundColor: '#ffffff',
            border: `1px solid ${emailColours.line}`,
            maxWidth: 560,
            padding: '32px 40px',
          }}
        >
          <Text
            style={{
              color: emailColours.gold,
              fontFamily: 'Georgia, serif',
              fontSize: 22,
              letterSpacing: '0.04em',
              margin: 0,
            }}
          >
            {company.businessName}
          </Text>
          <Heading
            as="h1"
            style={{
              color: emailColours.ink,
              fontFamily: 'Georgia, serif',
              fontSize: 26,
              fontWeight: 400,
              margin: '28px 0 12px',
            }}
          >
            {heading}
          </Heading>
          <Section>{children}</Section>
          <Hr style={{ borderColor: emailColours.line, margin: '32px 0 16px' }} />
          <Text style={{ color: emailColours.stone, fontSize: 12, lineHeight: '18px', margin: 0 }}>
            {company.businessName}, {company.city} · {company.email} · {company.phone}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export const paragraph = { color: emailColours.graphite, fontSize: 15, lineHeight: '24px', margin: '0 0 16px' };

export const button = {
  backgroundColor: emailColours.ink,
  borderRadius: 999,
  color: emailColours.ivory,
  display: 'inline-block',
  fontSize: 14,
  padding: '12px 24px',
  textDecoration: 'none',
};

/** A second action beside the main one: outlined. */
export const secondaryButton = {
  ...button,
  backgroundColor: 'transparent',
  border: `1px solid ${emailColours.ink}`,
  color: emailColours.ink,
};
