import { describe, expect, it } from 'vitest';
import { creditedLine } from './credit-notes.ts';
import { includedTax } from './tax.ts';
import type { TaxDocumentLine } from './tax-documents.ts';

/* A credit note's part of an invoice line (decision 032): however a line is split, its parts add up to it. */

function invoiceLine(total: number, rateBp: number, foreignTotal: number | null = null): TaxDocumentLine {
  const tax = includedTax(total, rateBp);
  return {
    kind: 'goods',
    description: 'Aurora Ring, 18K White Gold',
    sku: 'aurora-ring',
    ringSize: null,
    hsn: '7113',
    quantity: 2,
    unit: 'pcs',
    rateBp,
    taxable: total - tax,
    cgst: tax / 2,
    sgst: tax / 2,
    igst: 0,
    total,
    foreignTotal,
    facts: null,
    huids: [],
  };
}

describe('creditedLine', () => {
  it('works a part as the invoice worked the line: tax inside it at the line’s rate, no pieces until the last part', () => {
    const line = invoiceLine(12_345_67, 300);
    const part = creditedLine({ line, charged: 12_345_67, before: 0, amount: 100_000 }, 'intra');
    expect(part).toMatchObject({ total: 100_000, quantity: 0, igst: 0 });
    expect(part.cgst + part.sgst).toBe(includedTax(100_000, 300));
    expect(part.taxable).toBe(100_000 - part.cgst - part.sgst);
  });

  for (const splits of [[1], [3, 7], [1, 1, 1], [5, 11, 13, 2], [97, 3]]) {
    it(`adds up to the invoice line to the paisa when split ${splits.join(':')} (rupees and dollars, within and across states)`, () => {
      for (const supply of ['intra', 'inter'] as const) {
        for (const [charged, rupees, foreign] of [
          [12_345_67, 12_345_67, null],
          [7_349_00, 650_025_53, 7_349_00],
        ] as const) {
          const line = invoiceLine(rupees, 300, foreign);
          const printed = {
            ...line,
            cgst: supply === 'intra' ? line.cgst : 0,
            sgst: supply === 'intra' ? line.sgst : 0,
            igst: supply === 'inter' ? line.cgst + line.sgst : 0,
          };
          const weight = splits.reduce((a, b) => a + b, 0);
          let before = 0;
          const parts = splits.map((share, index) => {
            const amount = index === splits.length - 1 ? charged - before : Math.floor((charged * share) / weight);
            const made = creditedLine({ line: printed, charged, before, amount }, supply);
            before += amount;
            return made;
          });
          const sum = (pick: (part: TaxDocumentLine) => number) => parts.reduce((acc, part) => acc + pick(part), 0);
          expect(sum((part) => part.total)).toBe(printed.total);
          expect(sum((part) => part.taxable)).toBe(printed.taxable);
          expect(sum((part) => part.cgst + part.sgst + part.igst)).toBe(printed.cgst + printed.sgst + printed.igst);
          expect(sum((part) => part.foreignTotal ?? 0)).toBe(foreign ?? 0);
          expect(parts.at(-1)!.quantity).toBe(2);
        }
      }
    });
  }

  it('is untaxed on an export', () => {
    const line = { ...invoiceLine(500_000, 0), cgst: 0, sgst: 0, taxable: 500_000 };
    expect(creditedLine({ line, charged: 500_000, before: 0, amount: 500_000 }, 'export')).toMatchObject({
      total: 500_000,
      taxable: 500_000,
      cgst: 0,
      igst: 0,
    });
  });
});
