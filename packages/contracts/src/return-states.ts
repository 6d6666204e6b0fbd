/*
 * The life of an after-sale request — a return, a resize or an exchange of one order line
 * (docs/architecture.md, "after-sale request"). One table says which moves exist, for which
 * kinds, and who makes them; the server refuses every other move with the sentence
 * `returnMoveProblem` gives. Pure and without zod, so the back-office offers exactly what the
 * server allows, as orders do with order-states.ts.
 *
 *   requested ─► approved ─► received ─► passed ─► refunded        (a return)
 *       │            │                     │    ├► credited        (an exchange: store credit)
 *       │            │                     │    └► shipped-back    (a resize, sent back resized)
 *       │            │                     └► failed ─► returned-to-customer (sent back as it came)
 *       ├► rejected  └► withdrawn (the customer, before the parcel is received)
 *       └► withdrawn
 */

export const returnKinds = ['return', 'resize', 'exchange'] as const;
export type ReturnKind = (typeof returnKinds)[number];

export function isReturnKind(value: string): value is ReturnKind {
  return (returnKinds as readonly string[]).includes(value);
}

export const returnKindLabels: Record<ReturnKind, string> = {
  return: 'Return',
  resize: 'Resize',
  exchange: 'Exchange',
};

export const returnStates = [
  'requested',
  'approved',
  'rejected',
  'withdrawn',
  'received',
  'passed',
  'failed',
  'refunded',
  'credited',
  'shipped-back',
  'returned-to-customer',
] as const;
export type ReturnState = (typeof returnStates)[number];

export const returnStateLabels: Record<ReturnState, string> = {
  requested: 'Requested',
  approved: 'Approved — send it to us',
  rejected: 'Not accepted',
  withdrawn: 'Withdrawn',
  received: 'Received',
  passed: 'Inspection passed',
  failed: 'Inspection failed',
  refunded: 'Refunded',
  credited: 'Credited to your account',
  'shipped-back': 'Resized and shipped back',
  'returned-to-customer': 'Sent back to you',
};

/** The states of a request still under way; a line has at most one request in them at a time. */
export const openReturnStates = [
  'requested',
  'approved',
  'received',
  'passed',
  'failed',
] as const satisfies readonly ReturnState[];

/** Who moves a request: the customer who made it, or staff of the Orders area. */
export type ReturnMover = 'customer' | 'staff';

interface ReturnMove {
  to: ReturnState;
  by: ReturnMover;
  /** The kinds this move exists for; every kind when left out. */
  kinds?: readonly ReturnKind[];
}

const returnMoves: Record<ReturnState, readonly ReturnMove[]> = {
  requested: [
    { to: 'approved', by: 'staff' },
    { to: 'rejected', by: 'staff' },
    { to: 'withdrawn', by: 'customer' },
  ],
  approved: [
    { to: 'received', by: 'staff' },
    { to: 'withdrawn', by: 'customer' },
  ],
  received: [
    { to: 'passed', by: 'staff' },
    { to: 'failed', by: 'staff' },
  ],
  passed: [
    { to: 'refunded', by: 'staff', kinds: ['return'] },
    { to: 'credited', by: 'staff', kinds: ['exchange'] },
    { to: 'shipped-back', by: 'staff', kinds: ['resize'] },
  ],
  failed: [{ to: 'returned-to-customer', by: 'staff' }],
  rejected: [],
  withdrawn: [],
  refunded: [],
  credited: [],
  'shipped-back': [],
  'returned-to-customer': [],
};

function movesOf(kind: ReturnKind, from: ReturnState): ReturnMove[] {
  return returnMoves[from].filter((move) => !move.kinds || move.kinds.includes(kind));
}

/** The states `mover` may move a request of `kind` in `from` to, in the table's order. */
export function nextReturnStates(kind: ReturnKind, from: ReturnState, mover: ReturnMover): ReturnState[] {
  return movesOf(kind, from)
    .filter((move) => move.by === mover)
    .map((move) => move.to);
}

/** A request in this state is over: nothing more happens to it. */
export function isFinalReturnState(state: ReturnState): boolean {
  return returnMoves[state].length === 0;
}

/** Moves that send a parcel to the customer, so they take a carrier and a tracking number. */
export function returnMoveShips(to: ReturnState): boolean {
  return to === 'shipped-back' || to === 'returned-to-customer';
}

/** Moves that need a note saying why (a refusal, a failed inspection). */
export function returnMoveNeedsNote(to: ReturnState): boolean {
  return to === 'rejected' || to === 'failed';
}

/** "a return", "an exchange": the kind in a sentence. */
export function returnKindInSentence(kind: ReturnKind): string {
  return kind === 'exchange' ? 'an exchange' : `a ${kind}`;
}

/** "A return", "An exchange": the kind starting a sentence. */
function withArticle(kind: ReturnKind): string {
  const words = returnKindInSentence(kind);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Why `mover` may not move a request of `kind` from `from` to `to`, as a sentence for the person
 * who asked; null when the move is allowed.
 */
export function returnMoveProblem(
  kind: ReturnKind,
  from: ReturnState,
  to: ReturnState,
  mover: ReturnMover,
): string | null {
  const what = returnKindLabels[kind].toLowerCase();
  if (from === to) return `The ${what} is already ${returnStateLabels[to].toLowerCase()}.`;
  if (isFinalReturnState(from)) {
    return `This ${what} is closed (${returnStateLabels[from].toLowerCase()}); nothing more can change.`;
  }
  const move = movesOf(kind, from).find((candidate) => candidate.to === to);
  if (!move) {
    if (to === 'withdrawn') return `The ${what} can no longer be withdrawn: we have received the piece.`;
    const allowed = nextReturnStates(kind, from, mover).map((state) => `‘${returnStateLabels[state]}’`);
    if (allowed.length === 0)
      return mover === 'customer' ? 'Only our staff can make this change.' : 'Only the customer can make this change.';
    return `${withArticle(kind)} at ‘${returnStateLabels[from]}’ can only move to ${allowed.join(' or ')}.`;
  }
  if (move.by !== mover) {
    return mover === 'customer'
      ? 'Only our staff can make this change.'
      : `Only the customer can withdraw ${returnKindInSentence(kind)}.`;
  }
  return null;
}
