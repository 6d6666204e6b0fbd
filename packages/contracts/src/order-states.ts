/*
 * An order's life (docs/product.md, "Order states"): PendingPayment → Paid → Processing → Shipped →
 * Delivered, with Cancelled (before shipping) and Refunded. One table says which moves exist and
 * who makes them; the server refuses every other move with the sentence `transitionProblem` gives.
 * Pure and without zod, so the back-office's status menu offers exactly what the server allows.
 */

export const orderStates = [
  'PendingPayment',
  'Paid',
  'Processing',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Refunded',
] as const;
export type OrderState = (typeof orderStates)[number];

export const orderStateLabels: Record<OrderState, string> = {
  PendingPayment: 'Awaiting payment',
  Paid: 'Paid',
  Processing: 'Being made',
  Shipped: 'Shipped',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
  Refunded: 'Refunded',
};

/**
 * Who moves an order: the payment (a capture or a provider's webhook), staff of the Orders area,
 * or the shop's jobs (an unpaid order whose hold ran out).
 */
export type OrderMover = 'payment' | 'staff' | 'job';

interface Move {
  to: OrderState;
  by: readonly OrderMover[];
}

/** Every move there is. Cancelling a paid order refunds it; a delivered one can be refunded (returns). */
const moves: Record<OrderState, readonly Move[]> = {
  PendingPayment: [
    { to: 'Paid', by: ['payment'] },
    { to: 'Cancelled', by: ['staff', 'job'] },
  ],
  Paid: [
    { to: 'Processing', by: ['staff'] },
    { to: 'Cancelled', by: ['staff'] },
    { to: 'Refunded', by: ['staff'] },
  ],
  Processing: [
    { to: 'Shipped', by: ['staff'] },
    { to: 'Cancelled', by: ['staff'] },
  ],
  Shipped: [{ to: 'Delivered', by: ['staff'] }],
  Delivered: [{ to: 'Refunded', by: ['staff'] }],
  Cancelled: [],
  Refunded: [],
};

/** The states `mover` may move an order in `from` to, in the table's order. */
export function nextStates(from: OrderState, mover: OrderMover): OrderState[] {
  return moves[from].filter((move) => move.by.includes(mover)).map((move) => move.to);
}

/** Whether the shop holds the customer's money for an order in this state (cancelling it gives it back). */
export function isPaidState(state: OrderState): boolean {
  return state === 'Paid' || state === 'Processing' || state === 'Shipped' || state === 'Delivered';
}

/** Moving to Shipped needs the parcel's tracking number. */
export const TRACKING_NUMBER_MAX = 60;

/**
 * Why `mover` may not move an order from `from` to `to` (with `trackingNumber` when shipping),
 * as a sentence for the person who asked; null when the move is allowed.
 */
export function transitionProblem(
  from: OrderState,
  to: OrderState,
  mover: OrderMover,
  trackingNumber?: string | null,
): string | null {
  if (from === to) return `The order is already ${orderStateLabels[to].toLowerCase()}.`;
  const move = moves[from].find((candidate) => candidate.to === to);
  if (!move) {
    if (from === 'Cancelled' || from === 'Refunded') {
      return `A ${orderStateLabels[from].toLowerCase()} order stays ${orderStateLabels[from].toLowerCase()}.`;
    }
    if (to === 'Cancelled') return 'An order that has shipped cannot be cancelled; refund it once it is returned.';
    const allowed = moves[from].map((candidate) => orderStateLabels[candidate.to].toLowerCase());
    return `An order that is ${orderStateLabels[from].toLowerCase()} can only become ${allowed.join(' or ')}.`;
  }
  if (!move.by.includes(mover)) {
    return to === 'Paid'
      ? 'An order becomes paid only when its payment is confirmed by the payment provider.'
      : 'Only staff can make this change.';
  }
  if (to === 'Shipped' && !trackingNumber?.trim()) return 'Give the tracking number of the parcel to mark it shipped.';
  return null;
}
