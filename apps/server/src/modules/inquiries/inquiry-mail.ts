import type { Database } from '@facet/db/client';
import { createElement } from 'react';
import type { MailContext } from '../auth/account-mail.ts';
import type { ComplaintForEmail, InquiryForEmail } from '../messages/emails/inquiry-emails.tsx';
import { queueEmail } from '../messages/messages.service.ts';
import { notifyShop } from '../messages/shop-notification.ts';

/*
 * The inquiry e-mails, queued in the transaction that writes the inquiry (delivered by the
 * jobs, never inline). None carries a secret: the back-office link needs a staff sign-in.
 */

/** To the shopper: we have your question. */
export async function sendInquiryAcknowledgement(db: Database, inquiry: InquiryForEmail, context: MailContext) {
  const { InquiryAcknowledgementEmail } = await import('../messages/emails/inquiry-emails.tsx');
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
  const { InquiryNotificationEmail } = await import('../messages/emails/inquiry-emails.tsx');
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
  const { InquiryReplyEmail } = await import('../messages/emails/inquiry-emails.tsx');
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

/** To the shopper: we have your complaint, its reference, who sees to it and by when. */
export async function sendComplaintAcknowledgement(
  db: Database,
  input: { inquiry: InquiryForEmail; complaint: ComplaintForEmail },
  context: MailContext,
) {
  const { ComplaintAcknowledgementEmail } = await import('../messages/emails/inquiry-emails.tsx');
  await queueEmail(db, {
    to: input.inquiry.email,
    subject: `Your complaint ${input.complaint.reference} — ${context.company.businessName}`,
    template: createElement(ComplaintAcknowledgementEmail, { company: context.company, ...input }),
    links: [],
    secrets: [],
  });
}

/**
 * To the grievance officer, who sees it resolved, and to customer care when that is another
 * address: a new complaint, its deadline, and a link to it in the back-office.
 */
export async function sendComplaintNotification(
  db: Database,
  input: { id: number; inquiry: InquiryForEmail; complaint: ComplaintForEmail; about: string | null },
  context: MailContext,
) {
  const { ComplaintNotificationEmail } = await import('../messages/emails/inquiry-emails.tsx');
  const { id, inquiry, complaint, about } = input;
  const link = `${context.publicUrl}/inquiries/detail/${id}`;
  const recipients = new Set([complaint.grievanceOfficer.email, context.company.email]);
  for (const to of recipients) {
    await queueEmail(db, {
      to,
      subject: `Complaint ${complaint.reference} from ${inquiry.name} — resolve by ${complaint.resolveBy}`,
      template: createElement(ComplaintNotificationEmail, {
        company: context.company,
        inquiry,
        complaint,
        link,
        about,
      }),
      links: [link],
      secrets: [],
    });
  }
}
