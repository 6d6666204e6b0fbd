import { carrierEndpoints } from './carrier-endpoints.ts';
import { defineShapes } from './endpoint-shapes.ts';
import { displayName } from './plain-text.ts';
import { recordIdParams } from './record-ids.ts';
import { z } from './zod.ts';

/*
 * Carriers: the couriers the shop hands parcels to (Blue Dart, India Post, …). Each has a link
 * to its tracking page with `{tracking}` where the parcel's number goes, and may say what its
 * numbers look like — a regular expression kept as text, with the shape in words and an example
 * — so a number typed wrong is refused while the parcel is still on the counter. The Admin
 * keeps the list; a carrier that has carried a parcel is made inactive, never deleted.
 */

export const TRACKING_PLACEHOLDER = '{tracking}';
export const CARRIER_NAME_MAX = 60;
export const TRACKING_URL_MAX = 300;
export const NUMBER_PATTERN_MAX = 120;
export const NUMBER_FORMAT_MAX = 80;

/** The page of a parcel at its carrier: the template with the number put in, URL-encoded. */
export function trackingLinkOf(template: string, trackingNumber: string): string {
  return template.replaceAll(TRACKING_PLACEHOLDER, encodeURIComponent(trackingNumber));
}

/** How a tracking number is compared with a pattern and kept: no spaces or hyphens, upper case. */
export function normaliseTrackingNumber(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * Why a pattern is not one the shop will run on staff's input, as a sentence; null when it is
 * fine. A safe pattern is anchored (`^…$`), compiles, and can only ever take time in step with
 * the number's length: no unbounded repeats (`*`, `+`, `{2,}` — a tracking number has a known
 * length), no repeat of a group that itself repeats, no back-references or look-arounds.
 */
export function numberPatternProblem(pattern: string): string | null {
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$')) {
    return 'must start with ^ and end with $, so the whole number is checked';
  }
  try {
    new RegExp(pattern, 'u');
  } catch {
    return 'is not a regular expression';
  }
  if (/\\[1-9k]/.test(pattern) || /\(\?[=!<]/.test(pattern)) {
    return 'must not use back-references or look-arounds';
  }
  if (/(?<!\\)[*+]/.test(pattern.replace(/\[[^\]]*\]/g, '')) || /\{\d+,\}/.test(pattern)) {
    return 'must say how many characters there may be ({11} or {13,14}), not use * or +';
  }
  // A group that holds a repeat may not itself be repeated.
  const groups: boolean[] = [];
  const text = pattern.replace(/\\./g, 'x').replace(/\[[^\]]*\]/g, 'x');
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    const next = text[index + 1];
    const quantified = next === '?' || next === '{';
    if (char === '(') groups.push(false);
    else if (char === ')') {
      const inner = groups.pop() ?? false;
      if (inner && quantified) return 'must not repeat a group that itself repeats';
      if (groups.length > 0 && (inner || quantified)) groups[groups.length - 1] = true;
    } else if ((char === '?' || char === '{') && groups.length > 0) groups[groups.length - 1] = true;
  }
  return null;
}

/** Whether `trackingNumber` (normalised) fits the carrier's pattern; any number fits a carrier without one. */
export function fitsNumberPattern(pattern: string | null, trackingNumber: string): boolean {
  return pattern === null || new RegExp(pattern, 'u').test(normaliseTrackingNumber(trackingNumber));
}

/** "Blue Dart tracking numbers are 11 digits, like 12345678901." */
export function numberMismatchSentence(carrier: {
  name: string;
  numberFormat: string | null;
  numberExample: string | null;
}): string {
  const shape = carrier.numberFormat ? ` are ${carrier.numberFormat}` : ' look different';
  const like = carrier.numberExample ? `, like ${carrier.numberExample}` : '';
  return `${carrier.name} tracking numbers${shape}${like}.`;
}

export const carrierRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  trackingUrl: z.string(),
  numberPattern: z.string().nullable(),
  numberFormat: z.string().nullable(),
  numberExample: z.string().nullable(),
  active: z.boolean(),
  /** How many parcels it has carried: one that has carried any cannot be deleted. */
  shipmentCount: z.number().int(),
});
export type CarrierRecord = z.infer<typeof carrierRecord>;

const optionalText = (schema: z.ZodString) =>
  schema
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

/** POST /api/carriers and PUT /api/carriers/{id} (Admin). */
export const saveCarrierInput = z
  .object({
    name: displayName(CARRIER_NAME_MAX),
    trackingUrl: z
      .string()
      .trim()
      .max(TRACKING_URL_MAX, `must be at most ${TRACKING_URL_MAX} characters`)
      .refine((value) => {
        try {
          return new URL(value.replaceAll(TRACKING_PLACEHOLDER, 'X')).protocol === 'https:';
        } catch {
          return false;
        }
      }, 'must be an https:// address')
      .refine(
        (value) => value.includes(TRACKING_PLACEHOLDER),
        `must hold ${TRACKING_PLACEHOLDER} where the number goes`,
      ),
    numberPattern: optionalText(
      z
        .string()
        .trim()
        .max(NUMBER_PATTERN_MAX, `must be at most ${NUMBER_PATTERN_MAX} characters`)
        .superRefine((value, context) => {
          const problem = value ? numberPatternProblem(value) : null;
          if (problem) context.addIssue({ code: 'custom', message: problem });
        }),
    ),
    numberFormat: optionalText(displayName(NUMBER_FORMAT_MAX, 0)),
    numberExample: optionalText(displayName(40, 0)),
    active: z.boolean().optional().default(true),
  })
  .superRefine((input, context) => {
    if (!input.numberPattern || numberPatternProblem(input.numberPattern)) return;
    if (!input.numberFormat || !input.numberExample) {
      context.addIssue({
        code: 'custom',
        path: ['numberExample'],
        message: 'A carrier with a number pattern says its shape in words and gives an example number.',
      });
    } else if (!fitsNumberPattern(input.numberPattern, input.numberExample)) {
      context.addIssue({
        code: 'custom',
        path: ['numberExample'],
        message: 'The example must fit the number pattern.',
      });
    }
  });
export type SaveCarrierInput = z.infer<typeof saveCarrierInput>;

export const carrierList = z.array(carrierRecord);

/** A carrier a customer may send a return parcel with (GET /api/carriers/active): its name and number shape. */
export const activeCarrier = carrierRecord.pick({ id: true, name: true, numberFormat: true, numberExample: true });
export type ActiveCarrier = z.infer<typeof activeCarrier>;
export const activeCarrierList = z.array(activeCarrier);

export const carrierShapes = defineShapes(carrierEndpoints, {
  list: { summary: 'Every carrier, active or not, with its tracking page and number shape', response: carrierList },
  active: {
    summary: 'The carriers in use now, by name, with the shape of their numbers (to record a return parcel)',
    response: activeCarrierList,
  },
  create: { summary: 'Add a carrier; audited (Admin)', body: saveCarrierInput, response: carrierRecord },
  update: {
    summary: 'Change a carrier, every field at once (inactive: no longer offered to ship with); audited (Admin)',
    params: recordIdParams,
    body: saveCarrierInput,
    response: carrierRecord,
  },
  remove: {
    summary: 'Delete a carrier that has never carried a parcel; audited (Admin)',
    params: recordIdParams,
    response: z.null(),
  },
});
export type CarrierShapes = typeof carrierShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    carriers: CarrierShapes;
  }
}
