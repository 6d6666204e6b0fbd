import type { ReturnState } from '@facet/contracts/return-states';
import type { Transaction } from '@facet/db/client';
import { createElement } from 'react';
import type { MailContext } from '../auth/account-mail.ts';
import type { ReturnRequestForEmail } from '../messages/emails/return-emails.tsx';
import { queueEmail } from '../messages/messages.service.ts';
import { findRequestForMail } from './return-request-save.queries.ts';

/*
 * The e-mails of return requests, queued in the transaction that makes or moves the request:
 * the customer hears of every step, and of the pick-up staff book for their parcel. Staff see new
 * requests in the Returns queue, oldest first.
 */

/** The customer's page of a request (the return slip prints from it). */
export function returnRequestPath(id: number): string {
  return `/my-returns/${id}`;
}

/** Tells the customer where their request stands now (`state`), with staff's note when one was written. */
export async function sendReturnRequestEmail(
  tx: Transaction,
  mail: MailContext,
  input: { id: number; state: ReturnState; note: string; pickup?: ReturnRequestForEmail['pickup'] },
): Promise<void> {
  const { ReturnRequestEmail, returnRequestEmailSubject, returnRequestEmailText } =
    await import('../messages/emails/return-emails.tsx');
  const row = await findRequestForMail(tx, input.id);
  if (!row) return;
  const item = [
    row.name,
    row.details,
    row.ringSize ? `size US ${row.ringSize}` : '',
    row.newRingSize ? `to be resized to US ${row.newRingSize}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const request: ReturnRequestForEmail = {
    number: row.number,
    kind: row.kind,
    state: input.state,
    customerName: row.firstName,
    orderNumber: row.orderNumber,
    item: row.quantity > 1 ? `${item} × ${row.quantity}` : item,
    note: input.note,
    link: `${mail.publicUrl}${returnRequestPath(input.id)}`,
    ...(input.pickup ? { pickup: input.pickup } : {}),
  };
  await queueEmail(tx, {
    to: row.email,
    subject: returnRequestEmailSubject(request, mail.company),
    template: createElement(ReturnRequestEmail, { company: mail.company, request }),
    text: returnRequestEmailText({ company: mail.company, request }),
    links: input.pickup ? [request.link, input.pickup.trackingUrl] : [request.link],
    secrets: [],
  });
}
