import { includedTax } from './tax.ts';
import type { TaxDocumentLine } from './tax-documents.ts';

/*
 * What a credit note says for the part of an invoice line it gives back (decision 032). A line
 * may be refunded in several parts; each part's figures are the difference between what has been
 * credited of the line after it and before it, each worked out as the invoice worked the line:
 *
 *   rupees(x) = the invoice line's rupees × x / what the line was charged (half up; all of them when x is all of it)
 *   tax(x)    = includedTax(rupees(x), rate)                (contracts/tax.ts, as on the invoice)
 *   this part = rupees(after) − rupees(before), tax(after) − tax(before)
 *
 * So the parts of a line add up to the invoice's line exactly, to the paisa, however it was split,
 * and a register netting the invoice against its credit notes ends at zero once all is given back.
 */

/** One invoice line's part: the line, what it was charged, what was refunded before, and now. */
export interface CreditedPart {
  line: TaxDocumentLine;
  /** What the buyer paid for the line in the order's currency (minor units). */
  charged: number;
  before: number;
  amount: number;
}

function rupeesOf(line: TaxDocumentLine, charged: number, credited: number): number {
  if (credited >= charged) return line.total;
  if (credited <= 0) return 0;
  const numerator = BigInt(line.total) * BigInt(credited);
  return Number((2n * numerator + BigInt(charged)) / (2n * BigInt(charged)));
}

/**
 * The credit note's line for a part. Its quantity is the invoice line's when the part gives back
 * the last of the line (the goods are returned), and 0 for a part that leaves some of it charged
 * (a price given back, the goods kept).
 */
export function creditedLine(part: CreditedPart, supply: 'intra' | 'inter' | 'export'): TaxDocumentLine {
  const { line, charged, before, amount } = part;
  const after = before + amount;
  const total = rupeesOf(line, charged, after) - rupeesOf(line, charged, before);
  const taxOf = (credited: number) =>
    supply === 'export' ? 0 : includedTax(rupeesOf(line, charged, credited), line.rateBp);
  const tax = taxOf(after) - taxOf(before);
  return {
    ...line,
    quantity: after >= charged ? line.quantity : 0,
    taxable: total - tax,
    cgst: supply === 'intra' ? tax / 2 : 0,
    sgst: supply === 'intra' ? tax / 2 : 0,
    igst: supply === 'inter' ? tax : 0,
    total,
    foreignTotal: line.foreignTotal === null ? null : amount,
  };
}
