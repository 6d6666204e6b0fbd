import { describe, expect, it } from 'vitest';
import { accountsQuery, conversionText, monthBounds, rupeesText, shopMonthOf } from './accounts.ts';

describe('a month of the books, India time', () => {
  it('starts and ends at midnight in India', () => {
    expect(monthBounds('2026-11')).toEqual({
      from: new Date('2026-10-31T18:30:00.000Z'),
      to: new Date('2026-11-30T18:30:00.000Z'),
    });
    expect(monthBounds('2026-12').to).toEqual(new Date('2026-12-31T18:30:00.000Z'));
  });

  it('puts an instant in the month it is in India', () => {
    expect(shopMonthOf(new Date('2026-10-31T18:29:59.999Z'))).toBe('2026-10');
    expect(shopMonthOf(new Date('2026-10-31T18:30:00.000Z'))).toBe('2026-11');
  });

  it('takes only a real month', () => {
    expect(accountsQuery.safeParse({ month: '2026-11' }).data).toEqual({ month: '2026-11', format: 'json' });
    for (const month of ['2026-13', '2026-00', 'abc', '2026-1', '', '1999-12']) {
      expect(accountsQuery.safeParse({ month }).success, month).toBe(false);
    }
  });
});

describe('figures for a spreadsheet', () => {
  it('writes paise as rupees, a credit note with a minus', () => {
    expect(rupeesText(123456)).toBe('1234.56');
    expect(rupeesText(-5)).toBe('-0.05');
    expect(rupeesText(0)).toBe('0.00');
  });

  it('writes a conversion as the rupees for a dollar', () => {
    expect(conversionText(884_500)).toBe('88.45');
    expect(conversionText(884_512)).toBe('88.4512');
    expect(conversionText(880_000)).toBe('88.00');
    expect(conversionText(null)).toBe('');
  });
});
