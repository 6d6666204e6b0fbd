import { type OrderState, orderStateLabels } from '@facet/contracts/order-states';
import { Button, Section, Text } from '@react-email/components';
import { button, type EmailCompany, EmailLayout, paragraph } from './email-layout.tsx';

/*
 * The e-mail a customer gets each time their order moves: placed, paid, being made, shipped
 * (with the tracking number), delivered, cancelled or refunded — with a link to the order's page.
 */

export interface OrderForEmail {
  number: string;
  customerName: string;
  state: OrderState;
  /** The total as it reads, e.g. "₹2,08,850.00". */
  total: string;
  isTestPayment: boolean;
  note: string;
  trackingNumber: string | null;
  link: string;
}

const opening: Record<OrderState, (order: OrderForEmail) => string> = {
  PendingPayment: (o) => `We have your order ${o.number} and are keeping its pieces for you while you pay.`,
  Paid: (o) => `Thank you: we have your payment of ${o.total} for order ${o.number}.`,
  Processing: (o) => `Our workshop has started on your order ${o.number}.`,
  Shipped: (o) => `Your order ${o.number} is on its way, insured until it reaches you.`,
  Delivered: (o) => `Your order ${o.number} has been delivered. We hope you love it.`,
  Cancelled: (o) => `Your order ${o.number} has been cancelled.`,
  Refunded: (o) => `We have refunded ${o.total} for your order ${o.number}.`,
};

/** The e-mail's plain-text copy, the same words as the HTML (written out rather than converted). */
export function orderStateEmailText({ company, order }: { company: EmailCompany; order: OrderForEmail }): string {
  return [
    `Order ${order.number}: ${orderStateLabels[order.state].toLowerCase()}`,
    '',
    `Dear ${order.customerName},`,
    '',
    opening[order.state](order),
    ...(order.trackingNumber && order.state === 'Shipped' ? ['', `Tracking number: ${order.trackingNumber}`] : []),
    ...(order.note ? ['', order.note] : []),
    ...(order.isTestPayment ? ['', 'Test payment — no money taken.'] : []),
    '',
    `See your order: ${order.link}`,
    '',
    `${company.businessName} · ${company.email} · ${company.phone} · ${company.city}`,
  ].join('\n');
}

export function OrderStateEmail({ company, order }: { company: EmailCompany; order: OrderForEmail }) {
  const heading = `Order ${order.number}: ${orderStateLabels[order.state].toLowerCase()}`;
  return (
    <EmailLayout company={company} preview={opening[order.state](order)} heading={heading}>
      <Text style={paragraph}>Dear {order.customerName},</Text>
      <Text style={paragraph}>{opening[order.state](order)}</Text>
      {order.trackingNumber && order.state === 'Shipped' ? (
        <Text style={paragraph}>Tracking number: {order.trackingNumber}</Text>
      ) : null}
      {order.note ? <Text style={paragraph}>{order.note}</Text> : null}
      {order.isTestPayment ? <Text style={paragraph}>Test payment — no money taken.</Text> : null}
      <Section>
        <Button href={order.link} style={button}>
          See your order
        </Button>
      </Section>
    </EmailLayout>
  );
}
