import { type ReturnKind, type ReturnState } from '@facet/contracts/return-states';
import { queryRows, type Transaction } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { createElement } from 'react';
import type { MailContext } from '../auth/account-mail.ts';
import type { ReturnRequestForEmail } from '../messages/emails/return-emails.tsx';
import { queueEmail } from '../messages/messages.service.ts';

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
  const [row] = await queryRows<{
    number: string;
    kind: ReturnKind;
    email: string;
    first_name: string;
    order_number: string;
    name: string;
    details: string;
    ring_size: string | null;
    quantity: number;
    new_ring_size: string | null;
  }>(
    tx,
    sql`select r.number, r.kind, o.email, u.first_name, o.number as order_number, l.name, l.details,
               l.ring_size, r.quantity, r.new_ring_size
          from return_requests r
          join orders o on o.id = r.order_id
          join order_lines l on l.id = r.order_line_id
          join users u on u.id = r.user_id
         where r.id = ${input.id}`,
  );
  if (!row) return;
  const item = [
    row.name,
    row.details,
    row.ring_size ? `size US ${row.ring_size}` : '',
    row.new_ring_size ? `to be resized to US ${row.new_ring_size}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const request: ReturnRequestForEmail = {
    number: row.number,
    kind: row.kind,
    state: input.state,
    customerName: row.first_name,
    orderNumber: row.order_number,
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
