import { amountInWords } from './amount-in-words.ts';
import { includedTax, inRupees, spread } from './tax.ts';
import type { TaxDocumentSnapshot } from './tax-documents.ts';

/*
 * A tax document's figures in rupees (decision 024). An order paid in dollars is reckoned in
 * rupees at the conversion fixed when it was placed: the total converted once, shared over the
 * lines in proportion to what each cost (so the lines add up to the total), and each line's GST
 * worked out of its rupees at its own rate, in two equal halves (CGST + SGST, or IGST their sum).
 * Every figure is in paise.
 */

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
