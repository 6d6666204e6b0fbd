import { describe, expect, it } from 'vitest';
import { documentNumber, documentPrefixesInput, finenessOf, financialYearOf } from './tax-documents.ts';
import { documentTotals, linesInRupees } from './tax-document-rupees.ts';
import { exchangeRateText, formatRupees } from './tax-document-text.ts';
import { includedTax } from './tax.ts';

describe('financial years', () => {
  it('turn on 1 April, India time', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:00Z'))).toEqual({ startYear: 2026, label: '26-27' });
    // 00:00 IST on 1 April is 18:30 UTC on 31 March.
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toEqual({ startYear: 2027, label: '27-28' });
    expect(financialYearOf(new Date('2099-12-31T12:00:00Z')).label).toBe('99-00');
  });
});

describe('document numbers', () => {
  it('are the prefix, the year and six digits: 16 characters', () => {
    expect(documentNumber('FCT', '26-27', 123)).toBe('FCT/26-27/000123');
    expect(documentNumber('FCT', '26-27', 123)).toHaveLength(16);
  });

  it('take prefixes of one to three capitals or digits, different for each series', () => {
    expect(documentPrefixesInput.safeParse({ invoicePrefix: 'FCT', creditNotePrefix: 'FCN' }).success).toBe(true);
    expect(documentPrefixesInput.safeParse({ invoicePrefix: 'FCTX', creditNotePrefix: 'FCN' }).success).toBe(false);
    expect(documentPrefixesInput.safeParse({ invoicePrefix: 'fc', creditNotePrefix: 'FCN' }).success).toBe(false);
    expect(documentPrefixesInput.safeParse({ invoicePrefix: 'F/', creditNotePrefix: 'FCN' }).success).toBe(false);
    const same = documentPrefixesInput.safeParse({ invoicePrefix: 'FCT', creditNotePrefix: 'FCT' });
    expect(same.error?.issues[0]?.message).toMatch(/different prefixes/);
  });
});

describe('figures in rupees', () => {
  it('halve the GST within the state, and give it whole as IGST elsewhere', () => {
    const lines = [
      { amount: 6_55_429_00, rateBp: 300 },
      { amount: 0, rateBp: 300 },
    ];
    const intra = linesInRupees(lines, { total: 6_55_429_00, currency: 'INR', conversion: 884_500, supply: 'intra' });
    expect(intra[0]).toEqual({
      total: 6_55_429_00,
      taxable: 6_55_429_00 - includedTax(6_55_429_00, 300),
      cgst: includedTax(6_55_429_00, 300) / 2,
      sgst: includedTax(6_55_429_00, 300) / 2,
      igst: 0,
      foreignTotal: null,
    });
    const inter = linesInRupees(lines, { total: 6_55_429_00, currency: 'INR', conversion: 884_500, supply: 'inter' });
    expect(inter[0]!.igst).toBe(includedTax(6_55_429_00, 300));
    expect(inter[0]!.cgst + inter[0]!.sgst).toBe(0);
  });

  it('convert a dollar order once and share the rupees so the lines add up to the total', () => {
    const lines = [
      { amount: 3_333_00, rateBp: 300 },
      { amount: 3_333_00, rateBp: 300 },
      { amount: 1_111_00, rateBp: 300 },
      { amount: 25_00, rateBp: 300 },
    ];
    const total = 7_802_00;
    const rupees = linesInRupees(lines, { total, currency: 'USD', conversion: 883_333, supply: 'intra' });
    const totals = documentTotals(rupees);
    // $7,802 × 88.3333 = ₹6,89,176.41 (half up to the paisa).
    expect(totals.total).toBe(6_89_176_41);
    expect(rupees.reduce((sum, line) => sum + line.total, 0)).toBe(totals.total);
    expect(totals.cgst + totals.sgst).toBe(totals.tax);
    expect(rupees.reduce((sum, line) => sum + line.cgst + line.sgst, 0)).toBe(totals.tax);
    expect(totals.taxable + totals.tax).toBe(totals.total);
    expect(totals.foreignTotal).toBe(total);
    expect(rupees.map((line) => line.foreignTotal)).toEqual(lines.map((line) => line.amount));
  });

  it('carry no tax on an export, and say the total in words', () => {
    const rupees = linesInRupees([{ amount: 1_00_000_50, rateBp: 300 }], {
      total: 1_00_000_50,
      currency: 'INR',
      conversion: 884_500,
      supply: 'export',
    });
    const totals = documentTotals(rupees);
    expect(totals).toMatchObject({ tax: 0, taxable: 1_00_000_50, igst: 0 });
    expect(totals.inWords).toBe('Rupees One Lakh and Fifty Paise only');
  });
});

describe('printing', () => {
  it('writes rupees to the paisa, grouped the Indian way', () => {
    expect(formatRupees(6_55_429_16)).toBe('₹6,55,429.16');
    expect(formatRupees(12_34_56_789_00)).toBe('₹12,34,56,789.00');
    expect(formatRupees(5)).toBe('₹0.05');
  });

  it('says the exchange rate as fixed at placement', () => {
    expect(exchangeRateText(884_500)).toBe('US$1 = ₹88.45, fixed when the order was placed');
    expect(exchangeRateText(883_333)).toBe('US$1 = ₹88.3333, fixed when the order was placed');
    expect(exchangeRateText(880_000)).toBe('US$1 = ₹88.00, fixed when the order was placed');
  });

  it("knows the fineness of the shop's metals", () => {
    expect(finenessOf('18K')).toBe(750);
    expect(finenessOf('14K')).toBe(583);
    expect(finenessOf('PT950')).toBe(950);
    expect(finenessOf('925')).toBe(925);
    expect(finenessOf('gold')).toBeNull();
  });
});
