import { emailField } from './account-fields.ts';
import { businessDetailsEndpoints } from './business-details-endpoints.ts';
import { defineShapes } from './endpoint-shapes.ts';
import { type GstStateCode, gstStateCodes, gstStateOf, isGstStateCode } from './gst-states.ts';
import { gstinProblem, normaliseGstin } from './gstin.ts';
import { normalisePhoneNumber } from './phone.ts';
import { displayName, freeText } from './plain-text.ts';
import { isShopDate } from './shop-dates.ts';
import { z } from './zod.ts';

/*
 * The business details: who the seller is, as the law and the tax invoices need it written —
 * the legal name and the trade name shoppers know, the registered address in one of India's
 * states (whose GST code begins the GSTIN), the GSTIN and the LUT under which exports leave
 * without GST, customer care, and the grievance officer every complaint can go to. One record,
 * set on the first start from the configuration and edited by the Admin from then on; every
 * change is in the audit log. Invoices and other documents print from it.
 */

/** The most days a complaint may take to be resolved: the law allows one month. */
export const COMPLAINT_RESOLUTION_DAYS_MAX = 30;
export const DEFAULT_COMPLAINT_RESOLUTION_DAYS = 30;

/** A phone number anyone can call, stored in E.164 (+912248902600) whatever spacing was typed. */
const requiredPhone = z
  .string()
  .trim()
  .max(40)
  .transform((value, context) => {
    const normalised = normalisePhoneNumber(value);
    if (!normalised) {
      context.addIssue({
        code: 'custom',
        message: value ? 'must be a phone number, e.g. +91 22 4890 2600' : 'must not be empty',
      });
      return z.NEVER;
    }
    return normalised;
  });

/** Empty text, null or nothing means none. */
function optional<T extends z.ZodType<string>>(schema: T) {
  return z
    .union([z.literal(''), schema])
    .nullish()
    .transform((value) => value || null);
}

const stateCodeField = z
  .string({ error: 'must be chosen from the list of states and union territories' })
  .trim()
  .refine(isGstStateCode, 'must be one of India’s states or union territories, chosen from the list')
  .transform((code) => code as GstStateCode);

/** The person every complaint can go to, named on the contact and terms pages and in each acknowledgement. */
export const grievanceOfficer = z.object({
  name: z.string(),
  designation: z.string(),
  email: z.string(),
  phone: z.string().describe('E.164'),
});
export type GrievanceOfficer = z.infer<typeof grievanceOfficer>;

export const customerCare = z.object({
  email: z.string(),
  phone: z.string().describe('E.164'),
});
export type CustomerCare = z.infer<typeof customerCare>;

export const registeredAddress = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string().describe('the name of the state or union territory'),
  stateCode: z.enum(gstStateCodes).describe('its two-digit GST state code'),
  postalCode: z.string().describe('six-digit PIN code'),
  country: z.literal('India'),
});
export type RegisteredAddress = z.infer<typeof registeredAddress>;

/** GET /api/business-details (staff): the whole record, the LUT included. */
export const businessDetailsRecord = z.object({
  legalName: z.string().describe('the name the business is registered under'),
  tradeName: z.string().describe('the name shoppers know it by: header, footer, e-mails'),
  address: registeredAddress,
  gstin: z.string().nullable(),
  lutReference: z.string().nullable().describe('the Letter of Undertaking’s reference (ARN) for exports'),
  lutDate: z.string().nullable().describe('YYYY-MM-DD, the day the LUT was filed'),
  customerCare,
  grievanceOfficer,
  complaintResolutionDays: z.number().int().describe('days within which a complaint is resolved'),
  updateDate: z.string(),
});
export type BusinessDetails = z.infer<typeof businessDetailsRecord>;

/** PUT /api/business-details (Admin): every field at once, as the page's form sends them. */
export const updateBusinessDetailsInput = z
  .object({
    legalName: displayName(200),
    tradeName: displayName(100),
    address: z.object({
      line1: freeText(200, 1),
      line2: freeText(200)
        .nullish()
        .transform((value) => value ?? ''),
      city: displayName(100),
      stateCode: stateCodeField,
      postalCode: z
        .string()
        .trim()
        .regex(/^[1-9][0-9]{5}$/, 'must be a six-digit PIN code, e.g. 400004'),
    }),
    gstin: optional(z.string().trim().max(40).transform(normaliseGstin)),
    lutReference: optional(freeText(100)),
    lutDate: optional(z.string().trim().refine(isShopDate, 'must be a date, e.g. 2026-04-01')),
    customerCare: z.object({ email: emailField, phone: requiredPhone }),
    grievanceOfficer: z.object({
      name: displayName(100),
      designation: displayName(100),
      email: emailField,
      phone: requiredPhone,
    }),
    complaintResolutionDays: z.coerce
      .number({ error: 'must be a number of days' })
      .int('must be a whole number of days')
      .min(1, 'must be at least 1 day')
      .max(
        COMPLAINT_RESOLUTION_DAYS_MAX,
        `must be at most ${COMPLAINT_RESOLUTION_DAYS_MAX} days: the law allows one month`,
      ),
  })
  .superRefine((input, context) => {
    if (input.gstin) {
      // A state that is none has its own sentence; the GSTIN is then checked on its own.
      const stateCode = isGstStateCode(input.address.stateCode) ? input.address.stateCode : undefined;
      const problem = gstinProblem(input.gstin, stateCode);
      if (problem) context.addIssue({ code: 'custom', path: ['gstin'], message: problem });
    }
    if (input.lutDate && !input.lutReference) {
      context.addIssue({
        code: 'custom',
        path: ['lutReference'],
        message: 'must be given with the LUT’s date (or leave both empty)',
      });
    }
    if (input.lutReference && !input.lutDate) {
      context.addIssue({
        code: 'custom',
        path: ['lutDate'],
        message: 'must be given with the LUT’s reference (or leave both empty)',
      });
    }
  });
export type UpdateBusinessDetailsInput = z.infer<typeof updateBusinessDetailsInput>;

/** The state's name for a record's code. */
export function stateNameOf(code: GstStateCode): string {
  return gstStateOf(code)!.name;
}

/**
 * The last day (India) by which a complaint received on `receivedOn` (an India date,
 * YYYY-MM-DD) is to be resolved: `days` later.
 */
export function complaintDeadline(receivedOn: string, days: number): string {
  const day = new Date(`${receivedOn}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export const businessDetailsShapes = defineShapes(businessDetailsEndpoints, {
  read: {
    summary:
      'The business details: legal and trade name, registered address, GSTIN, LUT, customer care, grievance officer (staff)',
    response: businessDetailsRecord,
  },
  update: {
    summary: 'Change the business details, every field at once; audited (Admin)',
    body: updateBusinessDetailsInput,
    response: businessDetailsRecord,
  },
});
export type BusinessDetailsShapes = typeof businessDetailsShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    businessDetails: BusinessDetailsShapes;
  }
}
