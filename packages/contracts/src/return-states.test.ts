import { describe, expect, it } from 'vitest';
import {
  isFinalReturnState,
  nextReturnStates,
  openReturnStates,
  type ReturnKind,
  returnKinds,
  returnMoveProblem,
  type ReturnMover,
  returnStates,
} from './return-states.ts';

/* The after-sale request's one table: every move allowed, for which kind, by whom; a sentence for every other. */

const allowed: Record<string, string[]> = {
  'requested staff': ['approved', 'rejected'],
  'requested customer': ['withdrawn'],
  'approved staff': ['received'],
  'approved customer': ['withdrawn'],
  'received staff': ['passed', 'failed'],
  'failed staff': ['returned-to-customer'],
  'return passed staff': ['refunded'],
  'exchange passed staff': ['credited'],
  'resize passed staff': ['shipped-back'],
};
const movers: ReturnMover[] = ['customer', 'staff'];

function expectedMoves(kind: ReturnKind, from: string, mover: ReturnMover): string[] {
  return allowed[`${kind} ${from} ${mover}`] ?? allowed[`${from} ${mover}`] ?? [];
}

describe('the after-sale request states', () => {
  it('allow exactly the moves of the table, for the kinds and movers it names', () => {
    for (const kind of returnKinds) {
      for (const from of returnStates) {
        for (const mover of movers) {
          const expected = expectedMoves(kind, from, mover);
          expect(nextReturnStates(kind, from, mover), `${kind} ${from} by ${mover}`).toEqual(expected);
          for (const to of returnStates) {
            const problem = returnMoveProblem(kind, from, to, mover);
            expect(problem === null, `${kind} ${from} → ${to} by ${mover}`).toBe(expected.includes(to));
            if (problem !== null) expect(problem).toMatch(/\.$/);
          }
        }
      }
    }
  });

  it('close a request once it is settled, refused or withdrawn', () => {
    const open = returnStates.filter((state) => !isFinalReturnState(state));
    expect(open).toEqual([...openReturnStates]);
  });

  it('say why a move is refused', () => {
    expect(returnMoveProblem('return', 'received', 'withdrawn', 'customer')).toBe(
      'The return can no longer be withdrawn: we have received the piece.',
    );
    expect(returnMoveProblem('return', 'passed', 'credited', 'staff')).toBe(
      'A return at ‘Inspection passed’ can only move to ‘Refunded’.',
    );
    expect(returnMoveProblem('resize', 'requested', 'approved', 'customer')).toBe(
      'Only our staff can make this change.',
    );
    expect(returnMoveProblem('exchange', 'requested', 'withdrawn', 'staff')).toBe(
      'Only the customer can withdraw an exchange.',
    );
    expect(returnMoveProblem('return', 'refunded', 'passed', 'staff')).toBe(
      'This return is closed (refunded); nothing more can change.',
    );
  });
});
