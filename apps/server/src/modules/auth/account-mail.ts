import { type Role, roleLabels } from '@facet/contracts/permissions';
import { createElement } from 'react';
import type { Database } from '@facet/db/client';
import type { Config } from '../../env.ts';
import type { EmailCompany } from '../messages/emails/email-layout.tsx';
import { queueEmail } from '../messages/messages.service.ts';

/** What account e-mails need from the configuration: where links point, whom they come from. */
export interface MailContext {
  publicUrl: string;
  company: EmailCompany;
  /** The shop as its tax documents name it (the order e-mails carry them). */
}

export function mailContextOf(config: Config): MailContext {
  return {
    publicUrl: config.publicUrl,
    company: {
      businessName: config.company.businessName,
      email: config.company.email,
      phone: config.company.phone,
      city: config.company.address.city,
    },
  };
}

interface Recipient {
  email: string;
  firstName: string;
}

/** Whom a link goes to, and the token it carries. */
interface LinkMail {
  to: Recipient;
  token: string;
}

function linkTo(context: MailContext, path: string, token: string): string {
  return `${context.publicUrl}${path}?token=${encodeURIComponent(token)}`;
}

export async function sendConfirmEmail(db: Database, input: LinkMail, context: MailContext) {
  const { ConfirmEmail } = await import('../messages/emails/account-emails.tsx');
  const { to, token } = input;
  const link = linkTo(context, '/confirm-email', token);
  await queueEmail(db, {
    to: to.email,
    subject: `Confirm your e-mail address — ${context.company.businessName}`,
    template: createElement(ConfirmEmail, { company: context.company, firstName: to.firstName, link }),
    links: [link],
    secrets: [token],
  });
}

export async function sendResetPasswordEmail(db: Database, input: LinkMail, context: MailContext) {
  const { ResetPasswordEmail } = await import('../messages/emails/account-emails.tsx');
  const { to, token } = input;
  const link = linkTo(context, '/set-new-password', token);
  await queueEmail(db, {
    to: to.email,
    subject: `Set a new password — ${context.company.businessName}`,
    template: createElement(ResetPasswordEmail, { company: context.company, firstName: to.firstName, link }),
    links: [link],
    secrets: [token],
  });
}

export async function sendInvitationEmail(
  db: Database,
  input: LinkMail & { to: { role: string } },
  context: MailContext,
) {
  const { InvitationEmail } = await import('../messages/emails/account-emails.tsx');
  const { to, token } = input;
  const link = linkTo(context, '/activate-account', token);
  await queueEmail(db, {
    to: to.email,
    subject: `Your invitation to ${context.company.businessName}`,
    template: createElement(InvitationEmail, {
      company: context.company,
      firstName: to.firstName,
      link,
      role: roleLabels[to.role as Role] ?? to.role,
    }),
    links: [link],
    secrets: [token],
  });
}
