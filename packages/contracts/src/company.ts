import { customerCare, grievanceOfficer } from './business-details.ts';
import { companyEndpoints } from './company-endpoints.ts';
import { defineShapes } from './endpoint-shapes.ts';
import { z } from './zod.ts';

/**
 * The business's public details, shown in the footer, on /contact-us and the terms: the
 * business details' public part (the trade name as `businessName`, the registered address, the
 * GSTIN, customer care as `email` and `phone`, the legal name and the grievance officer) and the
 * social links from the configuration.
 */
export const companyInfo = z.object({
  businessName: z.string().describe('the trade name'),
  legalName: z.string().describe('the name the business is registered under'),
  email: z.string().describe('customer care'),
  phone: z.string().describe('customer care, written for people: +91 22 4890 2600'),
  whatsApp: z.string().describe('E.164 number used for click-to-chat'),
  instagram: z.string().describe('URL of the Instagram profile'),
  address: z.object({
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    state: z.string(),
    stateCode: z.string().describe('the state’s two-digit GST code'),
    postalCode: z.string(),
    country: z.string(),
  }),
  website: z.string(),
  /** The GST identification number printed on invoices; null when the shop has not set one. */
  gstin: z.string().nullable(),
  customerCare,
  grievanceOfficer,
});
export type CompanyInfo = z.infer<typeof companyInfo>;

export const companyShapes = defineShapes(companyEndpoints, {
  read: {
    summary: 'Business name and contact details, the legal name, customer care and the grievance officer',
    response: companyInfo,
  },
});
export type CompanyShapes = typeof companyShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    company: CompanyShapes;
  }
}
