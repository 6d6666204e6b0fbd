import { accountsEndpoints } from './accounts-endpoints.ts';
import { defineShapes } from './endpoint-shapes.ts';
import { dayParts, monthName } from './number-text.ts';
import { IST_OFFSET_MS } from './shop-dates.ts';
import { taxDocumentKinds } from './tax-documents.ts';
import { z } from './zod.ts';

/*
 * The accountant's month (the Admin's /accounts): registers read from the tax documents issued
 * in one calendar month, India time. Every figure comes from a document's snapshot as it was
 * issued, never from the order; rupees in paise, a credit note's figures negative so that it
 * nets off its invoice.
 */

const MONTH_MESSAGE = 'Give the month as year and month, like 2026-11.';

/** "2026-11": a calendar month, India time. */
export const accountsMonth = z
  .string({ error: MONTH_MESSAGE })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_MESSAGE)
  .refine((month) => Number(month.slice(0, 4)) >= 2000, 'The shop keeps no documents before the year 2000.');

export const accountsQuery = z.object({
  month: accountsMonth,
  format: z
    .enum(['json', 'csv'], { error: 'The format is json (for the page) or csv (a download).' })
    .optional()
    .default('json'),
});
export type AccountsQuery = z.infer<typeof accountsQuery>;

/** The month it is in India at that instant: "2026-11". */
export function shopMonthOf(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);
}

/** The instants a month (India time) starts at and ends before. */
export function monthBounds(month: string): { from: Date; to: Date } {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  return {
    from: new Date(Date.UTC(year, index, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(year, index + 1, 1) - IST_OFFSET_MS),
  };
}

/** "November 2026", for headings. */
export function monthInWords(month: string): string {
  const { year, month: number } = dayParts(`${month}-01`);
  return `${monthName(number)} ${year}`;
}

const paise = z.number().int();

/** A GST breakdown in rupee figures (paise): what a register's row and its totals row show. */
export const registerTotals = z.object({
  taxable: paise,
  cgst: paise,
  sgst: paise,
  igst: paise,
  total: paise,
});
export type RegisterTotals = z.infer<typeof registerTotals>;

/** The document a register's row comes from, and whom it was issued to. */
const registerDocument = z.object({
  documentId: z.number().int(),
  kind: z.enum(taxDocumentKinds),
  number: z.string(),
  /** The day it was issued, India time: "2026-11-24". */
  date: z.string(),
  orderNumber: z.string(),
  /** The business's registered name for a B2B buyer, else the person's. */
  buyerName: z.string(),
});

/** One line of one document issued in the month. */
export const salesRegisterRow = z.object({
  ...registerDocument.shape,
  buyerGstin: z.string().nullable(),
  placeOfSupply: z.string(),
  /** The GST state code; "96" outside India. */
  placeOfSupplyCode: z.string().nullable(),
  lineKind: z.enum(['goods', 'shipping', 'charge']),
  description: z.string(),
  hsn: z.string(),
  quantity: z.number().int(),
  rateBp: z.number().int(),
  ...registerTotals.shape,
  currency: z.enum(['INR', 'USD']),
  /** INR per USD × 10,000 fixed at placement; null for a rupee order. */
  conversion: z.number().int().nullable(),
});
export type SalesRegisterRow = z.infer<typeof salesRegisterRow>;

export const salesRegister = z.object({
  month: z.string(),
  documents: z.number().int(),
  rows: z.array(salesRegisterRow),
  totals: registerTotals,
});
export type SalesRegister = z.infer<typeof salesRegister>;

/** One HSN code at one rate: its goods' quantity and figures, invoices less credit notes. */
export const hsnSummaryRow = z.object({
  hsn: z.string(),
  rateBp: z.number().int(),
  /** Pieces of goods (shipping lines add their figures, not pieces). */
  quantity: z.number().int(),
  ...registerTotals.shape,
});
export type HsnSummaryRow = z.infer<typeof hsnSummaryRow>;

export const hsnSummary = z.object({
  month: z.string(),
  rows: z.array(hsnSummaryRow),
  totals: registerTotals.extend({ quantity: z.number().int() }),
});
export type HsnSummary = z.infer<typeof hsnSummary>;

/** One export document: zero-rated under the LUT, in rupees and the currency it was paid in. */
export const exportRegisterRow = z.object({
  ...registerDocument.shape,
  placeOfSupply: z.string(),
  exportNote: z.string().nullable(),
  total: paise,
  currency: z.enum(['INR', 'USD']),
  /** What it came to in the order's currency when that is not rupees (cents), negative for a credit note. */
  foreignTotal: paise.nullable(),
  conversion: z.number().int().nullable(),
});
export type ExportRegisterRow = z.infer<typeof exportRegisterRow>;

export const exportRegister = z.object({
  month: z.string(),
  rows: z.array(exportRegisterRow),
  totals: z.object({ total: paise, foreignTotal: paise }),
});
export type ExportRegister = z.infer<typeof exportRegister>;

/** A register's CSV download, when its query says `format=csv`. */
const registerCsv = { contentType: 'text/csv; charset=utf-8' } as const;

export const accountsShapes = defineShapes(accountsEndpoints, {
  salesRegister: {
    summary:
      'One row per line of every tax invoice and credit note issued in the month (India), credit notes negative (Admin)',
    query: accountsQuery,
    response: salesRegister,
    file: registerCsv,
  },
  hsnSummary: {
    summary:
      "The month's documents per HSN code and rate: quantity, taxable value and tax, invoices less credit notes (Admin)",
    query: accountsQuery,
    response: hsnSummary,
    file: registerCsv,
  },
  exports: {
    summary: "The month's export documents with their LUT note, in rupees and the currency paid (Admin)",
    query: accountsQuery,
    response: exportRegister,
    file: registerCsv,
  },
});
export type AccountsShapes = typeof accountsShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    accounts: AccountsShapes;
  }
}

/** "sales-register-2026-11.csv". */
export function registerFileName(register: 'sales-register' | 'hsn-summary' | 'exports', month: string): string {
  return `${register}-${month}.csv`;
}

/** A conversion as a plain number for a spreadsheet: 884_500 → "88.45". */
export function conversionText(conversion: number | null): string {
  if (conversion === null) return '';
  const whole = Math.floor(conversion / 10_000);
  const fraction = String(conversion % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction.padEnd(2, '0')}` : `${whole}.00`;
}

/** Paise as rupees for a spreadsheet: -123456 → "-1234.56". */
export function rupeesText(paiseAmount: number): string {
  const sign = paiseAmount < 0 ? '-' : '';
  const value = Math.abs(paiseAmount);
  return `${sign}${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
}
