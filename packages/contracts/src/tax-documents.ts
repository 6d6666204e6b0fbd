import { amountInWords } from './amount-in-words.ts';
import { defineShapes } from './endpoint-shapes.ts';
import { IST_OFFSET_MS } from './shop-dates.ts';
import { includedTax, inRupees, spread } from './tax.ts';
import { taxDocumentEndpoints } from './tax-document-endpoints.ts';
import { formatMoney } from './money.ts';
import { z } from './zod.ts';

/*
 * Tax documents (decision 024): the tax invoice the shop issues when an order is paid, and the
 * credit note it issues when a paid order is cancelled or refunded. Each is numbered in its own
 * series per Indian financial year and kept as a snapshot of everything it prints, so nothing
 * that changes later (rates, the shop's details, the catalogue, the order) changes it.
 *
 * Every figure on a document is in paise. An order paid in dollars is reckoned in rupees at the
 * conversion fixed when it was placed: the total converted once, shared over the lines in
 * proportion to what each cost (so the lines add up to the total), and each line's GST worked
 * out of its rupees at its own rate, in two equal halves (CGST + SGST, or IGST their sum).
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
  kind: z.enum(['goods', 'shipping']),
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

/** The way to pay that is the customer's store credit, as a document's payments name it. */
export const STORE_CREDIT_METHOD = 'Store credit';

/** A document's payment line in words: "Paid with store credit: ₹1,000", "Refunded through Razorpay: ₹667". */
export function documentPaymentText(
  document: Pick<TaxDocumentSnapshot, 'kind' | 'currency'>,
  payment: { method: string; amount: number },
): string {
  const credit = payment.method === STORE_CREDIT_METHOD;
  const how =
    document.kind === 'invoice'
      ? `Paid with ${credit ? 'store credit' : payment.method}`
      : credit
        ? 'Given back as store credit'
        : `Refunded through ${payment.method}`;
  return `${how}: ${formatMoney(payment.amount, document.currency)}`;
}

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

/** "FCT-26-27-000123.pdf": a document's file, named by its number. */
export function taxDocumentFileName(number: string): string {
  return `${number.replaceAll('/', '-')}.pdf`;
}

export const EXPORT_SENTENCE = 'Supply meant for export under LUT without payment of IGST';

/** "US$1 = ₹88.45, fixed when the order was placed". */
export function exchangeRateText(conversion: number): string {
  const whole = Math.floor(conversion / 10_000);
  const fraction = String(conversion % 10_000)
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `US$1 = ₹${whole}.${fraction.length < 2 ? fraction.padEnd(2, '0') : fraction}, fixed when the order was placed`;
}

function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last}`;
}

/** "₹6,55,429.16": rupees to the paisa with Indian grouping, the way documents print them. */
export function formatRupees(amount: number): string {
  const sign = amount < 0 ? '−' : '';
  const value = Math.abs(amount);
  return `${sign}₹${groupIndian(Math.floor(value / 100))}.${String(value % 100).padStart(2, '0')}`;
}

/** "US$7,349.00": dollars to the cent, grouped in thousands. */
export function formatDollars(amount: number): string {
  const whole = String(Math.floor(amount / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `US$${whole}.${String(amount % 100).padStart(2, '0')}`;
}

/** "3 %", "1.5 %". */
export function formatRate(rateBp: number): string {
  return `${rateBp / 100} %`;
}

/** A line as the order keeps it: what the buyer paid for it in the order's currency, and its rate. */
export interface LineCharged {
  amount: number;
  rateBp: number;
}

export interface LineInRupees {
  total: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  foreignTotal: number | null;
}

/**
 * The lines of an order (shipping last, as a line) in rupees: the order's total converted once
 * and shared in proportion, each line's GST worked out of its rupees. The lines add up to the
 * total, and their taxes to the document's tax, to the paisa.
 */
export function linesInRupees(
  lines: readonly LineCharged[],
  order: { total: number; currency: 'INR' | 'USD'; conversion: number; supply: 'intra' | 'inter' | 'export' },
): LineInRupees[] {
  const totalRupees = inRupees(order.total, order.currency, order.conversion);
  const rupees =
    order.currency === 'INR'
      ? lines.map((line) => line.amount)
      : spread(
          totalRupees,
          lines.map((line) => line.amount),
        );
  return lines.map((line, index) => {
    const total = rupees[index]!;
    const tax = order.supply === 'export' ? 0 : includedTax(total, line.rateBp);
    const half = tax / 2;
    return {
      total,
      taxable: total - tax,
      cgst: order.supply === 'intra' ? half : 0,
      sgst: order.supply === 'intra' ? half : 0,
      igst: order.supply === 'inter' ? tax : 0,
      foreignTotal: order.currency === 'INR' ? null : line.amount,
    };
  });
}

/** The document's totals from its lines: sums, and the total in words. */
export function documentTotals(lines: readonly LineInRupees[]): TaxDocumentSnapshot['totals'] {
  const sum = (pick: (line: LineInRupees) => number) => lines.reduce((acc, line) => acc + pick(line), 0);
  const total = sum((line) => line.total);
  const foreign = lines.every((line) => line.foreignTotal === null) ? null : sum((line) => line.foreignTotal ?? 0);
  const cgst = sum((line) => line.cgst);
  const sgst = sum((line) => line.sgst);
  const igst = sum((line) => line.igst);
  return {
    taxable: sum((line) => line.taxable),
    cgst,
    sgst,
    igst,
    tax: cgst + sgst + igst,
    total,
    foreignTotal: foreign,
    inWords: amountInWords(total),
  };
}

const grams = (mg: number) => `${(mg / 1000).toFixed(3)} g`;
const carats = (hundredths: number) => `${(hundredths / 100).toFixed(2)} ct`;

/**
 * What a document prints under a line's description, one string a row, the same on the page and
 * in the PDF: SKU and ring size; metal, fineness and weights; making charge; each stone's papers;
 * the HUIDs once recorded.
 */
export function lineFactsText(
  line: TaxDocumentLine,
  document: Pick<TaxDocumentSnapshot, 'currency' | 'conversion'>,
): string[] {
  const rows: string[] = [];
  const ids = [line.sku ? `SKU ${line.sku}` : '', line.ringSize ? `Ring size US ${line.ringSize}` : ''].filter(Boolean);
  if (ids.length > 0) rows.push(ids.join(' · '));
  const facts = line.facts;
  if (facts) {
    // "18K Yellow Gold, 750"; "Platinum, 950" (a karat is said before the metal, a fineness after).
    const karat = facts.purity !== null && /K$/.test(facts.purity) ? `${facts.purity} ` : '';
    const metal = facts.metal ? `${karat}${facts.metal}${facts.fineness ? `, ${facts.fineness}` : ''}` : '';
    const weights = [
      facts.grossMg > 0 ? `Gross ${grams(facts.grossMg)}` : '',
      facts.netMetalMg !== null ? `Net metal ${grams(facts.netMetalMg)}` : '',
      facts.stoneCarats > 0 ? `Stones ${carats(facts.stoneCarats)}` : '',
    ].filter(Boolean);
    const first = [metal, ...weights].filter(Boolean);
    if (first.length > 0) rows.push(first.join(' · '));
    if (facts.making !== null) {
      const making = inRupees(facts.making, document.currency, document.conversion ?? 10_000);
      rows.push(`Making charge ${formatRupees(making)} a piece`);
    }
    for (const stone of facts.stones) {
      if (stone.lab === null && stone.certificate === null && stone.growthMethod === null && facts.metal !== null)
        continue;
      rows.push(
        [
          [stone.category, carats(stone.carats)].filter(Boolean).join(' '),
          stone.growthMethod ?? '',
          stone.lab || stone.certificate ? `${stone.lab ?? 'Certificate'} ${stone.certificate ?? ''}`.trim() : '',
        ]
          .filter(Boolean)
          .join(' · '),
      );
    }
  }
  if (line.huids.length > 0) rows.push(`HUID ${line.huids.join(', ')}`);
  return rows;
}
