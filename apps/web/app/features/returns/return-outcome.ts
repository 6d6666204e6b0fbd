import type { ReturnKind } from '@facet/contracts/return-states';

/*
 * What the customer gets back, said on the request form before they send it. An exchange asked
 * while the piece could still be returned is credited what was paid (exchangeCreditMinor on the
 * server: an exchange is then a return spent at the shop), so the form says that sum; after the
 * return window it is the exchange value at the metal rate of the day it is settled, which the
 * form cannot know yet. `less` names what comes off it (", less the ₹500 pick-up"), or is empty.
 */
export function returnOutcome(kind: ReturnKind, paid: string, returnable: boolean, less = ''): string {
  switch (kind) {
    case 'return':
      return `A refund of ${paid}${less}, to the way you paid, once the piece reaches us and passes our inspection.`;
    case 'resize':
      return 'Your ring resized and sent back to you, insured, at no charge.';
    case 'exchange':
      return returnable
        ? `${paid}${less} as store credit towards a new piece — what you paid, as you are still within the return window — once the piece reaches us and passes our inspection.`
        : `Its exchange value at today’s metal rate${less}, as store credit towards a new piece, once the piece reaches us and passes our inspection.`;
  }
}
