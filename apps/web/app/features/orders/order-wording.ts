import { gstIncludedText } from '@facet/contracts/tax';
import type { Currency } from '@facet/contracts/money';
import { isPaidState, orderStateLabels, type OrderState } from '@facet/contracts/order-states';
import type { OrderDetail, OrderFigures, PaymentProvider } from '@facet/contracts/orders';
import { formatPrice } from '../../lib/format.ts';

/*
 * The sentences the order pages say about an order, worked out from it in one place (and
 * unit-tested): the tax line, how it was paid, whether it has an invoice and what kind, what
 * moving it to another state will do, and why it cannot move any more.
 */

/** A percentage as people write it: 3 → "3 %", 12.5 → "12.5 %". */
export function percent(value: number): string {
  return `${Number(value.toFixed(2))} %`;
}

/**
 * The GST under the figures. Within India the total includes it ("Includes ₹1,200 GST (3 %)");
 * an export is charged without it, so the share taken off is a figure of its own and there is
 * no tax line.
 */
export function taxWording(
  figures: Pick<OrderFigures, 'tax' | 'taxRemoved' | 'taxPercent'>,
  delivery: 'india' | 'export',
  currency: Currency,
): { kind: 'included'; text: string } | { kind: 'removed'; label: string; value: string } {
  if (delivery === 'export') {
    return { kind: 'removed', label: 'GST removed (export)', value: `−${formatPrice(figures.taxRemoved, currency)}` };
  }
  return {
    kind: 'included',
    text: gstIncludedText(formatPrice(figures.tax, currency), figures.taxPercent),
  };
}

const providerNames: Record<PaymentProvider, string> = {
  'test-payment': 'the test provider',
  razorpay: 'Razorpay',
  paypal: 'PayPal',
};

/** How the order was (or is to be) paid, as the customer reads it. */
export function paymentWording(order: Pick<OrderDetail, 'provider' | 'isTestPayment' | 'paidAt'>): string {
  // No money moves with the test provider: say so, whatever the state.
  if (order.isTestPayment) return 'Test payment — no money taken';
  const name = providerNames[order.provider];
  return order.paidAt === null ? `To be paid with ${name}` : `Paid with ${name}`;
}

/** An invoice exists once the order was paid: paid, being made, shipped, delivered, refunded or cancelled after paying. */
export function hasInvoice(order: Pick<OrderDetail, 'state' | 'paidAt'>): boolean {
  if (isPaidState(order.state) || order.state === 'Refunded') return true;
  return order.state === 'Cancelled' && order.paidAt !== null;
}

/** Why there is no invoice (yet), for the invoice page of an unpaid order. */
export function noInvoiceSentence(state: OrderState): string {
  return state === 'PendingPayment'
    ? 'The invoice is made once the order is paid: this order is still awaiting payment.'
    : 'This order was cancelled before it was paid, so there is no invoice.';
}

/** The invoice's heading and, for an export, why it carries no GST. */
export function invoiceHeading(delivery: 'india' | 'export'): { title: string; note: string | null } {
  return delivery === 'export'
    ? { title: 'Invoice', note: 'Export — zero-rated, GST not charged' }
    : { title: 'Tax invoice', note: null };
}

/** What the back-office says before a move that cannot be taken back (cancel, refund); null for other moves. */
export function moveConfirmation(
  order: Pick<OrderDetail, 'state' | 'number' | 'isTestPayment' | 'provider' | 'currency'> & {
    figures: Pick<OrderFigures, 'total'>;
  },
  to: OrderState,
): { title: string; description: string; confirmLabel: string } | null {
  if (to !== 'Cancelled' && to !== 'Refunded') return null;
  const verb = to === 'Cancelled' ? 'Cancel' : 'Refund';
  const amount = formatPrice(order.figures.total, order.currency);
  const paid = isPaidState(order.state);
  const money = !paid
    ? 'Nothing was paid for it, so nothing is refunded.'
    : order.isTestPayment
      ? `The payment of ${amount} is marked refunded (a test payment: no money moves).`
      : `The customer's payment of ${amount} will be refunded through ${providerNames[order.provider]}.`;
  return {
    title: `${verb} order ${order.number}?`,
    description: `${money} This cannot be undone: a ${orderStateLabels[to].toLowerCase()} order stays ${orderStateLabels[to].toLowerCase()}.`,
    confirmLabel: to === 'Cancelled' ? 'Cancel the order' : 'Refund the order',
  };
}

/** Why a cancelled or refunded order offers no change of status; null while it can still move. */
export function lifeOverSentence(state: OrderState, nextStates: readonly OrderState[]): string | null {
  if (nextStates.length > 0) return null;
  if (state === 'Cancelled') return 'This order’s life is over: a cancelled order stays cancelled.';
  if (state === 'Refunded') return 'This order’s life is over: a refunded order stays refunded.';
  return `No member of staff can move an order that is ${orderStateLabels[state].toLowerCase()}.`;
}

/** A hint under the status menu for the one state whose only way on is narrow. */
export function nextStatesHint(state: OrderState): string | null {
  if (state === 'Delivered') return 'Delivered orders can only be refunded (a return).';
  if (state === 'Shipped')
    return 'A shipped order can no longer be cancelled; mark it delivered, then refund it if it comes back.';
  if (state === 'PendingPayment')
    return 'An order becomes paid only when its payment is confirmed; until then it can only be cancelled.';
  return null;
}
