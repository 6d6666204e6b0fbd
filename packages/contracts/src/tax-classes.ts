import { defineShapes } from './endpoint-shapes.ts';
import type { StoneCategoryName } from './lookups.ts';
import { amountRange, amountWithin, percent, rupees } from './money-inputs.ts';
import { displayName } from './plain-text.ts';
import { documentPrefixesInput, documentPrefixesRecord } from './tax-documents.ts';
import { taxEndpoints } from './tax-endpoints.ts';
import { z } from './zod.ts';

/*
 * Tax classes (decision 023): each kind of goods the shop sells has an HSN code and a GST rate;
 * every line is taxed at its thing's class. The rates and codes are the Admin's to confirm with
 * the shop's accountant (the Tax page); these are only what a new shop starts with.
 */

/** The classes the shop relies on by name: pieces default to jewellery, stones by category. */
export const taxClassKeys = ['jewellery', 'natural-diamond', 'laboratory-grown'] as const;
export type TaxClassKey = (typeof taxClassKeys)[number];

/** The class a loose stone of each category starts in (a stone set in a built ring is jewellery). */
export const stoneCategoryTaxClass: Record<StoneCategoryName, TaxClassKey> = {
  'Natural Diamond': 'natural-diamond',
  'Lab Grown Diamond': 'laboratory-grown',
  Moissanite: 'laboratory-grown',
};

/** GST rates the law knows for goods run from 0 to 28 %. */
export const TAX_RATE_MAX_PERCENT = 28;
export const taxRateRange = amountRange(0, TAX_RATE_MAX_PERCENT, 2, percent);
/** A class's GST rate, %. */
export const taxRatePercent = amountWithin(taxRateRange);

/** An HSN code: 4, 6 or 8 digits. */
export const hsnCode = z
  .string()
  .trim()
  .regex(/^[0-9]{4}([0-9]{2}){0,2}$/, { error: 'must be an HSN code of 4, 6 or 8 digits' });

export const taxClassRecord = z.object({
  key: z.string(),
  hsn: z.string(),
  description: z.string(),
  rate: z.number().describe('GST rate, percent'),
  subTypes: z.array(z.string()).describe('the jewellery sub types whose pieces are in this class'),
  stoneCategories: z.array(z.string()).describe('the stone categories whose loose stones are in this class'),
  updateDate: z.string(),
});
export type TaxClassRecord = z.infer<typeof taxClassRecord>;

/** The Tax page: the classes, and the PAN threshold. */
export const taxSettingsRecord = z.object({
  classes: z.array(taxClassRecord),
  panAbove: z.number().describe('order total in rupees above which a buyer in India gives a PAN or Form 60'),
});
export type TaxSettingsRecord = z.infer<typeof taxSettingsRecord>;

/** PUT /api/tax/classes/{key}: the class changed. */
export const taxClassKeyParams = z.object({ key: z.string().max(40) });
export type TaxClassKeyParams = z.infer<typeof taxClassKeyParams>;

/** A class's code, words and rate, as the Admin changes them. */
export const updateTaxClassInput = z.object({
  hsn: hsnCode,
  description: displayName(120),
  rate: taxRatePercent,
});
export type UpdateTaxClassInput = z.infer<typeof updateTaxClassInput>;

/** Which class a sub type's pieces, or a stone category's loose stones, are in. */
export const taxClassAssignmentInput = z
  .object({
    subType: z.string().optional(),
    stoneCategory: z.string().optional(),
    taxClass: z.string(),
  })
  .refine((input) => (input.subType === undefined) !== (input.stoneCategory === undefined), {
    error: 'name either a sub type or a stone category',
  });
export type TaxClassAssignmentInput = z.infer<typeof taxClassAssignmentInput>;

export const PAN_ABOVE_MAX = 1_00_00_00_000;
export const panAboveRange = amountRange(0, PAN_ABOVE_MAX, 0, rupees);
export const panAboveInput = z.object({ panAbove: amountWithin(panAboveRange) });
export type PanAboveInput = z.infer<typeof panAboveInput>;

export const taxShapes = defineShapes(taxEndpoints, {
  settings: { summary: 'Tax classes, what is in each, and the PAN threshold (Admin)', response: taxSettingsRecord },
  updateClass: {
    summary: "Change a tax class's HSN code, description and GST rate; the jewellery class reprices (Admin)",
    params: taxClassKeyParams,
    body: updateTaxClassInput,
    response: taxSettingsRecord,
  },
  assign: {
    summary: "Put a sub type's pieces or a stone category's loose stones in a tax class (Admin)",
    body: taxClassAssignmentInput,
    response: taxSettingsRecord,
  },
  updatePanAbove: {
    summary: 'The order total in rupees above which a buyer in India gives a PAN or Form 60 (Admin)',
    body: panAboveInput,
    response: taxSettingsRecord,
  },
  documentPrefixes: {
    summary: "The invoice and credit note series' prefixes (Admin)",
    response: documentPrefixesRecord,
  },
  updateDocumentPrefixes: {
    summary: "Change the invoice and credit note series' prefixes; numbers issued keep theirs (Admin)",
    body: documentPrefixesInput,
    response: documentPrefixesRecord,
  },
});
export type TaxShapes = typeof taxShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    tax: TaxShapes;
  }
}
