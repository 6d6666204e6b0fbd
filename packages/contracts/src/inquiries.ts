import { emailField } from './account-fields.ts';
import { defineShapes } from './endpoint-shapes.ts';
import { pagedSchema } from './envelope-schemas.ts';
import { inquiryEndpoints } from './inquiry-endpoints.ts';
import { normalisePhoneNumber } from './phone.ts';
import { displayName, freeText, isPlainName, HIDDEN_CHARACTERS_MESSAGE } from './plain-text.ts';
import { recordIdParams } from './record-ids.ts';
import { z } from './zod.ts';

/*
 * Inquiries: questions shoppers send from the contact page or a stone's "Ask about this stone",
 * answered by staff (Inquiries area) by e-mail from the back-office. A complaint is an inquiry
 * of its own kind, sent from the contact page: acknowledged at once with its reference number,
 * the grievance officer and the day (India) by which it will be resolved, and open until staff
 * answer it.
 */

export const inquiryKinds = ['question', 'complaint'] as const;
export type InquiryKind = (typeof inquiryKinds)[number];
export const inquiryKindLabels: Record<InquiryKind, string> = { question: 'Question', complaint: 'Complaint' };

/** The number people quote: CMP-000042 for a complaint, INQ-000042 for a question. */
export function inquiryReference(inquiry: { kind: InquiryKind; id: number }): string {
  return `${inquiry.kind === 'complaint' ? 'CMP' : 'INQ'}-${String(inquiry.id).padStart(6, '0')}`;
}

export const inquiryStates = ['new', 'answered'] as const;
export type InquiryState = (typeof inquiryStates)[number];
export const inquiryStateLabels: Record<InquiryState, string> = { new: 'New', answered: 'Answered' };

export const INQUIRY_MESSAGE_MIN = 10;
export const INQUIRY_MESSAGE_MAX = 2000;
export const INQUIRY_REPLY_MAX = 5000;

/**
 * The honeypot: a field people never see (hidden from sight and from screen readers, skipped
 * by the keyboard) but form-filling bots do, because its name asks for something they always
 * have. Filled in, the inquiry is answered exactly as a real one (201 and the same sentence) but
 * nothing is stored and no e-mail leaves, so a bot learns nothing to adapt to.
 */
export const INQUIRY_HONEYPOT_FIELD = 'website';

/** What the shopper reads once an inquiry is sent (and what a bot reads, too). */
export const INQUIRY_RECEIVED = 'Thank you. We have your question and will reply by e-mail within one working day.';

/** What the shopper reads once a complaint is sent (and a bot too: no reference, which a bot must not get). */
export const COMPLAINT_RECEIVED =
  'Thank you. We have your complaint and have e-mailed you an acknowledgement with its reference number, our grievance officer’s contact and the date by which it will be resolved.';

/** A phone number or nothing: empty means none; anything else must be a number (E.164 after). */
export const optionalPhoneField = z
  .string()
  .trim()
  .max(40)
  .nullable()
  .optional()
  .transform((value, context) => {
    if (!value) return null;
    const normalised = normalisePhoneNumber(value);
    if (!normalised) {
      context.addIssue({ code: 'custom', message: 'must be a phone number, e.g. +91 98200 12345' });
      return z.NEVER;
    }
    return normalised;
  });

/**
 * The SKU asked about, as the page sent it: a stone's stock number or a variant's SKU. Kept as
 * written; an unknown one is no error (the stone may have just been sold).
 */
export const inquirySkuField = z
  .string()
  .trim()
  .max(100)
  .refine(isPlainName, HIDDEN_CHARACTERS_MESSAGE)
  .nullable()
  .optional()
  .transform((value) => value || null);

/** POST /api/inquiry (public). */
export const createInquiryInput = z.object({
  kind: z
    .enum(inquiryKinds, { error: 'must be a question or a complaint' })
    .optional()
    .default('question')
    .describe('a complaint is acknowledged with its reference number and resolution date'),
  name: displayName(100),
  email: emailField,
  phoneNumber: optionalPhoneField,
  message: freeText(INQUIRY_MESSAGE_MAX, INQUIRY_MESSAGE_MIN),
  sku: inquirySkuField,
  [INQUIRY_HONEYPOT_FIELD]: z.string().max(2000).optional().describe('leave empty (a trap for bots)'),
});
export type CreateInquiryInput = z.infer<typeof createInquiryInput>;

/** Whether the honeypot was filled in: a bot (see INQUIRY_HONEYPOT_FIELD). */
export function isHoneypotFilled(input: Pick<CreateInquiryInput, typeof INQUIRY_HONEYPOT_FIELD>): boolean {
  return Boolean(input[INQUIRY_HONEYPOT_FIELD]?.trim());
}

/** What POST /api/inquiry answers, to people and bots alike. */
export const inquiryReceived = z.object({ message: z.string() });
export type InquiryReceived = z.infer<typeof inquiryReceived>;

/** An inquiry as staff see it, with the stone or jewellery it is about while that exists. */
export const inquiryRecord = z.object({
  id: z.number().int(),
  kind: z.enum(inquiryKinds),
  reference: z.string().describe('CMP-000042 for a complaint, INQ-000042 for a question'),
  resolveBy: z.string().nullable().describe('a complaint’s last day to be resolved (YYYY-MM-DD, India)'),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  message: z.string(),
  sku: z.string().nullable().describe('as the shopper’s page sent it'),
  stone: z
    .object({ id: z.number().int(), sku: z.string(), name: z.string(), state: z.string() })
    .nullable()
    .describe('the stone the SKU named, while it exists'),
  product: z
    .object({ id: z.number().int(), name: z.string(), variantSku: z.string() })
    .nullable()
    .describe('the jewellery whose variant the SKU named, while it exists'),
  fromCustomer: z.boolean().describe('sent while signed in'),
  state: z.enum(inquiryStates),
  reply: z.string().nullable().describe('the latest reply e-mailed'),
  answeredBy: z.string().nullable().describe('who sent it'),
  answerDate: z.string().nullable(),
  createDate: z.string(),
});
export type InquiryRecord = z.infer<typeof inquiryRecord>;

export const inquiryStateFilters = ['all', ...inquiryStates] as const;
export type InquiryStateFilter = (typeof inquiryStateFilters)[number];
export const inquiryKindFilters = ['all', ...inquiryKinds] as const;
export type InquiryKindFilter = (typeof inquiryKindFilters)[number];

/** GET /api/inquiry: newest first, 20 a page; search over name, e-mail, message and SKU. */
export const inquiryListQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
  search: z.string().trim().max(100).optional().default(''),
  state: z.enum(inquiryStateFilters).optional().default('all'),
  kind: z.enum(inquiryKindFilters).optional().default('all'),
});
export type InquiryListQuery = z.infer<typeof inquiryListQuery>;

export const inquiryPage = pagedSchema(inquiryRecord);
export type InquiryPage = z.infer<typeof inquiryPage>;

/** POST /api/inquiry/{id}/reply: the e-mail's text; the inquiry is marked answered. */
export const replyToInquiryInput = z.object({ message: freeText(INQUIRY_REPLY_MAX, 2) });
export type ReplyToInquiryInput = z.infer<typeof replyToInquiryInput>;

export const inquiryIdParams = recordIdParams;
export type InquiryIdParams = z.infer<typeof inquiryIdParams>;

/** GET /api/analytics/minimal/inquiry */
export const inquiryAnalytics = z.object({
  total: z.number().int(),
  new: z.number().int().describe('not answered yet'),
  answered: z.number().int(),
  receivedLast30Days: z.number().int(),
});
export type InquiryAnalytics = z.infer<typeof inquiryAnalytics>;

export const inquiryShapes = defineShapes(inquiryEndpoints, {
  send: {
    summary:
      'Send a question (contact form, "Ask about this stone") or a complaint (contact form); the shopper and the shop are e-mailed, ' +
      'a complaint with its reference number, the grievance officer and the day it will be resolved by. ' +
      'A filled-in `website` (a trap for bots) is answered the same but nothing is kept or sent.',
    body: createInquiryInput,
    response: inquiryReceived,
    status: 201,
  },
  list: { summary: 'Inquiries, newest first, a page at a time', query: inquiryListQuery, response: inquiryPage },
  one: {
    summary: 'One inquiry, with the stone or jewellery it is about',
    params: inquiryIdParams,
    response: inquiryRecord,
  },
  reply: {
    summary: 'E-mail an answer to the shopper (queued) and mark the inquiry answered',
    params: inquiryIdParams,
    body: replyToInquiryInput,
    response: inquiryRecord,
  },
  remove: { summary: 'Delete an inquiry', params: inquiryIdParams, response: z.null() },
});
export type InquiryShapes = typeof inquiryShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    inquiries: InquiryShapes;
  }
}
