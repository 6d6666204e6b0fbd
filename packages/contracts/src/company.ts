import { z } from './zod.ts';

/** The business's contact details, shown in the footer, on /contact-us and on invoices. */
export const companyInfo = z.object({
  businessName: z.string(),
  email: z.string(),
  phone: z.string(),
  whatsApp: z.string().describe('E.164 number used for click-to-chat'),
  instagram: z.string().describe('URL of the Instagram profile'),
  address: z.object({
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  website: z.string(),
  /** The GST identification number printed on invoices; null when the shop has not set one. */
  gstin: z.string().nullable(),
});
export type CompanyInfo = z.infer<typeof companyInfo>;
