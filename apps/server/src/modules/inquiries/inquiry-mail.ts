import type { Database } from '@facet/db/client';
import { createElement } from 'react';
import type { MailContext } from '../auth/account-mail.ts';
import {
  InquiryAcknowledgementEmail,
  type InquiryForEmail,
  InquiryNotificationEmail,
  InquiryReplyEmail,
} from '../messages/emails/inquiry-emails.tsx';
import { queueEmail } from '../messages/messages.service.ts';
import { notifyShop } from '../messages/shop-notification.ts';

/*
 * The inquiry e-mails, queued in the transaction that writes the inquiry (delivered by the
 * jobs, never inline). None carries a secret: the back-office link needs a staff sign-in.
 */

/** To the shopper: we have your question. */
export async function sendInquiryAcknowledgement(db: Database, inquiry: InquiryForEmail, context: MailContext) {
  await queueEmail(db, {
    to: inquiry.email,
    subject: `We have your question — ${context.company.businessName}`,
    template: createElement(InquiryAcknowledgementEmail, { company: context.company, inquiry }),
    links: [],
    secrets: [],
  });
}

/** To the shop's contact address: a new inquiry, with a link to it in the back-office. */
export async function sendInquiryNotification(
  db: Database,
  input: { id: number; inquiry: InquiryForEmail; about: string | null },
  context: MailContext,
) {
  const { id, inquiry, about } = input;
  await notifyShop(
    db,
    {
      subject: `New inquiry from ${inquiry.name}${about ? ` about ${about}` : ''}`,
      path: `/inquiries/detail/${id}`,
      template: (link) => createElement(InquiryNotificationEmail, { company: context.company, inquiry, link, about }),
    },
    context,
  );
}

/** To the shopper: staff's answer. */
export async function sendInquiryReply(
  db: Database,
  input: { inquiry: InquiryForEmail; reply: string },
  context: MailContext,
) {
  await queueEmail(db, {
    to: input.inquiry.email,
    subject: `About your question — ${context.company.businessName}`,
    template: createElement(InquiryReplyEmail, {
      company: context.company,
      inquiry: input.inquiry,
      reply: input.reply,
    }),
    links: [],
    secrets: [],
  });
}
