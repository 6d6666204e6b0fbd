import {
  conversionText,
  type ExportRegister,
  type HsnSummary,
  type HsnSummaryRow,
  monthBounds,
  type RegisterTotals,
  rupeesText,
  type SalesRegister,
  type SalesRegisterRow,
} from '@facet/contracts/accounts';
import { shopDateOf } from '@facet/contracts/shop-dates';
import { taxDocumentKindLabels, type TaxDocumentSnapshot } from '@facet/contracts/tax-documents';
import type { Database } from '@facet/db/client';
import { stringify } from 'csv-stringify/sync';
import { type IssuedDocument, listDocumentsIssued } from './accounts.queries.ts';

/*
 * The accountant's registers (the Admin's /accounts): every tax document issued in a calendar
 * month, India time, read from its snapshot as issued — never recomputed from the order. A
 * credit note's figures are negative, so it nets off the invoice it reverses.
 */

function documentsIssuedIn(db: Database, month: string): Promise<IssuedDocument[]> {
  const { from, to } = monthBounds(month);
  return listDocumentsIssued(db, from, to);
}

const signOf = (document: TaxDocumentSnapshot) => (document.kind === 'credit_note' ? -1 : 1);

function sumTotals(rows: readonly RegisterTotals[]): RegisterTotals {
  const totals = { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
  for (const row of rows) {
    totals.taxable += row.taxable;
    totals.cgst += row.cgst;
    totals.sgst += row.sgst;
    totals.igst += row.igst;
    totals.total += row.total;
  }
  return totals;
}

function registerRows(documents: readonly IssuedDocument[]): SalesRegisterRow[] {
  return documents.flatMap(({ id, snapshot: document }) => {
    const sign = signOf(document);
    return document.lines.map((line) => ({
      documentId: id,
      kind: document.kind,
      number: document.number,
      date: shopDateOf(new Date(document.issuedAt)),
      orderNumber: document.orderNumber,
      buyerName: document.buyer.businessName ?? document.buyer.name,
      buyerGstin: document.buyer.gstin,
      placeOfSupply: document.placeOfSupply.name,
      placeOfSupplyCode: document.placeOfSupply.code,
      lineKind: line.kind,
      description: line.description,
      hsn: line.hsn,
      quantity: sign * line.quantity,
      rateBp: line.rateBp,
      // `|| 0` keeps a zero a zero rather than −0 on a credit note.
      taxable: sign * line.taxable || 0,
      cgst: sign * line.cgst || 0,
      sgst: sign * line.sgst || 0,
      igst: sign * line.igst || 0,
      total: sign * line.total || 0,
      currency: document.currency,
      conversion: document.conversion,
    }));
  });
}

/** One row per line of every document issued in the month, oldest first, with the month's totals. */
export async function salesRegister(db: Database, input: { month: string }): Promise<SalesRegister> {
  const documents = await documentsIssuedIn(db, input.month);
  const rows = registerRows(documents);
  return { month: input.month, documents: documents.length, rows, totals: sumTotals(rows) };
}

/** The sales register grouped by HSN code and rate: invoices less credit notes. */
export function hsnRowsOf(rows: readonly SalesRegisterRow[]): HsnSummaryRow[] {
  const groups = new Map<string, HsnSummaryRow>();
  for (const row of rows) {
    const key = `${row.hsn}|${row.rateBp}`;
    const group = groups.get(key) ?? {
      hsn: row.hsn,
      rateBp: row.rateBp,
      quantity: 0,
      taxable: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      total: 0,
    };
    if (row.lineKind === 'goods') group.quantity += row.quantity;
    group.taxable += row.taxable;
    group.cgst += row.cgst;
    group.sgst += row.sgst;
    group.igst += row.igst;
    group.total += row.total;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rateBp - b.rateBp);
}

export async function hsnSummary(db: Database, input: { month: string }): Promise<HsnSummary> {
  const rows = hsnRowsOf(registerRows(await documentsIssuedIn(db, input.month)));
  return {
    month: input.month,
    rows,
    totals: { ...sumTotals(rows), quantity: rows.reduce((sum, row) => sum + row.quantity, 0) },
  };
}

/** The month's export documents (zero-rated under the LUT), a credit note negative. */
export async function exportRegister(db: Database, input: { month: string }): Promise<ExportRegister> {
  const documents = (await documentsIssuedIn(db, input.month)).filter(({ snapshot }) => snapshot.supply === 'export');
  const rows = documents.map(({ id, snapshot: document }) => {
    const sign = signOf(document);
    return {
      documentId: id,
      kind: document.kind,
      number: document.number,
      date: shopDateOf(new Date(document.issuedAt)),
      orderNumber: document.orderNumber,
      buyerName: document.buyer.businessName ?? document.buyer.name,
      placeOfSupply: document.placeOfSupply.name,
      exportNote: document.exportNote,
      total: sign * document.totals.total || 0,
      currency: document.currency,
      foreignTotal: document.totals.foreignTotal === null ? null : sign * document.totals.foreignTotal || 0,
      conversion: document.conversion,
    };
  });
  return {
    month: input.month,
    rows,
    totals: {
      total: rows.reduce((sum, row) => sum + row.total, 0),
      foreignTotal: rows.reduce((sum, row) => sum + (row.foreignTotal ?? 0), 0),
    },
  };
}

/*
 * The registers as CSV for a spreadsheet: one header row, rupees with two decimals and a minus
 * for a credit note, rates as percentages, and a totals row last.
 */

const percent = (rateBp: number) => String(rateBp / 100);

/**
 * Text a customer wrote (a name, an address) as a cell a spreadsheet will not run: one that
 * starts like a formula gets a leading apostrophe.
 */
export function textCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function salesRegisterCsv(register: SalesRegister): string {
  const { totals } = register;
  return stringify([
    [
      'Document',
      'Number',
      'Date',
      'Order',
      'Buyer',
      'Buyer GSTIN',
      'Place of supply',
      'State code',
      'Description',
      'HSN',
      'Quantity',
      'Rate %',
      'Taxable value',
      'CGST',
      'SGST',
      'IGST',
      'Total',
      'Currency',
      'Exchange rate',
    ],
    ...register.rows.map((row) => [
      taxDocumentKindLabels[row.kind],
      row.number,
      row.date,
      row.orderNumber,
      textCell(row.buyerName),
      row.buyerGstin ?? '',
      row.placeOfSupply,
      row.placeOfSupplyCode ?? '',
      textCell(row.description),
      row.hsn,
      String(row.quantity),
      percent(row.rateBp),
      rupeesText(row.taxable),
      rupeesText(row.cgst),
      rupeesText(row.sgst),
      rupeesText(row.igst),
      rupeesText(row.total),
      row.currency,
      conversionText(row.conversion),
    ]),
    [
      'Total',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      rupeesText(totals.taxable),
      rupeesText(totals.cgst),
      rupeesText(totals.sgst),
      rupeesText(totals.igst),
      rupeesText(totals.total),
      '',
      '',
    ],
  ]);
}

export function hsnSummaryCsv(summary: HsnSummary): string {
  const { totals } = summary;
  return stringify([
    ['HSN', 'Rate %', 'Quantity', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Total'],
    ...summary.rows.map((row) => [
      row.hsn,
      percent(row.rateBp),
      String(row.quantity),
      rupeesText(row.taxable),
      rupeesText(row.cgst),
      rupeesText(row.sgst),
      rupeesText(row.igst),
      rupeesText(row.total),
    ]),
    [
      'Total',
      '',
      String(totals.quantity),
      rupeesText(totals.taxable),
      rupeesText(totals.cgst),
      rupeesText(totals.sgst),
      rupeesText(totals.igst),
      rupeesText(totals.total),
    ],
  ]);
}

export function exportRegisterCsv(register: ExportRegister): string {
  return stringify([
    [
      'Document',
      'Number',
      'Date',
      'Order',
      'Buyer',
      'Place of supply',
      'LUT note',
      'Total (INR)',
      'Currency',
      'Total in currency',
      'Exchange rate',
    ],
    ...register.rows.map((row) => [
      taxDocumentKindLabels[row.kind],
      row.number,
      row.date,
      row.orderNumber,
      textCell(row.buyerName),
      row.placeOfSupply,
      row.exportNote ?? '',
      rupeesText(row.total),
      row.currency,
      row.foreignTotal === null ? '' : rupeesText(row.foreignTotal),
      conversionText(row.conversion),
    ]),
    ['Total', '', '', '', '', '', '', rupeesText(register.totals.total), '', '', ''],
  ]);
}
