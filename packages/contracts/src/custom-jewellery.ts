import { emailField } from './account-fields.ts';
import { customJewelleryEndpoints } from './custom-jewellery-endpoints.ts';
import { defineShapes } from './endpoint-shapes.ts';
import { pagedSchema } from './envelope-schemas.ts';
import { INQUIRY_HONEYPOT_FIELD, optionalPhoneField } from './inquiries.ts';
import { metals } from './lookups.ts';
import { mediaRecord } from './media.ts';
import { ACCEPTED_IMAGE_NAMES } from './media-sizes.ts';
import { type Currency, formatPrice, fromMinor } from './money.ts';
import { displayName, freeText } from './plain-text.ts';
import { recordId, recordIdParams } from './record-ids.ts';
import { ringSizeValues } from './ring-sizes.ts';
import { z } from './zod.ts';

/*
 * Custom jewellery requests (docs/product.md, "Custom jewellery requests"): a shopper, signed in or
 * not, describes a piece to be made with a budget and up to five reference pictures uploaded first
 * at POST /api/custom-jewellery/picture; staff (Custom Jewelleries area) move it through its
 * states, quote a price and reply by e-mail. The lists match the checks of
 * packages/db/src/schema/custom-jewellery.ts.
 */

export const customJewelleryKinds = [
  'ring',
  'engagement_ring',
  'wedding_band',
  'earrings',
  'pendant',
  'necklace',
  'bangle',
  'bracelet',
  'other',
] as const;
export type CustomJewelleryKind = (typeof customJewelleryKinds)[number];
export const customJewelleryKindLabels: Record<CustomJewelleryKind, string> = {
  ring: 'Ring',
  engagement_ring: 'Engagement ring',
  wedding_band: 'Wedding band',
  earrings: 'Earrings',
  pendant: 'Pendant',
  necklace: 'Necklace',
  bangle: 'Bangle',
  bracelet: 'Bracelet',
  other: 'Something else',
};
/** The kinds a ring size applies to. */
export const ringKinds: readonly CustomJewelleryKind[] = ['ring', 'engagement_ring', 'wedding_band'];

export const customJewelleryStates = ['new', 'in_discussion', 'quoted', 'accepted', 'declined', 'completed'] as const;
export type CustomJewelleryState = (typeof customJewelleryStates)[number];
export const customJewelleryStateLabels: Record<CustomJewelleryState, string> = {
  new: 'New',
  in_discussion: 'In discussion',
  quoted: 'Quoted',
  accepted: 'Accepted',
  declined: 'Declined',
  completed: 'Completed',
};

export const UNDECIDED_METAL = 'undecided';
export const customJewelleryMetals: [string, ...string[]] = [UNDECIDED_METAL, ...metals.map((metal) => metal.name)];

export const CUSTOM_JEWELLERY_DESCRIPTION_MIN = 10;
export const CUSTOM_JEWELLERY_DESCRIPTION_MAX = 4000;
export const CUSTOM_JEWELLERY_STONE_PREFERENCE_MAX = 200;
export const CUSTOM_JEWELLERY_PICTURES_MAX = 5;
export const CUSTOM_JEWELLERY_NOTE_MAX = 2000;
export const CUSTOM_JEWELLERY_REPLY_MAX = 5000;
/** The largest budget or quote, in minor units (₹10 crore or $10 million). */
export const CUSTOM_JEWELLERY_AMOUNT_MAX = 1_000_000_000;

/** The honeypot, the same field and the same treatment as inquiries' (see INQUIRY_HONEYPOT_FIELD). */
export const CUSTOM_JEWELLERY_HONEYPOT_FIELD = INQUIRY_HONEYPOT_FIELD;

/** What the shopper reads once a request is sent (and what a bot reads, too). */
export const CUSTOM_JEWELLERY_RECEIVED =
  'Thank you. We have your request and will reply by e-mail within two working days.';

export const BUDGET_ORDER_MESSAGE = 'The most you would spend must be at least the least you would spend.';
export const TOO_MANY_PICTURES_MESSAGE = `Send at most ${CUSTOM_JEWELLERY_PICTURES_MAX} reference pictures.`;
export const REPEATED_PICTURE_MESSAGE = 'Each reference picture can be sent once.';
export const NOT_A_REFERENCE_PICTURE_MESSAGE =
  'A reference picture is not one uploaded for this request, or it is already used; upload it again.';
export const RING_SIZE_NOT_FOR_KIND_MESSAGE = 'A ring size applies to rings, engagement rings and wedding bands only.';
export const QUOTE_NEEDS_PRICE_MESSAGE = 'Give the quoted price to mark the request quoted.';

/** An amount in minor units (paise or cents): a whole number above zero. */
const minorAmount = z.number().int('must be a whole number of paise or cents').min(1).max(CUSTOM_JEWELLERY_AMOUNT_MAX);

/** A calendar date, YYYY-MM-DD, or nothing. */
const optionalDate = z
  .string()
  .trim()
  .nullable()
  .optional()
  .transform((value, context) => {
    if (!value) return null;
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
    if (!valid || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) {
      context.addIssue({ code: 'custom', message: 'must be a date, e.g. 2027-02-14' });
      return z.NEVER;
    }
    return value;
  });

/** POST /api/custom-jewellery (public). */
export const createCustomJewelleryInput = z
  .object({
    name: displayName(100),
    email: emailField,
    phoneNumber: optionalPhoneField,
    kind: z.enum(customJewelleryKinds),
    metal: z
      .enum(customJewelleryMetals)
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    stonePreference: freeText(CUSTOM_JEWELLERY_STONE_PREFERENCE_MAX).optional().default(''),
    budgetMin: minorAmount.describe('the least the shopper would spend, in minor units of `currency`'),
    budgetMax: minorAmount.describe('the most, in minor units of `currency`'),
    currency: z.enum(['INR', 'USD']),
    ringSize: z
      .union([z.enum(ringSizeValues), z.literal(''), z.null()])
      .optional()
      .transform((value) => value || null),
    deadline: optionalDate,
    description: freeText(CUSTOM_JEWELLERY_DESCRIPTION_MAX, CUSTOM_JEWELLERY_DESCRIPTION_MIN),
    pictures: z
      .array(z.uuid())
      .max(CUSTOM_JEWELLERY_PICTURES_MAX, TOO_MANY_PICTURES_MESSAGE)
      .optional()
      .default([])
      .describe('ids answered by POST /api/custom-jewellery/picture'),
    [CUSTOM_JEWELLERY_HONEYPOT_FIELD]: z.string().max(2000).optional().describe('leave empty (a trap for bots)'),
  })
  .superRefine((input, context) => {
    if (input.budgetMax < input.budgetMin) {
      context.addIssue({ code: 'custom', path: ['budgetMax'], message: BUDGET_ORDER_MESSAGE });
    }
    if (input.ringSize && !ringKinds.includes(input.kind)) {
      context.addIssue({ code: 'custom', path: ['ringSize'], message: RING_SIZE_NOT_FOR_KIND_MESSAGE });
    }
    if (new Set(input.pictures).size !== input.pictures.length) {
      context.addIssue({ code: 'custom', path: ['pictures'], message: REPEATED_PICTURE_MESSAGE });
    }
  });
export type CreateCustomJewelleryInput = z.infer<typeof createCustomJewelleryInput>;

/** What POST /api/custom-jewellery answers, to people and bots alike. */
export const customJewelleryReceived = z.object({ message: z.string() });
export type CustomJewelleryReceived = z.infer<typeof customJewelleryReceived>;

/** A request as staff see it (and as its shopper sees it, without the staff note). */
export const customJewelleryRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  kind: z.enum(customJewelleryKinds),
  metal: z.string().nullable(),
  stonePreference: z.string(),
  budgetMin: z.number().int(),
  budgetMax: z.number().int(),
  currency: z.enum(['INR', 'USD']),
  ringSize: z.string().nullable(),
  deadline: z.string().nullable(),
  description: z.string(),
  pictures: z.array(mediaRecord),
  fromCustomer: z.boolean().describe('sent while signed in'),
  state: z.enum(customJewelleryStates),
  quotedPrice: z.number().int().nullable().describe('minor units of `currency`'),
  staffNote: z.string().nullable().describe('staff only; null for the shopper'),
  createDate: z.string(),
  updateDate: z.string(),
});
export type CustomJewelleryRecord = z.infer<typeof customJewelleryRecord>;

export const customJewelleryStateFilters = ['all', ...customJewelleryStates] as const;

/** An amount of a request (its budget's ends, a quoted price) as people read it: ₹2,50,000 or $1,200. */
export function formatRequestAmount(minor: number, currency: Currency): string {
  return formatPrice(fromMinor(minor), currency);
}

/** A request's budget as shoppers and staff read it: "₹1,50,000 – ₹2,50,000". */
export function formatBudget(request: { budgetMin: number; budgetMax: number; currency: Currency }): string {
  return `${formatRequestAmount(request.budgetMin, request.currency)} – ${formatRequestAmount(request.budgetMax, request.currency)}`;
}

/** GET /api/custom-jewellery: newest first, 20 a page; search over name, e-mail, description and stone preference. */
export const customJewelleryListQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
  search: z.string().trim().max(100).optional().default(''),
  state: z.enum(customJewelleryStateFilters).optional().default('all'),
});
export type CustomJewelleryListQuery = z.infer<typeof customJewelleryListQuery>;

/** GET /api/custom-jewellery/for-customer: the signed-in shopper's own, a page at a time. */
export const customerCustomJewelleryListQuery = customJewelleryListQuery.pick({ pageNo: true, pageSize: true });
export type CustomerCustomJewelleryListQuery = z.infer<typeof customerCustomJewelleryListQuery>;

export const customJewelleryPage = pagedSchema(customJewelleryRecord);
export type CustomJewelleryPage = z.infer<typeof customJewelleryPage>;

/** PUT /api/custom-jewellery/state: the new state, a note for staff, and the price when quoting. */
export const changeCustomJewelleryStateInput = z
  .object({
    id: recordId,
    state: z.enum(customJewelleryStates),
    note: freeText(CUSTOM_JEWELLERY_NOTE_MAX)
      .nullable()
      .optional()
      .transform((value) => value || null),
    quotedPrice: minorAmount.nullable().optional().describe('minor units of the request’s currency'),
  })
  .superRefine((input, context) => {
    if (input.state === 'quoted' && !input.quotedPrice) {
      context.addIssue({ code: 'custom', path: ['quotedPrice'], message: QUOTE_NEEDS_PRICE_MESSAGE });
    }
  });
export type ChangeCustomJewelleryStateInput = z.infer<typeof changeCustomJewelleryStateInput>;

/** POST /api/custom-jewellery/reply: the e-mail's text to the shopper. */
export const replyToCustomJewelleryInput = z.object({
  id: recordId,
  message: freeText(CUSTOM_JEWELLERY_REPLY_MAX, 2),
});
export type ReplyToCustomJewelleryInput = z.infer<typeof replyToCustomJewelleryInput>;

export const customJewelleryIdParams = recordIdParams;
export type CustomJewelleryIdParams = z.infer<typeof customJewelleryIdParams>;

export const customJewelleryShapes = defineShapes(customJewelleryEndpoints, {
  picture: {
    summary:
      `Upload one reference picture for a request (multipart/form-data, field "file"): ${ACCEPTED_IMAGE_NAMES}, ` +
      '200 × 200 px or more. Send its id in the request’s `pictures` within a day.',
    upload: true,
    response: mediaRecord,
    status: 201,
  },
  send: {
    summary:
      'Send a custom jewellery request; the shopper and the shop are e-mailed. ' +
      'A filled-in `website` (a trap for bots) is answered the same but nothing is kept or sent.',
    body: createCustomJewelleryInput,
    response: customJewelleryReceived,
    status: 201,
  },
  list: {
    summary: 'Custom jewellery requests, newest first, a page at a time',
    query: customJewelleryListQuery,
    response: customJewelleryPage,
  },
  mine: {
    summary: 'The signed-in shopper’s own requests and their states, newest first',
    query: customerCustomJewelleryListQuery,
    response: customJewelleryPage,
  },
  one: {
    summary: 'One custom jewellery request, with its pictures',
    params: customJewelleryIdParams,
    response: customJewelleryRecord,
  },
  changeState: {
    summary: 'Move a request to a state, with a note and (to quote) a price',
    body: changeCustomJewelleryStateInput,
    response: customJewelleryRecord,
  },
  reply: {
    summary: 'E-mail the shopper (queued through the outbox)',
    body: replyToCustomJewelleryInput,
    response: customJewelleryRecord,
  },
  remove: { summary: 'Delete a custom jewellery request', params: customJewelleryIdParams, response: z.null() },
});
export type CustomJewelleryShapes = typeof customJewelleryShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    customJewellery: CustomJewelleryShapes;
  }
}
