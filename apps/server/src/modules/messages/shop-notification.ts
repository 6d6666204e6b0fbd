import type { Database } from '@facet/db/client';
import type { ReactElement } from 'react';
import type { MailContext } from '../auth/account-mail.ts';
import { queueEmail } from './messages.service.ts';

/**
 * To the shop's contact address: something shoppers sent (an inquiry, a custom jewellery
 * request) for staff to look at, with a link to its back-office page `path`. Queued in the
 * caller's transaction; no secret in it, since the page needs a staff sign-in.
 */
export async function notifyShop(
  db: Database,
  input: { subject: string; path: string; template: (link: string) => ReactElement },
  context: MailContext,
) {
  const link = `${context.publicUrl}${input.path}`;
  await queueEmail(db, {
    to: context.company.email,
    subject: input.subject,
    template: input.template(link),
    links: [link],
    secrets: [],
  });
}
