import { shopDateInWords } from './shop-dates.ts';
import { type ReturnKind, returnKindInSentence } from './return-states.ts';

/*
 * Whether a line of an order may be returned, resized or exchanged today, and when not, the
 * sentence that says why ("Engraved pieces cannot be returned."). Pure: the server decides
 * with it when a request is made, and the order page shows the same answers. The days are
 * India's calendar days (contracts/shop-dates.ts); the windows' last days are worked out from
 * the after-sale policy by the caller.
 */

/** What the rules need to know of the line. */
export interface LineForReturns {
  /** A jewellery piece or a loose stone. */
  thing: 'piece' | 'stone';
  /** A ring bought in a size (only those can be resized). */
  ringSize: string | null;
  engraved: boolean;
  /** A resize of it has been done (sent back resized). */
  resized: boolean;
  /** Resizes of it done so far. */
  resizesDone: number;
  /** The request under way for it, if any: its kind and number. */
  openRequest: { kind: ReturnKind; number: string } | null;
  /** Nothing of it is left to give back: every piece has been refunded or exchanged already. */
  settled: boolean;
}

/** What the rules need to know of the order and the shop's after-sale policy, for today. */
export interface ReturnTerms {
  /** India's calendar day today, YYYY-MM-DD. */
  today: string;
  /** The day the order was delivered; null when it has not been (yet). */
  deliveredOn: string | null;
  /** The last day a return may be asked for; null before delivery. */
  returnLastDay: string | null;
  /** The last day a free resize may be asked for; null before delivery. */
  resizeLastDay: string | null;
  returnDays: number;
  engravedReturnable: boolean;
  resizedReturnable: boolean;
  freeResizes: number;
}

export type ReturnOption = { allowed: true } | { allowed: false; reason: string };
export type LineReturnOptions = Record<ReturnKind, ReturnOption>;

const yes: ReturnOption = { allowed: true };
const no = (reason: string): ReturnOption => ({ allowed: false, reason });

/** What may be asked for a line today: each kind allowed, or the reason it is not. */
export function lineReturnOptions(line: LineForReturns, terms: ReturnTerms): LineReturnOptions {
  const first = firstObstacle(line, terms);
  if (first) return { return: no(first), resize: no(first), exchange: no(first) };
  return { return: returnOption(line, terms), resize: resizeOption(line, terms), exchange: yes };
}

/** What stops every kind at once: not delivered, a request under way, nothing left of the line. */
function firstObstacle(line: LineForReturns, terms: ReturnTerms): string | null {
  if (!terms.deliveredOn) return 'Returns, resizes and exchanges open once the order is delivered.';
  if (line.openRequest) {
    const what = returnKindInSentence(line.openRequest.kind);
    return `${what.charAt(0).toUpperCase()}${what.slice(1)} of this item is under way (${line.openRequest.number}).`;
  }
  if (line.settled) return 'This item has already been refunded or exchanged.';
  return null;
}

function returnOption(line: LineForReturns, terms: ReturnTerms): ReturnOption {
  if (line.engraved && !terms.engravedReturnable) return no('Engraved pieces cannot be returned.');
  if (line.resized && !terms.resizedReturnable) return no('Resized pieces cannot be returned.');
  if (terms.returnLastDay && terms.today > terms.returnLastDay) {
    return no(`The ${terms.returnDays} days for returns ended on ${shopDateInWords(terms.returnLastDay)}.`);
  }
  return yes;
}

function resizeOption(line: LineForReturns, terms: ReturnTerms): ReturnOption {
  if (line.thing === 'stone' || !line.ringSize) return no('Only rings can be resized.');
  if (line.resizesDone >= terms.freeResizes) {
    return no(
      terms.freeResizes === 0
        ? 'Resizes are not free; write to us and we will quote one.'
        : 'This ring’s free resizes have been used; write to us and we will quote another.',
    );
  }
  if (terms.resizeLastDay && terms.today > terms.resizeLastDay) {
    return no(`Free resizes ended on ${shopDateInWords(terms.resizeLastDay)}; write to us and we will quote one.`);
  }
  return yes;
}

/** What `quantity` of a line's pieces were paid: their share of what was paid for the line (minor units). */
export function paidForPieces(lineAmount: number, lineQuantity: number, quantity: number): number {
  return Math.round((lineAmount * quantity) / lineQuantity);
}

/**
 * What is left of a refund or a credit (minor units) once the pick-up's cost, fixed when the
 * customer asked, is taken off: never below 0 (decision 033).
 */
export function lessPickup(amount: number, pickupCost: number): number {
  return Math.max(0, amount - pickupCost);
}
