import { describe, expect, it } from 'vitest';
import { isPaidState, nextStates, type OrderMover, orderStates, transitionProblem } from './order-states.ts';

/* The order life's one table: every move allowed, by whom, and a sentence for every other. */

const allowed: Record<string, string[]> = {
  'PendingPayment payment': ['Paid'],
  'PendingPayment staff': ['Cancelled'],
  'PendingPayment job': ['Cancelled'],
  'Paid staff': ['Processing', 'Cancelled', 'Refunded'],
  'Processing staff': ['Shipped', 'Cancelled'],
  'Shipped staff': ['Delivered'],
  'Delivered staff': ['Refunded'],
};
const movers: OrderMover[] = ['payment', 'staff', 'job'];

describe('the order states', () => {
  it('allow exactly the moves of the table, and only to whom the table says', () => {
    for (const from of orderStates) {
      for (const mover of movers) {
        const expected = allowed[`${from} ${mover}`] ?? [];
        expect(nextStates(from, mover), `${from} by ${mover}`).toEqual(expected);
        for (const to of orderStates) {
          const problem = transitionProblem(from, to, mover, 'TRACK-1');
          expect(problem === null, `${from} → ${to} by ${mover}`).toBe(expected.includes(to));
        }
      }
    }
  });

  it('say why a move is refused', () => {
    expect(transitionProblem('Paid', 'Paid', 'payment')).toBe('The order is already paid.');
    expect(transitionProblem('PendingPayment', 'Shipped', 'staff')).toBe(
      'An order that is awaiting payment can only become paid or cancelled.',
    );
    expect(transitionProblem('Shipped', 'Cancelled', 'staff')).toBe(
      'An order that has shipped cannot be cancelled; refund it once it is returned.',
    );
    expect(transitionProblem('Cancelled', 'Paid', 'payment')).toBe('A cancelled order stays cancelled.');
    expect(transitionProblem('PendingPayment', 'Paid', 'staff')).toBe(
      'An order becomes paid only when its payment is confirmed by the payment provider.',
    );
    expect(transitionProblem('Paid', 'Processing', 'job')).toBe('Only staff can make this change.');
  });

  it('ship only with a tracking number', () => {
    for (const tracking of [undefined, null, '', '   ']) {
      expect(transitionProblem('Processing', 'Shipped', 'staff', tracking)).toBe(
        'Give the tracking number of the parcel to mark it shipped.',
      );
    }
    expect(transitionProblem('Processing', 'Shipped', 'staff', 'EZ123456789IN')).toBeNull();
  });

  it('know when the shop holds the money', () => {
    expect(orderStates.filter(isPaidState)).toEqual(['Paid', 'Processing', 'Shipped', 'Delivered']);
  });
});
