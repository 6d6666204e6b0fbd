import { countItems } from '@facet/contracts/bag-rules';
import { trackingLinkOf } from '@facet/contracts/carriers';
import { describePiece } from '@facet/contracts/hallmark';
import { groupLinePairs } from '@facet/contracts/line-pairs';
import { formatMoney } from '@facet/contracts/money';
import type { OrderState } from '@facet/contracts/order-states';
import type { PaymentProvider } from '@facet/contracts/orders';
import { ringPicturePath } from '@facet/contracts/ring-builder';
import { shopDateInWords } from '@facet/contracts/shop-dates';
import { formatTime } from '@facet/contracts/shop-time';
import type { Transaction } from '@facet/db/client';
import { createElement } from 'react';
import type { MailContext } from '../auth/account-mail.ts';
import type { OrderForEmail } from '../messages/emails/order-emails.tsx';
import { queueEmail } from '../messages/messages.service.ts';
import { taxDocumentFileName } from '@facet/contracts/tax-document-text';
import { type TaxDocumentKind, taxDocumentKindLabels } from '@facet/contracts/tax-documents';
import { findOrderMailFacts, type MailLineRow } from './order-mail.queries.ts';

/*
 * The e-mail a customer gets when their order is placed and at every move after: what they
 * ordered (a built ring as the one item it is), the total, and — while it awaits payment — until
 * when its pieces are held and a link to pay. Queued in the transaction that placed or moved it.
 */

export interface OrderToEmail {
  id: number;
  number: string;
  state: OrderState;
  currency: 'INR' | 'USD';
  total: number;
  email: string;
  first_name: string;
  tracking_number: string | null;
  provider: PaymentProvider;
}

type LineRow = MailLineRow;

const subjectOf: Record<OrderState, string> = {
  PendingPayment: 'placed — complete your payment',
  Paid: 'payment received',
  Processing: 'being made',
  Shipped: 'shipped',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
  Refunded: 'refunded',
};

/** One line as the customer reads it: "Willow Leaf Ring, 18K White Gold, size US 6". */
function describeLine(line: LineRow): string {
  const parts = [line.name, line.details, line.ring_size ? `size US ${line.ring_size}` : ''].filter(Boolean);
  return `${parts.join(', ')}${line.quantity > 1 ? ` × ${line.quantity}` : ''}`;
}

/** The order's items, each built ring as one ("… set with …"). */
export function describeItems(lines: readonly LineRow[]): string[] {
  return groupLinePairs(lines).map((entry) =>
    entry.kind === 'line'
      ? describeLine(entry.line)
      : `${describeLine(entry.setting)}, set with the ${describeLine(entry.stone)}`,
  );
}

/**
 * Each built ring drawn with its stone (the ring builder's picture), while the order is placed
 * or just paid: the e-mails that confirm it. Addresses on the shop's own site.
 */
function ringPicturesOf(lines: readonly LineRow[], state: OrderState, publicUrl: string): OrderForEmail['rings'] {
  if (state !== 'PendingPayment' && state !== 'Paid') return [];
  return groupLinePairs(lines).flatMap((entry) =>
    entry.kind === 'pair'
      ? [
          {
            src: `${publicUrl}${ringPicturePath(entry.setting.sku, entry.stone.sku, 400)}`,
            alt: `${entry.setting.name}, ${entry.setting.details}, set with the ${entry.stone.name}`,
          },
        ]
      : [],
  );
}

export async function sendOrderEmail(
  tx: Transaction,
  mail: MailContext,
  order: OrderToEmail,
  note: string,
  document: { id: number; kind: TaxDocumentKind; number: string } | null = null,
  /** A part refund (minor units) the e-mail is about, the order staying in its state. */
  refunded: number | null = null,
) {
  const { OrderStateEmail, orderStateEmailText } = await import('../messages/emails/order-emails.tsx');
  const facts = await findOrderMailFacts(tx, order.id);
  const lines = facts?.lines ?? [];
  const link = `${mail.publicUrl}/my-orders/${order.id}`;
  const parcel = facts?.shipment ?? null;
  const shipment = parcel
    ? {
        carrier: parcel.carrier,
        trackingUrl: trackingLinkOf(parcel.tracking_url, parcel.tracking_number),
        estimatedDelivery: parcel.estimated_delivery ? shopDateInWords(parcel.estimated_delivery) : null,
      }
    : null;
  const awaitingPayment = order.state === 'PendingPayment' && facts?.hold_running === true && facts.hold_until;
  const forEmail: OrderForEmail = {
    number: order.number,
    customerName: order.first_name,
    state: order.state,
    total: formatMoney(order.total, order.currency),
    storeCredit: facts?.store_credit ? formatMoney(facts.store_credit, order.currency) : null,
    due: formatMoney(order.total - (facts?.store_credit ?? 0), order.currency),
    items: describeItems(lines),
    giftWrap: facts?.gift_wrap == null ? null : formatMoney(facts.gift_wrap, order.currency),
    rings: ringPicturesOf(lines, order.state, mail.publicUrl),
    itemCount: countItems(lines),
    isTestPayment: order.provider === 'test-payment',
    note,
    trackingNumber: order.tracking_number,
    shipment,
    huids: lines.flatMap((line) =>
      (line.huids ?? []).map((huid, index) => ({ piece: describePiece(line, index + 1), huid })),
    ),
    link,
    payment: awaitingPayment
      ? {
          until: formatTime(new Date(facts.hold_until!).toISOString()),
          link: `${mail.publicUrl}/check-out?order=${order.id}`,
        }
      : null,
    attached: document
      ? `Your ${taxDocumentKindLabels[document.kind].toLowerCase()} ${document.number} is attached as a PDF.`
      : null,
    refunded: refunded === null ? null : formatMoney(refunded, order.currency),
  };
  await queueEmail(tx, {
    to: order.email,
    subject: `Order ${order.number}: ${refunded === null ? subjectOf[order.state] : 'part refunded'} — ${mail.company.businessName}`,
    template: createElement(OrderStateEmail, { company: mail.company, order: forEmail }),
    text: orderStateEmailText({ company: mail.company, order: forEmail }),
    links: [
      ...(forEmail.payment ? [forEmail.payment.link] : []),
      ...(shipment && order.state === 'Shipped' ? [shipment.trackingUrl] : []),
      link,
    ],
    secrets: [],
    attachments: document ? [{ filename: taxDocumentFileName(document.number), taxDocumentId: document.id }] : [],
  });
}
