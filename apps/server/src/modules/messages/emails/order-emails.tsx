import { VERIFY_HUID_SENTENCE } from '@facet/contracts/hallmark';
import { type OrderState, orderStateLabels } from '@facet/contracts/order-states';
import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { button, type EmailCompany, EmailLayout, paragraph, secondaryButton } from './email-layout.tsx';

/*
 * The e-mail a customer gets when their order is placed (with a link to pay while its pieces are
 * held) and each time it moves: paid, being made, shipped (with the carrier, a link to track the
 * parcel and the day it should arrive — or, for an order shipped before carriers, its bare tracking
 * number), delivered,
 * cancelled or refunded — with what was ordered and a link to the order's page. The shipping
 * e-mail names each hallmarked piece's HUID and how to check it.
 */

export interface OrderForEmail {
  number: string;
  customerName: string;
  state: OrderState;
  /** The total as it reads, e.g. "₹2,08,850". */
  total: string;
  /** The part of the total paid with store credit ("₹1,000"); null when none was used. */
  storeCredit: string | null;
  /** What is left to pay through a provider: the total less the store credit. */
  due: string;
  /** What was ordered, one entry per item (a built ring is one). */
  items: string[];
  /** What the gift wrap cost as it reads ("₹250"), as the invoice's "Gift wrapping" line; null when not wrapped. */
  giftWrap?: string | null;
  /** Each built ring drawn with its stone (absolute addresses), shown in the e-mails that confirm the order. */
  rings?: { src: string; alt: string }[];
  itemCount: number;
  isTestPayment: boolean;
  note: string;
  trackingNumber: string | null;
  /** The parcel's carrier, its tracking page and the day it should arrive ("2 December 2026"), once shipped with a carrier. */
  shipment: { carrier: string; trackingUrl: string; estimatedDelivery: string | null } | null;
  /** The hallmarked pieces' HUIDs, shown when the order ships. */
  huids: { piece: string; huid: string }[];
  link: string;
  /** While the order awaits payment and its hold runs: until when ("14:20 IST") and where to pay. */
  payment: { until: string; link: string } | null;
  /** "Your tax invoice FCT/26-27/000123 is attached as a PDF.": the document the e-mail carries. */
  attached: string | null;
  /** A refund of some of the order, the order staying where it is: what was given back ("₹12,000"). */
  refunded?: string | null;
}

const opening: Record<OrderState, (order: OrderForEmail) => string> = {
  PendingPayment: (o) =>
    o.payment
      ? `We have your order ${o.number} and are keeping its pieces for you until ${o.payment.until}. Complete your payment of ${o.due} by then to confirm it.`
      : `We have your order ${o.number}; it is waiting for its payment.`,
  Paid: (o) => `Thank you: we have your payment of ${o.total} for order ${o.number}.`,
  Processing: (o) => `Our workshop has started on your order ${o.number}.`,
  Shipped: (o) => `Your order ${o.number} is on its way, insured until it reaches you.`,
  Delivered: (o) => `Your order ${o.number} has been delivered. We hope you love it.`,
  Cancelled: (o) => `Your order ${o.number} has been cancelled.`,
  Refunded: (o) => `We have refunded ${o.total} for your order ${o.number}.`,
};

/** What the e-mail opens with: the move, or the part refund. */
function openingOf(order: OrderForEmail): string {
  return order.refunded
    ? `We have refunded ${order.refunded} of your order ${order.number}, as the note below says. It reaches you the way you paid, usually within a few working days.`
    : opening[order.state](order);
}

/** "Order FCT-000012: delivered", or "…: part refunded". */
export function orderEmailHeading(order: OrderForEmail): string {
  return `Order ${order.number}: ${order.refunded ? 'part refunded' : orderStateLabels[order.state].toLowerCase()}`;
}

/** How store credit figures in the order's totals: spent on it, or back in the account once it is undone. */
function storeCreditLine(order: OrderForEmail): string | null {
  if (!order.storeCredit) return null;
  if (order.state === 'Cancelled' || order.state === 'Refunded') {
    return `The ${order.storeCredit} of store credit it used is back in your account.`;
  }
  return `Paid with store credit: ${order.storeCredit}.`;
}

/** "Gift wrapping: ₹250", the invoice's words for the charge; null when the order is not wrapped. */
function giftWrapLine(order: OrderForEmail): string | null {
  return order.giftWrap ? `Gift wrapping: ${order.giftWrap}` : null;
}

/** "2 items, ₹2,08,850": what the order holds, counted as the shop counts (a built ring once). */
function summaryOf(order: OrderForEmail): string {
  return `${order.itemCount} ${order.itemCount === 1 ? 'item' : 'items'}, ${order.total}`;
}

/** What the shipped e-mail says of the parcel, line by line. */
function parcelLines(order: OrderForEmail): string[] {
  if (order.state !== 'Shipped' || !order.trackingNumber) return [];
  if (!order.shipment) return [`Tracking number: ${order.trackingNumber}`];
  return [
    `Carrier: ${order.shipment.carrier}`,
    `Tracking number: ${order.trackingNumber}`,
    ...(order.shipment.estimatedDelivery ? [`Expected by: ${order.shipment.estimatedDelivery}`] : []),
  ];
}

function showsHuids(order: OrderForEmail): boolean {
  return order.state === 'Shipped' && order.huids.length > 0;
}

/** The e-mail's plain-text copy, the same words as the HTML (written out rather than converted). */
export function orderStateEmailText({ company, order }: { company: EmailCompany; order: OrderForEmail }): string {
  return [
    orderEmailHeading(order),
    '',
    `Dear ${order.customerName},`,
    '',
    openingOf(order),
    ...(order.payment ? ['', `Pay now: ${order.payment.link}`] : []),
    ...(parcelLines(order).length > 0 ? ['', ...parcelLines(order)] : []),
    ...(order.shipment && order.state === 'Shipped' ? [`Track your parcel: ${order.shipment.trackingUrl}`] : []),
    ...(showsHuids(order)
      ? [
          '',
          'Hallmark (HUID) of each piece:',
          ...order.huids.map((h) => `- ${h.piece}: ${h.huid}`),
          VERIFY_HUID_SENTENCE,
        ]
      : []),
    ...(order.note ? ['', order.note] : []),
    ...(order.attached ? ['', order.attached] : []),
    ...(order.isTestPayment ? ['', 'Test payment — no money taken.'] : []),
    '',
    `Your order: ${summaryOf(order)}`,
    ...order.items.map((item) => `- ${item}`),
    ...(giftWrapLine(order) ? [giftWrapLine(order)!] : []),
    ...(storeCreditLine(order) ? [storeCreditLine(order)!] : []),
    '',
    `See your order: ${order.link}`,
    '',
    `${company.businessName} · ${company.email} · ${company.phone} · ${company.city}`,
  ].join('\n');
}

export function OrderStateEmail({ company, order }: { company: EmailCompany; order: OrderForEmail }) {
  return (
    <EmailLayout company={company} preview={openingOf(order)} heading={orderEmailHeading(order)}>
      <Text style={paragraph}>Dear {order.customerName},</Text>
      <Text style={paragraph}>{openingOf(order)}</Text>
      {order.payment ? (
        <Section style={{ margin: '0 0 20px' }}>
          <Button href={order.payment.link} style={button}>
            Pay now
          </Button>
        </Section>
      ) : null}
      {parcelLines(order).length > 0 ? (
        <Text style={paragraph}>
          {parcelLines(order).map((line, index) => (
            <span key={line}>
              {index > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </Text>
      ) : null}
      {order.shipment && order.state === 'Shipped' ? (
        <Section style={{ margin: '0 0 20px' }}>
          <Button href={order.shipment.trackingUrl} style={secondaryButton}>
            Track your parcel with {order.shipment.carrier}
          </Button>
        </Section>
      ) : null}
      {showsHuids(order) ? (
        <Text style={paragraph}>
          <strong>Hallmark (HUID) of each piece</strong>
          {order.huids.map((h) => (
            <span key={h.huid}>
              <br />· {h.piece}: <span style={{ fontFamily: 'monospace' }}>{h.huid}</span>
            </span>
          ))}
          <br />
          {VERIFY_HUID_SENTENCE}
        </Text>
      ) : null}
      {order.note ? <Text style={paragraph}>{order.note}</Text> : null}
      {order.attached ? <Text style={paragraph}>{order.attached}</Text> : null}
      {order.isTestPayment ? <Text style={paragraph}>Test payment — no money taken.</Text> : null}
      <Text style={paragraph}>
        <strong>Your order: {summaryOf(order)}</strong>
        {order.items.map((item) => (
          <span key={item}>
            <br />· {item}
          </span>
        ))}
        {giftWrapLine(order) ? (
          <>
            <br />
            {giftWrapLine(order)}
          </>
        ) : null}
        {storeCreditLine(order) ? (
          <>
            <br />
            {storeCreditLine(order)}
          </>
        ) : null}
      </Text>
      {order.rings && order.rings.length > 0 ? (
        <Section style={{ margin: '0 0 20px' }}>
          {order.rings.map((ring) => (
            <img
              key={ring.src}
              src={ring.src}
              alt={ring.alt}
              width={200}
              height={200}
              style={{ display: 'inline-block', margin: '0 12px 12px 0', borderRadius: '4px' }}
            />
          ))}
        </Section>
      ) : null}
      <Section>
        <Button href={order.link} style={order.payment ? secondaryButton : button}>
          See your order
        </Button>
      </Section>
    </EmailLayout>
  );
}
