import { defineShapes } from './endpoint-shapes.ts';
import { IST_OFFSET_MS } from './shop-dates.ts';
import { taxDocumentEndpoints } from './tax-document-endpoints.ts';
import { z } from './zod.ts';

/*
 * Tax documents (decision 024): the tax invoice the shop issues when an order is paid, and the
 * credit note it issues when a paid order is cancelled or refunded. Each is numbered in its own
 * series per Indian financial year and kept as a snapshot of everything it prints, so nothing
 * that changes later (rates, the shop's details, the catalogue, the order) changes it.
 *
 * Every figure on a document is in paise, reckoned as contracts/tax-document-rupees.ts says;
 * what it prints is contracts/tax-document-text.ts.
 */

export const taxDocumentKinds = ['invoice', 'credit_note'] as const;
export type TaxDocumentKind = (typeof taxDocumentKinds)[number];

export const taxDocumentKindLabels: Record<TaxDocumentKind, string> = {
  invoice: 'Tax invoice',
  credit_note: 'Credit note',
};

/** The financial year an instant falls in, India time: April to March. `label` is "26-27". */
export function financialYearOf(at: Date): { startYear: number; label: string } {
  const clock = new Date(at.getTime() + IST_OFFSET_MS);
  const year = clock.getUTCFullYear();
  const startYear = clock.getUTCMonth() >= 3 ? year : year - 1;
  const short = (value: number) => String(value % 100).padStart(2, '0');
  return { startYear, label: `${short(startYear)}-${short(startYear + 1)}` };
}

/** The law allows a document number of at most 16 characters. */
export const DOCUMENT_NUMBER_MAX = 16;
const SERIAL_DIGITS = 6;

/** "FCT/26-27/000123": the series' prefix, the financial year and the serial. */
export function documentNumber(prefix: string, financialYear: string, serial: number): string {
  return `${prefix}/${financialYear}/${String(serial).padStart(SERIAL_DIGITS, '0')}`;
}

/** A series' prefix: one to three capital letters or digits, so that a number fits in 16 characters. */
export const documentPrefix = z
  .string({ error: 'Give the prefix: one to three capital letters or digits.' })
  .trim()
  .regex(/^[A-Z0-9]{1,3}$/, 'A prefix is one to three capital letters or digits, like FCT.');

export const documentPrefixesInput = z
  .object({ invoicePrefix: documentPrefix, creditNotePrefix: documentPrefix })
  .refine((input) => input.invoicePrefix !== input.creditNotePrefix, {
    message: 'Invoices and credit notes need different prefixes, or their numbers would look alike.',
    path: ['creditNotePrefix'],
  });
export type DocumentPrefixesInput = z.infer<typeof documentPrefixesInput>;
export const documentPrefixesRecord = z.object({
  invoicePrefix: z.string(),
  creditNotePrefix: z.string(),
  updateDate: z.string(),
});
export type DocumentPrefixesRecord = z.infer<typeof documentPrefixesRecord>;

/** 0.2 g per carat: how a stone's carats count in a piece's gross weight. */
export const MILLIGRAMS_PER_CARAT = 200;

/**
 * What an order line records at placement for its documents (order_lines.facts): the metal and
 * its fineness, the weights, the making charge at selling price, and each stone's papers.
 * Carats are hundredths, weights milligrams, the making charge minor units of the order's
 * currency for one unit.
 */
export const orderLineFacts = z.object({
  metal: z.string().nullable(),
  purity: z.string().nullable(),
  fineness: z.number().int().nullable(),
  netMetalMg: z.number().int().nullable(),
  stoneCarats: z.number().int(),
  grossMg: z.number().int(),
  making: z.number().int().nullable(),
  stones: z.array(
    z.object({
      category: z.string().nullable(),
      carats: z.number().int(),
      lab: z.string().nullable(),
      certificate: z.string().nullable(),
      growthMethod: z.string().nullable(),
    }),
  ),
});
export type OrderLineFacts = z.infer<typeof orderLineFacts>;

/** "18K" → 750: parts per thousand of the metal's purity, as hallmarks print it. */
export function finenessOf(purity: string): number | null {
  const karat = /^(\d{1,2})K$/.exec(purity);
  if (karat) return Math.round((Number(karat[1]) * 1000) / 24);
  const platinum = /^PT(\d{3})$/.exec(purity);
  if (platinum) return Number(platinum[1]);
  return /^\d{3}$/.test(purity) ? Number(purity) : null;
}

const paise = z.number().int();

export const taxDocumentLine = z.object({
  /** A piece or stone, insured shipping, or another charge of the same supply (gift wrapping). */
  kind: z.enum(['goods', 'shipping', 'charge']),
  description: z.string(),
  sku: z.string().nullable(),
  ringSize: z.string().nullable(),
  hsn: z.string(),
  quantity: z.number().int(),
  unit: z.literal('pcs'),
  rateBp: z.number().int(),
  taxable: paise,
  cgst: paise,
  sgst: paise,
  igst: paise,
  /** taxable + tax: what the buyer paid for the line, in rupees. */
  total: paise,
  /** What the line cost in the order's currency when that is not rupees (cents). */
  foreignTotal: paise.nullable(),
  facts: orderLineFacts.nullable(),
  /** Hallmark unique IDs, recorded at dispatch (none yet on an invoice issued at payment). */
  huids: z.array(z.string()),
});
export type TaxDocumentLine = z.infer<typeof taxDocumentLine>;

export const documentParty = z.object({
  name: z.string(),
  addressLines: z.array(z.string()),
  gstin: z.string().nullable(),
});

export const taxDocumentSnapshot = z.object({
  kind: z.enum(taxDocumentKinds),
  /** "Tax invoice", "Proforma invoice" (no GSTIN configured), "Credit note". */
  title: z.string(),
  number: z.string(),
  financialYear: z.string(),
  issuedAt: z.string(),
  orderNumber: z.string(),
  orderDate: z.string(),
  supplier: documentParty.extend({
    tradeName: z.string(),
    state: z.string(),
    stateCode: z.string().nullable(),
    lut: z.string().nullable(),
    email: z.string(),
    phone: z.string(),
  }),
  buyer: documentParty.extend({ businessName: z.string().nullable(), email: z.string(), phone: z.string() }),
  placeOfSupply: z.object({ name: z.string(), code: z.string().nullable() }),
  supply: z.enum(['intra', 'inter', 'export']),
  /** The export sentence with the LUT reference; null within India. */
  exportNote: z.string().nullable(),
  currency: z.enum(['INR', 'USD']),
  /** INR per USD × 10,000 fixed at placement, and how the document says it; null for a rupee order. */
  conversion: z.number().int().nullable(),
  exchangeRateText: z.string().nullable(),
  lines: z.array(taxDocumentLine),
  totals: z.object({
    taxable: paise,
    cgst: paise,
    sgst: paise,
    igst: paise,
    tax: paise,
    total: paise,
    foreignTotal: paise.nullable(),
    inWords: z.string(),
  }),
  /** A credit note's invoice. */
  reference: z.object({ number: z.string(), issuedAt: z.string() }).nullable(),
  reason: z.string().nullable(),
  /** Printed in red for staff: the shop has no GSTIN configured, so this is not a tax invoice. */
  gstinMissing: z.boolean(),
  isTestPayment: z.boolean(),
  /**
   * How the total was paid, when store credit paid part or all of it (decision 031): each way
   * and its amount in minor units of `currency`. Payments, not discounts: the taxable value is
   * the same whoever pays. Absent when a provider took it all.
   */
  payments: z.array(z.object({ method: z.string(), amount: z.number().int() })).optional(),
});
export type TaxDocumentSnapshot = z.infer<typeof taxDocumentSnapshot>;

/** A document as the API answers it: its id and the snapshot. */
export const taxDocumentRecord = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  snapshot: taxDocumentSnapshot,
});
export type TaxDocumentRecord = z.infer<typeof taxDocumentRecord>;

/** A document as an order lists it. */
export const taxDocumentSummary = z.object({
  id: z.number().int(),
  kind: z.enum(taxDocumentKinds),
  number: z.string(),
  issuedAt: z.string(),
});
export type TaxDocumentSummary = z.infer<typeof taxDocumentSummary>;

export const taxDocumentIdParams = z.object({
  id: z.coerce
    .number({ error: 'A document is named by its number in the address.' })
    .int('A document is named by its number in the address.')
    .positive('A document is named by its number in the address.')
    .max(2_147_483_647, 'There is no such document.'),
});

export const taxDocumentShapes = defineShapes(taxDocumentEndpoints, {
  one: {
    summary: 'A tax invoice or credit note, as issued (your own order, or Orders staff)',
    params: taxDocumentIdParams,
    response: taxDocumentRecord,
  },
  pdf: {
    summary: 'A tax invoice or credit note as a PDF (your own order, or Orders staff)',
    params: taxDocumentIdParams,
    file: { contentType: 'application/pdf' },
  },
});
export type TaxDocumentShapes = typeof taxDocumentShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    taxDocuments: TaxDocumentShapes;
  }
}
