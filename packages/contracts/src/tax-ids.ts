import { gstinProblem, normaliseGstin } from './gstin.ts';
import { z } from './zod.ts';

/*
 * The buyer's tax identifiers. A PAN (Permanent Account Number) is asked of a buyer in India
 * when an order is above the PAN threshold (the Tax page), or a Form 60 declaration instead; it
 * is stored once with the order and shown masked to everyone but the Admin.
 */

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** A PAN as typed: spaces dropped, upper-cased, then five letters, four digits and a letter. */
export const panNumber = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z.string().regex(PAN_PATTERN, { error: 'must be a PAN: five letters, four digits and a letter, like ABCDE1234F' }),
  );

/** ABCDE1234F → ABCDE****F: enough for the buyer to recognise it, not enough to use it. */
export function maskPan(pan: string): string {
  return `${pan.slice(0, 5)}****${pan.slice(-1)}`;
}

/** Why an order needs a PAN, in the checkout's words. */
export function panSentence(panAbove: string): string {
  return `For orders above ${panAbove} delivered in India, the law asks for the buyer's PAN (or a Form 60 declaration if you have none).`;
}

/** A business buyer's GSTIN as typed: spaces and case forgiven, then every rule of `gstinProblem`. */
export const buyerGstin = z
  .string()
  .transform((value) => normaliseGstin(value))
  .superRefine((value, context) => {
    const problem = gstinProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** 27AAPFU0939F1ZV → 27AAPFU****F1ZV: the state and the start of the PAN stay legible. */
export function maskGstin(gstin: string): string {
  return `${gstin.slice(0, 7)}****${gstin.slice(11)}`;
}
