import { type LookupKind, lookupNames, normaliseLookupName } from './lookups.ts';
import { decimalNumber } from './money-inputs.ts';
import { z } from './zod.ts';

function toLookupName(kind: LookupKind, value: string, context: z.RefinementCtx) {
  const name = normaliseLookupName(kind, value);
  if (!name) {
    context.addIssue({ code: 'custom', message: `must be one of: ${lookupNames(kind).join(', ')}` });
    return z.NEVER;
  }
  return name;
}

/**
 * A field naming a lookup value: the canonical spelling comes out, old spellings and any case
 * go in; anything else is refused with the list of what is allowed.
 */
export function lookupField(kind: LookupKind) {
  return z.string().transform((value, context) => toLookupName(kind, value, context));
}

/** A lookup value or nothing ("" and null both mean nothing, as an empty select sends ""). */
export function optionalLookupField(kind: LookupKind) {
  return z
    .string()
    .nullable()
    .optional()
    .transform((value, context) => (value ? toLookupName(kind, value, context) : null));
}

/** Carats: 0.01 to 100, at most 2 decimals. */
export const caratField = decimalNumber(2).pipe(z.number().min(0.01).max(100));
/** Millimetres of width: 0.5 to 40, at most 2 decimals. */
export const widthField = decimalNumber(2).pipe(z.number().min(0.5).max(40));
