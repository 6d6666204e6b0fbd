import { metalByName } from './lookups.ts';
import { toMilligrams } from './money.ts';
import { z } from './zod.ts';

/*
 * Hallmarking. Every hallmarked gold or silver piece carries a HUID (hallmark unique ID): six
 * capitals or digits the assaying centre gives that one physical piece. Our pieces are made to
 * order and hallmarked at the workshop, so the shop records each piece's HUID when the order
 * ships (one per piece: a line of two rings has two), and shows it on the order, the shipping
 * e-mail and the invoice, where the customer can check it in the BIS Care app. Which pieces need
 * one is `needsHuid`; the weight below which a piece is let off is the Admin's `huidMinWeight`
 * pricing parameter; an Admin can let a product off altogether, with the reason written down.
 */

/** Six capitals or digits. */
export const HUID_PATTERN = /^[A-Z0-9]{6}$/;

/** How the customer checks a HUID: the same words on the order pages and the shipping e-mail. */
export const VERIFY_HUID_SENTENCE = 'Verify it in the BIS Care app (Verify HUID).';

/** The refusals of recording HUIDs, one sentence each. */
export const huidMessages = {
  malformed: 'A HUID is 6 letters or digits.',
  missing: (piece: string) => `Enter the HUID of ${piece}.`,
  notNeeded: (piece: string) => `${piece} needs no HUID; leave it out.`,
  repeated: (huid: string) => `HUID ${huid} is given for two pieces; each piece has its own.`,
  taken: (huid: string, orderNumber: string) => `HUID ${huid} is already recorded on order ${orderNumber}.`,
  tooMany: (piece: string, quantity: number) =>
    `${piece} is ${quantity} ${quantity === 1 ? 'piece' : 'pieces'}; give one HUID for each.`,
  exemptReasonEmpty: 'Give the reason this piece needs no HUID, or leave it hallmarked.',
  exemptReasonNotAdmin: 'Only an Admin can let a piece off its HUID.',
} as const;

/** A HUID as typed: spaces around it dropped, lower case raised, then six capitals or digits. */
export const huidInput = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => HUID_PATTERN.test(value), huidMessages.malformed);

/** A line's HUIDs as staff send them when it ships: the line's id and one HUID per piece, in piece order. */
export const lineHuidsInput = z.object({
  lineId: z.number().int().positive(),
  huids: z.array(huidInput).min(1).max(10),
});
export type LineHuidsInput = z.infer<typeof lineHuidsInput>;

/**
 * Why a product needs no HUID, as an Admin writes it; null (or left out) takes the exemption
 * away. An empty reason is refused: an exemption is always explained.
 */
export const huidExemptReasonInput = z
  .string()
  .trim()
  .max(300, 'must be at most 300 characters')
  .refine((value) => value.length > 0, huidMessages.exemptReasonEmpty)
  .nullable();

/** What `needsHuid` reads of an order line: what it is, and its variant's metal and weight. */
export interface HuidLineFacts {
  /** A piece of jewellery, or a loose stone (never hallmarked). */
  kind: 'product' | 'stone';
  /** The variant's metal name ("Yellow Gold", "925 Sterling Silver", "Platinum"); null for a stone. */
  metal: string | null;
  /** The variant's net metal weight in milligrams; null for a stone. */
  weightMg: number | null;
  /** The product's exemption (an Admin's reason), or null. */
  huidExemptReason: string | null;
}

/** The shop's rule: pieces lighter than this (milligrams) need no HUID. */
export interface HuidRule {
  minWeightMg: number;
}

/** The default threshold, 2 g, as the pricing parameters start. */
export const DEFAULT_HUID_MIN_WEIGHT_MG = toMilligrams(2);

/** Is the metal one India hallmarks with a HUID: gold (any karat) or silver? Platinum is not. */
export function isHallmarkedMetal(metal: string): boolean {
  const known = metalByName(metal);
  const purity = known?.purity ?? '';
  const gold = /^\d{1,2}K$/i.test(purity) || /\bgold\b/i.test(metal);
  const silver = purity === '925' || /\bsilver\b/i.test(metal);
  return gold || silver;
}

/**
 * Does each piece of this line need a HUID when it ships? A jewellery line whose metal is gold
 * or silver, weighing at least the threshold, whose product is not let off. A line of quantity n
 * needs n of them.
 */
export function needsHuid(line: HuidLineFacts, rule: HuidRule): boolean {
  if (line.kind !== 'product' || line.metal === null || line.weightMg === null) return false;
  if (line.huidExemptReason !== null) return false;
  if (!isHallmarkedMetal(line.metal)) return false;
  return line.weightMg >= rule.minWeightMg;
}

/** How a piece is named in the form and the refusals: "Willow Leaf Ring, 18K Yellow Gold (piece 2 of 3)". */
export function describePiece(line: { name: string; details: string; quantity: number }, piece: number): string {
  const base = [line.name, line.details].filter(Boolean).join(', ');
  return line.quantity > 1 ? `${base} (piece ${piece} of ${line.quantity})` : base;
}
