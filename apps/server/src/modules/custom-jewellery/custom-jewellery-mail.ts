import type { Database } from '@facet/db/client';
import { createElement } from 'react';
import type { MailContext } from '../auth/account-mail.ts';
import { queueEmail } from '../messages/messages.service.ts';
import { notifyShop } from '../messages/shop-notification.ts';
import type { CustomJewelleryForEmail } from '../messages/emails/custom-jewellery-emails.tsx';

/*
 * The custom jewellery e-mails, queued in the transaction that writes the request or the reply
 * (delivered by the jobs, never inline). None carries a secret: the back-office link needs a
 * staff sign-in.
 */

/** To the shopper: we have your request. */
export async function sendCustomJewelleryAcknowledgement(
  db: Database,
  request: CustomJewelleryForEmail,
  context: MailContext,
) {
  const { CustomJewelleryAcknowledgementEmail } = await import('../messages/emails/custom-jewellery-emails.tsx');
  await queueEmail(db, {
    to: request.email,
    subject: `We have your custom jewellery request — ${context.company.businessName}`,
    template: createElement(CustomJewelleryAcknowledgementEmail, { company: context.company, request }),
    links: [],
    secrets: [],
  });
}

/** To the shop's contact address: a new request, with a link to it in the back-office. */
export async function sendCustomJewelleryNotification(
  db: Database,
  input: { id: number; request: CustomJewelleryForEmail },
  context: MailContext,
) {
  const { CustomJewelleryNotificationEmail } = await import('../messages/emails/custom-jewellery-emails.tsx');
  await notifyShop(
    db,
    {
      subject: `New custom jewellery request from ${input.request.name}`,
      path: `/custom-jewelleries/detail/${input.id}`,
      template: (link) =>
        createElement(CustomJewelleryNotificationEmail, { company: context.company, request: input.request, link }),
    },
    context,
  );
}

/** To the shopper: staff's reply. */
export async function sendCustomJewelleryReply(
  db: Database,
  input: { request: CustomJewelleryForEmail; reply: string },
  context: MailContext,
) {
  const { CustomJewelleryReplyEmail } = await import('../messages/emails/custom-jewellery-emails.tsx');
  await queueEmail(db, {
    to: input.request.email,
    subject: `About your custom jewellery request — ${context.company.businessName}`,
    template: createElement(CustomJewelleryReplyEmail, {
      company: context.company,
      request: input.request,
      reply: input.reply,
    }),
    links: [],
    secrets: [],
  });
}
